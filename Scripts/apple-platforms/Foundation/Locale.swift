// https://developer.apple.com/documentation/foundation/locale
public struct Locale: Hashable, Codable, Sendable {
    private var name: String

    // https://developer.apple.com/documentation/foundation/locale/init(identifier:)
    public init(identifier: String) { name = identifier }

    // https://developer.apple.com/documentation/foundation/locale/current
    public static var current: Locale { standIn() }

    // https://developer.apple.com/documentation/foundation/locale/autoupdatingcurrent
    public static var autoupdatingCurrent: Locale { standIn() }

    // https://developer.apple.com/documentation/foundation/locale/identifier
    public var identifier: String { name }
}

// https://developer.apple.com/documentation/foundation/timezone
public struct TimeZone: Hashable, Codable, Sendable {
    private var name: String

    // https://developer.apple.com/documentation/foundation/timezone/init(identifier:)
    public init?(identifier: String) { name = identifier }

    // https://developer.apple.com/documentation/foundation/timezone/init(secondsfromgmt:)
    public init?(secondsFromGMT seconds: Int) { name = standIn() }

    // https://developer.apple.com/documentation/foundation/timezone/current
    public static var current: TimeZone { standIn() }

    // https://developer.apple.com/documentation/foundation/timezone/autoupdatingcurrent
    public static var autoupdatingCurrent: TimeZone { standIn() }

    // https://developer.apple.com/documentation/foundation/timezone/identifier
    public var identifier: String { name }
}

// https://developer.apple.com/documentation/foundation/calendar
public struct Calendar: Hashable, Codable, Sendable {
    // https://developer.apple.com/documentation/foundation/calendar/identifier
    public enum Identifier: Hashable, Codable, Sendable {
        case gregorian, buddhist, chinese, coptic, ethiopicAmeteMihret, ethiopicAmeteAlem, hebrew
        case iso8601, indian, islamic, islamicCivil, japanese, persian, republicOfChina
        case islamicTabular, islamicUmmAlQura
    }

    // https://developer.apple.com/documentation/foundation/calendar/init(identifier:)
    public init(identifier: Calendar.Identifier) { self.identifier = identifier }

    // https://developer.apple.com/documentation/foundation/calendar/current
    public static var current: Calendar { standIn() }

    // https://developer.apple.com/documentation/foundation/calendar/autoupdatingcurrent
    public static var autoupdatingCurrent: Calendar { standIn() }

    // https://developer.apple.com/documentation/foundation/calendar/identifier-swift.property
    public private(set) var identifier: Calendar.Identifier

    // https://developer.apple.com/documentation/foundation/calendar/timezone
    public var timeZone: TimeZone {
        get { standIn() }
        set {}
    }

    // https://developer.apple.com/documentation/foundation/calendar/locale
    public var locale: Locale? {
        get { standIn() }
        set {}
    }
}

// https://developer.apple.com/documentation/foundation/decimal
public struct Decimal: Hashable, Comparable, Codable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    private var value: Double

    // https://developer.apple.com/documentation/foundation/decimal/init(_:)-3zwrd
    public init(_ value: Int) { self.value = Double(value) }

    // https://developer.apple.com/documentation/foundation/decimal/init(_:)-6ouss
    public init(_ value: Double) { self.value = value }

    // https://developer.apple.com/documentation/foundation/decimal/init(string:locale:)
    public init?(string: String, locale: Locale? = nil) { value = standIn() }

    // https://developer.apple.com/documentation/foundation/decimal/init(integerliteral:)
    public init(integerLiteral value: Int) { self.value = Double(value) }

    // https://developer.apple.com/documentation/foundation/decimal/init(floatliteral:)
    public init(floatLiteral value: Double) { self.value = value }

    // https://developer.apple.com/documentation/foundation/decimal/<(_:_:)
    public static func < (lhs: Decimal, rhs: Decimal) -> Bool { lhs.value < rhs.value }
}
