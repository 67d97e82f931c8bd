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

/// A sender's posts (a module container with a profile header) and compose (an activity in a
/// scratchpad, with an awaited contact picker), over HTTP.
@MainActor
@Suite("Mail posts and compose")
struct ComposeAndPostsTests {
    @MainActor struct Fixture {
        let app: WebApp
        let outbox: Outbox
        var browser: TestBrowser
        let session: WebSession
        var token: String { session.token }

        /// The page in front now.
        mutating func front() async throws -> TestBrowser.Page {
            try await browser.get("/m/" + (session.host.frontPage ?? ""))
        }

        /// Sends `event` to view `view` with `fields`.
        func send(_ event: String, to view: String, _ fields: [(String, String)] = []) async throws -> TestBrowser.Page {
            try await browser.post("/event", [("mosaic-view", view), ("mosaic-token", token), ("event", event)] + fields)
        }

        /// Lets the session's activities run until `condition` holds (they run on the main actor,
        /// after the request that started them); false if it never does.
        func settle(_ condition: @MainActor () -> Bool) async -> Bool {
            for _ in 0..<10_000 {
                if condition() { return true }
                await Task.yield()
            }
            return condition()
        }

        var frontName: String? {
            session.tree.openModules.last { node in
                if case .embedded = node.style { return false }
                return true
            }?.name
        }
    }

    private func withApp(_ body: @MainActor (inout Fixture) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-compose-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outbox = Outbox()
        let app = try MailWebApp.make(mailbox: try Mailbox(directory: directory, samples: MailFixture.messages(count: 200)), outbox: outbox)
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            _ = try await browser.start()
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            var fixture = Fixture(app: app, outbox: outbox, browser: browser, session: session)
            try await body(&fixture)
        }
    }

    private static func wasDiscarded(_ outcome: Result<ComposeActivity.Outcome, ActivityError>?) -> Bool {
        if case .success(.discarded)? = outcome { return true }
        return false
    }

    private func inbox(_ fixture: Fixture) throws -> InboxPresenter {
        try #require(fixture.session.tree.root?.input(as: InboxPresenter.self))
    }

    @Test func theSendersPostsShowAProfileHeaderAndWriteAMessageSendsThroughTheOutbox() async throws {
        try await withApp { fixture in
            let followed = try await fixture.browser.post("/open", [("mosaic-token", fixture.token), ("link", "mail://inbox/message/12")])
            let message = try await fixture.browser.get(try #require(followed.location))
            let header = try #require(message.viewID(showing: ">Posts</button>"))
            let opened = try await fixture.send("posts", to: header)
            #expect(opened.status == .seeOther)
            let posts = try await fixture.browser.get(try #require(opened.location))
            #expect(posts.body.contains("<title>Posts</title>"))
            #expect(posts.body.contains("<h1>Ada Lovelace</h1>"))
            #expect(posts.body.contains("&lt;ada@example.org&gt;"))
            #expect(posts.viewIDs.count == 2)   // the posts and the profile header embedded above them
            let profile = try #require(posts.body.range(of: "class=\"profile\""))
            let list = try #require(posts.body.range(of: "<ul class=\"posts\">"))
            #expect(profile.lowerBound < list.lowerBound)
            #expect(posts.body.contains(">Engines #12</button>"))
            #expect(!posts.body.contains("Unix #197"))   // another sender's
            try MarkupCheck.onlyTemplateMarkup(posts.body, page: "posts")

            let headerView = try #require(posts.viewID(showing: "Write a message"))
            _ = try await fixture.send("write", to: headerView)
            #expect(await fixture.settle { fixture.frontName == "ComposeModule" })
            let compose = try await fixture.front()
            #expect(compose.body.contains("To: <strong>Ada Lovelace</strong> &lt;ada@example.org&gt;"))
            let composeView = try #require(compose.viewIDs.first)
            _ = try await fixture.send("send", to: composeView, [("subject", "Engines"), ("body", "About the <engine>")])
            #expect(await fixture.settle { fixture.outbox.sentCount == 1 })
            #expect(await fixture.settle { fixture.frontName == "SenderPostsModule" })
        }
    }

    @Test func composePicksARecipientWithTheAwaitedPickerAndDiscardLeavesNothing() async throws {
        try await withApp { fixture in
            let inbox = try inbox(fixture)
            let start = try await fixture.front()
            _ = try await fixture.send("compose", to: start.viewIDs[0])
            #expect(await fixture.settle { fixture.frontName == "ComposeModule" })
            var page = try await fixture.front()
            #expect(page.body.contains("To: <em>nobody yet</em>"))
            let composeView = try #require(page.viewIDs.first)

            // Sending with nobody picked is refused by the activity; the typed text stays.
            _ = try await fixture.send("send", to: composeView, [("subject", "<script>alert('s')</script>"), ("body", "Hi")])
            #expect(await fixture.settle { fixture.session.tree.openModules.last?.input(as: ComposePresenter.self)?.problem != nil })
            page = try await fixture.front()
            #expect(page.body.contains("Pick a recipient before sending."))
            #expect(page.body.contains("value=\"&lt;script&gt;alert(&#39;s&#39;)&lt;/script&gt;\"") || page.body.contains("value=\"&lt;script&gt;alert(&#x27;s&#x27;)&lt;/script&gt;\""))
            #expect(fixture.outbox.sentCount == 0)

            // Pick: the picker is a modal over compose, and the activity awaits its answer.
            _ = try await fixture.send("pick", to: composeView, [("subject", "Plans"), ("body", "Hi")])
            #expect(await fixture.settle { fixture.frontName == "ContactPickerModule" })
            page = try await fixture.front()
            #expect(page.body.contains("class=\"mosaic-overlay\""))
            #expect(page.body.contains("<title>Pick a recipient</title>"))
            #expect(!page.body.contains("<script>alert"))
            let picker = try #require(page.viewID(showing: "Cancel</button>"))
            let refused = try await fixture.send("pick", to: picker, [("index", "999")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.body.contains("no contact 999"))
            let grace = try #require(page.body.components(separatedBy: "<li>").firstIndex { $0.contains(">Grace Hopper</button>") })
            _ = try await fixture.send("pick", to: picker, [("index", String(grace - 1))])
            #expect(await fixture.settle { fixture.frontName == "ComposeModule" })
            #expect(await fixture.settle { fixture.session.tree.openModules.last?.input(as: ComposePresenter.self)?.draft.to?.name == "Grace Hopper" })
            page = try await fixture.front()
            #expect(page.body.contains("To: <strong>Grace Hopper</strong>"))
            #expect(page.body.contains("value=\"Plans\""))

            // Discard: the activity ends discarded, the outbox holds nothing, the inbox is in front.
            _ = try await fixture.send("discard", to: composeView)
            #expect(await fixture.settle { inbox.writing?.outcome != nil })
            #expect(Self.wasDiscarded(inbox.writing?.outcome))
            #expect(fixture.outbox.sentCount == 0)
            #expect(fixture.frontName == "InboxModule")
        }
    }

    @Test func sendingCommitsTheScratchpadIntoTheOutbox() async throws {
        try await withApp { fixture in
            let inbox = try inbox(fixture)
            _ = try await fixture.send("compose", to: try await fixture.front().viewIDs[0])
            #expect(await fixture.settle { fixture.frontName == "ComposeModule" })
            let composeView = try #require(try await fixture.front().viewIDs.first)
            _ = try await fixture.send("pick", to: composeView)
            #expect(await fixture.settle { fixture.frontName == "ContactPickerModule" })
            let picker = try #require(try await fixture.front().viewID(showing: "Cancel</button>"))
            _ = try await fixture.send("pick", to: picker, [("index", "0")])
            #expect(await fixture.settle { fixture.session.tree.openModules.last?.input(as: ComposePresenter.self)?.draft.to != nil })
            _ = try await fixture.send("send", to: composeView, [("subject", "Hello"), ("body", "Body")])
            #expect(await fixture.settle { inbox.writing?.outcome != nil })
            guard case .success(.sent(let draft))? = inbox.writing?.outcome else {
                Issue.record("compose did not end sent: \(String(describing: inbox.writing?.outcome))")
                return
            }
            #expect(draft.subject == "Hello" && draft.body == "Body")
            #expect(fixture.outbox.model.fetch(Draft.self, id: draft.id) == draft)
            #expect(fixture.outbox.sentCount == 1)
            #expect(fixture.frontName == "InboxModule")
        }
    }

    @Test func leavingComposeWithBackKeepsTheDraftForTheNextMessage() async throws {
        try await withApp { fixture in
            let inbox = try inbox(fixture)
            let inboxPage = try #require(fixture.session.host.frontPage)
            _ = try await fixture.send("compose", to: try await fixture.front().viewIDs[0])
            #expect(await fixture.settle { fixture.frontName == "ComposeModule" })
            let composeView = try #require(try await fixture.front().viewIDs.first)
            // What the page script sends as the page goes away, with what was typed.
            _ = try await fixture.send("edit", to: composeView, [("subject", "Draft"), ("body", "Half a thought")])
            let back = try await fixture.browser.post("/back", [("mosaic-token", fixture.token), ("page", inboxPage)])
            #expect(back.status == .seeOther)
            #expect(await fixture.settle { inbox.writing?.outcome != nil })
            guard case .success(.kept(let kept))? = inbox.writing?.outcome else {
                Issue.record("not kept: \(String(describing: inbox.writing?.outcome))")
                return
            }
            #expect(kept.subject == "Draft" && kept.body == "Half a thought")
            #expect(fixture.outbox.sentCount == 0)
            let unknown = try await fixture.send("send", to: composeView)
            #expect(unknown.status == .notFound)   // the compose screen is gone

            // Writing again starts from the kept draft.
            _ = try await fixture.send("compose", to: try await fixture.front().viewIDs[0])
            #expect(await fixture.settle { fixture.frontName == "ComposeModule" })
            let again = try await fixture.front()
            #expect(again.body.contains("value=\"Draft\""))
            #expect(again.body.contains(">Half a thought</textarea>"))
            #expect(fixture.outbox.keptDraft == nil)
        }
    }

    @Test func badRequestsOnPostsAndComposeAreRefusedAndChangeNothing() async throws {
        try await withApp { fixture in
            let followed = try await fixture.browser.post("/open", [("mosaic-token", fixture.token), ("link", "mail://inbox/message/12")])
            let message = try await fixture.browser.get(try #require(followed.location))
            _ = try await fixture.send("posts", to: try #require(message.viewID(showing: ">Posts</button>")))
            let posts = try await fixture.front()
            let postsView = posts.viewIDs[0]
            let before = fixture.session.tree.openModules.count

            let notTheirs = try await fixture.send("open", to: postsView, [("id", "197")])   // Unix #197 is someone else's
            #expect(notTheirs.status == .unprocessableContent)
            #expect(notTheirs.body.contains("no message 197"))
            #expect(!notTheirs.body.contains("Module"))   // said in the person's terms, not the modules' names
            let malformed = try await fixture.send("open", to: postsView, [("id", "twelve")])
            #expect(malformed.status == .unprocessableContent)
            #expect(malformed.body.contains("event \"open\": field \"id\" is not a whole number"))
            let profile = try #require(posts.viewID(showing: "Write a message"))
            let unknown = try await fixture.send("follow", to: profile)
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.body.contains("no event named \"follow\" here"))
            let wrongToken = try await fixture.browser.post("/event", [("mosaic-view", profile), ("mosaic-token", "0000"), ("event", "write")])
            #expect(wrongToken.status == .forbidden)
            #expect(fixture.session.tree.openModules.count == before)
            #expect(fixture.frontName == "SenderPostsModule")

            // A post of theirs opens.
            let opened = try await fixture.send("open", to: postsView, [("id", "12")])
            #expect(opened.status == .seeOther)
            #expect(fixture.frontName == "MessageModule")

            // The inbox, covered, takes no events; back on it, it opens compose.
            let inboxView = try #require(fixture.session.tree.root?.view.flatMap { fixture.session.host.id(of: $0) })
            let covered = try await fixture.send("compose", to: inboxView)
            #expect(covered.status == .conflict)
            #expect(fixture.frontName == "MessageModule")
            _ = try await fixture.browser.post("/back", [("mosaic-token", fixture.token), ("page", inboxView)])
            // Compose refuses what it does not know, and nothing is sent.
            _ = try await fixture.send("compose", to: inboxView)
            #expect(await fixture.settle { fixture.frontName == "ComposeModule" })
            let compose = try await fixture.front()
            let refused = try await fixture.send("schedule", to: compose.viewIDs[0])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.body.contains("no event named \"schedule\" here"))
            #expect(fixture.outbox.sentCount == 0)
        }
    }
}
