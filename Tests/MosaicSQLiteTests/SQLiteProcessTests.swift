import Foundation
import GRDB
import Mosaic
import MosaicSQLite
import Testing

/// The environment that makes this test binary, launched again, a writer of a file.
private enum Writer {
    static let pathVariable = "MOSAIC_SQLITE_WRITER_FILE"
    static let nameVariable = "MOSAIC_SQLITE_WRITER_NAME"
    static let countVariable = "MOSAIC_SQLITE_WRITER_COUNT"
    /// Set: the writer's database waits for the other process's write (a busy timeout);
    /// unset, a write that meets it throws at once, and the writer tries it again.
    static let waitsVariable = "MOSAIC_SQLITE_WRITER_WAITS"

    static var isThisProcess: Bool { ProcessInfo.processInfo.environment[pathVariable] != nil }

    /// Whether the test binary is a plain executable that can be launched again with a filter
    /// (as on Linux; on Apple platforms tests run inside a host process).
    static var canBeLaunched: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// Launches this test binary as a writer named `name` of `count` rounds on `path`, its
    /// output going to `log`.
    static func launch(path: String, name: String, count: Int, waits: Bool = false, log: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).standardizedFileURL
        process.arguments = ["--testing-library", "swift-testing", "--filter", "SQLiteProcessTests/writer"]
        var environment = ProcessInfo.processInfo.environment
        environment[pathVariable] = path
        environment[nameVariable] = name
        environment[countVariable] = String(count)
        environment[waitsVariable] = waits ? "1" : nil
        process.environment = environment
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw CannotCreateLog(path: log.path) }
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return process
    }
}

/// The writer's output file could not be made.
private struct CannotCreateLog: Error, CustomStringConvertible {
    let path: String
    var description: String { "cannot create \(path)" }
}

@Suite("SQLiteDatabase: other processes")
struct SQLiteProcessTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.path("shared.sqlite")
    }

    /// A writer's part, run only in a process the other tests launch: `count` rounds of adding
    /// one to the shared counter, then noting its own round (two transactions each).
    @Test("(run in a launched writer process only)", .enabled(if: Writer.isThisProcess))
    func writer() throws {
        let environment = ProcessInfo.processInfo.environment
        let name = try #require(environment[Writer.nameVariable])
        let count = try #require(environment[Writer.countVariable].flatMap { Int($0) })
        let waits = environment[Writer.waitsVariable] != nil
        var configuration = Configuration()
        if waits { configuration.busyMode = .timeout(30) }
        let path = try #require(environment[Writer.pathVariable])
        var refusals = 0
        /// Runs `step` until it succeeds, when the database does not wait: a step that meets the
        /// other process's write is refused with a typed error and changes nothing.
        @discardableResult
        func untilDone<R>(_ step: () throws(DataStoreError) -> R) throws -> R {
            while true {
                do throws(DataStoreError) {
                    return try step()
                } catch {
                    let unchanged = error.step == "open" || error.description.hasSuffix("the store is unchanged")
                    guard !waits, case .failed(let message) = error.reason, message == "database is locked", unchanged else { throw error }
                    refusals += 1
                }
            }
        }
        let database = try untilDone { () throws(DataStoreError) in try SQLiteDatabase(path: path, configuration: configuration) }
        let counts = try SQLiteStore<String, Int>(database: database, table: "counts")
        for round in 1...count {
            try untilDone { () throws(DataStoreError) in try counts.update("shared") { ($0 ?? 0) + 1 } }
            try untilDone { () throws(DataStoreError) in try counts.save(round, for: name) }
        }
        try database.close()
        print("writer \(name): \(count) rounds, \(refusals) writes refused and tried again")
    }

    @Test("two processes writing one file at once lose no update: with a busy timeout each waits for the other; without, a write that meets the other's is a typed error that changes nothing",
          .enabled(if: Writer.canBeLaunched && !Writer.isThisProcess), arguments: [true, false])
    func twoProcessesWrite(waiting: Bool) throws {
        try SQLiteDatabase(path: path).close()
        let logs = ["a", "b"].map { folder.url.appendingPathComponent("writer \($0).log") }
        let writers = try zip(["a", "b"], logs).map { name, log in
            try Writer.launch(path: path, name: name, count: 300, waits: waiting, log: log)
        }
        for (writer, log) in zip(writers, logs) {
            writer.waitUntilExit()
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(writer.terminationStatus == 0, "the writer failed:\n\(output)")
        }
        let database = try SQLiteDatabase(path: path)
        let counts = try SQLiteStore<String, Int>(database: database, table: "counts")
        #expect(try counts.value(for: "shared") == 600)
        #expect(try counts.value(for: "a") == 300 && counts.value(for: "b") == 300)
        try database.close()
    }

    @Test("a writer killed with SIGKILL in the middle of its writes leaves a file that opens whole, with every write it committed",
          .enabled(if: Writer.canBeLaunched && !Writer.isThisProcess))
    func killedWriter() throws {
        try SQLiteDatabase(path: path).close()
        let log = folder.url.appendingPathComponent("writer.log")
        let writer = try Writer.launch(path: path, name: "killed", count: 1_000_000, waits: true, log: log)
        // Watch from another database on the file until the writer is well under way.
        var waiting = Configuration()
        waiting.busyMode = .timeout(30)
        let watcher = try SQLiteDatabase(path: path, configuration: waiting)
        let watched = try SQLiteStore<String, Int>(database: watcher, table: "counts")
        let deadline = Date().addingTimeInterval(120)
        while try (watched.value(for: "shared") ?? 0) < 200, writer.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        try watcher.close()
        #expect(writer.isRunning, "the writer was still writing: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        #expect(writer.terminationReason == .uncaughtSignal)

        let database = try SQLiteDatabase(path: path)
        let counts = try SQLiteStore<String, Int>(database: database, table: "counts")
        let shared = try #require(try counts.value(for: "shared"))
        let round = try counts.value(for: "killed") ?? 0
        #expect(shared >= 200)
        // Each round adds to the counter, then notes the round: a kill falls between or inside them.
        #expect(shared == round || shared == round + 1, "counter \(shared) after round \(round)")
        try database.close()
        let raw = try DatabaseQueue(path: path)
        #expect(try raw.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
        try raw.close()
    }
}
