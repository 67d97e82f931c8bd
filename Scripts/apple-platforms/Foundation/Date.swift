// https://developer.apple.com/documentation/foundation/timeinterval
public typealias TimeInterval = Double

// https://developer.apple.com/documentation/foundation/date
public struct Date: Comparable, Hashable, Codable, Sendable, CustomStringConvertible {
    private var secondsSinceReferenceDate: TimeInterval

    // https://developer.apple.com/documentation/foundation/date/init()
    public init() { secondsSinceReferenceDate = standIn() }

    // https://developer.apple.com/documentation/foundation/date/init(timeintervalsincenow:)
    public init(timeIntervalSinceNow: TimeInterval) { secondsSinceReferenceDate = timeIntervalSinceNow }

    // https://developer.apple.com/documentation/foundation/date/init(timeintervalsince1970:)
    public init(timeIntervalSince1970: TimeInterval) { secondsSinceReferenceDate = timeIntervalSince1970 }

    // https://developer.apple.com/documentation/foundation/date/init(timeintervalsincereferencedate:)
    public init(timeIntervalSinceReferenceDate: TimeInterval) { secondsSinceReferenceDate = timeIntervalSinceReferenceDate }

    // https://developer.apple.com/documentation/foundation/date/now
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public static var now: Date { Date() }

    // https://developer.apple.com/documentation/foundation/date/timeintervalsince(_:)
    public func timeIntervalSince(_ date: Date) -> TimeInterval { standIn() }

    // https://developer.apple.com/documentation/foundation/date/timeintervalsince1970
    public var timeIntervalSince1970: TimeInterval { standIn() }

    // https://developer.apple.com/documentation/foundation/date/timeintervalsincereferencedate
    public var timeIntervalSinceReferenceDate: TimeInterval { secondsSinceReferenceDate }

    // https://developer.apple.com/documentation/foundation/date/addingtimeinterval(_:)
    public func addingTimeInterval(_ timeInterval: TimeInterval) -> Date { standIn() }

    // https://developer.apple.com/documentation/foundation/date/+(_:_:)
    public static func + (lhs: Date, rhs: TimeInterval) -> Date { standIn() }

    // https://developer.apple.com/documentation/foundation/date/-(_:_:)
    public static func - (lhs: Date, rhs: TimeInterval) -> Date { standIn() }

    // https://developer.apple.com/documentation/foundation/date/<(_:_:)
    public static func < (lhs: Date, rhs: Date) -> Bool { standIn() }

    // https://developer.apple.com/documentation/foundation/date/description
    public var description: String { standIn() }
}
