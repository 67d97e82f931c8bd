import Logging
import Mosaic
import MosaicDI
import MosaicTesting
import Synchronization
import Testing

/// Writes down what a tree tells it, one line per call.
@MainActor final class RecordingObserver: TreeObserver {
    var lines: [String] = []
    var durations: [UInt64] = []
    var onCommit: (() -> Void)?

    func transitionDidBegin(_ transition: TreeTransition) { lines.append("begin \(transition)") }
    func transitionDidCommit(_ transition: TreeTransition, nanoseconds: UInt64) {
        lines.append("commit \(transition)")
        durations.append(nanoseconds)
        onCommit?()
    }
    func transitionDidRollBack(_ transition: TreeTransition, error: any Error, nanoseconds: UInt64) {
        lines.append("roll back \(transition): \(error)")
    }
    func moduleDidOpen(_ module: ModuleNode) { lines.append("opened \(module.name) \(module.style)") }
    func moduleDidClose(_ module: ModuleNode) { lines.append("closed \(module.name) [\(module.state.rawValue)]") }
}

/// Keeps the lines a logger writes.
struct CapturingLogHandler: LogHandler {
    let lines: LogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.lines.withLock { $0.append("\(event.level): \(event.message)") }
    }
}

final class LogLines: Sendable {
    let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }
}

@MainActor
@Suite("Modules: tree observers")
struct TreeObserverTests {
    @Test("an observer hears each transition begin and commit, with a duration, and each module open and close, embedded ones too")
    func transitionsAndModules() throws {
        let tree = ModuleTree(container: try holderContainer(), host: HeadlessHost())
        let observer = RecordingObserver()
        tree.addObserver(observer)
        let root = try tree.start(Holder.self)
        let top = try root.router.open(Holder.self, style: .modal)
        try top.router.embed(Holder.self, in: "slot")
        try top.router.close()
        #expect(observer.lines == [
            "begin start Holder", "opened Holder root", "commit start Holder",
            "begin open Holder from Holder", "opened Holder modal", "commit open Holder from Holder",
            "begin embed Holder from Holder", "opened Holder embedded(slot)", "commit embed Holder from Holder",
            "begin close Holder", "closed Holder [closed]", "closed Holder [closed]", "commit close Holder",
        ])
        #expect(observer.durations.count == 4)
    }

    @Test("a transition the host refuses rolls back, with its error, and opens nothing")
    func rollBack() throws {
        let host = HeadlessHost()
        let tree = ModuleTree(container: try holderContainer(), host: host)
        let root = try tree.start(Holder.self)
        let observer = RecordingObserver()
        tree.addObserver(observer)
        host.refuseNext = Refusal()
        #expect(throws: TransitionError.self) { try root.router.open(Holder.self) }
        #expect(observer.lines == ["begin open Holder from Holder", "roll back open Holder from Holder: cannot open Holder from Holder: the host refused (busy)"])
    }

    @Test("a request made while a transition runs is heard after that transition commits, in order")
    func queuedRequestsAfterTheirTurn() throws {
        let tree = ModuleTree(container: try holderContainer(), host: HeadlessHost())
        let root = try tree.start(Holder.self)
        let observer = RecordingObserver()
        tree.addObserver(observer)
        var asked = false
        observer.onCommit = {
            guard !asked else { return }
            asked = true
            _ = try? root.router.open(Holder.self, style: .modal)
        }
        try root.router.open(Holder.self)
        #expect(observer.lines == [
            "begin open Holder from Holder", "opened Holder push", "commit open Holder from Holder",
            "begin open Holder from Holder", "opened Holder modal", "commit open Holder from Holder",
        ])
    }

    @Test("the tree holds its observers weakly, and one removed hears nothing more")
    func weakAndRemovable() throws {
        let tree = ModuleTree(container: try holderContainer(), host: HeadlessHost())
        var observer: RecordingObserver? = RecordingObserver()
        weak let released = observer
        tree.addObserver(try #require(observer))
        observer = nil
        #expect(released == nil)
        let kept = RecordingObserver()
        tree.addObserver(kept)
        tree.removeObserver(kept)
        try tree.start(Holder.self)
        #expect(kept.lines.isEmpty)
    }

    @Test("the logging observer writes transitions and modules at debug, a rollback at notice with its error")
    func loggingObserver() throws {
        let lines = LogLines()
        let logger = Logger(label: "test.tree") { _ in CapturingLogHandler(lines: lines) }
        let host = HeadlessHost()
        let tree = ModuleTree(container: try holderContainer(), host: host)
        let logging = LoggingTreeObserver(logger: logger)
        tree.addObserver(logging)
        let root = try tree.start(Holder.self)
        host.refuseNext = Refusal()
        _ = try? root.router.open(Holder.self)
        let all = lines.all
        #expect(all.count == 3)
        #expect(all[0] == "debug: opened Holder #1 root")
        #expect(all[1].hasPrefix("debug: start Holder committed in "))
        #expect(all[2].hasPrefix("notice: open Holder from Holder rolled back after "))
        #expect(all[2].hasSuffix("cannot open Holder from Holder: the host refused (busy)"), "\(all[2])")
    }
}

/// A host's refusal that says why.
struct Refusal: Error, CustomStringConvertible {
    var description: String { "busy" }
}
