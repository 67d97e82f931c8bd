import Foundation
import HummingbirdTesting
import HTTPTypes
import NIOCore
import NIOFoundationCompat

/// A small W3C WebDriver client for the real-browser tests: one browser session on a running
/// `chromedriver`, with the few commands the tests use.
struct WebDriver: Sendable {
    /// A failure the driver or the browser reported, with the command that caused it.
    struct Failure: Error, CustomStringConvertible {
        let command: String
        let message: String
        var description: String { "WebDriver \(command): \(message)" }
    }

    /// An element found on the page, by the id WebDriver gives it.
    struct Element: Sendable {
        let id: String
    }

    /// One kept-alive HTTP connection to the driver.
    let client: TestClient
    let sessionID: String

    /// The key under which WebDriver answers an element reference.
    private static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    /// Starts a headless Chromium session through the driver listening at `base`, logging the
    /// browser's console so the tests can check it for errors.
    static func startSession(driver client: TestClient, browser: String) async throws -> WebDriver {
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:loggingPrefs": ["browser": "ALL"],
                    "goog:chromeOptions": [
                        "binary": browser,
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=480,900", "--no-first-run", "--disable-extensions",
                        ],
                    ],
                ] as [String: Any]
            ]
        ]
        let answer = try await send(client, .post, "/session", capabilities, command: "new session")
        guard let value = answer as? [String: Any], let id = value["sessionId"] as? String else {
            throw Failure(command: "new session", message: "no session id in \(String(describing: answer))")
        }
        let driver = WebDriver(client: client, sessionID: id)
        // Finding an element waits up to 10 s for it, as pages load after a click.
        _ = try await driver.command("POST", "timeouts", ["implicit": 10_000, "pageLoad": 60_000, "script": 30_000])
        return driver
    }

    /// Opens `url` and waits for the page to load.
    func open(_ url: String) async throws {
        _ = try await command("POST", "url", ["url": url])
    }

    /// The address of the page shown.
    func currentURL() async throws -> String {
        (try await command("GET", "url") as? String) ?? ""
    }

    /// The browser's Back button.
    func back() async throws {
        _ = try await command("POST", "back", [:])
    }

    /// The handle of the tab the commands go to.
    func currentTab() async throws -> String {
        guard let handle = try await command("GET", "window") as? String else {
            throw Failure(command: "window", message: "no handle")
        }
        return handle
    }

    /// Opens a new tab and returns its handle; the commands still go to the current tab.
    func newTab() async throws -> String {
        let answer = try await command("POST", "window/new", ["type": "tab"])
        guard let value = answer as? [String: Any], let handle = value["handle"] as? String else {
            throw Failure(command: "window/new", message: "no handle in \(String(describing: answer))")
        }
        return handle
    }

    /// Sends the next commands to the tab `handle`.
    func switchTo(tab handle: String) async throws {
        _ = try await command("POST", "window", ["handle": handle])
    }

    /// The first element matching a CSS selector, or a failure naming the selector.
    func element(_ selector: String) async throws -> Element {
        let answer = try await command("POST", "element", ["using": "css selector", "value": selector])
        guard let value = answer as? [String: Any], let id = value[Self.elementKey] as? String else {
            throw Failure(command: "find \(selector)", message: "no element")
        }
        return Element(id: id)
    }

    /// Every element matching a CSS selector.
    func elements(_ selector: String) async throws -> [Element] {
        let answer = try await command("POST", "elements", ["using": "css selector", "value": selector])
        return ((answer as? [[String: Any]]) ?? []).compactMap { ($0[Self.elementKey] as? String).map(Element.init) }
    }

    /// Clicks `element` as a user would (scrolled into view first).
    func click(_ element: Element) async throws {
        _ = try await command("POST", "element/\(element.id)/click", [:])
    }

    /// The element's visible text.
    func text(of element: Element) async throws -> String {
        (try await command("GET", "element/\(element.id)/text") as? String) ?? ""
    }

    /// Runs `script` in the page and returns what it returns (strings, numbers, booleans,
    /// arrays and dictionaries of them).
    func run(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("POST", "execute/sync", ["script": script, "args": arguments])
    }

    /// Runs `script`, which calls its last argument with its answer when done (for promises).
    func runAsync(_ script: String) async throws -> Any? {
        try await command("POST", "execute/async", ["script": script, "args": [Any]()])
    }

    /// Resizes the window to `width` × `height` CSS pixels.
    func setWindowSize(width: Int, height: Int) async throws {
        _ = try await command("POST", "window/rect", ["width": width, "height": height])
    }

    /// A PNG of the window.
    func screenshot() async throws -> Data {
        guard let base64 = try await command("GET", "screenshot") as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(command: "screenshot", message: "no image")
        }
        return data
    }

    /// The browser console's entries since the last call, as (level, message).
    func consoleEntries() async throws -> [(level: String, message: String)] {
        let answer = try await command("POST", "se/log", ["type": "browser"])
        return ((answer as? [[String: Any]]) ?? []).map {
            (level: ($0["level"] as? String) ?? "", message: ($0["message"] as? String) ?? "")
        }
    }

    /// Ends the browser session.
    func quit() async {
        _ = try? await Self.send(client, .delete, "/session/\(sessionID)", nil, command: "quit")
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        try await Self.send(client, method == "GET" ? .get : .post, "/session/\(sessionID)/\(path)", body, command: path)
    }

    /// Sends one command and returns its `value`, or throws the error the driver reports.
    static func send(
        _ client: TestClient, _ method: HTTPRequest.Method, _ path: String, _ body: [String: Any]?, command: String
    ) async throws -> Any? {
        var headers = HTTPFields()
        var buffer: ByteBuffer?
        if let body {
            buffer = ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body))
            headers[.contentType] = "application/json"
        }
        let response = try await client.execute(.init(path, method: method, headers: headers, body: buffer))
        let data = response.body.map { Data(buffer: $0) } ?? Data()
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let value: Any? = json?["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            throw Failure(command: command, message: "\(error): \((failure["message"] as? String) ?? "")")
        }
        return value is NSNull ? nil : value
    }
}
