import Foundation
import Hummingbird
import HummingbirdTesting
import MosaicWeb
import WebTestSupport
import Testing

/// The page script, as the app serves it, run by Node.js against a small stand-in for the
/// browser's DOM: live updates of a view, of a list's rows, of the front page, and Back reported
/// for a covered page. Runs where `node` is installed (the real-browser tests cover the rest).
@MainActor
@Suite("Web page script", .enabled(if: NodeJS.path != nil, "needs node on PATH"))
struct PageScriptTests {
    /// The script the app serves.
    private func servedScript() async throws -> String {
        let app = try NoteApp.app()
        var script = ""
        try await Application(router: app.makeRouter()).test(.router) { @MainActor client in
            var browser = TestBrowser(client)
            script = try await browser.get("/mosaic/mosaic.js").body
        }
        return script
    }

    /// Runs `scenario` after the script in Node with the stand-in DOM; returns what it printed.
    private func run(_ scenario: String, before: String = "") async throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("page-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("run.js")
        let source = PageScriptHarness.dom + "\n" + before + "\n" + (try await servedScript()) + "\n" + scenario
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try await Self.node(file)
    }

    /// Runs Node on `file` off the main actor (waiting for a process must not hold up the main
    /// actor's other tests) and returns what it printed.
    private nonisolated static func node(_ file: URL) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(NodeJS.path))
        process.arguments = [file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func anEventThatStaysOnThePageReplacesItInTheHistory() async throws {
        let printed = try await run("""
            const toggle = submitForm("/event", [["mosaic-view", "v1"]], { name: "event", value: "toggle" }, answer("/m/p"));
            setTimeout(() => console.log(toggle.prevented, JSON.stringify({ posts, replaced, navigations })), 20);
            """)
        #expect(printed == #"true {"posts":["/event mosaic-view=v1&event=toggle"],"replaced":["/"],"navigations":[]}"#)
    }

    @Test func anEventThatOpensAPageAddsItToTheHistory() async throws {
        let printed = try await run("""
            submitForm("/event", [["mosaic-view", "v1"], ["id", "7"]], { name: "event", value: "open" }, answer("/m/q"));
            setTimeout(() => console.log(JSON.stringify({ posts, replaced, navigations })), 20);
            """)
        #expect(printed == #"{"posts":["/event mosaic-view=v1&id=7&event=open"],"replaced":[],"navigations":["/"]}"#)
    }

    @Test func aRefusedEventsMessageIsShownAsTextAboveThePage() async throws {
        let printed = try await run(#"""
            const text = "event \"open\" refused: <img src=x onerror=alert(1)> is not a message";
            const refused = { ok: false, status: 422, headers: { get: () => "text/plain; charset=utf-8" }, text: () => Promise.resolve(text + "\n") };
            submitForm("/event", [["mosaic-view", "v1"]], { name: "event", value: "open" }, refused);
            setTimeout(() => {
              const box = body.children[0];
              console.log(JSON.stringify({ role: box.attrs.role, message: box.children[0].textContent, parsed, navigations, replaced }));
            }, 20);
            """#)
        #expect(printed == #"{"role":"alert","message":"event \"open\" refused: <img src=x onerror=alert(1)> is not a message","parsed":[],"navigations":[],"replaced":[]}"#)
    }

    /// A form to keep when the page goes away, in the stand-in DOM.
    static let draftForm = """
        const draftForm = el({ "data-mosaic-save-on-leave": "edit" });
        draftForm.fields = [["mosaic-view", "v3"], ["subject", "Plans"]];
        draftForm.action = "/event";
        draftForm.listeners = {};
        draftForm.addEventListener = function (n, f) { this.listeners[n] = f; };
        body.children.push(draftForm);
        draftForm.parent = body;
        """

    @Test func aChangedFormMarkedToSaveIsSentAsThePageGoesAway() async throws {
        let printed = try await run("""
            draftForm.listeners.input();
            fireWindow("pagehide");
            fireWindow("pagehide");   // sent once
            console.log(JSON.stringify(beacons));
            """, before: Self.draftForm)
        #expect(printed == #"["/event mosaic-view=v3&subject=Plans&event=edit&mosaic-token=t"]"#)
    }

    @Test func anUnchangedFormMarkedToSaveSendsNothing() async throws {
        let printed = try await run("""
            fireWindow("pagehide");
            console.log(JSON.stringify(beacons));
            """, before: Self.draftForm)
        #expect(printed == "[]")
    }

    @Test func anEventForAViewNoLongerInFrontGoesToTheFrontPage() async throws {
        let printed = try await run("""
            const conflict = { ok: false, status: 409, headers: { get: () => "text/plain" }, text: () => Promise.resolve("covered") };
            submitForm("/event", [["mosaic-view", "v1"]], { name: "event", value: "open" }, conflict);
            setTimeout(() => console.log(JSON.stringify({ navigations, first: body.children[0].attrs["data-mosaic-view"] })), 20);
            """)
        #expect(printed == #"{"navigations":["/"],"first":"v1"}"#)
    }

    @Test func aViewUpdateReplacesThatViewOnly() async throws {
        let printed = try await run("""
            send("view", { view: "v2", html: "<p>new</p>" });
            console.log(texts(body));
            """)
        #expect(printed == "[[r0 r1 r2 r3]] <p>new</p>")
    }

    @Test func rowsAreAppliedAsTheListUpdateSays() async throws {
        // Before: r0 r1 r2 r3. Delete 1, move 3 to 0, insert at 2, reload the row now at 3 (was 2).
        let printed = try await run("""
            send("rows", { view: "v1", list: "rows", count: 4, deletes: [1], moves: [[3, 0]],
                           inserts: [{ index: 2, html: "new" }], reloads: [{ index: 3, html: "r2'" }] });
            console.log(texts(list));
            """)
        #expect(printed == "r3 r0 new r2'")
    }

    @Test func aNewFrontPageIsFollowed() async throws {
        let printed = try await run("""
            send("page", { url: "/m/next" });
            console.log(navigations.join(","), replaced.join(","));
            """)
        // Through "/", which redirects to the front page as it is then.
        #expect(printed == "/")
    }

    /// A view holding a cell module list whose one row has a strip scrolled to 120.
    static let moduleList = """
        const stripListeners = {};
        const strip = el({ "data-mosaic-strip": "120" });
        strip.addEventListener = (name, f) => { stripListeners[name] = f; };
        const row = el({ "data-mosaic-view": "row7" }, [strip]);
        strip.closest = () => row;
        const modules = el({ "data-mosaic-modules": "albums", "data-mosaic-count": "100", "data-mosaic-first": "0" },
          [el({ "data-mosaic-rows": "0" }), el({ "data-mosaic-index": "0" }, [row]), el({ "data-mosaic-rows": "99" })]);
        body.children.push(el({ "data-mosaic-view": "v3" }, [modules]));
        body.children[2].parent = body;
        """

    @Test func aRowsStripIsScrolledToItsSavedOffsetAndReportsWhereItWasLeft() async throws {
        let printed = try await run("""
            console.log(strip.scrollLeft);
            strip.scrollLeft = 310.6;
            stripListeners.scroll();
            setTimeout(() => console.log(posts.join(",")), 300);
            """, before: Self.moduleList)
        #expect(printed == "120\n/event mosaic-view=row7&event=strip&offset=311&mosaic-token=t")
    }

    @Test func aNewWindowReplacesThatListOnly() async throws {
        let printed = try await run("""
            send("modules", { view: "v3", list: "albums", html: "window 40-50" });
            send("modules", { view: "v3", list: "other", html: "never" });
            console.log(texts(body));
            """, before: Self.moduleList)
        #expect(printed == "[[r0 r1 r2 r3]] [old] [window 40-50]")
    }

    @Test func aCoveredPageReportsBackWithTheToken() async throws {
        let printed = try await run("console.log(posts.join(\",\"));", before: "covered();")
        #expect(printed.hasPrefix("/back page=p&mosaic-token=t"))
    }

    @Test func aCoveredPageNotReachedByBackClosesNothingAndCatchesUp() async throws {
        // A navigation that began before a screen opened above the page (an activity's) lands
        // on a covered page: it must not close that screen, but go to it.
        let printed = try await run(
            "console.log(JSON.stringify({ posts, streams }));", before: "covered(); navigationType = \"navigate\";")
        #expect(printed == #"{"posts":[],"streams":["/updates?layers=0"]}"#)
    }

    @Test func aPageConnectsSayingTheCountsOfChangesItWasDrawnAt() async throws {
        // What changed between the page being drawn and its stream connecting is sent at once,
        // so the page says what it shows.
        let printed = try await run(
            "console.log(streams.join(\",\"));",
            before: #"body.attrs["data-mosaic-layers"] = "3"; body.attrs["data-mosaic-views"] = "41";"#)
        #expect(printed == "/updates?layers=3&views=41")
    }

    @Test func aPageWithoutAViewCountAsksForNoViews() async throws {
        // A page template that leaves the count out gets layer changes only, not every view
        // that ever changed.
        let printed = try await run("console.log(streams.join(\",\"));", before: #"body.attrs["data-mosaic-layers"] = "3";"#)
        #expect(printed == "/updates?layers=3")
    }

    @Test func aPageEventWinsOverTheAnswerToThePagesOwnEvent() async throws {
        // The server moved the page on (an activity opened a screen) before the answer to the
        // page's own event arrived: the answer must not send it back.
        let printed = try await run("""
            send("page", { url: "/m/compose", layers: 5 });
            submitForm("/event", [["mosaic-view", "v1"]], { name: "event", value: "compose" },
              answer("/m/p"));
            setTimeout(() => console.log(JSON.stringify({ replaced, navigations })), 20);
            """)
        #expect(printed == #"{"replaced":[],"navigations":["/"]}"#)
    }
}

/// Where Node.js is, if it is installed.
enum NodeJS {
    static let path: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
        return path.split(separator: ":").map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
}
