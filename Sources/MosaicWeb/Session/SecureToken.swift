/// Unguessable identifiers: 128 bits from the system's cryptographic random source
/// (`getrandom` on Linux, `arc4random` on Apple systems), as 32 lowercase hex digits.
///
/// ```swift
/// let id = SecureToken.make()   // "9f86d081884c7d659a2feaa0c55ad015"
/// ```
public enum SecureToken {
    /// A fresh 128-bit token.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        return hex(high) + hex(low)
    }

    /// Whether `text` has a token's form: 32 lowercase hex digits.
    ///
    /// ```swift
    /// SecureToken.isWellFormed("9f86d081884c7d659a2feaa0c55ad015")   // true
    /// ```
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Whether two tokens are equal, in time that does not depend on where they differ.
    public static func matches(_ given: String, _ expected: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(expected.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
