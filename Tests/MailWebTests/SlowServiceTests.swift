import Foundation
import Hummingbird
import HummingbirdTesting
import MailFeatures
import MailTestSupport
import MailWebViews
import Mosaic
import MosaicWeb
import WebTestSupport
import Testing

/// A mail service the test answers by hand: each load waits until the test lets one answer
/// through, as a success or a failure.
actor ServiceGate {
    private var waiting: [CheckedContinuation<Bool, Never>] = []
    private var ready: [Bool] = []

    /// Waits for the test's answer; throws when it is a failure.
    func wait() async throws {
        let fails: Bool
        if ready.isEmpty {
            fails = await withCheckedContinuation { waiting.append($0) }
        } else {
            fails = ready.removeFirst()
        }
        if fails { throw ServiceUnavailable() }
    }

    /// Lets one waiting (or the next) load answer.
    func answer(failing: Bool) {
        if waiting.isEmpty { ready.append(failing) } else { waiting.removeFirst().resume(returning: failing) }
    }
}

/// The `--slow` service: placeholders while it has not answered, what it answers later arriving
/// on the open page over the live stream, and a failure shown with a way to try again.
@MainActor
@Suite("Mail with a slow service")
struct SlowServiceTests {
    private func withSlowApp(
        _ body: @MainActor (WebSession, TestBrowser, ServiceGate) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-slow-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let gate = ServiceGate()
        let app = try MailWebApp.make(mailbox: try Mailbox(directory: directory, samples: MailFixture.messages(count: 200), service: MailService { try await gate.wait() }))
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            _ = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            try await body(session, browser, gate)
        }
    }

    /// The next live update of `name`, skipping others.
    private func next(_ name: String, in updates: inout AsyncStream<String>.Iterator) async -> String {
        while let frame = await updates.next(isolation: #isolation) {
            if frame.hasPrefix("event: \(name)\n") { return frame }
        }
        return "(the stream ended)"
    }

    @Test func theInboxShowsAPlaceholderThenAFailureThenTheRowsWithoutAReload() async throws {
        try await withSlowApp { session, browser, gate in
            var browser = browser
            let inbox = try #require(session.tree.root?.input(as: InboxPresenter.self))
            let front = "/m/" + (session.host.frontPage ?? "")
            let waiting = try await browser.get(front)
            #expect(waiting.body.contains("Loading the mailbox…"))
            #expect(!waiting.body.contains("data-mosaic-index"))
            var updates = session.liveUpdates().makeAsyncIterator()

            // The service fails: the failure arrives over the live stream, with a way to try again.
            await gate.answer(failing: true)
            await inbox.loading?.value
            let failed = await next("view", in: &updates)
            #expect(failed.contains("The mailbox could not be read: the mail service did not answer; try again"))
            #expect(failed.contains("Try again"))
            #expect(!failed.contains("Loading the mailbox"))

            // Try again: this time it answers, and the rows arrive without a reload.
            let retried = try await browser.post("/event", [
                ("mosaic-view", waiting.viewIDs[0]), ("mosaic-token", session.token), ("event", "retry"),
            ])
            #expect(retried.status == .seeOther)
            await gate.answer(failing: false)
            await inbox.loading?.value
            var arrived = await next("view", in: &updates)
            while !arrived.contains("200 messages"), arrived != "(the stream ended)" { arrived = await next("view", in: &updates) }
            #expect(arrived.contains("data-mosaic-index=\\\"0\\\""))
            #expect(!arrived.contains("could not be read"))
            let page = try await browser.get(front)
            #expect(page.body.components(separatedBy: "<div class=\"row").count - 1 == InboxPresenter.initialWindow)
        }
    }

    @Test func aMessagesContactsLoadLateInTheirOwnSectionAlone() async throws {
        try await withSlowApp { session, browser, gate in
            var browser = browser
            let inbox = try #require(session.tree.root?.input(as: InboxPresenter.self))
            await gate.answer(failing: false)
            await inbox.loading?.value
            let followed = try await browser.post("/open", [("mosaic-token", session.token), ("link", "mail://inbox/message/12")])
            let page = try await browser.get(try #require(followed.location))
            #expect(page.body.contains("Loading the contacts…"))
            #expect(page.body.contains("<h1 class=\"subject\">Engines #12</h1>"))   // the other sections show regardless
            #expect(page.body.contains("This is message 12."))
            let section = try #require(page.viewID(showing: "Loading the contacts…"))
            let contacts = try #require(session.tree.openModules.compactMap { $0.input(as: ContactsPresenter.self) }.first)
            var updates = session.liveUpdates().makeAsyncIterator()
            await gate.answer(failing: false)
            await contacts.loading?.value
            let frame = await next("view", in: &updates)
            #expect(frame.contains("\"view\":\"\(section)\""))
            #expect(frame.contains("Contacts (2)"))
            #expect(!frame.contains("This is message 12."))
            let after = try await browser.get(try #require(followed.location))
            #expect(after.body.contains("<span class=\"role\">From</span> <span>Ada Lovelace"))
        }
    }
}
