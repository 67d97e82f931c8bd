import Foundation
import HummingbirdTesting

/// Finds and runs Debian's `chromedriver` and `chromium` for the real-browser tests.
enum ChromeDriver {
    /// How to install what the tests need.
    static let installHint = "install Chromium and its driver: apt-get install chromium chromium-driver"

    /// The driver and the browser when both are installed.
    static var installed: (driver: String, browser: String)? {
        guard let driver = find(["chromedriver"], extra: ["/usr/lib/chromium/chromedriver"]),
            let browser = find(["chromium", "chromium-browser"], extra: ["/usr/lib/chromium/chromium"])
        else { return nil }
        return (driver, browser)
    }

    /// Whether the environment demands the browser tests run (CI sets it after installing the
    /// browser), so that a missing browser fails instead of skipping.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["MOSAIC_BROWSER_TESTS"] == "1" }

    /// Whether the tests run: the browser is installed, or it is required (and its absence then
    /// fails the test that needs it).
    static var shouldRun: Bool { installed != nil || isRequired }

    /// A running driver process, stopped by `stop()`.
    final class Running {
        /// A connection to the driver, kept alive for the session's commands.
        let client: TestClient
        let browser: String
        private let process: Process

        init(client: TestClient, browser: String, process: Process) {
            self.client = client
            self.browser = browser
            self.process = process
        }

        /// Closes the connection and ends the driver (and any browser it still runs). The driver
        /// may ignore SIGTERM, so it is killed, and the wait is asynchronous.
        func stop() async {
            try? await client.shutdown()
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            for _ in 0..<100 where process.isRunning {
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
    }

    struct NotInstalled: Error, CustomStringConvertible {
        var description: String { "the real-browser tests need Chromium: \(ChromeDriver.installHint)" }
    }

    struct DidNotStart: Error, CustomStringConvertible {
        let detail: String
        var description: String { "chromedriver did not start: \(detail)" }
    }

    /// Starts the driver on a free loopback port and waits until it answers.
    static func start() async throws -> Running {
        guard let (driver, browser) = installed else { throw NotInstalled() }
        var lastError = "no port tried"
        for _ in 0..<10 {
            let port = Int.random(in: 20_000..<60_000)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: driver)
            process.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1", "--log-level=OFF"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            for _ in 0..<100 where process.isRunning {
                if await isReady(port) {
                    let client = TestClient(host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(120)))
                    client.connect()
                    return Running(client: client, browser: browser, process: process)
                }
                try await Task.sleep(for: .milliseconds(100))
            }
            lastError = process.isRunning ? "no answer on port \(port) in 10 s" : "it exited (port \(port) taken?)"
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        throw DidNotStart(detail: lastError)
    }

    private static func isReady(_ port: Int) async -> Bool {
        do {
            return try await TestClient.withClient(host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(2))) { client in
                let answer = try await WebDriver.send(client, .get, "/status", nil, command: "status")
                return (answer as? [String: Any])?["ready"] as? Bool == true
            }
        } catch {
            return false
        }
    }

    private static func find(_ names: [String], extra: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").flatMap { dir in names.map { "\(dir)/\($0)" } } + extra
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
