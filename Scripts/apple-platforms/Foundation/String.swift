// String methods Foundation adds (through NSString); on every OS version Swift supports.

// https://developer.apple.com/documentation/foundation/nsstring/compareoptions
extension String {
    public struct CompareOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let caseInsensitive = CompareOptions(rawValue: 1)
        public static let literal = CompareOptions(rawValue: 2)
        public static let backwards = CompareOptions(rawValue: 4)
        public static let anchored = CompareOptions(rawValue: 8)
        public static let numeric = CompareOptions(rawValue: 64)
        public static let diacriticInsensitive = CompareOptions(rawValue: 128)
    }
}

extension StringProtocol {
    // https://developer.apple.com/documentation/swift/stringprotocol/range(of:options:range:locale:)
    public func range<T: StringProtocol>(
        of aString: T, options: String.CompareOptions = [], range: Range<Index>? = nil, locale: Locale? = nil
    ) -> Range<Index>? {
        standIn()
    }

    // https://developer.apple.com/documentation/swift/stringprotocol/replacingoccurrences(of:with:options:range:)
    public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(
        of target: Target, with replacement: Replacement, options: String.CompareOptions = [],
        range searchRange: Range<Index>? = nil
    ) -> String {
        standIn()
    }

    // https://developer.apple.com/documentation/swift/stringprotocol/removingpercentencoding
    public var removingPercentEncoding: String? { standIn() }
}

extension StringProtocol {
    // https://developer.apple.com/documentation/swift/stringprotocol/contains(_:)
    // (Foundation's, on every OS version; the standard library's generic `contains(_:)` for
    // collections needs iOS 16 / macOS 13, and Foundation's is the one chosen when it is imported.)
    public func contains<T: StringProtocol>(_ other: T) -> Bool { standIn() }
}
