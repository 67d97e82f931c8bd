import Foundation
import Hummingbird
import HummingbirdTesting
import MailFeatures
import MailTestSupport
import MailWebViews
import Mosaic
import MosaicWeb
import PropertyBased
import Testing
import WebTestSupport

/// The mail app in a real browser: Debian's Chromium, headless, driven over WebDriver against the
/// app served on a loopback port. Skipped when Chromium is not installed, unless
/// `MOSAIC_BROWSER_TESTS=1` demands it (as CI does), which turns a missing browser into a failure.
@Suite(
    "Mail in Chromium", .serialized,
    .enabled(if: ChromeDriver.shouldRun, "needs chromium and chromium-driver (apt-get install chromium chromium-driver)"))
@MainActor
struct MailBrowserTests {
    @Test("a person walks the app: inbox, scroll far and back, message, contacts, Back, settings, compose, deep link")
    func walk() async throws {
        try await withBrowser { page, base, inspect in
            try await page.open(base)
            try await page.waitFor("the inbox's rows") { try await page.count(".row button[value=open]") > 0 }
            #expect(try await page.text(of: page.element("h1")).hasPrefix("Inbox"))
            try await page.assertClean("the inbox")

            // A row's attachment strip, scrolled sideways, keeps its offset when the row leaves
            // the window and comes back (on the narrowest phone, where strips overflow most).
            try await page.resize(width: 320, height: 900)
            let scrolled = try #require(
                try await page.run("""
                    const strip = Array.from(document.querySelectorAll('[data-mosaic-strip]'))
                      .find(s => s.scrollWidth > s.clientWidth + 10);
                    if (!strip) { return null; }
                    strip.scrollLeft = 10;
                    strip.dispatchEvent(new Event('scroll'));
                    return [strip.closest('.row').querySelector('.subject').textContent, Math.round(strip.scrollLeft)];
                    """) as? [Any], "no attachment strip wide enough to scroll")
            let strip = try #require(scrolled.first as? String)
            let offset = try #require(scrolled.last as? Int)
            #expect(offset > 0)
            try await Task.sleep(for: .milliseconds(600))  // the strip reports its offset after 150 ms
            try await page.run("window.scrollTo(0, document.body.scrollHeight)")
            try await page.waitFor("the rows far down") { try await !page.rowIsShown(strip) }
            try await page.run("window.scrollTo(0, 0)")
            try await page.waitFor("the row back with its strip's offset") {
                try await page.stripOffset(ofRow: strip) == offset
            }
            try await page.assertClean("the inbox after scrolling")

            // A message, from that row: a scroll stack whose contacts collapse alone.
            try await page.run("""
                Array.from(document.querySelectorAll('.row')).find(r => r.querySelector('.subject').textContent === arguments[0])
                  .querySelector('button[value=open]').click();
                """, [strip])
            let subject = try await page.text(of: page.element("article.message h1.subject"))
            #expect(subject == strip)
            try await page.assertClean("a message")
            #expect(try await inspect().contains("Message"))
            let contacts = try await page.element("section.contacts button[value=toggle]")
            let expanded = "return document.querySelector('section.contacts button[value=toggle]').getAttribute('aria-expanded')"
            let before = try await page.run(expanded) as? String
            try await page.click(contacts)
            try await page.waitFor("the contacts section to collapse") { try await page.run(expanded) as? String != before }
            try await page.assertClean("the message with its contacts collapsed")

            // The browser's Back closes the message in the tree too.
            let messageTree = try await inspect()
            try await page.back()
            try await page.waitFor("the inbox after Back") {
                try await page.text(of: page.element("h1")).hasPrefix("Inbox")
            }
            try await page.waitFor("the message closed in the tree after Back") { try await inspect() != messageTree }
            try await page.assertClean("the inbox after Back")

            // Settings: a toggle changes its row.
            try await page.click(page.element("button[value=settings]"))
            let toggle = try await page.element("form.setting button[value=toggle]")
            let setting = try await page.text(of: toggle)
            try await page.click(toggle)
            try await page.waitFor("the settings toggle to change") {
                try await page.text(of: page.element("form.setting button[value=toggle]")) != setting
            }
            try await page.assertClean("the settings after a toggle")
            try await page.click(page.element("button[value=back]"))

            // Compose: pick a recipient in the awaited picker, then discard.
            try await page.click(page.element("button[value=compose]"))
            try await page.click(page.element("form.compose button[value=pick]"))
            let contact = try await page.element("ul.contacts-picker button[value=pick]")
            let name = try await page.text(of: contact)
            try await page.click(contact)
            try await page.waitFor("the picked recipient in the draft") {
                let draft = try await page.run("return document.querySelector('form.compose') ? document.querySelector('form.compose').innerText + ' ' + Array.from(document.querySelectorAll('form.compose input')).map(i => i.value).join(' ') : ''") as? String
                return draft?.contains(name) == true
            }
            try await page.assertClean("the draft")
            try await page.click(page.element("form.compose button[value=discard]"))
            try await page.waitFor("the inbox after discarding") {
                guard try await page.count("form.compose") == 0 else { return false }
                return try await page.text(of: page.element("h1")).hasPrefix("Inbox")
            }

            // A deep link, confirmed on its page.
            try await page.open(base + "/open?link=" + Self.queryEscaped("mail://inbox/message/42/attachments"))
            try await page.click(page.element("form[action='/open'] button"))
            try await page.waitFor("message 42's attachments from the deep link") {
                try await page.count("section.attachments") > 0
            }
            try await page.assertClean("a deep-linked message's attachments")
        }
    }

    @Test("the inspect page, open in a second tab, redraws the module tree as the app changes in the first")
    func inspectFollowsTheApp() async throws {
        try await withBrowser { page, base, _ in
            try await page.open(base)
            try await page.waitFor("the inbox's rows") { try await page.count(".row button[value=open]") > 0 }
            let app = try await page.currentTab()
            let inspector = try await page.newTab()
            try await page.switchTo(tab: inspector)
            try await page.open(base + "/inspect")
            _ = try await page.element("[data-mosaic-inspect-tree] [data-mosaic-module=InboxModule]")
            #expect(try await page.count("[data-mosaic-inspect-tree] [data-mosaic-module=MessageModule]") == 0)
            // A mark on this page's window: it is gone if the page reloads instead of redrawing.
            try await page.run("window.__mosaicInspectMark = 'kept'")
            try await page.assertClean("the inspect page")

            try await page.switchTo(tab: app)
            try await page.click(page.element(".row button[value=open]"))
            _ = try await page.element("article.message h1.subject")

            try await page.switchTo(tab: inspector)
            try await page.waitFor("the message in the inspect tab's tree") {
                try await page.count("[data-mosaic-inspect-tree] [data-mosaic-module=MessageModule]") == 1
            }
            #expect(try await page.run("return window.__mosaicInspectMark") as? String == "kept", "the inspect page reloaded")
            try await page.assertClean("the inspect page after the message opened")

            try await page.switchTo(tab: app)
            try await page.back()
            try await page.waitFor("the inbox after Back") { try await page.text(of: page.element("h1")).hasPrefix("Inbox") }

            try await page.switchTo(tab: inspector)
            try await page.waitFor("the message gone from the inspect tab's tree") {
                try await page.count("[data-mosaic-inspect-tree] [data-mosaic-module=MessageModule]") == 0
            }
            #expect(try await page.run("return window.__mosaicInspectMark") as? String == "kept", "the inspect page reloaded")
            try await page.assertClean("the inspect page after Back")
        }
    }

    @Test("hostile text in subjects, senders, bodies, attachment names and deep links never runs in the browser")
    func hostileTextNeverRuns() async throws {
        let payloads = MailFixture.hostile
        #expect(payloads.count >= 40)
        try await withBrowser { page, base, _ in
            try await page.open(base)
            try await page.assertClean("the inbox with hostile rows")
            // Every hostile message (every fifth id) through its deep link's confirmation.
            var opened = 0
            for id in stride(from: 5, through: 200, by: 5) {
                try await page.open(base + "/open?link=" + Self.queryEscaped("mail://inbox/message/\(id)"))
                try await page.click(page.element("form[action='/open'] button"))
                _ = try await page.element("article.message")
                try await page.assertClean("hostile message \(id)")
                opened += 1
            }
            #expect(opened == 40)
            // Every payload as a deep link: its confirmation page or its error shows it as text.
            for payload in payloads {
                try await page.open(base + "/open?link=" + Self.queryEscaped("mail://inbox/" + payload))
                try await page.assertClean("the deep link \(payload.debugDescription)")
            }
        }
    }

    @Test("text full of Unicode's hard cases reads back in Chromium's parser as the same text, with no element added")
    func hostileTextParsesBackAsText() async throws {
        // Drawn by MosaicWeb from one template, in text, in attributes and in a textarea.
        var templates = WebTemplates()
        try templates.register(#"<p title="{{x}}">{{x}}</p><textarea>{{x}}</textarea><input value='{{x}}'>"#, named: "probe")
        var cases: [[String]] = []
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            let x = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in HostileText.pieces.randomElement(using: &generator) ?? "" }.joined()
            let host = WebHost()
            try host.apply(ScreenChange([.show(ProbeView(value: x), style: .root, over: nil)]))
            let page = try host.render(page: try #require(host.frontPage), templates: templates, token: "t")
            cases.append([page, x])
        }
        let payload = String(decoding: try JSONEncoder().encode(cases), as: UTF8.self)
        try await withBrowser { page, base, _ in
            try await page.open(base + "/mosaic/icon.svg")
            let failures = try await page.run("""
                var cases = JSON.parse(arguments[0]), failures = [];
                function lines(text) { return text.replace(/\\r\\n?/g, "\\n"); }
                cases.forEach(function (pair) {
                  var doc = new DOMParser().parseFromString(pair[0], "text/html");
                  var x = lines(pair[1]);
                  var view = doc.querySelector("[data-mosaic-view]");
                  var p = view.querySelector("p"), area = view.querySelector("textarea"), input = view.querySelector("input");
                  var extra = Array.prototype.filter.call(view.querySelectorAll("*"), function (e) {
                    return ["P", "TEXTAREA", "INPUT", "BDI"].indexOf(e.tagName) < 0; });
                  var ok = p && area && input && extra.length === 0 && p.getAttribute("title") === x && p.textContent === x
                    && area.value === x.replace(/^\\n/, "") && input.value === x.replace(/[\\n]/g, "")
                    && view.querySelectorAll("bdi").length <= 1 && doc.querySelectorAll("meta, script[src]").length === 3;
                  if (!ok) { failures.push(JSON.stringify(pair[1])); }
                });
                return failures.join("\\n");
                """, [payload]) as? String
            #expect(failures == "", "read back differently: \(failures ?? "nil")")
        }
    }

    /// Widths a person uses: a phone held upright, a desktop window.
    static let sizes = [(name: "phone", width: 390, height: 844), (name: "desktop", width: 1280, height: 900)]

    /// Each screen of the demo mailbox at a phone's and a desktop's width: nothing wider than the
    /// window, the text a person reads on screen and not cut to nothing. The README's pictures are
    /// these (`MOSAIC_SCREENSHOTS=docs/screenshots`).
    @Test("the demo's screens read well at a phone's width and a desktop's")
    func screensAtPhoneAndDesktopSizes() async throws {
        try await withBrowser(demo: true) { page, base, _ in
            @MainActor func check(_ screen: String, _ selectors: [String]) async throws {
                for size in Self.sizes {
                    try await page.resize(width: size.width, height: size.height)
                    let overflow = try await page.run(
                        "return document.documentElement.scrollWidth - document.documentElement.clientWidth") as? Int
                    #expect(overflow == 0, "\(screen) at \(size.width) px is wider than the window by \(overflow ?? -1) px")
                    for selector in selectors {
                        let box = try await page.run("""
                            const e = document.querySelector(arguments[0]);
                            if (!e) { return null; }
                            const r = e.getBoundingClientRect();
                            return [Math.round(r.left), Math.round(r.right), Math.round(r.width), Math.round(r.height)];
                            """, [selector]) as? [Int]
                        let found = try #require(box, "\(screen): no \(selector)")
                        #expect(found[2] >= 40 && found[3] > 0, "\(screen) at \(size.width) px: \(selector) is \(found[2]) px wide")
                        #expect(found[0] >= 0 && found[1] <= size.width, "\(screen) at \(size.width) px: \(selector) leaves the window")
                    }
                    try await page.saveScreenshot("\(screen)-\(size.name)")
                }
                try await page.assertClean(screen)
            }
            try await page.open(base)
            try await page.waitFor("the inbox's rows") { try await page.count(".row button[value=open]") > 0 }
            try await check("inbox", [".row .subject", ".row .from", ".row .date", ".row .preview", ".row .strip .tile"])

            try await page.run("document.querySelectorAll('.row')[2].querySelector('button[value=open]').click()")
            _ = try await page.element("article.message h1.subject")
            try await page.waitFor("the message's picture") { try await page.count(".message .body img.inline") > 0 }
            try await check("message", ["h1.subject", ".message .body p", ".message .body img.inline", ".contacts .section-toggle"])
            try await page.click(page.element("button[value=back]"))

            try await page.waitFor("the inbox") { try await page.count("button[value=settings]") > 0 }
            try await page.click(page.element("button[value=settings]"))
            _ = try await page.element("form.setting button[value=toggle]")
            try await check("settings", ["form.setting button[value=toggle]", ".setting"])
            try await page.click(page.element("button[value=back]"))

            try await page.waitFor("the inbox") { try await page.count("button[value=compose]") > 0 }
            try await page.click(page.element("button[value=compose]"))
            try await page.click(page.element("form.compose button[value=pick]"))
            _ = try await page.element("ul.contacts-picker button[value=pick]")
            try await check("compose-picker", ["ul.contacts-picker button[value=pick]"])
        }
    }

    // MARK: Setup

    /// Runs `body` with a fresh browser session on the mail app (developer mode, so `/inspect`
    /// shows the session's module tree) served on a loopback port, then closes both.
    private func withBrowser(
        demo: Bool = false,
        _ body: @MainActor @Sendable (BrowserPage, String, @Sendable () async throws -> String) async throws -> Void
    ) async throws {
        let driver = try await ChromeDriver.start()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-browser-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let samples = demo ? DemoMailbox.messages() : MailFixture.messages(count: 200)
        let app = try MailWebApp.make(mailbox: try Mailbox(directory: directory, samples: samples), developer: true)
        let router = app.makeRouter()
        let server = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        let session: WebDriver
        do {
            session = try await WebDriver.startSession(driver: driver.client, browser: driver.browser)
        } catch {
            await driver.stop()
            throw error
        }
        let page = BrowserPage(driver: session)
        var failure: (any Error)?
        do {
            try await server.test(.live) { @MainActor client in
                let port = try #require(client.port)
                let base = "http://127.0.0.1:\(port)"
                // The browser leaves and the live streams end before the server stops, which
                // waits for open connections.
                do {
                    try await body(page, base) { try await page.inspect(base) }
                } catch {
                    await session.quit()
                    app.sessions.closeAll()
                    throw error
                }
                await session.quit()
                app.sessions.closeAll()
            }
        } catch {
            failure = error
        }
        await driver.stop()
        if let failure { throw failure }
    }

    private static func queryEscaped(_ text: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&+=?#")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}

/// A view that draws one value with the probe template.
@MainActor private final class ProbeView: WebModuleView {
    let value: String
    let changes = ViewChanges()
    init(value: String) { self.value = value }
    var template: String { "probe" }
    var viewModel: Any { ["x": value] }
    func handle(_ event: WebEvent) throws {}
}
