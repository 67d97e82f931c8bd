import Foundation
import MailFeatures
import PropertyBased
import Testing
import WebTestSupport

/// Rows show summaries that fit a line, whatever the mail holds.
@Suite("Mail summary lines")
struct SummaryLineTests {
    @Test func aSummaryIsOneLineOfBoundedLengthThatStartsLikeTheText() async {
        let pieces = HostileText.pieces + ["\n", "\r\n", String(repeating: "\u{301}", count: 700), "x"]
        let generator = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...60).map { $0.joined() }
        await propertyCheck(count: 500, input: generator, Gen.int(in: 1...40)) { text, maximum in
            let line = SummaryLine.of(text, maximum: maximum)
            let flattened = Array(String(text.map { $0.isNewline ? " " : $0 }).unicodeScalars)
            let scalars = Array(line.unicodeScalars)
            // Compared by code point: an ellipsis may join the character before it.
            let isCut = scalars.last == "…" && scalars != flattened
            let body = isCut ? Array(scalars.dropLast()) : scalars
            #expect(body.count <= maximum * 4)
            #expect(String(String.UnicodeScalarView(body)).count <= maximum)
            #expect(!line.unicodeScalars.contains { $0 == "\n" || $0 == "\r" })
            #expect(flattened.starts(with: body))
            #expect(isCut || body == flattened)
        }
    }

    @Test func aHundredThousandCharacterSubjectFitsARow() {
        let item = InboxItem(MailMessage(
            id: 1, from: String(repeating: "Ada ", count: 25_000), address: "ada@example.org",
            subject: String(repeating: "a", count: 100_000), body: "", date: .now, attachments: [], isRead: false))
        #expect(item.subject.count == 161)
        #expect(item.from.count == 81)
    }
}
