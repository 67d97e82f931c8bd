/// What a module tree holds, as one value: every module by id with its parent, its children and
/// where it is in its life, the root, and the order in which the root, pushed and presented
/// modules came on screen. The tree is its only writer, one transition at a time; everything
/// else reads it.
///
/// Modules built for a transition that has not shown them yet are here too, `built` and with
/// no parent (the children their builder embedded are theirs already); a closed module is not.
struct TreeState {
    /// One module's place in the tree.
    struct Place {
        /// The module.
        let node: ModuleNode
        /// The module it is shown over or embedded in; nil for the root and for a module not
        /// shown yet.
        var parent: Int?
        /// The modules shown over it or embedded in it, in the order they came.
        var children: [Int] = []
        /// `built`, `inactive` or `active` (a closed module has no place).
        var lifecycle: Lifecycle
    }

    /// Every module the tree knows, by id.
    private(set) var places: [Int: Place] = [:]
    /// The root module's id, once one is shown.
    private(set) var root: Int?
    /// The root, pushed and presented modules on screen, in the order they came: the last one
    /// is in front.
    private(set) var shown: [Int] = []

    // MARK: Reading

    /// The module in front: the root, pushed or presented module that came on screen last and
    /// is still open (a module pushed from an embedded one counts like any other).
    var front: ModuleNode? { shown.last.flatMap { places[$0]?.node } }

    /// The module with `id`, if the tree knows it.
    func node(_ id: Int) -> ModuleNode? { places[id]?.node }

    /// Where the module `id` is in its life: `closed` once the tree forgot it.
    func lifecycle(of id: Int) -> Lifecycle { places[id]?.lifecycle ?? .closed }

    /// The module `id` is shown over or embedded in.
    func parent(of id: Int) -> ModuleNode? { places[id]?.parent.flatMap { places[$0]?.node } }

    /// The ids of the modules shown over or embedded in the module `id`, in the order they came.
    func childIDs(of id: Int) -> [Int] { places[id]?.children ?? [] }

    /// The modules shown over or embedded in the module `id`, in the order they came.
    func children(of id: Int) -> [ModuleNode] {
        guard let place = places[id] else { return [] }
        return place.children.compactMap { places[$0]?.node }
    }

    /// The ids of the module `id` and everything shown over or embedded in it, parents first,
    /// children in the order they came. Linear in the subtree's size, without recursion.
    func subtree(of id: Int) -> [Int] {
        guard places[id] != nil else { return [] }
        var result: [Int] = []
        var pending = [id]
        while let next = pending.popLast() {
            result.append(next)
            if let children = places[next]?.children { pending.append(contentsOf: children.reversed()) }
        }
        return result
    }

    /// Every open module, root first, depth first.
    var openModules: [ModuleNode] {
        guard let root else { return [] }
        return subtree(of: root).compactMap { places[$0]?.node }
    }

    // MARK: Writing (the tree's transitions only)

    /// Records a module just built: `built`, with no parent yet, or (embedded by its parent's
    /// builder) as a child of the module being built.
    mutating func addBuilt(_ node: ModuleNode, embeddedIn parent: Int? = nil) {
        places[node.id] = Place(node: node, parent: parent, lifecycle: .built)
        if let parent { modify(parent) { $0.children.append(node.id) } }
    }

    /// Puts the built module `id` on screen under `parent` (nil: as the root), with the
    /// children its builder embedded: all of them become `inactive`; a root, pushed or
    /// presented module comes in front.
    mutating func attach(_ id: Int, to parent: Int?) {
        guard let place = places[id] else { return }
        if let parent {
            modify(id) { $0.parent = parent }
            modify(parent) { $0.children.append(id) }
        } else {
            root = id
        }
        modify(id) { $0.lifecycle = .inactive }
        if !place.children.isEmpty {
            for member in subtree(of: id) {
                modify(member) { if $0.lifecycle == .built { $0.lifecycle = .inactive } }
            }
        }
        if !place.node.style.isEmbedded { shown.append(id) }
    }

    /// Sets the lifecycle of a shown module (`active` or `inactive`).
    mutating func setLifecycle(_ lifecycle: Lifecycle, of id: Int) {
        modify(id) { $0.lifecycle = lifecycle }
    }

    /// Takes the module `id` out of its parent's children (or out of the root) and its subtree
    /// out of the modules in front; returns the subtree's ids, parents first. The modules keep
    /// their places until each is closed (``forget(_:)``).
    mutating func detach(_ id: Int) -> [Int] {
        let members = places[id]?.children.isEmpty ?? true ? [id] : subtree(of: id)
        if let parent = places[id]?.parent {
            modify(parent) { place in
                if place.children.last == id {
                    place.children.removeLast()
                } else {
                    place.children.removeAll { $0 == id }
                }
            }
            modify(id) { $0.parent = nil }
        }
        if root == id { root = nil }
        removeFromShown(members)
        return members
    }

    /// Forgets a closed module.
    mutating func forget(_ id: Int) {
        places.removeValue(forKey: id)
    }

    /// Changes the place of `id` where it is stored (no copy of it is made).
    private mutating func modify(_ id: Int, _ change: (inout Place) -> Void) {
        guard let index = places.index(forKey: id) else { return }
        change(&places.values[index])
    }

    /// Takes the modules of `members` out of the modules on screen: most often they are its
    /// end, and then only they are touched; otherwise in one pass.
    private mutating func removeFromShown(_ members: [Int]) {
        if members.count == 1, shown.last == members[0] {
            shown.removeLast()
            return
        }
        let onScreen = members.filter { id in
            guard let place = places[id] else { return false }
            return !place.node.style.isEmbedded && place.lifecycle != .built
        }
        guard !onScreen.isEmpty else { return }
        let leaving = Set(onScreen)
        var removed = 0
        while let last = shown.last, leaving.contains(last) {
            shown.removeLast()
            removed += 1
        }
        if removed < leaving.count { shown.removeAll(where: leaving.contains) }
    }
}
