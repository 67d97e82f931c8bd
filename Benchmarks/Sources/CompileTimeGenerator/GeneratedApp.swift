/// The shape of the app whose registrations are compiled: `count` classes, class `i` taking
/// `i % 6` others (0 to 5) with smaller numbers in its initializer, so the classes form a graph
/// without cycles and every arity from 0 to 5 appears about equally often.
///
/// ```swift
/// let app = GeneratedApp(count: 300)
/// app.dependencies(of: 7)   // [3, 0], the same on every run
/// ```
public struct GeneratedApp: Sendable {
    /// How many classes the app has.
    public let count: Int
    /// For each class, the classes its initializer takes, in parameter order.
    public let dependencies: [[Int]]

    /// The most initializer parameters a class has.
    public static let maximumArity = 5

    public init(count: Int) {
        self.count = count
        dependencies = (0..<count).map { index in
            let arity = min(index % (Self.maximumArity + 1), index)
            var random = SplitMix64(seed: UInt64(index))
            var picked: [Int] = []
            while picked.count < arity {
                let candidate = Int(random.next() % UInt64(index))
                if !picked.contains(candidate) { picked.append(candidate) }
            }
            return picked
        }
    }

    /// The classes class `index`'s initializer takes, in parameter order.
    public func dependencies(of index: Int) -> [Int] {
        dependencies[index]
    }

    /// The name of class `index`: `Service0007`.
    public static func typeName(_ index: Int) -> String {
        let digits = String(index)
        return "Service" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// SplitMix64: a small seedable generator, so the app is the same on every run and machine.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
