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

    @Test("a closed module does not keep the module that opened it alive")
    func closedModuleLetsGoOfItsOpener() throws {
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

    @Test("a tree let go with modules still open lets go of them: nodes nothing else holds go away, a kept one has no parent and its router says closed")
    func treeReleasedWithModulesOpen() async throws {
        let hooks = BuildHooks()
        var tree: ModuleTree? = ModuleTree(container: try hookContainer(hooks), host: HeadlessHost())
        weak var rootNode: ModuleNode?
        weak var middleNode: ModuleNode?
        let top = try openThree(in: try #require(tree)) { rootNode = $0; middleNode = $1 }
        weak let released = tree
        tree = nil
        #expect(released == nil)
        #expect(await eventually { rootNode == nil && middleNode == nil })
        #expect(top.node.parent == nil)
        #expect(throws: TransitionError.self) { try top.router.close() }
    }

    /// Opens A, B over it and C over B; shows `seen` the first two nodes and returns the third.
    private func openThree(in tree: ModuleTree, _ seen: (ModuleNode, ModuleNode) -> Void) throws -> Opened<HookC> {
        let root = try tree.start(HookA.self)
        let middle = try root.router.open(HookB.self)
        seen(root.node, middle.node)
        return try middle.router.open(HookC.self)
    }
}
