/// A table of cell modules: each row is a whole module (rich rows with many actions,
/// their own loading, a horizontal collection inside, talking to their services themselves).
/// Row modules are built when their row shows, reused from a pool per row kind, configured with
/// their item and the state they saved for it, and save that state when they leave the screen.
/// Only the visible rows and the pool are alive. The host reports what is visible and lays out
/// ``view(atRow:)``.
///
/// ```swift
/// let list = CellModuleList<Album>(router: router, poolSize: 4) { $0.isFeatured ? "gallery" : "plain" }
/// try list.register(GalleryRowModule.self, forKind: "gallery")
/// try list.register(PlainRowModule.self, forKind: "plain")
/// list.setItems(albums)
/// list.show(rows: 0..<20)          // the host, as the user scrolls
/// ```
@MainActor
public final class CellModuleList<Item: Identifiable & Sendable> {
    /// What stands at a visible row.
    public enum Row {
        /// The row's module.
        case module(ModuleNode)
        /// The row's module could not be built; the host shows the error in its place.
        case failed(CompositionError)
    }

    /// The items, in row order.
    public private(set) var items: [Item] = []
    /// The rows the host last said are visible.
    public var visibleRange: Range<Int> { visible }
    @usableFromInline var visible: Range<Int> = 0..<0
    /// Row modules alive now (visible and pooled).
    public internal(set) var liveModules = 0
    /// The most row modules ever alive at once.
    public private(set) var peakLiveModules = 0
    /// How many row modules were built (the rest of the shows reused pooled ones).
    public private(set) var builtModules = 0
    /// How many modules each row kind keeps for reuse.
    public let poolSize: Int

    /// The module the list belongs to (not kept alive by the list: the module keeps the list).
    @usableFromInline weak var owner: ModuleNode?
    @usableFromInline let name: String
    @usableFromInline let kindOf: (Item) -> String
    // on the stored state below: the class is @MainActor, so every access
    // is on the main thread, and no in-place mutation of it calls out to code that could touch it
    // (a row's `show` and `saveState` run between accesses, never inside one).
    @usableFromInline var makers: [String: @MainActor (CellModuleList) throws -> PooledRow<Item>] = [:]
    @usableFromInline var rows: [Int: PooledRow<Item>] = [:]
    @usableFromInline var failures: [Int: CompositionError] = [:]
    /// Pooled rows by kind: a short list searched in order (a few kinds; comparing two short
    /// strings costs less than hashing one).
    @usableFromInline var pool: [(kind: String, rows: [PooledRow<Item>])] = []
    @usableFromInline var saved: [Item.ID: Any] = [:]
    private var serial = 0
    @usableFromInline var updating = false
    @usableFromInline var pendingItems: [Item]?
    @usableFromInline var pendingRange: Range<Int>?

    /// Makes an empty list owned by the module of `router`; `kind` names the row module each
    /// item needs.
    ///
    /// ```swift
    /// let list = CellModuleList<Album>(router: context.router) { _ in "album" }
    /// ```
    public init<Owner: Module>(
        router: Router<Owner>, poolSize: Int = 2, name: String = "CellModuleList", kind: @escaping (Item) -> String
    ) {
        owner = router.node
        self.poolSize = max(0, poolSize)
        self.name = name
        kindOf = kind
        router.node?.parts?.closeHandlers.append { [weak self] in self?.ownerDidClose() }
    }

    /// Uses `module` for the rows of `kind`. A kind registered twice is an error.
    ///
    /// ```swift
    /// try list.register(AlbumRowModule.self, forKind: "album")
    /// ```
    @inlinable
    public func register<M: Module>(_ module: M.Type, forKind kind: String) throws(CompositionError)
    where M.Input: RowInput, M.Input.Item == Item {
        try checkNew(kind)
        makers[kind] = { list in
            try list.build(M.self, kind: kind) { input in
                PooledRow<Item>.Calls(
                    show: { item, list in input.show(item, restoring: list.savedState(for: item.id)) },
                    save: { id, list in list.keep(input.saveState(), for: id) })
            }
        }
    }

    /// Uses `module`, whose Input is a protocol (an existential such as `any AlbumRowInput`),
    /// for the rows of `kind`: the Input the builder returns must conform to ``RowInput`` with
    /// this list's `Item` and `savedState`; a row whose Input does not is shown as failed, with
    /// an error naming the module. A kind registered twice is an error.
    ///
    /// ```swift
    /// @MainActor protocol AlbumRowInput: RowInput where Item == Album, SavedState == Double {}
    /// enum AlbumRow: Module { typealias Input = any AlbumRowInput }
    /// try list.register(AlbumRow.self, forKind: "album", savedState: Double.self)
    /// ```
    public func register<M: Module, State>(
        _ module: M.Type, forKind kind: String, savedState: State.Type
    ) throws(CompositionError) {
        guard makers[kind] == nil else { throw CompositionError(.duplicateName(kind), in: name) }
        makers[kind] = { list in
            try list.build(M.self, kind: kind) { input throws(TransitionError) in
                guard let row = input as? any RowInput, let calls = row.calls(for: Item.self, keeping: State.self) else {
                    throw TransitionError(
                        .inputMismatch(
                            expected: "RowInput<\(Item.self), \(State.self)>", actual: String(describing: type(of: input))),
                        module: M.moduleName, step: .embedRow, opener: list.name)
                }
                return PooledRow<Item>.Calls(
                    show: { item, list in calls.show(item, list.savedState(for: item.id)) },
                    save: { id, list in list.keep(calls.save(), for: id) })
            }
        }
    }

    /// Replaces the items. Visible rows show their new item in the module they have (a row whose
    /// kind changed gets a module of the new kind); rows past the end leave.
    ///
    /// ```swift
    /// list.setItems(albums)
    /// ```
    public func setItems(_ items: [Item]) {
        // A row's `show` that sets the items (re-entrant) is applied after the current update.
        guard !updating else {
            pendingItems = items
            return
        }
        updating = true
        apply(items)
        finishUpdate()
    }

    /// Applies what rows asked for while the list was updating, in order, then lets go.
    @inlinable
    func finishUpdate() {
        while pendingItems != nil || pendingRange != nil {
            if let next = pendingItems {
                pendingItems = nil
                apply(next)
            }
            if let range = pendingRange {
                pendingRange = nil
                move(to: range)
            }
        }
        updating = false
    }

    @usableFromInline func apply(_ items: [Item]) {
        for (index, row) in rows { saveState(of: row, at: index) }
        self.items = items
        let range = visibleRange.clamped(to: items.indices)
        for index in visibleRange where !range.contains(index) {
            recycle(at: index)
            failures[index] = nil
        }
        visible = range
        // Rows whose kind changed go back first, so the pool can serve the rows that need one.
        for index in range {
            if let row = rows[index], row.kind != kindOf(items[index]) { recycle(at: index) }
        }
        for index in range {
            if let row = rows[index] {
                row.show(items[index], in: self)
            } else {
                failures[index] = nil
                fill(index)
            }
        }
    }

    /// The host reports the rows now on screen: rows that left save their state and go back to
    /// the pool (or close when it is full); rows that came get a module, from the pool when one
    /// of their kind waits there.
    ///
    /// ```swift
    /// list.show(rows: 40..<60)
    /// ```
    @inlinable
    public func show(rows range: Range<Int>) {
        guard !updating else {
            pendingRange = range
            return
        }
        updating = true
        move(to: range)
        finishUpdate()
    }

    @inlinable
    func move(to range: Range<Int>) {
        let range = range.clamped(to: items.indices)
        let old = visibleRange
        // Only the rows that leave and the rows that come are touched: a scroll step is O(1).
        for index in old where !range.contains(index) {
            if let row = rows.removeValue(forKey: index) {
                saveState(of: row, at: index)
                recycle(row)
            }
            if !failures.isEmpty { failures[index] = nil }
        }
        visible = range
        for index in range where !old.contains(index) {
            fill(index)
        }
    }

    /// What stands at a visible row; nil for rows off screen.
    ///
    /// ```swift
    /// if case .module(let node) = list.row(at: 3) { print(node.name) }
    /// ```
    public func row(at index: Int) -> Row? {
        if let failure = failures[index] { return .failed(failure) }
        return rows[index].map { .module($0.node) }
    }

    /// The view of a visible row's module, for the host to lay out.
    ///
    /// ```swift
    /// let view = list.view(atRow: 3)
    /// ```
    public func view(atRow index: Int) -> (any ModuleView)? {
        rows[index]?.node.view
    }

    /// Replaces one item (matched by id); its row, if visible, shows it again with its current
    /// state. An item no longer in the list, or a list whose module closed, is an error.
    ///
    /// ```swift
    /// try list.update(album)
    /// ```
    public func update(_ item: Item) throws(CompositionError) {
        guard let owner, owner.isOpen else { throw CompositionError(.listClosed, in: name) }
        guard let index = items.firstIndex(where: { $0.id == item.id }) else {
            throw CompositionError(.rowGone(id: "\(item.id)"), in: name)
        }
        guard !updating else {
            // Asked from a row's `show`: applied, with the rest, after the current update.
            var next = pendingItems ?? items
            if let pendingIndex = next.firstIndex(where: { $0.id == item.id }) { next[pendingIndex] = item }
            pendingItems = next
            return
        }
        items[index] = item
        guard let row = rows[index] else { return }
        if row.kind == kindOf(item) {
            row.save(for: item.id, in: self)
            row.show(item, in: self)
        } else {
            saveState(of: row, at: index)
            recycle(at: index)
            fill(index)
        }
    }

    // MARK: Internals

    @inlinable
    func fill(_ index: Int) {
        let item = items[index]
        let kind = kindOf(item)
        let row: PooledRow<Item>
        if let pooled = takePooled(kind) {
            row = pooled
        } else {
            guard let made = make(kind, at: index) else { return }
            row = made
        }
        row.show(item, in: self)
        rows[index] = row
    }

    /// Throws if `kind` is registered already.
    @usableFromInline func checkNew(_ kind: String) throws(CompositionError) {
        guard makers[kind] == nil else { throw CompositionError(.duplicateName(kind), in: name) }
    }

    @usableFromInline func build<M: Module>(
        _: M.Type, kind: String, calls: (M.Input) throws(TransitionError) -> PooledRow<Item>.Calls
    ) throws(TransitionError) -> PooledRow<Item> {
        guard let owner, let tree = owner.tree else {
            throw TransitionError(.closed, module: M.moduleName, step: .embedRow, opener: name)
        }
        serial += 1
        var made: PooledRow<Item>.Calls?
        let opened = try tree.embed(M.self, in: "row \(serial)", of: owner, checkingSlot: false, step: .embedRow) { input in
            made = try calls(input)
            return nil
        }
        guard let made else { throw TransitionError(.closed, module: M.moduleName, step: .embedRow, opener: name) }
        builtModules += 1
        liveModules += 1
        peakLiveModules = max(peakLiveModules, liveModules)
        return PooledRow(node: opened.node, kind: kind, calls: made)
    }

    /// Closes a row module the pool has no room for.
    @usableFromInline func close(_ row: PooledRow<Item>) {
        if row.node.state != .closed, let tree = owner?.tree { try? tree.close(row.node, step: .close) }
        liveModules -= 1
    }

    /// The owning module closed (and its row modules with it): let go of every handle.
    private func ownerDidClose() {
        rows = [:]
        pool = []
        failures = [:]
        saved = [:]
        liveModules = 0
        visible = 0..<0
    }

    /// Builds a row module of `kind`, or records why it could not be built.
    @usableFromInline func make(_ kind: String, at index: Int) -> PooledRow<Item>? {
        guard let make = makers[kind] else {
            failures[index] = CompositionError(.unknownRowKind(kind), in: name)
            return nil
        }
        do {
            return try make(self)
        } catch {
            var reason = (error as? TransitionError)
                ?? TransitionError(.buildFailed(underlying: error), module: kind, step: .embedRow, opener: name)
            if case .buildFailed(let inner as TransitionError) = reason.reason { reason = inner }
            failures[index] = CompositionError(.rowBuildFailed(kind: kind, index: index, underlying: reason), in: name)
            return nil
        }
    }

    @inlinable
    func takePooled(_ kind: String) -> PooledRow<Item>? {
        guard let slot = poolSlot(of: kind) else { return nil }
        return pool[slot].rows.popLast()
    }

    /// Where the pool keeps the rows of `kind`, if it has kept any.
    // A loop rather than `firstIndex(where:)`: a main-actor closure handed to the standard
    // library has its actor checked at run time on every call.
    @inlinable
    func poolSlot(of kind: String) -> Int? {
        for slot in pool.indices where pool[slot].kind == kind { return slot }
        return nil
    }

    @inlinable
    func saveState(of row: PooledRow<Item>, at index: Int) {
        guard items.indices.contains(index) else { return }
        row.save(for: items[index].id, in: self)
    }

    /// The state saved for the item `id`, if it is of type `State`.
    // Speed: typed, so that a row with nothing saved makes and destroys no optional `Any`.
    @inlinable
    func savedState<State>(for id: Item.ID, as _: State.Type = State.self) -> State? {
        guard !saved.isEmpty, let state = saved[id] else { return nil }
        return state as? State
    }

    /// Keeps `state` for the item `id` (nil forgets what was kept).
    @inlinable
    func keep<State>(_ state: State?, for id: Item.ID) {
        if let state {
            saved[id] = state
        } else if !saved.isEmpty {
            saved.removeValue(forKey: id)
        }
    }

    @inlinable
    func recycle(at index: Int) {
        guard let row = rows.removeValue(forKey: index) else { return }
        recycle(row)
    }

    /// Puts a row that left the screen in the pool, or closes it when the pool is full.
    @inlinable
    func recycle(_ row: PooledRow<Item>) {
        let slot = poolSlot(of: row.kind)
        var pooled = 0
        if let slot { pooled = pool[slot].rows.count }
        if pooled < poolSize, row.node.state != .closed {
            if let slot { pool[slot].rows.append(row) } else { pool.append((row.kind, [row])) }
        } else {
            close(row)
        }
    }
}
