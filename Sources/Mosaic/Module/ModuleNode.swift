/// One live module in the tree: its place (parent, children, slots), its lifecycle and, while
/// it is open, the objects it is made of.
///
/// ```swift
/// let node = try #require(tree.root)
/// print(node.name, node.state, node.children.map(\.name))
/// ```
@MainActor
public final class ModuleNode {
    /// A number unique within its tree.
    public let id: Int
    /// The module type (its name is computed only when asked: it costs a type-name lookup).
    public let moduleType: Any.Type
    /// The module type's name.
    public var name: String { String(describing: moduleType) }
    /// How the module was put on screen.
    public let style: PresentationStyle
    // @exclusivity(unchecked) on the stored state below: the class is @MainActor, so every access
    // is on the main thread, and no in-place mutation of it calls out to code that could touch it.
    /// The module that opened (or embeds) this one while it is on screen; nil for the root and
    /// for a module that is built but not shown, or closed.
    // Speed: a strong reference, not `weak`: a weak reference moves the parent's reference count
    // into a side table, which makes every retain and release of it (the front module, each open
    // over it) several times slower. The cycle it makes with `children` lasts only while both are
    // on screen: leaving the parent and tearing down clear it, and a tree let go with modules
    // still open clears it for them (`ModuleTree.deinit`).
    @exclusivity(unchecked) public private(set) var parent: ModuleNode?
    /// The modules this one opened or embeds, in the order they came.
    @exclusivity(unchecked) public private(set) var children: [ModuleNode] = []
    /// How many of ``children`` are embedded: coming to the front and resigning look through
    /// the children only when some are (most modules embed none, and their children are the
    /// modules pushed over them).
    @exclusivity(unchecked) private var embeddedChildren = 0
    /// Where the module is in its life.
    @exclusivity(unchecked) public private(set) var state: Lifecycle = .built
    /// The tree the module belongs to, until it is closed.
    // Speed: a strong reference, not `weak` (see ``parent``): the tree's reference count stays
    // inline. No cycle outlives the tree: tearing down clears it, and a tree let go with modules
    // still open lets go of them (`TreeCore.letGo()`).
    @usableFromInline @exclusivity(unchecked) var tree: TreeCore?
    /// The tree, unless the module is closed or its app let go of the tree.
    @inlinable var liveTree: TreeCore? {
        guard let tree, !tree.isLetGo else { return nil }
        return tree
    }

    /// What the host shows for the module; nil once it is closed.
    @exclusivity(unchecked) public internal(set) var view: (any ModuleView)?
    /// The module's Input, kept for deep links that configure an open module; nil once closed.
    var input: Any? {
        guard let storedInput else { return nil }
        if let box = storedInput as? InputBox { return box.value }
        return storedInput
    }
    /// The Input as kept: the object itself, or a value (a struct Input) in a box.
    // Speed: an optional object, not an `Any?`: an optional `Any` is stored, cleared and
    // destroyed through its type's value witnesses, several times per module.
    @exclusivity(unchecked) var storedInput: AnyObject?
    @exclusivity(unchecked) var roles: [AnyObject] = []
    /// The slots the module's Assembly offers.
    var slots: Set<String> { extras?.slots ?? [] }
    /// The roles and view that want lifecycle calls, found once when the module is built.
    @exclusivity(unchecked) var observers: [any LifecycleObserver] = []
    /// What only some modules have (tasks, children embedded at build, close handlers, scoped
    /// instances, an awaiting opener), made the first time one is added.
    // Speed: one optional reference instead of five collections to set up, check and release
    // for every module, most of which have none of them.
    @exclusivity(unchecked) private var extras: Extras?

    /// The storage behind ``extras``.
    private final class Extras {
        var tasks: [Task<Void, Never>] = []
        var embeddedAtBuild: [ModuleNode] = []
        var closeHandlers: [() -> Void] = []
        var scoped: [ObjectIdentifier: Any] = [:]
        var resultSink: ResultSink?
        var slots: Set<String> = []
    }

    /// The extras, made if the module has none yet.
    private var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    /// Work owned by the module, cancelled when it closes.
    var tasks: [Task<Void, Never>] {
        get { extras?.tasks ?? [] }
        _modify { yield &madeExtras.tasks }
    }
    /// Children the builder embedded (``ModuleContext/embed(_:in:configure:)``): built with the
    /// module, shown and attached with it, once.
    var embeddedAtBuild: [ModuleNode] {
        get { extras?.embeddedAtBuild ?? [] }
        _modify { yield &madeExtras.embeddedAtBuild }
    }
    /// Run when the module closes: composites owned by it let go of their submodules.
    var closeHandlers: [() -> Void] {
        get { extras?.closeHandlers ?? [] }
        _modify { yield &madeExtras.closeHandlers }
    }
    /// Module-scoped instances (``ModuleContext/shared(_:)``), released when the module closes.
    var scoped: [ObjectIdentifier: Any] {
        get { extras?.scoped ?? [:] }
        _modify { yield &madeExtras.scoped }
    }
    /// Receives the result of `router.close(returning:)` for an opener that awaits it.
    var resultSink: ResultSink? {
        get { extras?.resultSink }
        _modify { yield &madeExtras.resultSink }
    }
    /// Whether the builder embedded children that wait to be shown with the module.
    var hasEmbeddedAtBuild: Bool { extras.map { !$0.embeddedAtBuild.isEmpty } ?? false }

    struct ResultSink {
        let deliver: (Any?) -> Void
    }

    init(id: Int, moduleType: Any.Type, style: PresentationStyle, tree: TreeCore) {
        self.id = id
        self.moduleType = moduleType
        self.style = style
        self.tree = tree
    }

    /// Whether the module is on screen (built or closed modules are not).
    @inlinable public var isOpen: Bool { state == .active || state == .inactive }

    /// The module's Input, if it is of type `I` and the module is not closed.
    ///
    /// ```swift
    /// let message = tree.openModules.last?.input(as: (any MessageInput).self)
    /// ```
    public func input<I>(as type: I.Type) -> I? {
        input as? I
    }

    /// Configures the open module through its Input, as a deep link or a parent does after the
    /// module is on screen. A closed module, an Input of another type or a throwing `body` is a
    /// ``TransitionError`` naming the module and the step `configure`.
    ///
    /// ```swift
    /// try node.configure(as: (any MessageInput).self) { $0.configure(messageID: 7) }
    /// ```
    public func configure<I>(as type: I.Type, _ body: (I) throws -> Void) throws(TransitionError) {
        guard isOpen, let input else { throw TransitionError(.closed, module: name, step: .configure) }
        guard let typed = input as? I else {
            throw TransitionError(
                .inputMismatch(expected: String(describing: I.self), actual: String(describing: Swift.type(of: input))),
                module: name, step: .configure)
        }
        do {
            try body(typed)
        } catch {
            throw TransitionError(.buildFailed(underlying: error), module: name, step: .configure)
        }
    }

    /// The module's router, when the module is of type `M`: a way to close it or open from it
    /// from outside (a test, a host).
    ///
    /// ```swift
    /// try tree.openModules.last?.router(as: ContactPicker.self)?.close(returning: "Ada")
    /// ```
    public func router<M: Module>(as module: M.Type) -> Router<M>? {
        moduleType == M.self ? Router(node: self) : nil
    }

    /// Closes the module and everything it opened or embeds, from outside it (a test, a
    /// composite that owns it). A closed module is a ``TransitionError``.
    ///
    /// ```swift
    /// try tree.openModules.last?.close()
    /// ```
    public func close() throws(TransitionError) {
        guard let tree = liveTree else { throw TransitionError(.closed, module: name, step: .close) }
        try tree.close(self, step: .close)
    }

    /// The module as opened: its Input and router, when the module is of type `M` and not closed.
    ///
    /// ```swift
    /// let picker = try #require(tree.openModules.last?.opened(as: ContactPicker.self))
    /// ```
    public func opened<M: Module>(as module: M.Type) -> Opened<M>? {
        guard moduleType == M.self, let input = input as? M.Input else { return nil }
        return Opened(input: input, router: Router(node: self))
    }

    /// The child embedded in `slot`, if any.
    ///
    /// ```swift
    /// let header = node.child(inSlot: "header")
    /// ```
    public func child(inSlot slot: String) -> ModuleNode? {
        // Loops rather than the standard library's `first(where:)` and `removeAll(where:)` on
        // the node's paths: a main-actor closure handed to the standard library has its actor
        // checked at run time on every call, which costs more than the comparison itself.
        for child in children where child.style == .embedded(slot: slot) { return child }
        return nil
    }

    /// Every node of this subtree, this one first.
    ///
    /// ```swift
    /// let names = node.subtree.map(\.name)
    /// ```
    public var subtree: [ModuleNode] {
        [self] + children.flatMap(\.subtree)
    }

    // MARK: Transitions (the tree orders them; the node carries them out)

    /// Built → on screen under `parent` (nil for the root), inactive until activated.
    func attach(to parent: ModuleNode?) {
        if let parent {
            self.parent = parent
            parent.children.append(self)
            if style.isEmbedded { parent.embeddedChildren += 1 }
        }
        state = .inactive
    }

    /// Comes to the front: it and the modules embedded in it become active.
    func activate() {
        guard state == .inactive else { return }
        state = .active
        for observer in observers { observer.moduleDidBecomeActive() }
        guard embeddedChildren > 0 else { return }
        for child in children where child.style.isEmbedded && child.state == .inactive {
            child.activate()
        }
    }

    /// Is covered: it and the modules embedded in it resign.
    func resignActive() {
        guard state == .active else { return }
        state = .inactive
        for observer in observers { observer.moduleDidResignActive() }
        guard embeddedChildren > 0 else { return }
        for child in children where child.style.isEmbedded { child.resignActive() }
    }

    /// Leaves its parent without any lifecycle call (its subtree is torn down next); whether
    /// it had one.
    @discardableResult
    @inline(__always)  // one call per close, inside the tree's teardown
    func detachFromParent() -> Bool {
        guard let parent else { return false }
        // Most often the module leaving is the one opened last.
        if parent.children.last === self {
            parent.children.removeLast()
        } else if let index = parent.index(ofChild: self) {
            parent.children.remove(at: index)
        }
        if style.isEmbedded { parent.embeddedChildren -= 1 }
        self.parent = nil
        return true
    }

    /// Clears the parent of every module of this subtree, so that nodes no tree holds any more
    /// do not keep each other alive (see ``parent``).
    func forgetParents() {
        parent = nil
        for child in children { child.forgetParents() }
    }

    /// Where `child` is among the children (a loop: see ``child(inSlot:)``).
    private func index(ofChild child: ModuleNode) -> Int? {
        for index in children.indices where children[index] === child { return index }
        return nil
    }

    /// The last step of a closed or never-shown module: resigns if active, cancels its tasks,
    /// tells its observers and composites, releases everything it was made of and hands the
    /// awaiting opener nil. Returns what it was made of, for leak tracking.
    func tearDown(reporting: Bool) -> ClosedModule? {
        guard state != .closed else { return nil }
        if state == .active {
            for observer in observers { observer.moduleDidResignActive() }
        }
        let wasOpen = state != .built
        state = .closed
        // Speed: the extras and each collection are emptied only if they hold something (most
        // modules start no task, embed nothing, keep no scoped instance).
        if let extras, !extras.tasks.isEmpty {
            for task in extras.tasks { task.cancel() }
            extras.tasks = []
        }
        if wasOpen { for observer in observers { observer.moduleDidClose() } }
        if let extras, !extras.closeHandlers.isEmpty {
            let handlers = extras.closeHandlers
            extras.closeHandlers = []
            for handler in handlers { handler() }
        }
        var closed = reporting ? ClosedModule(
            name: name,
            objects: [view as AnyObject?, inputObject].compactMap { $0 } + roles + scoped.values.compactMap(objectOf)) : nil
        if let extras, !extras.embeddedAtBuild.isEmpty {
            let pending = extras.embeddedAtBuild
            extras.embeddedAtBuild = []
            for child in pending {
                if let more = child.tearDown(reporting: reporting) { closed?.append(more) }
            }
        }
        parent = nil
        tree = nil
        view = nil
        storedInput = nil
        if !roles.isEmpty { roles = [] }
        if !observers.isEmpty { observers = [] }
        if !children.isEmpty {
            children = []
            embeddedChildren = 0
        }
        if let extras {
            extras.scoped = [:]
            let sink = extras.resultSink
            extras.resultSink = nil
            sink?.deliver(nil)
        }
        return closed
    }

    /// Hands `result` to the opener that awaits it, if any, before the module closes.
    func deliver(_ result: Any) {
        guard let extras, let sink = extras.resultSink else { return }
        extras.resultSink = nil
        sink.deliver(result)
    }

    /// Takes what the builder made (the Input as kept: see ``storedInput``); the tree then
    /// finds the observers among them.
    func adopt(view: any ModuleView, storedInput: AnyObject, roles: [AnyObject], slots: Set<String>) {
        self.view = view
        self.storedInput = storedInput
        // Only if there are any: replacing an empty collection with another still retains one
        // and releases the other.
        if !roles.isEmpty { self.roles = roles }
        if !slots.isEmpty { madeExtras.slots = slots }
    }

    /// Whether `object` is listed among the roles (a loop: see ``child(inSlot:)``).
    func isRole(_ object: AnyObject) -> Bool {
        for role in roles where role === object { return true }
        return false
    }

    /// The Input, when it is an object not listed among the roles (it is kept and watched like one).
    private var inputObject: AnyObject? {
        guard let storedInput, !(storedInput is InputBox), !isRole(storedInput) else { return nil }
        return storedInput
    }
}

/// An Input that is a value (a struct), kept as an object by its node.
@usableFromInline
final class InputBox {
    let value: Any

    @usableFromInline
    init(_ value: Any) {
        self.value = value
    }
}

/// The value as an object, when it is an instance of a class (structs have nothing to leak).
private func objectOf(_ value: Any) -> AnyObject? {
    type(of: value) is AnyClass ? value as AnyObject : nil
}
