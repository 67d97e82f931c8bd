import Foundation

/// Number formatting shared by the table and the target checks.
enum Format {
    /// A time per operation: more decimals for small numbers.
    static func time(_ value: Double) -> String {
        switch value {
        case ..<10: fixed(value, 2)
        case ..<1_000: fixed(value, 1)
        default: fixed(value, 0)
        }
    }

    /// A ratio, such as `2.31×`.
    static func ratio(_ value: Double) -> String {
        (value >= 100 ? fixed(value, 0) : fixed(value, 2)) + "×"
    }

    /// A count per operation: whole numbers without decimals.
    static func count(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : fixed(value, 2)
    }

    /// `value` rounded to `digits` decimals, for JSON.
    static func rounded(_ value: Double, _ digits: Int) -> Double {
        let scale = pow(10, Double(digits))
        return (value * scale).rounded() / scale
    }

    /// `value` with exactly `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
