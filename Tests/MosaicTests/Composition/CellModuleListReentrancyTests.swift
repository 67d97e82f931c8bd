import Mosaic
import MosaicDI
import MosaicTesting
import Testing

/// A row Input declared as a protocol: the module's Input is the existential.
@MainActor protocol TrackRowInput: RowInput where Item == Album, SavedState == Double {
    var shownTitle: String { get }
}
enum TrackRowModule: Module { typealias Input = any TrackRowInput }

@MainActor final class TrackRowPresenter: TrackRowInput {
    private(set) var shownTitle = ""
    var offset = 0.0
    /// Called from `show`: a row that sets its own list's items (re-entrant).
    var onShow: ((Album) -> Void)?
    init() {}
    func show(_ item: Album, restoring state: Double?) {
        shownTitle = item.title
        offset = state ?? 0
        onShow?(item)
    }
    func saveState() -> Double? { offset }
}

/// Shared with the row builder so a test can hook every row's `show`.
@MainActor final class RowHooks {
    var onShow: ((Album) -> Void)?
    init() {}
}

@MainActor
func trackContainer(_ hooks: RowHooks) throws -> Container {
    try Container { builder in
        builder.register(onMainActor: AlbumListBuilder.init).asModuleBuilder()
        builder.register(module: TrackRowModule.self) { _ in
            let presenter = TrackRowPresenter()
            presenter.onShow = { hooks.onShow?($0) }
            return Assembly(view: RowView(), input: presenter, roles: [presenter])
        }
    }
}

@MainActor
@Suite("Composition: lists under re-entrant updates and any index")
struct CellModuleListReentrancyTests {
    @Test("a row whose show sets its own list's items: the new items are applied after the current update")
    func reentrantSetItems() throws {
        let hooks = RowHooks()
        let tree = ModuleTree(container: try trackContainer(hooks), host: HeadlessHost())
        let owner = try tree.start(AlbumListModule.self).input
        let list = CellModuleList<Album>(router: owner.router, poolSize: 2) { _ in "track" }
        try list.register(TrackRowModule.self, forKind: "track", savedState: Double.self)
        var replaced = false
        hooks.onShow = { album in
            guard album.id == 1, !replaced else { return }
            replaced = true
            list.setItems((0..<3).map { Album(id: $0 + 100, title: "new \($0)") })
        }
        list.setItems((0..<5).map { Album(id: $0, title: "old \($0)") })
        list.show(rows: 0..<3)
        #expect(list.items.map(\.id) == [100, 101, 102])
        let titles = (0..<3).compactMap { index -> String? in
            guard case .module(let node) = list.row(at: index) else { return nil }
            return node.input(as: (any TrackRowInput).self)?.shownTitle
        }
        #expect(titles == ["new 0", "new 1", "new 2"])
    }

    @Test("rows whose Input is a protocol are shown and keep their state")
    func protocolInputRows() throws {
        let tree = ModuleTree(container: try trackContainer(RowHooks()), host: HeadlessHost())
        let owner = try tree.start(AlbumListModule.self).input
        let list = CellModuleList<Album>(router: owner.router) { _ in "track" }
        try list.register(TrackRowModule.self, forKind: "track", savedState: Double.self)
        list.setItems((0..<50).map { Album(id: $0, title: "t\($0)") })
        list.show(rows: 0..<2)
        guard case .module(let first) = list.row(at: 0), let presenter = first.input(as: TrackRowPresenter.self) else {
            Issue.record("row 0 has no module")
            return
        }
        presenter.offset = 12
        list.show(rows: 20..<22)
        list.show(rows: 0..<2)
        guard case .module(let again) = list.row(at: 0) else {
            Issue.record("row 0 has no module")
            return
        }
        #expect(again.input(as: (any TrackRowInput).self)?.shownTitle == "t0")
        #expect(again.input(as: TrackRowPresenter.self)?.offset == 12)
    }

    @Test("a row module whose Input is not a RowInput of the list's item shows as failed, naming the module")
    func wrongRowInput() throws {
        let tree = ModuleTree(container: try trackContainer(RowHooks()), host: HeadlessHost())
        let owner = try tree.start(AlbumListModule.self).input
        let list = CellModuleList<Album>(router: owner.router) { _ in "track" }
        try list.register(TrackRowModule.self, forKind: "track", savedState: Int.self)
        list.setItems([Album(id: 1, title: "x")])
        list.show(rows: 0..<1)
        guard case .failed(let error) = list.row(at: 0) else {
            Issue.record("expected a failed row")
            return
        }
        #expect(error.description.contains("TrackRowModule"))
        #expect(error.description.contains("RowInput<Album, Int>"))
        #expect(tree.openModules.count == 1, "the row module was torn down")
    }

    @Test("a cell group list answers any row index, negative or past the end, with a typed error", arguments: [
        -1, Int.min, 6, Int.max,
    ])
    func anyGroupIndex(index: Int) async throws {
        let list = try CellGroupList(groups: [])
        await list.load()
        let error = try #require(throws: CompositionError.self) { try list.handle(.selected, atRow: index) }
        guard case .noSuchRow(let reported, _) = error.reason else {
            Issue.record("\(error)")
            return
        }
        #expect(reported == index)
    }
}
