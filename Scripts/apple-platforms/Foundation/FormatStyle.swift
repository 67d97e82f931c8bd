// Format styles: macOS 12 / iOS 15 and later, as Apple documents each of them.

// https://developer.apple.com/documentation/foundation/formatstyle
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public protocol FormatStyle: Codable, Hashable {
    associatedtype FormatInput
    associatedtype FormatOutput
    func format(_ value: FormatInput) -> FormatOutput
    func locale(_ locale: Locale) -> Self
}

// https://developer.apple.com/documentation/foundation/numberformatstyleconfiguration
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public enum NumberFormatStyleConfiguration {
    // https://developer.apple.com/documentation/foundation/numberformatstyleconfiguration/precision
    public struct Precision: Codable, Hashable, Sendable {
        private var digits: ClosedRange<Int>

        // https://developer.apple.com/documentation/foundation/numberformatstyleconfiguration/precision/fractionlength(_:)-6kpsp
        public static func fractionLength(_ length: Int) -> Precision { Precision(digits: length...length) }

        // https://developer.apple.com/documentation/foundation/numberformatstyleconfiguration/precision/fractionlength(_:)-5k3x8
        public static func fractionLength<R: RangeExpression>(_ limits: R) -> Precision where R.Bound == Int {
            standIn()
        }

        // https://developer.apple.com/documentation/foundation/numberformatstyleconfiguration/precision/significantdigits(_:)-6ga3c
        public static func significantDigits(_ digits: Int) -> Precision { Precision(digits: digits...digits) }
    }
}

// https://developer.apple.com/documentation/foundation/integerformatstyle
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public struct IntegerFormatStyle<Value: BinaryInteger>: FormatStyle, Sendable {
    private var localeIdentifier: String

    // https://developer.apple.com/documentation/foundation/integerformatstyle/init(locale:)
    public init(locale: Locale = .autoupdatingCurrent) { localeIdentifier = locale.identifier }

    // https://developer.apple.com/documentation/foundation/integerformatstyle/format(_:)
    public func format(_ value: Value) -> String { standIn() }

    // https://developer.apple.com/documentation/foundation/integerformatstyle/locale(_:)
    public func locale(_ locale: Locale) -> IntegerFormatStyle<Value> { IntegerFormatStyle(locale: locale) }

    // https://developer.apple.com/documentation/foundation/integerformatstyle/precision(_:)
    public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> IntegerFormatStyle<Value> { self }
}

// https://developer.apple.com/documentation/foundation/floatingpointformatstyle
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public struct FloatingPointFormatStyle<Value: BinaryFloatingPoint>: FormatStyle, Sendable {
    private var localeIdentifier: String

    // https://developer.apple.com/documentation/foundation/floatingpointformatstyle/init(locale:)
    public init(locale: Locale = .autoupdatingCurrent) { localeIdentifier = locale.identifier }

    // https://developer.apple.com/documentation/foundation/floatingpointformatstyle/format(_:)
    public func format(_ value: Value) -> String { standIn() }

    // https://developer.apple.com/documentation/foundation/floatingpointformatstyle/locale(_:)
    public func locale(_ locale: Locale) -> FloatingPointFormatStyle<Value> { FloatingPointFormatStyle(locale: locale) }

    // https://developer.apple.com/documentation/foundation/floatingpointformatstyle/precision(_:)
    public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> FloatingPointFormatStyle<Value> { self }
}

// https://developer.apple.com/documentation/foundation/formatstyle/number-9pxx2
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension FormatStyle where Self == IntegerFormatStyle<Int> {
    public static var number: IntegerFormatStyle<Int> { IntegerFormatStyle() }
}

// https://developer.apple.com/documentation/foundation/formatstyle/number-4ezdh
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
    public static var number: FloatingPointFormatStyle<Double> { FloatingPointFormatStyle() }
}

// https://developer.apple.com/documentation/foundation/decimal/formatstyle
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension Decimal {
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        private var localeIdentifier: String

        public init(locale: Locale = .autoupdatingCurrent) { localeIdentifier = locale.identifier }
        public func format(_ value: Decimal) -> String { standIn() }
        public func locale(_ locale: Locale) -> Decimal.FormatStyle { Decimal.FormatStyle(locale: locale) }

        // https://developer.apple.com/documentation/foundation/decimal/formatstyle/currency
        public struct Currency: Foundation.FormatStyle, Sendable {
            private var code: String
            private var localeIdentifier: String

            // https://developer.apple.com/documentation/foundation/decimal/formatstyle/currency/init(code:locale:)
            public init(code: String, locale: Locale = .autoupdatingCurrent) {
                self.code = code
                localeIdentifier = locale.identifier
            }

            public func format(_ value: Decimal) -> String { standIn() }
            public func locale(_ locale: Locale) -> Decimal.FormatStyle.Currency { Currency(code: code, locale: locale) }
        }
    }

    // https://developer.apple.com/documentation/foundation/decimal/formatted(_:)
    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Decimal {
        format.format(self)
    }
}

// https://developer.apple.com/documentation/foundation/formatstyle/currency(code:)-2d1wx
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension FormatStyle where Self == Decimal.FormatStyle.Currency {
    public static func currency(code: String) -> Decimal.FormatStyle.Currency { Decimal.FormatStyle.Currency(code: code) }
}

// https://developer.apple.com/documentation/swift/binaryinteger/formatted(_:)
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension BinaryInteger {
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
        format.format(self)
    }

    // https://developer.apple.com/documentation/swift/binaryinteger/formatted()
    public func formatted() -> String { standIn() }
}

// https://developer.apple.com/documentation/swift/binaryfloatingpoint/formatted(_:)
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension BinaryFloatingPoint {
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput {
        format.format(self)
    }

    // https://developer.apple.com/documentation/swift/binaryfloatingpoint/formatted()
    public func formatted() -> String { standIn() }
}

// https://developer.apple.com/documentation/foundation/date/formatstyle
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension Date {
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        // https://developer.apple.com/documentation/foundation/date/formatstyle/datestyle
        public struct DateStyle: Codable, Hashable, Sendable {
            private var name: String
            public static let omitted = DateStyle(name: "omitted")
            public static let numeric = DateStyle(name: "numeric")
            public static let abbreviated = DateStyle(name: "abbreviated")
            public static let long = DateStyle(name: "long")
            public static let complete = DateStyle(name: "complete")
        }

        // https://developer.apple.com/documentation/foundation/date/formatstyle/timestyle
        public struct TimeStyle: Codable, Hashable, Sendable {
            private var name: String
            public static let omitted = TimeStyle(name: "omitted")
            public static let shortened = TimeStyle(name: "shortened")
            public static let standard = TimeStyle(name: "standard")
            public static let complete = TimeStyle(name: "complete")
        }

        private var date: DateStyle?
        private var time: TimeStyle?

        // https://developer.apple.com/documentation/foundation/date/formatstyle/init(date:time:locale:calendar:timezone:capitalizationcontext:)
        // (the capitalization context, unused by Mosaic, is left out)
        public init(
            date: DateStyle? = nil, time: TimeStyle? = nil, locale: Locale = .autoupdatingCurrent,
            calendar: Calendar = .autoupdatingCurrent, timeZone: TimeZone = .autoupdatingCurrent
        ) {
            self.date = date
            self.time = time
        }

        public func format(_ value: Date) -> String { standIn() }
        public func locale(_ locale: Locale) -> Date.FormatStyle { self }

        // https://developer.apple.com/documentation/foundation/date/formatstyle/symbol
        public struct Symbol: Hashable, Sendable {
            // https://developer.apple.com/documentation/foundation/date/formatstyle/symbol/day
            public struct Day: Hashable, Sendable {
                private var name: String
                public static let defaultDigits = Day(name: "defaultDigits")
                public static let twoDigits = Day(name: "twoDigits")
            }
            // https://developer.apple.com/documentation/foundation/date/formatstyle/symbol/month
            public struct Month: Hashable, Sendable {
                private var name: String
                public static let defaultDigits = Month(name: "defaultDigits")
                public static let twoDigits = Month(name: "twoDigits")
                public static let wide = Month(name: "wide")
                public static let abbreviated = Month(name: "abbreviated")
                public static let narrow = Month(name: "narrow")
            }
            // https://developer.apple.com/documentation/foundation/date/formatstyle/symbol/hour
            public struct Hour: Hashable, Sendable {
                private var name: String
                // https://developer.apple.com/documentation/foundation/date/formatstyle/symbol/hour/ampmstyle
                public struct AMPMStyle: Hashable, Sendable {
                    private var name: String
                    public static let omitted = AMPMStyle(name: "omitted")
                    public static let narrow = AMPMStyle(name: "narrow")
                    public static let abbreviated = AMPMStyle(name: "abbreviated")
                    public static let wide = AMPMStyle(name: "wide")
                }
                // https://developer.apple.com/documentation/foundation/date/formatstyle/symbol/hour/defaultdigits(ampm:)
                public static func defaultDigits(amPM: AMPMStyle) -> Hour { Hour(name: "defaultDigits") }
            }
            // https://developer.apple.com/documentation/foundation/date/formatstyle/symbol/minute
            public struct Minute: Hashable, Sendable {
                private var name: String
                public static let defaultDigits = Minute(name: "defaultDigits")
                public static let twoDigits = Minute(name: "twoDigits")
            }
        }

        // https://developer.apple.com/documentation/foundation/date/formatstyle/day(_:)
        public func day(_ format: Symbol.Day = .defaultDigits) -> Date.FormatStyle { self }
        // https://developer.apple.com/documentation/foundation/date/formatstyle/month(_:)
        public func month(_ format: Symbol.Month = .defaultDigits) -> Date.FormatStyle { self }
        // https://developer.apple.com/documentation/foundation/date/formatstyle/hour(_:)
        public func hour(_ format: Symbol.Hour = .defaultDigits(amPM: .abbreviated)) -> Date.FormatStyle { self }
        // https://developer.apple.com/documentation/foundation/date/formatstyle/minute(_:)
        public func minute(_ format: Symbol.Minute = .defaultDigits) -> Date.FormatStyle { self }
    }

    // https://developer.apple.com/documentation/foundation/date/formatted(_:)
    public func formatted<F: Foundation.FormatStyle>(_ format: F) -> F.FormatOutput where F.FormatInput == Date {
        format.format(self)
    }

    // https://developer.apple.com/documentation/foundation/date/formatted(date:time:)
    public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        standIn()
    }

    // https://developer.apple.com/documentation/foundation/date/formatted()
    public func formatted() -> String { standIn() }
}

// https://developer.apple.com/documentation/foundation/formatstyle/datetime
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension FormatStyle where Self == Date.FormatStyle {
    public static var dateTime: Date.FormatStyle { Date.FormatStyle() }
}

// https://developer.apple.com/documentation/swift/binaryinteger/formatted(_:)-73k3e
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension BinaryInteger {
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput: BinaryInteger {
        format.format(S.FormatInput(self))
    }
}

// https://developer.apple.com/documentation/foundation/bytecountformatstyle
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public struct ByteCountFormatStyle: FormatStyle, Sendable {
    // https://developer.apple.com/documentation/foundation/bytecountformatstyle/style-swift.enum
    public enum Style: Int, Codable, Hashable, Sendable {
        case file, memory, decimal, binary
    }

    // https://developer.apple.com/documentation/foundation/bytecountformatstyle/units
    public struct Units: OptionSet, Codable, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var bytes: Units { Units(rawValue: 1) }
        public static var kb: Units { Units(rawValue: 2) }
        public static var mb: Units { Units(rawValue: 4) }
        public static var gb: Units { Units(rawValue: 8) }
        public static var all: Units { Units(rawValue: 0xffff) }
    }

    public var style: Style
    public var allowedUnits: Units
    public var spellsOutZero: Bool
    public var includesActualByteCount: Bool

    // https://developer.apple.com/documentation/foundation/bytecountformatstyle/init(style:allowedunits:spellsoutzero:includesactualbytecount:locale:)
    public init(
        style: Style = .file, allowedUnits: Units = .all, spellsOutZero: Bool = true, includesActualByteCount: Bool = false,
        locale: Locale = .autoupdatingCurrent
    ) {
        self.style = style
        self.allowedUnits = allowedUnits
        self.spellsOutZero = spellsOutZero
        self.includesActualByteCount = includesActualByteCount
    }

    // https://developer.apple.com/documentation/foundation/bytecountformatstyle/format(_:)
    public func format(_ value: Int64) -> String { standIn() }
    public func locale(_ locale: Locale) -> ByteCountFormatStyle { self }
}

// https://developer.apple.com/documentation/foundation/formatstyle/bytecount(style:allowedunits:spellsoutzero:includesactualbytecount:)-59ep0
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension FormatStyle where Self == ByteCountFormatStyle {
    public static func byteCount(
        style: ByteCountFormatStyle.Style, allowedUnits: ByteCountFormatStyle.Units = .all, spellsOutZero: Bool = true,
        includesActualByteCount: Bool = false
    ) -> ByteCountFormatStyle {
        ByteCountFormatStyle(
            style: style, allowedUnits: allowedUnits, spellsOutZero: spellsOutZero, includesActualByteCount: includesActualByteCount)
    }
}
