import Foundation
import Mosaic
import Testing

@Suite("Formats: what presenters format with")
struct FormatsTests {
    let utc = TimeZone(identifier: "UTC") ?? .current

    @Test("numbers, prices and dates follow the locale and time zone")
    func locales() {
        let us = Formats(locale: Locale(identifier: "en_US"), timeZone: utc)
        #expect(us.integer(1_234_567) == "1,234,567")
        #expect(us.number(1234.567, fractionDigits: 2) == "1,234.57")
        #expect(us.price(Decimal(string: "12.5") ?? 0, currency: "EUR") == "€12.50")
        #expect(us.date(Date(timeIntervalSince1970: 0)) == "Jan 1, 1970")

        let german = Formats(locale: Locale(identifier: "de_DE"), timeZone: utc)
        #expect(german.integer(1_234_567) == "1.234.567")
        #expect(german.price(Decimal(string: "12.5") ?? 0, currency: "EUR").hasPrefix("12,50"))
    }

    @Test("the localisation hook supplies text; placeholders are filled")
    func localisation() {
        let texts = ["count": "{n} items in {category}"]
        let formats = Formats(locale: Locale(identifier: "en_US"), localize: { texts[$0] ?? $0 })
        #expect(formats.text("count", ["n": "3", "category": "Shoes"]) == "3 items in Shoes")
        #expect(formats.text("unknown.key") == "unknown.key")
    }
}
