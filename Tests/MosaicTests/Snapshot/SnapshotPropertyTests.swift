import Foundation
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor
@Suite("Snapshots: random trees round-trip, damaged snapshots are refused cleanly")
struct SnapshotPropertyTests {
    /// Notes with Unicode's hard cases: combining marks, prepend scalars, ZWJ sequences, bidi
    /// overrides, emoji, quotes and JSON's own punctuation.
    private static let notes = [
        "", "plain", "e\u{301}\u{302}", "\u{0600}\u{0661}", "👩‍👩‍👧‍👦", "\u{202E}evil\u{202C}", "🇫🇷🏳️‍🌈", "\"quoted\" \\ }{][",
        "\u{0915}\u{094D}\u{0937}", "\u{FEFF}\u{200B}", "line\nbreak\t", "</script>",
    ]

    private static let types: [any Module.Type] = [KeepA.self, KeepB.self, KeepC.self, PlainModule.self, BuilderEmbeds.self]

    /// Opens `count` modules at random: pushed, presented or embedded in a free slot, from any
    /// open module, each with a random value and note.
    private func randomTree(count: Int, seed: UInt64) throws -> ModuleTree {
        var random = SeededRandom(seed: seed)
        let tree = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
        try tree.start(KeepA.self) { $0.value = 0; return nil }
        while tree.openModules.count < count {
            guard let parent = tree.openModules.randomElement(using: &random) else { break }
            let free = ["left", "right"].filter { parent.child(inSlot: $0) == nil }
            var styles: [PresentationStyle] = [.push, .modal]
            styles += free.map { PresentationStyle.embedded(slot: $0) }
            let style = styles.randomElement(using: &random) ?? .push
            let type = Self.types.randomElement(using: &random) ?? KeepA.self
            let value = Int.random(in: -1_000...1_000, using: &random)
            let note = Self.notes.randomElement(using: &random) ?? ""
            func openOne<M: Module>(_: M.Type) throws {
                try open(M.self, from: parent, style: style) { input in
                    (input as? KeeperPresenter).map { $0.value = value; $0.note = note }
                    return nil
                }
            }
            try openOne(type)
        }
        return tree
    }

    @Test("A random tree of 200 modules round-trips through JSON: same tree, same kept state", arguments: [1, 2, 3, 4] as [UInt64])
    func roundTrip(seed: UInt64) throws {
        let routes = try snapshotRoutes()
        let tree = try randomTree(count: 200, seed: seed)
        let snapshot = try tree.snapshot(restorableBy: routes)
        #expect(snapshot.modules.count == tree.openModules.count)

        let host = HeadlessHost()
        let restored = ModuleTree(container: try snapshotContainer(), host: host)
        try restored.restore(try throughJSON(snapshot), routes: routes)
        #expect(restored.description == tree.description)
        #expect(try restored.snapshot(restorableBy: routes) == snapshot)
        let kept = tree.openModules.map { keeper($0).map { [$0.value, $0.note.unicodeScalars.count] } }
        #expect(restored.openModules.map { keeper($0).map { [$0.value, $0.note.unicodeScalars.count] } } == kept)
        #expect(restored.openModules.map { keeper($0)?.note } == tree.openModules.map { keeper($0)?.note })
        screenMatchesTree(host, restored)
    }

    @Test("Damaged snapshots restore whole or are refused with the tree left empty", arguments: [11, 12, 13] as [UInt64])
    func damagedSnapshots(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let routes = try snapshotRoutes()
        let original = try randomTree(count: 40, seed: seed).snapshot(restorableBy: routes)
        var restoredWhole = 0
        var refused = 0
        for _ in 0..<150 {
            var snapshot = original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<snapshot.modules.count, using: &random)
                switch Int.random(in: 0..<7, using: &random) {
                case 0: snapshot.modules[index].name = Self.notes.randomElement(using: &random) ?? ""
                case 1: snapshot.modules[index].state = Self.notes.randomElement(using: &random)
                case 2: snapshot.modules[index].state = #"{"value":1,"note":"\#(Self.notes.randomElement(using: &random) ?? "")"}"#
                case 3: snapshot.modules[index].parent = Int.random(in: -2...snapshot.modules.count, using: &random)
                case 4: snapshot.modules[index].style = [.root, .push, .modal, .embedded(slot: "left"), .embedded(slot: "nowhere")]
                    .randomElement(using: &random) ?? .push
                case 5: snapshot.modules.swapAt(index, Int.random(in: 0..<snapshot.modules.count, using: &random))
                default: snapshot.modules[index].state = #"{"value":2,"note":"refuse"}"#
                }
            }
            let host = HeadlessHost()
            let tree = ModuleTree(container: try snapshotContainer(), host: host)
            var failure: TreeSnapshotError?
            do { try tree.restore(snapshot, routes: routes) } catch { failure = error }
            if let failure {
                refused += 1
                #expect(!failure.path.isEmpty || failure.description.contains("snapshot"))
                #expect(tree.root == nil && host.displayed.isEmpty, "refused: \(failure)")
            } else {
                restoredWhole += 1
                // What a damaged but valid snapshot gave is itself a snapshot that round-trips.
                let again = try tree.snapshot(restorableBy: routes)
                let second = ModuleTree(container: try snapshotContainer(), host: HeadlessHost())
                try second.restore(again, routes: routes)
                #expect(try second.snapshot(restorableBy: routes) == again)
            }
            screenMatchesTree(host, tree)
        }
        #expect(refused > 0 && restoredWhole > 0)
    }
}
