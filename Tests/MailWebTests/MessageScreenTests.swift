import Foundation
import Hummingbird
import HummingbirdTesting
import MailFeatures
import MailTestSupport
import MailWebViews
import MosaicWeb
import PropertyBased
import WebTestSupport
import Testing

/// The message screen over HTTP: a scroll stack of header, contacts, attachments and body, each
/// its own module; collapsing a section redraws it alone; bodies wrapped, pictures inline, HTML
/// shown as text.
@MainActor
@Suite("Mail message screen")
struct MessageScreenTests {
    /// Opens message `id` by deep link in a fresh app; hands over the page and the session.
    private func withMessage(
        _ id: Int, _ body: @MainActor @Sendable (TestBrowser.Page, WebSession, TestBrowser) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-message-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try MailWebApp.make(mailbox: try Mailbox(directory: directory, samples: MailFixture.messages(count: 200)))
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            _ = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let followed = try await browser.post("/open", [("mosaic-token", session.token), ("link", "mail://inbox/message/\(id)")])
            #expect(followed.status == .seeOther)
            let page = try await browser.get(try #require(followed.location))
            try await body(page, session, browser)
        }
    }

    @Test func aMessageIsAStackOfSectionsEachItsOwnModule() async throws {
        try await withMessage(12) { page, _, _ in
            #expect(page.body.contains("<title>Engines #12</title>"))
            #expect(page.viewIDs.count == 5)   // the message, then header, contacts, attachments, body
            let header = try #require(page.body.range(of: "<h1 class=\"subject\">Engines #12</h1>"))
            let contacts = try #require(page.body.range(of: "aria-expanded=\"true\"><span class=\"icon icon-chevron\" aria-hidden=\"true\"></span>Contacts (2)"))
            let attachments = try #require(page.body.range(of: "<h3>Images</h3><ul><li><span class=\"icon icon-image\" aria-hidden=\"true\"></span>diagram-12.png"))
            let documents = try #require(page.body.range(of: "<h3>Documents</h3><ul><li><span class=\"icon icon-document\" aria-hidden=\"true\"></span>notes-12.pdf"))
            let body = try #require(page.body.range(of: "This is message 12."))
            #expect(header.lowerBound < contacts.lowerBound && contacts.lowerBound < attachments.lowerBound)
            #expect(attachments.lowerBound < documents.lowerBound && documents.lowerBound < body.lowerBound)
            #expect(page.body.contains("<span class=\"role\">From</span> <span>Ada Lovelace &lt;ada@example.org&gt;</span>"))
            #expect(page.body.contains("<img class=\"inline\" src=\"data:image/svg+xml;base64,"))
            #expect(page.body.contains("alt=\"diagram-12.png\""))
            #expect(!page.body.contains("[image: diagram-12.png]"))
            try MarkupCheck.onlyTemplateMarkup(page.body, page: "message 12")
        }
    }

    @Test func collapsingContactsRedrawsThatSectionAlone() async throws {
        try await withMessage(12) { page, session, browser in
            var updates = session.liveUpdates().makeAsyncIterator()
            let contacts = try #require(page.viewID(showing: "Contacts (2)"))
            let toggled = try await browser.post("/event", [("mosaic-view", contacts), ("mosaic-token", session.token), ("event", "toggle")])
            #expect(toggled.status == .seeOther)
            let frame = try #require(await updates.next())
            #expect(frame.hasPrefix("event: view\n"))
            #expect(frame.contains("\"view\":\"\(contacts)\""))
            #expect(frame.contains("aria-expanded=\\\"false\\\"><span class=\\\"icon icon-chevron\\\" aria-hidden=\\\"true\\\"><\\/span>Contacts (2)"))
            #expect(!frame.contains("Ada Lovelace"))
            #expect(!frame.contains("diagram-12.png") && !frame.contains("This is message 12."))
            var again = browser
            let after = try await again.get(try #require(toggled.location))
            #expect(after.body.contains("<section class=\"contacts\">"))
            #expect(after.body.contains("<section class=\"attachments expanded\">"))   // the other collapsible section is as it was
            let attachments = try #require(after.viewID(showing: "Attachments (2)"))
            _ = try await browser.post("/event", [("mosaic-view", attachments), ("mosaic-token", session.token), ("event", "toggle")])
            let both = try await again.get(try #require(toggled.location))
            #expect(both.body.contains("<section class=\"attachments\">") && !both.body.contains("diagram-12.png <small>")
                && both.body.contains("<section class=\"contacts\">"))
        }
    }

    @Test func longLinesAreWholeForTheBrowserToWrapAndWrappedForFixedColumns() async throws {
        try await withMessage(22) { page, session, _ in
            // Message 22's long line is 352 characters without a space: the browser wraps it (once).
            let long = String(repeating: "a-very-long-word-without-spaces-", count: 11)
            #expect(page.body.contains("<p>\(long)</p>"))
            // A screen of fixed columns gets it wrapped at the line width.
            let body = try #require(session.tree.openModules.compactMap { $0.input(as: MessageBodyPresenter.self) }.first)
            let lines = body.blocks.flatMap { block -> [String] in if case .text(let lines) = block { lines } else { [] } }
            #expect(lines.contains { $0.hasPrefix("a-very-long-word") })
            #expect(lines.allSatisfy { $0.count <= MessageBodyPresenter.lineWidth })
        }
    }

    @Test func anHTMLBodyIsShownAsTextNeverAsMarkup() async throws {
        try await withMessage(11) { page, _, _ in
            #expect(page.body.contains("This message was written in HTML; it is shown as text."))
            #expect(page.body.contains("This is message 11 in HTML."))
            #expect(page.body.contains("&lt;escaped&gt; &amp; Ken Thompson"))
            #expect(!page.body.contains("alert('body 11')") && !page.body.contains("alert(&#39;body 11"))
            #expect(!page.body.contains("onerror"))
            #expect(!page.body.contains("display:none"))
            try MarkupCheck.onlyTemplateMarkup(page.body, page: "message 11")
        }
    }

    @Test func aHostileSubjectNameAndBodyShowEscapedOnTheMessage() async throws {
        // Message 35 carries `</title><script>alert(5)</script>` in every field.
        try await withMessage(35) { page, _, _ in
            let escaped = "&lt;/title&gt;&lt;script&gt;alert(5)&lt;/script&gt;"
            #expect(page.body.contains("<title>\(escaped)</title>"))
            #expect(page.body.contains("<h1 class=\"subject\">\(escaped)</h1>"))
            #expect(page.body.contains("<span class=\"role\">From</span> <span>\(escaped) &lt;\(escaped)@example.org&gt;</span>"))
            #expect(page.body.contains("<p>\(escaped)</p>"))
            #expect(!page.body.contains("<script>alert"))
            try MarkupCheck.onlyTemplateMarkup(page.body, page: "message 35")
        }
    }

    @Test func sectionEventsItDoesNotKnowAreRefused() async throws {
        try await withMessage(12) { page, session, browser in
            let body = try #require(page.viewID(showing: "This is message 12."))
            let refused = try await browser.post("/event", [("mosaic-view", body), ("mosaic-token", session.token), ("event", "toggle")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.body.contains("no event named \"toggle\" here"))
            let inSection = try #require(page.viewID(showing: "Attachments (2)"))
            let notAPage = try await browser.post("/event", [("mosaic-view", inSection), ("mosaic-token", session.token), ("event", "back")])
            #expect(notAPage.status == .unprocessableContent)
            #expect(notAPage.body.contains("a section of the message here, not a page"))
            #expect(session.tree.openModules.map(\.name).contains("MessageModule"))
        }
    }
}

/// The message body's workers on their own.
@MainActor
@Suite("Mail message body")
struct MessageBodyWorkerTests {
    @Test func theWrapperBreaksAtSpacesAndInsideWordsLongerThanALine() {
        let wrapper = LineWrapper(width: 10)
        #expect(wrapper.wrap("one two three four") == ["one two", "three four"])
        #expect(wrapper.wrap("abcdefghijklmnopqrstuvwxyz") == ["abcdefghij", "klmnopqrst", "uvwxyz"])
        #expect(wrapper.wrap("") == [""])
        #expect(LineWrapper(width: 0).width == 1)
    }

    @Test func wrappedLinesAreNeverLongerThanTheWidthAndKeepEveryCharacter() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let width = Int.random(in: 1...30, using: &generator)
            let text = String((0..<Int.random(in: 0...200, using: &generator)).map { _ in "ab c-d  é🙂".randomElement(using: &generator) ?? " " })
            let lines = LineWrapper(width: width).wrap(text)
            #expect(lines.allSatisfy { $0.count <= width })
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        }
    }

    @Test func htmlKeepsItsTextAndLosesScriptsStylesAndTags() {
        let html = "<P>Hi <B>Ada</B></P><SCRIPT>alert(1)</SCRIPT><style>p{}</style><!-- note --><div>x &lt;y&gt; &amp;amp;</div><img src=x onerror=alert(2)>"
        #expect(HTMLText.paragraphs(html) == ["Hi Ada", "x <y> &amp;"])
        #expect(HTMLText.paragraphs("<p>open <script>never closed") == ["open"])
        #expect(HTMLText.paragraphs("text <b broken") == ["text"])
        #expect(HTMLText.paragraphs("<br><br>") == [])
    }

    @Test(arguments: HostileText.prepends + HostileText.combining)
    func markupIsFoundWhateverScalarFusesWithIt(fusing: String) {
        // As characters, `\u{600}<` and `>\u{301}` are not `<` and `>`; to a browser they are.
        #expect(HTMLText.paragraphs(fusing + "<script>steal()</script>ok") == [fusing + "ok"])
        #expect(HTMLText.paragraphs("<p>a</p" + ">" + fusing + "<p>b") == ["a", fusing, "b"].filter { !$0.isEmpty })
        #expect(HTMLText.paragraphs("x &lt;" + fusing + " y") == ["x <" + fusing + " y"])
    }

    /// What is left of a body is the text a browser would show of it, whatever the body holds.
    @Test func theTextOfAnyBodyIsTheTextABrowserReads() async {
        let markup = [
            "<p>", "</p>", "<b>", "</b>", "<br>", "<div class=\"a>b\">", "<script>x()</script>", "<style>p{}</style>",
            "<title>t</title>", "<!-- c -->", "<", ">", "&amp;", "&lt;", "&gt;", "&quot;", "&#39;", "</ x>", "<!x>", "\"", "'", " ",
        ]
        let pieces = markup + HostileText.prepends + HostileText.combining + HostileText.bidi + HostileText.joined + ["a", "Z"]
        let generator = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...14).map { $0.joined() }
        func withoutSpaces(_ text: String) -> [Unicode.Scalar] { text.unicodeScalars.filter { !$0.properties.isWhitespace } }
        await propertyCheck(count: 1_000, input: generator) { body in
            let paragraphs = HTMLText.paragraphs(body)
            #expect(withoutSpaces(paragraphs.joined()) == withoutSpaces(HTMLTokenizer.text(body)), "\(body.debugDescription)")
        }
    }

    @Test func inlinePicturesAreLoadedOnceAndCarryNoUserText() {
        let cache = InlineImageCache()
        let first = cache.image(messageID: 12, name: "<script>x</script>.png")
        let again = cache.image(messageID: 12, name: "<script>x</script>.png")
        #expect(first == again)
        #expect(cache.loads == 1)
        _ = cache.image(messageID: 13, name: "diagram-13.png")
        #expect(cache.loads == 2)
        let svg = String(decoding: Data(base64Encoded: String(first.dataURI.dropFirst("data:image/svg+xml;base64,".count))) ?? Data(), as: UTF8.self)
        #expect(svg.contains("picture of message 12"))
        #expect(!svg.contains("script"))
    }
}
