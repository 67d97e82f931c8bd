import Foundation
import Testing

/// The page in the browser, with the checks every step of the walk makes.
struct BrowserPage: Sendable {
    let driver: WebDriver

    func open(_ url: String) async throws { try await driver.open(url) }
    func back() async throws { try await driver.back() }
    func currentTab() async throws -> String { try await driver.currentTab() }
    func newTab() async throws -> String { try await driver.newTab() }
    func switchTo(tab handle: String) async throws { try await driver.switchTo(tab: handle) }
    /// The first element matching `selector`, waiting up to 10 s for it; the failure says what
    /// the page showed instead.
    func element(_ selector: String) async throws -> WebDriver.Element {
        do {
            return try await driver.element(selector)
        } catch {
            let url = (try? await driver.currentURL()) ?? "?"
            let text = (try? await driver.run("return document.body.innerText.slice(0, 400)")) as? String ?? "?"
            try? await saveScreenshot("failure")
            throw WebDriver.Failure(command: "find \(selector)", message: "not on \(url), which shows: \(text)")
        }
    }
    func elements(_ selector: String) async throws -> [WebDriver.Element] { try await driver.elements(selector) }
    func click(_ element: WebDriver.Element) async throws { try await driver.click(element) }
    func text(of element: WebDriver.Element) async throws -> String { try await driver.text(of: element) }
    @discardableResult
    func run(_ script: String, _ arguments: [String] = []) async throws -> Any? { try await driver.run(script, arguments) }

    /// How many elements match `selector` now (without waiting for one).
    func count(_ selector: String) async throws -> Int {
        (try await driver.run("return document.querySelectorAll(arguments[0]).length", [selector]) as? Int) ?? 0
    }

    /// Whether the inbox shows the row whose subject is `subject`.
    func rowIsShown(_ subject: String) async throws -> Bool {
        (try await driver.run("""
            return Array.from(document.querySelectorAll('.row .subject')).some(s => s.textContent === arguments[0]);
            """, [subject]) as? Bool) ?? false
    }

    /// The horizontal offset of the attachment strip in the row whose subject is `subject`, or
    /// nil while the row is not shown.
    func stripOffset(ofRow subject: String) async throws -> Int? {
        try await driver.run("""
            const row = Array.from(document.querySelectorAll('.row')).find(r => r.querySelector('.subject').textContent === arguments[0]);
            return row ? Math.round(row.querySelector('[data-mosaic-strip]').scrollLeft) : null;
            """, [subject]) as? Int
    }

    /// Checks, from the page itself, that nothing hostile ran and nothing failed: no alert is
    /// open (the driver refuses any command while one is), no script set the marker the
    /// payloads use, every script on the page is the app's own file, and the console holds no
    /// error.
    func assertClean(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        if ProcessInfo.processInfo.environment["MOSAIC_BROWSER_LOG"] != nil {
            FileHandle.standardError.write(Data("[browser] \(Date()) \(step)\n".utf8))
        }
        let state = try await driver.run("""
            return {
              marker: window.__mosaicXSS === undefined ? '' : String(window.__mosaicXSS),
              foreignScripts: Array.from(document.scripts)
                .filter(s => !s.src || new URL(s.src).pathname.indexOf('/mosaic/') !== 0)
                .map(s => s.outerHTML.slice(0, 80)),
              frames: document.querySelectorAll('iframe, object, embed').length
            };
            """) as? [String: Any]
        #expect((state?["marker"] as? String) == "", "a payload ran on \(step)", sourceLocation: sourceLocation)
        #expect(
            (state?["foreignScripts"] as? [String]) == [], "scripts the app did not write on \(step): \(state?["foreignScripts"] ?? "")",
            sourceLocation: sourceLocation)
        #expect((state?["frames"] as? Int) == 0, "an embedded frame or object on \(step)", sourceLocation: sourceLocation)
        let errors = try await driver.consoleEntries().filter { $0.level == "SEVERE" }.map(\.message)
        #expect(errors.isEmpty, "console errors on \(step): \(errors)", sourceLocation: sourceLocation)
    }

    /// Waits (up to 10 s) until `condition` holds, as the page updates after a click or Back.
    func waitFor(_ what: String, _ condition: @Sendable () async throws -> Bool) async throws {
        var lastError: (any Error)?
        for _ in 0..<200 {
            do {
                if try await condition() { return }
            } catch {
                lastError = error
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw WebDriver.Failure(command: "wait for \(what)", message: "not seen in 10 s\(lastError.map { " (\($0))" } ?? "")")
    }

    /// The session's module tree, as `/inspect` shows it, read from the page with its cookie.
    func inspect(_ base: String) async throws -> String {
        let text = try await driver.runAsync("""
            const done = arguments[arguments.length - 1];
            fetch('/inspect', { credentials: 'same-origin' }).then(r => r.text()).then(done, e => done('failed: ' + e));
            """) as? String
        return text ?? ""
    }

    /// Resizes the window and waits for the page to lay itself out again.
    func resize(width: Int, height: Int) async throws {
        try await driver.setWindowSize(width: width, height: height)
        try await Task.sleep(for: .milliseconds(300))
    }

    /// Saves a PNG of the window as `<name>.png` in the folder `MOSAIC_SCREENSHOTS` names, when
    /// it is set (the pictures in docs/screenshots are taken this way).
    func saveScreenshot(_ name: String) async throws {
        guard let folder = ProcessInfo.processInfo.environment["MOSAIC_SCREENSHOTS"], !folder.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try await driver.screenshot().write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
    }
}
