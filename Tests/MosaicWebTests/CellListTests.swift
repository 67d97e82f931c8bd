import Foundation
import Hummingbird
import HummingbirdTesting
import Mosaic
import MosaicWeb
import WebTestSupport
import Testing

/// Cell group lists in a web view: rows drawn into the view's slot, a row's event reaching its
/// group, and only the rows that changed sent to the open page.
@MainActor
@Suite("Web cell lists")
struct CellListTests {
    private func loadedSession(_ app: WebApp) async throws -> (WebSession, SettingsPresenter) {
        let session = try app.sessions.open(now: app.now())
        let presenter = try #require(session.tree.openModules.first?.input(as: SettingsPresenter.self))
        await presenter.list.load()
        return (session, presenter)
    }

    @Test func aToggleSendsOnlyItsRow() async throws {
        let app = try SettingsApp.app()
        let (session, presenter) = try await loadedSession(app)
        var events = session.liveUpdates().makeAsyncIterator()
        let view = try #require(session.host.frontPage)

        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            browser.cookie = session.id
            let page = try await browser.get("/m/" + view)
            #expect(page.body.contains("data-mosaic-list=\"rows\""))
            #expect(page.body.contains("Push: on"))
            #expect(page.body.contains("<span>&lt;b&gt;A&lt;/b&gt;</span>"))
            let toggled = try await browser.post("/event", [
                ("mosaic-view", view), ("mosaic-token", session.token), ("event", "toggle"), ("row", "0"), ("on", "false"),
            ])
            #expect(toggled.status == .seeOther)
        }
        #expect(presenter.switches.switches[0] == ("push", false))
        let frame = try #require(await events.next())
        #expect(frame.hasPrefix("event: rows\n"))
        let update = try RowsApplier.decode(frame)
        #expect(update.reloads.map(\.index) == [0])
        #expect(update.reloads.first?.html.contains("Push: off") == true)
        #expect(update.inserts.isEmpty && update.deletes.isEmpty && update.moves.isEmpty)
        #expect(!frame.contains("Mail"))          // the other rows stay where they are
    }

    @Test(arguments: ["-1", "3", "99999999999", "x"])
    func aRowOutOfRangeIsRefusedAndNothingChanges(row: String) async throws {
        let app = try SettingsApp.app()
        let (session, presenter) = try await loadedSession(app)
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            browser.cookie = session.id
            let response = try await browser.post("/event", [
                ("mosaic-view", session.host.frontPage ?? ""), ("mosaic-token", session.token),
                ("event", "toggle"), ("row", row), ("on", "false"),
            ])
            #expect(response.status == .unprocessableContent)
            #expect(response.body.contains("field \"row\""))
        }
        #expect(presenter.switches.switches.map(\.1) == [true, false])
    }

    /// Groups publish random cells; the rows sent, applied to the page's rows as the page script
    /// does, give exactly the rows a fresh page draws.
    @Test(arguments: [7, 8, 9] as [UInt64])
    func changedRowsAppliedToThePageGiveTheFreshPage(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let app = try SettingsApp.app()
        let (session, presenter) = try await loadedSession(app)
        let view = try #require(session.host.frontPage)
        var events = session.liveUpdates().makeAsyncIterator()
        var pageRows = try rows(of: session, view: view)

        for step in 0..<150 {
            let pool = ["a", "b", "c", "d", "e", "f"]
            var labels: [LabelCell] = []
            for id in pool where random.next() % 2 == 0 {
                labels.append(LabelCell(id: id, text: "\(id)<\(random.next() % 3)>"))
            }
            for index in labels.indices.reversed() where index > 0 {
                labels.swapAt(index, Int(random.next() % UInt64(index + 1)))
            }
            presenter.labels.publish(labels)
            let fresh = try rows(of: session, view: view)
            if fresh != pageRows {
                let frame = try #require(await events.next(), "step \(step)")
                pageRows = try RowsApplier.apply(frame, to: pageRows)
            }
            #expect(pageRows == fresh, "step \(step)")
        }
    }

    /// The rows a fresh page draws for `view`.
    private func rows(of session: WebSession, view: String) throws -> [String] {
        let html = try session.host.render(page: view, templates: try SettingsApp.templates(), token: session.token)
        return html.components(separatedBy: "<div class=\"mosaic-row\">").dropFirst().map { "<div class=\"mosaic-row\">" + $0.components(separatedBy: "</div>")[0] + "</div>" }
    }
}

/// The page script's handling of `event: rows`, in Swift: removed and moved rows by their index
/// before, inserted and reloaded rows by their index after.
enum RowsApplier {
    struct Update: Decodable {
        struct Row: Decodable { let index: Int; let html: String }
        let count: Int
        let deletes: [Int]
        let moves: [[Int]]
        let inserts: [Row]
        let reloads: [Row]
    }

    static func decode(_ frame: String) throws -> Update {
        let data = try #require(frame.split(separator: "\n").first { $0.hasPrefix("data: ") }?.dropFirst(6))
        return try JSONDecoder().decode(Update.self, from: Data(data.utf8))
    }

    static func apply(_ frame: String, to old: [String]) throws -> [String] {
        let update = try decode(frame)
        var removed = Set(update.deletes)
        var movedTo: [Int: Int] = [:]
        for move in update.moves { removed.insert(move[0]); movedTo[move[1]] = move[0] }
        let inserted = Dictionary(update.inserts.map { ($0.index, $0.html) }, uniquingKeysWith: { a, _ in a })
        let reloaded = Dictionary(update.reloads.map { ($0.index, $0.html) }, uniquingKeysWith: { a, _ in a })
        var survivors = old.indices.filter { !removed.contains($0) }.map { old[$0] }.makeIterator()
        var rows: [String] = []
        for index in 0..<update.count {
            if let from = movedTo[index] { rows.append(old[from]) }
            else if let html = inserted[index] { rows.append(html) }
            else {
                let kept = survivors.next() ?? "missing"
                rows.append(reloaded[index] ?? kept)
            }
        }
        return rows
    }
}
