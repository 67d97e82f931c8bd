import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// A table of cell modules: albums, each row a whole module; featured albums get a row
// with a horizontal strip whose offset is saved when the row leaves the screen.

struct Album: Identifiable, Sendable, Equatable {
    let id: Int
    var title: String
    var isFeatured: Bool { id % 5 == 0 }
}

struct AlbumService: Sendable {
    func photos(in album: Int) -> Int { album % 7 }
}

@MainActor final class StripRowPresenter: RowInput {
    let service: AlbumService
    private(set) var album: Album?
    private(set) var photoCount = 0
    var offset = 0.0
    init(service: AlbumService) { self.service = service }
    func show(_ item: Album, restoring state: Double?) {
        album = item
        photoCount = service.photos(in: item.id)     // the row talks to its service itself
        offset = state ?? 0
    }
    func saveState() -> Double? { offset == 0 ? nil : offset }
}

@MainActor final class PlainRowPresenter: RowInput {
    private(set) var album: Album?
    func show(_ item: Album, restoring state: Void?) { album = item }
}

enum StripRowModule: Module { typealias Input = StripRowPresenter }
enum PlainRowModule: Module { typealias Input = PlainRowPresenter }
enum BrokenRowModule: Module { typealias Input = PlainRowPresenter }
enum AlbumListModule: Module { typealias Input = AlbumListPresenter }

@MainActor final class RowView: ModuleView {}
@MainActor final class AlbumListView: ModuleView {}

@MainActor final class AlbumListPresenter {
    let router: Router<AlbumListModule>
    init(router: Router<AlbumListModule>) { self.router = router }
}

@MainActor final class RowBuilder<M: Module, P: AnyObject>: ModuleBuilder where M.Input == P, M.Output == Never {
    let make: @MainActor (ModuleContext<M>) throws -> P
    init(_ make: @escaping @MainActor (ModuleContext<M>) throws -> P) { self.make = make }
    func build(_ context: ModuleContext<M>) throws -> Assembly<M> {
        let presenter = try make(context)
        return Assembly(view: RowView(), input: presenter, roles: [presenter])
    }
}

@MainActor final class AlbumListBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<AlbumListModule>) throws -> Assembly<AlbumListModule> {
        let presenter = AlbumListPresenter(router: context.router)
        return Assembly(view: AlbumListView(), input: presenter, roles: [presenter])
    }
}

func albumContainer() throws -> Container {
    try Container { builder in
        builder.register(AlbumService.init)
        builder.register(onMainActor: AlbumListBuilder.init).asModuleBuilder()
        builder.register(onMainActor: {
            RowBuilder<StripRowModule, StripRowPresenter> { StripRowPresenter(service: try $0.resolve()) }
        }).asModuleBuilder()
        builder.register(onMainActor: { RowBuilder<PlainRowModule, PlainRowPresenter> { _ in PlainRowPresenter() } })
            .asModuleBuilder()
        builder.register(onMainActor: {
            RowBuilder<BrokenRowModule, PlainRowPresenter> { _ in throw SectionBuildFailure() }
        }).asModuleBuilder()
    }
}

@MainActor
@Suite("Composition: list of cell modules")
struct CellModuleListTests {
    let host = HeadlessHost()
    let tree: ModuleTree
    let owner: AlbumListPresenter
    let list: CellModuleList<Album>

    init() throws {
        tree = ModuleTree(container: try albumContainer(), host: host)
        owner = try tree.start(AlbumListModule.self).input
        list = CellModuleList<Album>(router: owner.router, poolSize: 3) { $0.isFeatured ? "strip" : "plain" }
        try list.register(StripRowModule.self, forKind: "strip")
        try list.register(PlainRowModule.self, forKind: "plain")
        list.setItems((0..<1_000).map { Album(id: $0, title: "Album \($0)") })
    }

    func strip(at index: Int) throws -> StripRowPresenter {
        guard case .module(let node) = list.row(at: index), let presenter = node.input(as: StripRowPresenter.self)
        else { throw NotAStripRow(index: index) }
        return presenter
    }

    @Test("rows are modules built when shown, configured with their item, each talking to its own service")
    func rowsBuiltWhenShown() throws {
        #expect(list.liveModules == 0, "nothing is built before the host shows rows")
        list.show(rows: 0..<20)
        #expect(list.liveModules == 20)
        let first = try strip(at: 0)
        #expect(first.album?.title == "Album 0")
        let fifth = try strip(at: 5)
        #expect(fifth.photoCount == 5)
        #expect(list.view(atRow: 3) is RowView)
        #expect(list.view(atRow: 40) == nil)
        #expect(tree.root?.children.count == 20, "row modules live in the tree under the list's module")
    }

    @Test("scrolling 1,000 rows through a 20-row window keeps only the window and the pools alive")
    func scrollingReusesModules() throws {
        for top in 0...980 {
            list.show(rows: top..<top + 20)
        }
        let poolLimit = 2 * list.poolSize   // two row kinds, one pool each
        #expect(list.peakLiveModules <= 20 + poolLimit, "peak \(list.peakLiveModules)")
        #expect(list.builtModules < 40, "modules are reused, not rebuilt: built \(list.builtModules)")
        #expect(tree.root?.children.count == list.liveModules)
    }

    @Test("a row saves its state when it leaves the screen and gets it back when its item returns")
    func savedState() throws {
        list.show(rows: 0..<20)
        try strip(at: 10).offset = 120
        list.show(rows: 100..<120)
        #expect(try strip(at: 100).offset == 0, "a reused module starts clean for another item")
        list.show(rows: 0..<20)
        #expect(try strip(at: 10).offset == 120)
    }

    @Test("an update keeps a visible row's state; a state the row dropped is not restored later")
    func updateKeepsState() throws {
        list.show(rows: 0..<20)
        try strip(at: 10).offset = 120
        try list.update(Album(id: 10, title: "Renamed"))
        #expect(try strip(at: 10).album?.title == "Renamed")
        #expect(try strip(at: 10).offset == 120, "the row shows its new item where it was")
        list.show(rows: 100..<120)
        list.show(rows: 0..<20)
        #expect(try strip(at: 10).offset == 120)
        try strip(at: 10).offset = 0      // nothing to keep any more: the 120 kept before goes
        list.show(rows: 100..<120)
        list.show(rows: 0..<20)
        #expect(try strip(at: 10).offset == 0)
    }

    @Test("a row module that fails to build is a placeholder naming the kind and row; the other rows show")
    func failingRow() throws {
        let list = CellModuleList<Album>(router: owner.router) { $0.id == 2 ? "broken" : ($0.id == 3 ? "nobody" : "plain") }
        try list.register(PlainRowModule.self, forKind: "plain")
        try list.register(BrokenRowModule.self, forKind: "broken")
        list.setItems((0..<6).map { Album(id: $0, title: "A\($0)") })
        list.show(rows: 0..<6)
        guard case .failed(let broken) = list.row(at: 2), case .failed(let unknown) = list.row(at: 3) else {
            Issue.record("rows 2 and 3 should be placeholders")
            return
        }
        #expect(broken.description == "CellModuleList: row 2 (kind broken) failed to build: cannot build BrokenRowModule from AlbumListModule: renderer unavailable")
        #expect(unknown.description == "CellModuleList: no row module is registered for kind nobody")
        #expect(list.liveModules == 4)
        let duplicate = try #require(throws: CompositionError.self) { try list.register(PlainRowModule.self, forKind: "plain") }
        #expect(duplicate.description == "CellModuleList: the name plain is used twice")
    }

    @Test("an update reconfigures a visible row; an update for an item that is gone is an error naming it")
    func updates() throws {
        list.show(rows: 0..<20)
        try list.update(Album(id: 5, title: "Renamed"))
        #expect(try strip(at: 5).album?.title == "Renamed")
        let error = try #require(throws: CompositionError.self) { try list.update(Album(id: 5_000, title: "?")) }
        #expect(error.description == "CellModuleList: the row of item 5000 is gone")
        list.setItems([Album(id: 1, title: "only")])
        #expect(list.liveModules <= 1 + 2 * list.poolSize)
        #expect(list.visibleRange == 0..<1)
    }

    @Test("closing the list's module closes every row module, visible or pooled, and leaks nothing")
    func closeReleasesRows() throws {
        let tracker = LeakTracker(watching: tree)
        for top in stride(from: 0, through: 200, by: 7) { list.show(rows: top..<top + 20) }
        try owner.router.close()
        #expect(tree.root == nil)
        #expect(tracker.leaks.filter { !$0.hasPrefix("AlbumListModule") }.isEmpty, "\(tracker.leaks.prefix(5))")
        #expect(list.liveModules == 0)
        let error = try #require(throws: CompositionError.self) { try list.update(Album(id: 1, title: "late")) }
        #expect(error.description == "CellModuleList: its module is closed")
    }
}

struct NotAStripRow: Error { let index: Int }
