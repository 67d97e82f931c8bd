import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor
@Suite("Modules: a node's parent")
struct NodeParentTests {
    @Test("a module's parent is its opener while it is open, and nil once it is closed, with its whole subtree")
    func parentWhileOpenAndAfterClose() throws {
        let hooks = BuildHooks()
        let tree = ModuleTree(container: try hookContainer(hooks), host: HeadlessHost())
        let root = try tree.start(HookA.self)
        let middle = try root.router.open(HookB.self)
        let top = try middle.router.open(HookC.self)
        #expect(root.node.parent == nil)
        #expect(middle.node.parent === root.node)
        #expect(top.node.parent === middle.node)

        try middle.router.close()

        #expect(middle.node.parent == nil)
        #expect(top.node.parent == nil)
        #expect(root.node.children.isEmpty)
    }

    @Test("a closed module kept after the module that opened it is released answers nil for its parent, not a crash")
    func parentAfterOpenerReleased() throws {
        let hooks = BuildHooks()
        let tree = ModuleTree(container: try hookContainer(hooks), host: HeadlessHost())
        let root = try tree.start(HookA.self)
        weak var released: ModuleNode?
        let top: Opened<HookC>
        do {
            let middle = try root.router.open(HookB.self)
            top = try middle.router.open(HookC.self)
            released = middle.node
            try middle.router.close()
        }
        #expect(released == nil)
        #expect(top.node.parent == nil)
        #expect(throws: TransitionError.self) { try top.router.close() }
    }

    @Test("modules kept after their tree is released answer nil for their parent, and their routers say closed")
    func parentAfterTreeReleased() throws {
        let hooks = BuildHooks()
        var tree: ModuleTree? = ModuleTree(container: try hookContainer(hooks), host: HeadlessHost())
        let top = try #require(tree).start(HookA.self).router.open(HookB.self).router.open(HookC.self)
        weak var released = tree
        tree = nil
        #expect(released == nil)
        #expect(top.node.parent == nil)
        #expect(throws: TransitionError.self) { try top.router.close() }
    }
}
