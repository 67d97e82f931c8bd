import Hummingbird
import HummingbirdTesting
import MosaicWeb
import WebTestSupport
import PropertyBased
import Testing

/// Any text a browser (or anyone) sends as a form is either read exactly or refused with a 4xx;
/// the server never fails on it.
@MainActor
@Suite("Web form reading")
struct FormFieldsTests {
    @Test func anyFieldValueRoundTrips() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let page = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let list = try #require(session.tree.openModules.first?.input(as: ListPresenter.self))
            await propertyCheck(count: 60, input: Gen.unicodeScalar(in: "\u{1}"..."\u{2FFF}").array(of: 0...40).map { scalars in
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars)
                return String(text)
            }) { title in
                let response = try? await browser.post("/event", [
                    ("mosaic-view", page.viewIDs.first ?? ""), ("mosaic-token", session.token),
                    ("event", "rename"), ("index", "0"), ("title", title),
                ])
                #expect(response?.status == .seeOther)
                #expect(list.titles[0] == title)
            }
        }
    }

    @Test func arbitraryBodiesNeverFailTheServer() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            _ = try await browser.start()
            let pieces = ["=", "&", "%", "%2", "%zz", "+", "a", "mosaic-token", "event", "\u{0}", "é", "%FF", "=="]
            await propertyCheck(count: 200, input: Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...12)) { parts in
                let response = try? await browser.post("/event", rawBody: parts.joined())
                let code = response?.status.code ?? 0
                #expect((400..<500).contains(code))
            }
        }
    }
}
