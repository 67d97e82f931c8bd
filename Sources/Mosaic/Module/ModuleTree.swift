import MosaicDI

/// The truth about what is open (DESIGN.md decision 5): every live module is a node with a
/// parent, children and a lifecycle. The tree builds modules from the container, asks the host
/// to show them, and closes whole subtrees: their tasks are cancelled and their roles released.
///
/// ```swift
/// let tree = ModuleTree(container: container, host: HeadlessHost())
/// let inbox = try tree.start(InboxModule.self) { $0.configure(folder: "inbox"); return nil }
/// print(tree)   // InboxModule [active] root
/// ```
@MainActor
public final class ModuleTree: @MainActor CustomStringConvertible {
    /// Where modules are resolved from.
    public let container: Container
    /// Who puts them on screen.
    public let host: any TransitionHandler
    /// The root module, once started.
    public private(set) var root: ModuleNode?
    private var nextID = 0
    private var closeObservers: [(ClosedModule) -> Void] = []

    /// Makes an empty tree.
    ///
    /// ```swift
    /// let tree = ModuleTree(container: container, host: HeadlessHost())
    /// ```
    public init(container: Container, host: any TransitionHandler) {
        self.container = container
        self.host = host
    }

    /// Opens the root module (replacing the current root and everything above it).
    ///
    /// ```swift
    /// let input = try tree.start(InboxModule.self) { input in input.configure(folder: "inbox"); return nil }
    /// ```
    @discardableResult
    public func start<M: Module>(
        _ module: M.Type, configure: (M.Input) throws -> M.Output? = { _ in nil }
    ) throws(TransitionError) -> M.Input {
        let (node, input) = try build(M.self, style: .root, opener: nil, configure: configure)
        try show(node, over: nil)
        if let old = root { close(old, hostAlreadyRemoved: false) }
        root = node
        activate(node)
        return input
    }

    /// The open node showing `view`, if any.
    ///
    /// ```swift
    /// let node = tree.node(showing: view)
    /// ```
    public func node(showing view: any ModuleView) -> ModuleNode? {
        root?.subtree.first { $0.view === view }
    }

    /// Every open module, root first, depth first.
    ///
    /// ```swift
    /// #expect(tree.openModules.map(\.name) == ["InboxModule", "MessageModule"])
    /// ```
    public var openModules: [ModuleNode] { root?.subtree ?? [] }

    /// Tells the tree that the host closed a module on its own (a swipe back, an outside tap on a
    /// sheet): the module and everything above it close, without asking the host to remove
    /// views it already removed. Unknown views are ignored.
    ///
    /// ```swift
    /// tree.hostDidClose(messageView)
    /// ```
    public func hostDidClose(_ view: any ModuleView) {
        guard let node = node(showing: view) else { return }
        close(node, hostAlreadyRemoved: true)
    }

    /// Calls `observer` with what each closed module was made of, for leak tracking.
    ///
    /// ```swift
    /// tree.onClose { closed in tracker.watch(closed) }
    /// ```
    public func onClose(_ observer: @escaping (ClosedModule) -> Void) {
        closeObservers.append(observer)
    }

    /// The tree as indented text: `Name [state] style`, one line per module.
    ///
    /// ```swift
    /// print(tree)
    /// ```
    public var description: String {
        guard let root else { return "(empty)" }
        var lines: [String] = []
        func walk(_ node: ModuleNode, _ depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + "\(node.name) [\(node.state.rawValue)] \(node.style)")
            for child in node.children { walk(child, depth + 1) }
        }
        walk(root, 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Transitions (called by Router)

    func open<M: Module>(
        _ module: M.Type, style: PresentationStyle, from opener: ModuleNode, builder: AnyModuleBuilder<M>? = nil,
        declaredSlot: Bool = true, configure: (M.Input) throws -> M.Output?
    ) throws(TransitionError) -> (ModuleNode, M.Input) {
        guard opener.isOpen else {
            throw TransitionError(.closed, module: M.moduleName, step: "open", opener: opener.name)
        }
        if case .embedded(let slot) = style {
            guard !declaredSlot || opener.slots.contains(slot) else {
                throw TransitionError(.noSuchSlot(slot), module: M.moduleName, step: "embed", opener: opener.name)
            }
            if let occupant = opener.child(inSlot: slot) {
                throw TransitionError(
                    .slotTaken(slot, by: occupant.name), module: M.moduleName, step: "embed", opener: opener.name)
            }
        }
        if style == .root {
            let input = try start(M.self, configure: configure)
            guard let root else { throw TransitionError(.closed, module: M.moduleName, step: "open") }
            return (root, input)
        }
        let (node, input) = try build(M.self, style: style, opener: opener, builder: builder, configure: configure)
        guard style.isEmbedded else {
            try commit(node, over: opener)
            return (node, input)
        }
        try show(node, over: opener)
        opener.attach(node)
        if opener.state == .active { activate(node) } else { node.state = .inactive }
        return (node, input)
    }

    func close(_ node: ModuleNode, step: String = "close") throws(TransitionError) {
        guard node.isOpen else {
            throw TransitionError(.closed, module: node.name, step: step)
        }
        close(node, hostAlreadyRemoved: false)
    }

    /// Builds and configures a module without showing it (first half of a deep-link step).
    func prepare<M: Module>(
        _: M.Type, style: PresentationStyle, opener: ModuleNode?, configure: (M.Input) throws -> M.Output?
    ) throws(TransitionError) -> ModuleNode {
        try build(M.self, style: style, opener: opener, configure: configure).0
    }

    /// Shows a prepared module over `opener` and attaches it (second half of a deep-link step).
    func commit(_ node: ModuleNode, over opener: ModuleNode) throws(TransitionError) {
        try show(node, over: opener)
        opener.attach(node)
        resign(opener)
        activate(node)
    }

    /// Closes every module above `node` that is not embedded in it.
    func closeAbove(_ node: ModuleNode) {
        for child in node.children where !child.style.isEmbedded {
            close(child, hostAlreadyRemoved: false)
        }
    }

    // MARK: Internals

    private func build<M: Module>(
        _: M.Type, style: PresentationStyle, opener: ModuleNode?, builder given: AnyModuleBuilder<M>? = nil,
        configure: (M.Input) throws -> M.Output?
    ) throws(TransitionError) -> (ModuleNode, M.Input) {
        let builder: AnyModuleBuilder<M>
        do throws(ResolutionError) {
            if let given { builder = given } else { builder = try resolveBuilder(M.self) }
        } catch {
            throw TransitionError(.builderNotRegistered(underlying: error), module: M.moduleName, step: "open", opener: opener?.name)
        }
        nextID += 1
        let router = Router(tree: self, moduleType: M.self, framework: M.framework)
        let node = ModuleNode(id: nextID, moduleType: M.self, style: style, router: router)
        router.node = node
        let assembly: Assembly<M>
        do {
            assembly = try builder.build(ModuleContext(container: container, router: router, framework: M.framework, node: node))
        } catch {
            throw TransitionError(.buildFailed(underlying: error), module: M.moduleName, step: "build", opener: opener?.name)
        }
        do {
            if let output = try configure(assembly.input) {
                assembly.connectOutput(output)
            }
        } catch {
            throw TransitionError(.buildFailed(underlying: error), module: M.moduleName, step: "configure", opener: opener?.name)
        }
        node.view = assembly.view
        node.input = assembly.input
        node.roles = assembly.roles
        node.slots = assembly.slots
        node.findObservers()
        return (node, assembly.input)
    }

    private func resolveBuilder<M: Module>(_: M.Type) throws(ResolutionError) -> AnyModuleBuilder<M> {
        guard let framework = M.framework else { return try container.resolve(AnyModuleBuilder<M>.self) }
        return try resolveBuilder(M.self, from: framework)
    }

    private func resolveBuilder<M: Module, F: Framework>(_: M.Type, from: F.Type) throws(ResolutionError) -> AnyModuleBuilder<M> {
        try container.resolve(AnyModuleBuilder<M>.self, from: F.self)
    }

    private func show(_ node: ModuleNode, over opener: ModuleNode?) throws(TransitionError) {
        guard let view = node.view else { return }
        do {
            try host.show(view, style: node.style, over: opener?.view)
        } catch {
            throw TransitionError(.hostRefused(underlying: error), module: node.name, step: "open", opener: opener?.name)
        }
    }

    private func activate(_ node: ModuleNode) {
        node.state = .active
        node.observers.forEach { $0.moduleDidBecomeActive() }
        for child in node.children where child.state == .inactive {
            if case .embedded = child.style { activate(child) }
        }
    }

    private func resign(_ node: ModuleNode) {
        guard node.state == .active else { return }
        node.observers.forEach { $0.moduleWillResignActive() }
        node.state = .inactive
        for child in node.children {
            if case .embedded = child.style { resign(child) }
        }
    }

    /// Closes `node` and its subtree, children first, and gives the opener the front again.
    private func close(_ node: ModuleNode, hostAlreadyRemoved: Bool) {
        for child in node.children.reversed() {
            close(child, hostAlreadyRemoved: hostAlreadyRemoved)
        }
        if node.state == .active { node.observers.forEach { $0.moduleWillResignActive() } }
        node.state = .closed
        node.tasks.forEach { $0.cancel() }
        node.tasks = []
        node.observers.forEach { $0.moduleDidClose() }
        let handlers = node.closeHandlers
        node.closeHandlers = []
        handlers.forEach { $0() }
        if let view = node.view, !hostAlreadyRemoved {
            host.remove(view, style: node.style)
        }
        let closed = closeObservers.isEmpty ? nil : ClosedModule(
            name: node.name,
            objects: [node.view as AnyObject?].compactMap { $0 } + node.roles + [node.router]
                + node.scoped.values.compactMap { isClass($0) })
        node.view = nil
        node.input = nil
        node.roles = []
        node.scoped = [:]
        node.observers = []
        node.router.node = nil
        let sink = node.resultSink
        node.resultSink = nil
        let parent = node.parent
        parent?.detach(node)
        if root === node { root = nil }
        if let parent, parent.state == .inactive, !node.style.isEmbedded,
            !parent.children.contains(where: { !$0.style.isEmbedded })
        {
            activate(parent)
        }
        sink?.deliver(nil)
        if let closed { closeObservers.forEach { $0(closed) } }
    }
}

/// The value as an object, when it is an instance of a class (structs have nothing to leak).
private func isClass(_ value: Any) -> AnyObject? {
    type(of: value) is AnyClass ? value as AnyObject : nil
}

extension PresentationStyle {
    var isEmbedded: Bool {
        if case .embedded = self { return true }
        return false
    }
}

/// What a module was made of when it closed, held weakly: a leak tracker checks later that
/// every object went away.
///
/// ```swift
/// tree.onClose { closed in print(closed.name, closed.objects.count) }
/// ```
@MainActor
public struct ClosedModule {
    /// The module's name.
    public let name: String
    /// Its view, roles and router, as weak references taken when it closed.
    public let objects: [WeakObject]

    init(name: String, objects: [AnyObject]) {
        self.name = name
        self.objects = objects.map(WeakObject.init)
    }
}

/// A weak reference to an object and the name of its type.
///
/// ```swift
/// let alive = closed.objects.filter { $0.object != nil }.map(\.typeName)
/// ```
public struct WeakObject {
    /// The object, while something else keeps it alive.
    public private(set) weak var object: AnyObject?
    /// The object's type name.
    public let typeName: String

    init(_ object: AnyObject) {
        self.object = object
        self.typeName = String(describing: type(of: object))
    }
}
