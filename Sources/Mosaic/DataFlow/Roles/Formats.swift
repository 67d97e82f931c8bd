import Foundation

/// How a ``Presenter`` formats: numbers, prices, dates and localised text, for one locale and
/// time zone. A value, injected through the container, so tests pin the locale and see exactly
/// what the presenter formats with.
///
/// ```swift
/// builder.register { Formats(locale: Locale(identifier: "en_US"), localize: { bundle.string(for: $0) }) }
///
/// formats.price(12.5, currency: "EUR")                          // "€12.50"
/// formats.text("catalog.count", ["count": formats.integer(3)])  // "3 items"
/// ```
public struct Formats: Sendable {
    /// The locale numbers, prices and dates are written for.
    ///
    /// ```swift
    /// formats.locale = Locale(identifier: "fr_FR")
    /// ```
    public var locale: Locale
    /// The time zone dates are shown in.
    ///
    /// ```swift
    /// formats.timeZone = TimeZone(identifier: "UTC")!
    /// ```
    public var timeZone: TimeZone
    /// The localisation hook: the text for a key (the default returns the key).
    ///
    /// ```swift
    /// formats.localize = { key in strings[key] ?? key }
    /// ```
    public var localize: @Sendable (String) -> String

    /// Formats for a locale and time zone, with a localisation hook.
    ///
    /// ```swift
    /// let formats = Formats(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin")!)
    /// ```
    public init(
        locale: Locale = .current, timeZone: TimeZone = .current,
        localize: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.locale = locale
        self.timeZone = timeZone
        self.localize = localize
    }

    /// A whole number with grouping: `1,234,567`.
    ///
    /// ```swift
    /// formats.integer(1_234_567)
    /// ```
    public func integer(_ value: Int) -> String {
        value.formatted(.number.locale(locale))
    }

    /// A number with `fractionDigits` decimals: `1,234.57`.
    ///
    /// ```swift
    /// formats.number(1234.567, fractionDigits: 2)
    /// ```
    public func number(_ value: Double, fractionDigits: Int = 0) -> String {
        value.formatted(.number.precision(.fractionLength(fractionDigits)).locale(locale))
    }

    /// An amount of money: `€12.50` (en_US), `12,50 €` (de_DE).
    ///
    /// ```swift
    /// formats.price(Decimal(string: "12.5")!, currency: "EUR")
    /// ```
    public func price(_ amount: Decimal, currency: String) -> String {
        amount.formatted(.currency(code: currency).locale(locale))
    }

    /// A date, and optionally its time: `Jan 1, 1970`.
    ///
    /// ```swift
    /// formats.date(model.updatedAt)
    /// formats.date(model.updatedAt, time: true)
    /// ```
    public func date(_ date: Date, time: Bool = false) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let style = Date.FormatStyle(
            date: .abbreviated, time: time ? .shortened : .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
        return date.formatted(style)
    }

    /// The localised text for `key`, with `{name}` placeholders filled from `arguments`.
    ///
    /// ```swift
    /// formats.text("catalog.count", ["count": "3"])   // localize("catalog.count") = "{count} items" → "3 items"
    /// ```
    public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        var text = localize(key)
        for (name, value) in arguments {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }
}
