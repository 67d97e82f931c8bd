import Mosaic
import MosaicTesting
import MosaicWeb
import Testing

/// Random pushes, modals, closes and browser Backs: after every step the page shows exactly the
/// open modules (as many views as modules, the front page drawing the front module), and once
/// everything is closed no module's objects are left.
@MainActor
@Suite("Web host random operations")
struct WebHostRandomOperationsTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theScreenAlwaysMatchesTheTree(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let host = WebHost()
        let tree = ModuleTree(container: try NoteApp.container(), host: host)
        host.attach(to: tree)
        let leaks = LeakTracker(watching: tree)
        try tree.start(ListModule.self)
        var pages: [String] = []   // page ids seen, some of them closed since
        var deepest = 0
        var backs = 0

        for step in 0..<600 {
            let front = try #require(tree.openModules.last { !$0.style.isEmbeddedStyle })
            switch random.next() % 5 {
            case 0:
                try open(NoteModule.self, from: front) { $0.text = "step \(step)"; return nil }
            case 1:
                try open(DialogModule.self, style: .modal, from: front)
            case 2:
                if front.parent != nil { try front.close() }
            case 3:
                if !pages.isEmpty, host.browserReturned(to: pages[Int(random.next() % UInt64(pages.count))]) { backs += 1 }
            default:
                let candidates = tree.openModules.filter { $0.parent != nil && !$0.style.isEmbeddedStyle }
                if !candidates.isEmpty { try candidates[Int(random.next() % UInt64(candidates.count))].close() }
            }
            if let page = host.frontPage { pages.append(page) }
            deepest = max(deepest, tree.openModules.count)

            #expect(host.viewCount == tree.openModules.count, "step \(step)")
            let frontView = try #require(host.view(id: host.frontPage ?? ""), "step \(step)")
            let frontModule = try #require(tree.openModules.last { !$0.style.isEmbeddedStyle })
            #expect(String(describing: type(of: frontView)).dropLast(4) == frontModule.name.dropLast(6), "step \(step)")
        }
        #expect(deepest >= 6)   // the walk went deep...
        #expect(backs >= 20)    // ...and came back by the browser often
        host.closeAll()
        #expect(tree.openModules.isEmpty)
        #expect(host.viewCount == 0)
        #expect(leaks.leaks.isEmpty)
    }

    /// Opens `module` from `node`, whichever of the walk's modules it is.
    private func open<N: Module>(
        _ module: N.Type, style: PresentationStyle = .push, from node: ModuleNode,
        configure: (N.Input) throws -> N.Output? = { _ in nil }
    ) throws {
        if let router = node.router(as: ListModule.self) {
            try router.open(module, style: style, configure: configure)
        } else if let router = node.router(as: NoteModule.self) {
            try router.open(module, style: style, configure: configure)
        } else if let router = node.router(as: DialogModule.self) {
            try router.open(module, style: style, configure: configure)
        } else {
            Issue.record("no module to open from: \(node.name)")
        }
    }
}

/// SplitMix64: the same operations for the same seed on every run.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension PresentationStyle {
    var isEmbeddedStyle: Bool {
        if case .embedded = self { return true }
        return false
    }
}
