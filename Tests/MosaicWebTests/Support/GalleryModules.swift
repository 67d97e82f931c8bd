import Mosaic
import MosaicDI
import MosaicWeb

/// A list of 100 albums for the cell module list tests: each row a module with a strip offset
/// it saves when it leaves and gets back when it returns.
struct Album: Identifiable, Sendable { let id: Int; let title: String }

enum AlbumRowModule: Module { typealias Input = AlbumRowPresenter }

/// What a test runs whenever a row shows an album (to call back into the list from there).
@MainActor final class RowHooks {
    var onShow: ((Album) -> Void)?
}

@MainActor final class AlbumRowPresenter: RowInput {
    private(set) var album: Album?
    var offset = 0
    var onChange: (() -> Void)?
    let hooks: RowHooks
    init(hooks: RowHooks) { self.hooks = hooks }
    func show(_ item: Album, restoring state: Int?) {
        album = item
        offset = state ?? 0
        onChange?()
        hooks.onShow?(item)
    }
    func saveState() -> Int? { offset }
}

@MainActor final class AlbumRowView: WebModuleView {
    let presenter: AlbumRowPresenter
    let changes = ViewChanges()
    init(presenter: AlbumRowPresenter) {
        self.presenter = presenter
        presenter.onChange = { [weak self] in self?.changes.send() }
    }
    var template: String { "album" }
    var viewModel: Any { ["title": presenter.album?.title ?? "", "offset": presenter.offset] as [String: Any] }
    func handle(_ event: WebEvent) throws {
        guard event.name == "strip" else { throw EventRefused() }
        presenter.offset = try event.intField("offset")
    }
}

@MainActor final class AlbumRowBuilder: ModuleBuilder {
    let hooks: RowHooks
    init(hooks: RowHooks) { self.hooks = hooks }
    func build(_ context: ModuleContext<AlbumRowModule>) throws -> Assembly<AlbumRowModule> {
        let presenter = AlbumRowPresenter(hooks: hooks)
        return Assembly(view: AlbumRowView(presenter: presenter), input: presenter)
    }
}

enum GalleryModule: Module { typealias Input = GalleryPresenter }

@MainActor final class GalleryPresenter: LifecycleObserver {
    let list: CellModuleList<Album>
    init(router: Router<GalleryModule>, unregisteredKindAt missing: Int?) throws {
        list = CellModuleList(router: router, poolSize: 3) { $0.id == missing ? "poster" : "album" }
        try list.register(AlbumRowModule.self, forKind: "album")
        list.setItems((0..<100).map { Album(id: $0, title: $0 == 7 ? "<script>alert(7)</script>" : "Album \($0)") })
    }
    func moduleDidBecomeActive() {
        if list.visibleRange.isEmpty { list.show(rows: 0..<10) }
    }
}

@MainActor final class GalleryView: WebModuleView {
    let presenter: GalleryPresenter
    let changes = ViewChanges()
    let rows: WebModuleList
    init(presenter: GalleryPresenter) {
        self.presenter = presenter
        rows = WebModuleList(name: "albums", list: presenter.list, changes: changes, maximumWindow: 20)
    }
    var template: String { "gallery" }
    var viewModel: Any { [String: Any]() }
    var moduleLists: [WebModuleList] { [rows] }
    func handle(_ event: WebEvent) throws {
        guard try rows.handleVisibleEvent(event) else { throw EventRefused() }
    }
}

@MainActor final class GalleryBuilder: ModuleBuilder {
    let missing: Int?
    init(missing: Int?) { self.missing = missing }
    func build(_ context: ModuleContext<GalleryModule>) throws -> Assembly<GalleryModule> {
        let presenter = try GalleryPresenter(router: context.router, unregisteredKindAt: missing)
        return Assembly(view: GalleryView(presenter: presenter), input: presenter, roles: [presenter])
    }
}

enum GalleryApp {
    /// The gallery; the album at `missing` needs a row kind nobody registered.
    @MainActor static func app(unregisteredKindAt missing: Int? = nil, hooks: RowHooks = RowHooks()) throws -> WebApp {
        let container = try Container {
            $0.register(onMainActor: { GalleryBuilder(missing: missing) }).asModuleBuilder()
            $0.register(onMainActor: { AlbumRowBuilder(hooks: hooks) }).asModuleBuilder()
        }
        return WebApp(container: container, templates: try templates()) { try $0.start(GalleryModule.self) }
    }

    static func templates() throws -> WebTemplates {
        var templates = WebTemplates()
        try templates.register("<h1>Albums</h1>{{{slots.albums}}}", named: "gallery")
        try templates.register(
            "<p class=\"album\">{{title}}</p><div class=\"strip\" data-mosaic-strip=\"{{offset}}\"></div>", named: "album")
        return templates
    }
}
