import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Mosaic
import MosaicWeb
import Testing
import WebTestSupport

/// What a client that does not play by a browser's rules can do to the app, and cannot.
@MainActor
@Suite("Web host against hostile clients")
struct HostileClientTests {
    @Test func aCoveredViewTakesNoEventsAndARepeatedOpenOpensOnce() async throws {
        let app = try NoteApp.app()
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            let list = try await browser.start()
            let first = try await browser.post("/event", list.eventFields([("event", "open"), ("text", "one")]))
            #expect(first.status == .seeOther)
            // The same button again (a double click, a stale tab): the list is covered now.
            for _ in 0..<2 {
                let again = try await browser.post("/event", list.eventFields([("event", "open"), ("text", "one")]))
                #expect(again.status == .conflict)
                #expect(again.body.contains("event \"open\" refused: that view is covered by another page or dialog"))
            }
            // Sent by the page script, the refusal says where to go instead: the front page.
            let scripted = try await browser.post(
                "/event", list.eventFields([("event", "open"), ("text", "one")]), headers: [HTTPField.Name("X-Mosaic-Fetch")!: "1"])
            #expect(scripted.status == .ok)
            #expect(scripted.body == #"{"url":"\/"}"#)
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            #expect(session.tree.openModules.map(\.name) == ["ListModule", "NoteModule", "HeaderModule"])
            #expect(session.tree.openModules.first?.input(as: ListPresenter.self)?.events.count == 1)

            // Under a dialog, the page beneath is covered too.
            let note = try await browser.get(try #require(first.location))
            _ = try await browser.post("/event", note.eventFields([("event", "close")]))
            let back = try await browser.get("/m/" + (list.attribute("data-mosaic-page") ?? ""))
            #expect(try await browser.post("/event", back.eventFields([("event", "dialog")])).status == .seeOther)
            #expect(try await browser.post("/event", back.eventFields([("event", "open"), ("text", "x")])).status == .conflict)
        }
    }

    @Test func aSessionCannotPushMoreThanItsLimitAndTheRefusalChangesNothing() async throws {
        let app = try NoteApp.app(limits: .init(sessions: .init(maximumLayers: 4)))
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            var page = try await browser.start()
            var answer = try await browser.post("/event", page.eventFields([("event", "open"), ("text", "one")]))
            for _ in 0..<2 {
                page = try await browser.get(try #require(answer.location))
                answer = try await browser.post("/event", page.eventFields([("event", "again")]))
                #expect(answer.status == .seeOther)
            }
            let session = try #require(app.sessions.session(id: browser.cookie, now: app.now()))
            let before = session.tree.openModules.map(\.name)
            page = try await browser.get(try #require(answer.location))
            let refused = try await browser.post("/event", page.eventFields([("event", "again")]))
            #expect(refused.status == .unprocessableContent)
            #expect(refused.body.contains("4 pages and dialogs are open already"))
            #expect(!refused.body.contains("NoteModule"))
            #expect(session.tree.openModules.map(\.name) == before)
            #expect(session.host.frontPage == page.attribute("data-mosaic-page"))
        }
    }

    @Test func clientsWithoutCookiesCannotLockOutNewVisitors() throws {
        let app = try NoteApp.app(limits: .init(sessions: .init(maximumSessions: 50, maximumSessionsPerClient: 1_000)))
        let now = ContinuousClock.now
        // A real visitor who came back with the cookie.
        let visitor = try app.sessions.open(now: now, client: "192.0.2.1")
        _ = app.sessions.session(id: visitor.id, now: now)
        // 1,000 cookieless requests from many addresses.
        for index in 0..<1_000 { _ = try app.sessions.open(now: now, client: "198.51.100.\(index % 250)") }
        #expect(app.sessions.count == 50)
        #expect(app.sessions.session(id: visitor.id, now: now) != nil)
        // A new visitor still gets in.
        let newcomer = try app.sessions.open(now: now, client: "192.0.2.2")
        #expect(app.sessions.session(id: newcomer.id, now: now) != nil)
        #expect(app.sessions.session(id: visitor.id, now: now) != nil)
    }

    @Test func oneClientHoldsAtMostItsShareAndReplacesItsOwnOldest() throws {
        let app = try NoteApp.app(limits: .init(sessions: .init(maximumSessions: 100, maximumSessionsPerClient: 3)))
        let start = ContinuousClock.now
        let other = try app.sessions.open(now: start, client: "192.0.2.9")
        var own: [WebSession] = []
        for second in 0..<10 { own.append(try app.sessions.open(now: start + .seconds(second), client: "203.0.113.5")) }
        #expect(app.sessions.count(of: "203.0.113.5") == 3)
        #expect(own.prefix(7).allSatisfy { $0.isClosed })
        #expect(own.suffix(3).allSatisfy { !$0.isClosed })
        #expect(!other.isClosed)
    }

    @Test func whenEverySessionIsInUseANewOneIsRefusedSayingWhen() throws {
        let app = try NoteApp.app(limits: .init(sessions: .init(maximumSessions: 2, evictionGrace: .seconds(60))))
        let start = ContinuousClock.now
        for client in ["192.0.2.1", "192.0.2.2"] {
            let session = try app.sessions.open(now: start, client: client)
            _ = app.sessions.session(id: session.id, now: start)
        }
        #expect(throws: WebRequestError.self) { try app.sessions.open(now: start + .seconds(30), client: "192.0.2.3") }
        do {
            _ = try app.sessions.open(now: start + .seconds(30), client: "192.0.2.3")
        } catch {
            #expect(error.status == .serviceUnavailable)
            #expect(error.message == "too many sessions in use (at most 2); try again in a minute")
        }
        // Idle past the grace, the least recently used gives way.
        let admitted = try app.sessions.open(now: start + .seconds(61), client: "192.0.2.3")
        #expect(!admitted.isClosed)
        #expect(app.sessions.count == 2)
    }

    // MARK: Over real sockets

    /// Serves `app` on a free loopback port with `connections` in force while `body` runs.
    private func withServer(
        _ app: WebApp, connections: WebApp.ConnectionLimits, _ body: @MainActor (Int) async throws -> Void
    ) async throws {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let server = app.makeServer(port: 0, connections: connections) { channel in
            continuation.yield(channel.localAddress?.port ?? 0)
        }
        let running = Task { try await server.runService() }
        defer { running.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(port)
    }

    /// The answer to `GET path` sent with `Host: host`, read off the main actor (which the app
    /// needs to answer).
    private nonisolated func answer(_ path: String, host: String, port: Int) async -> String {
        await RawConnection.onOwnThread {
            guard let connection = RawConnection(port: port) else { return "refused" }
            connection.send("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            return connection.read(waiting: 10).text
        }
    }

    /// The status line of the same.
    private nonisolated func status(_ path: String, host: String, port: Int) async -> String {
        await answer(path, host: host, port: port).components(separatedBy: "\r\n").first ?? ""
    }

    @Test func aRequestForAnotherHostIsRefusedBeforeAnyRoute() async throws {
        let app = try NoteApp.app()
        try await withServer(app, connections: .init()) { port in
            for host in ["rebound.example:\(port)", "127.0.0.1.example", "localhost.evil", "evil.example"] {
                #expect(await status("/", host: host, port: port) == "HTTP/1.1 421 Misdirected Request", "\(host)")
            }
            #expect(app.sessions.count == 0)
            for host in ["localhost:\(port)", "127.0.0.1", "[::1]:80", "LOCALHOST.:9"] {
                #expect(await status("/mosaic/mosaic.css", host: host, port: port) == "HTTP/1.1 200 OK", "\(host)")
            }
            #expect(await answer("/", host: "rebound.example", port: port)
                .contains("this app answers for 127.0.0.1, [::1], localhost, not rebound.example"))
        }
        let anywhere = try NoteApp.app(hostNames: nil)
        try await withServer(anywhere, connections: .init()) { port in
            #expect(await status("/", host: "mail.example.com", port: port) == "HTTP/1.1 303 See Other")
        }
    }

    @Test func aClientOverItsConnectionShareIsCutOffAndOthersAreServed() async throws {
        let app = try NoteApp.app()
        try await withServer(app, connections: .init(maximumConnectionsPerClient: 3, idleTimeout: .seconds(30))) { port in
            // Sockets are read off the main actor, which the app needs to answer.
            let (held, extraClosed, servedAfter) = await RawConnection.onOwnThread { () -> (Int, Bool, String) in
                let held = (0..<3).compactMap { _ in RawConnection(port: port) }
                // Their headers never end.
                for connection in held { connection.send("GET /mosaic/mosaic.css HTTP/1.1\r\nHost: localhost\r\n") }
                _ = held.first?.read(waiting: 0.2)
                guard let extra = RawConnection(port: port) else { return (held.count, false, "") }
                extra.send("GET /mosaic/mosaic.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
                let extraClosed = extra.read(waiting: 10).closed
                // One of them finishes its request: it is served.
                held[0].send("Connection: close\r\n\r\n")
                return (held.count, extraClosed, held[0].read(waiting: 10).text)
            }
            #expect(held == 3)
            #expect(extraClosed)
            #expect(servedAfter.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test func aConnectionThatSendsItsHeaderTooSlowlyIsClosed() async throws {
        let app = try NoteApp.app()
        try await withServer(app, connections: .init(idleTimeout: .seconds(1))) { port in
            let (closed, took, prompt) = await RawConnection.onOwnThread { () -> (Bool, Duration, String) in
                guard let slow = RawConnection(port: port) else { return (false, .zero, "") }
                let started = ContinuousClock.now
                var closed = false
                // One header byte every half second: a byte arrives often, a request never.
                for byte in "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaa".map(String.init) {
                    guard slow.send(byte), !slow.read(waiting: 0.5).closed else {
                        closed = true
                        break
                    }
                }
                let took = ContinuousClock.now - started
                // A connection that sends its request at once is served.
                guard let prompt = RawConnection(port: port) else { return (closed, took, "") }
                prompt.send("GET /mosaic/mosaic.css HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                return (closed, took, prompt.read(waiting: 10).text)
            }
            #expect(closed)
            #expect(took < .seconds(8))
            #expect(prompt.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test func aConnectionWhoseBodyArrivesTooSlowlyIsClosed() async throws {
        let app = try NoteApp.app()
        try await withServer(app, connections: .init(idleTimeout: .seconds(30), bodyTimeout: .seconds(1))) { port in
            let (closed, took) = await RawConnection.onOwnThread { () -> (Bool, Duration) in
                guard let slow = RawConnection(port: port) else { return (false, .zero) }
                let started = ContinuousClock.now
                slow.send("POST /event HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nmosaic-")
                // A byte of body every half second: the body is never whole.
                for byte in "view=aaaaaaaaaaaaaaaaaaaa".map(String.init) {
                    guard slow.send(byte), !slow.read(waiting: 0.5).closed else { return (true, ContinuousClock.now - started) }
                }
                return (false, ContinuousClock.now - started)
            }
            #expect(closed)
            #expect(took < .seconds(8))
        }
    }
}
