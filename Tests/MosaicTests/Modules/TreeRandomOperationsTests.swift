import Mosaic
import MosaicDI
import MosaicTesting
import Testing

struct RandomRefusal: Error {}

@MainActor
@Suite("Modules: random operations keep the tree and the screen in agreement")
struct TreeRandomOperationsTests {
    @Test("3,000 random opens, embeds, closes, host closes, refusals and re-entrant hooks", arguments: [1, 2, 3] as [UInt64])
    func randomOperations(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let hooks = BuildHooks()
        let host = HeadlessHost()
        let tree = ModuleTree(container: try hookContainer(hooks), host: host)
        hooks.tree = tree
        var queuedFailures = 0
        tree.onQueuedFailure = { _ in queuedFailures += 1 }
        let tracker = LeakTracker(watching: tree)
        try tree.start(HookA.self)
        var closes: [Int: Int] = [:]      // node id → moduleDidClose calls

        func randomNode() -> ModuleNode? { tree.openModules.randomElement(using: &random) }
        func presenter(_ node: ModuleNode) -> HookPresenter? { node.input(as: HookPresenter.self) }
        /// Gives a module's presenter hooks that call back into the tree.
        func arm(_ node: ModuleNode) {
            guard let presenter = presenter(node) else { return }
            let id = node.id
            let action = Int.random(in: 0..<6, using: &random)
            weak let weakNode = node
            presenter.onClose = { closes[id, default: 0] += 1 }
            switch action {
            case 0:
                var fired = false
                presenter.onActive = {
                    guard !fired, let node = weakNode else { return }
                    fired = true
                    _ = try? node.router(as: HookB.self)?.open(HookC.self)
                    _ = try? node.router(as: HookA.self)?.open(HookC.self)
                    _ = try? node.router(as: HookC.self)?.open(HookB.self, style: .modal)
                }
            case 1:
                let previous = presenter.onClose
                presenter.onClose = {
                    previous?()
                    _ = try? tree.openModules.last?.router(as: HookB.self)?.open(HookC.self)
                }
            case 2:
                var fired = false
                presenter.onActive = {
                    guard !fired, let node = weakNode, node.parent != nil else { return }
                    fired = true
                    try? node.close()
                }
            default:
                break
            }
        }

        var log: [String] = []
        for step in 0..<3_000 {
            let before = tree.description
            if random.chance(10) { host.refuseNext = RandomRefusal() }
            if random.chance(5) {
                host.duringApply = { _ in
                    host.duringApply = nil
                    if let view = host.stack.dropFirst().randomElement(using: &random) { host.close(view, in: tree) }
                }
            }
            let operation = Int.random(in: 0..<100, using: &random)
            log.append("step \(step) op \(operation) refuse \(host.refuseNext != nil) during \(host.duringApply != nil)\n\(before)")
            switch operation {
            case 0..<35:
                if let opener = randomNode() {
                    let style: PresentationStyle = random.chance(50) ? .push : .modal
                    let module = Int.random(in: 0..<2, using: &random)
                    if let opened = try? openAny(from: opener, module: module, style: style) { arm(opened) }
                }
            case 35..<50:
                if let opener = randomNode(), let opened = try? embedAny(in: opener) { arm(opened) }
            case 50..<80:
                if let node = randomNode(), node.parent != nil { try? node.close() }
            case 80..<92:
                if let view = host.stack.dropFirst().randomElement(using: &random) { host.close(view, in: tree) }
            case 92..<96:
                if random.chance(50) {
                    if let root = try? tree.start(HookA.self) { arm(root.node) }
                }
            default:
                host.userSwipesBack(in: tree)
                if tree.root == nil, let root = try? tree.start(HookA.self) { arm(root.node) }
            }
            host.refuseNext = nil
            host.duringApply = nil
            if tree.root == nil { try tree.start(HookA.self) }
            let onScreen = Set(host.displayed.map(ObjectIdentifier.init))
            let inTree = Set(tree.openModules.compactMap { $0.view.map(ObjectIdentifier.init) })
            if onScreen != inTree || tree.openModules.filter({ $0.state == .active && !$0.style.isEmbeddedStyle }).count != 1 {
                Issue.record("\(log.suffix(2).joined(separator: "\n"))\nafter:\n\(tree)\nscreen: \(host.stack.count) stacked, \(host.displayed.count) shown; \(host.transitions.suffix(6))")
                break
            }
            #expect(tracker.leaks.isEmpty, "step \(step): \(tracker.leaks.prefix(3))")
            #expect(closes.values.allSatisfy { $0 == 1 }, "step \(step): a module closed twice")
            #expect(tree.openModules.filter { $0.state == .active && !$0.style.isEmbeddedStyle }.count == 1,
                    "step \(step): one module in front\n\(tree)")
            if !tracker.leaks.isEmpty || closes.values.contains(where: { $0 > 1 }) { break }
        }
        #expect(tracker.closedCount > 100)
    }

    private func openAny(from opener: ModuleNode, module: Int, style: PresentationStyle) throws -> ModuleNode? {
        if let router = opener.router(as: HookA.self) { return try open(router, module, style) }
        if let router = opener.router(as: HookB.self) { return try open(router, module, style) }
        if let router = opener.router(as: HookC.self) { return try open(router, module, style) }
        return nil
    }

    private func open<M: Module>(_ router: Router<M>, _ module: Int, _ style: PresentationStyle) throws -> ModuleNode {
        module == 0 ? try router.open(HookB.self, style: style).node : try router.open(HookC.self, style: style).node
    }

    private func embedAny(in opener: ModuleNode) throws -> ModuleNode? {
        if let router = opener.router(as: HookA.self) { return try router.embed(HookB.self, in: "slot").node }
        if let router = opener.router(as: HookB.self) { return try router.embed(HookC.self, in: "slot").node }
        if let router = opener.router(as: HookC.self) { return try router.embed(HookB.self, in: "slot").node }
        return nil
    }
}

extension PresentationStyle {
    var isEmbeddedStyle: Bool {
        if case .embedded = self { return true }
        return false
    }
}
