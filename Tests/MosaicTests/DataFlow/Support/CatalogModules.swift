import Foundation
import Mosaic
import MosaicDI

// Seed 004's catalog, written the YARCH way: a list module (Load use case) and a detail module
// opened with only a model id (Show and ToggleFavourite use cases). Roles: Builder, DataFlow,
// Interactor, Worker, Presenter, View, Provider (Service + DataStore), the shared ModelStore.

struct CatalogModel: Identifiable, Codable, Sendable, Equatable {
    let id: Int
    var title: String
    var price: Decimal
    var isFavourite = false
}

// MARK: DataFlow

enum CatalogList {
    enum Load: UseCase {
        struct Request: Sendable { var category: String }
        enum Response: Sendable {
            case items([CatalogModel], category: String, isStale: Bool)
            case failed(ProviderError, category: String)
        }
        struct ViewModel: Sendable, Equatable {
            struct Row: Sendable, Equatable {
                var id: Int
                var title: String
                var price: String
                var favourite: Bool
            }
            var title: String
            var rows: [Row]
            var banner: String?
        }
    }
}

enum CatalogDetail {
    enum Show: UseCase {
        struct Request: Sendable { var id: Int }
        enum Response: Sendable {
            case model(CatalogModel)
            case unavailable(ModelStoreError)
        }
        struct ViewModel: Sendable, Equatable {
            var title: String
            var price: String
            var favourite: String
            var error: String?
        }
    }

    enum ToggleFavourite: UseCase {
        struct Request: Sendable { var id: Int }
        enum Response: Sendable {
            case done
            case failed(ModelStoreError)
        }
        struct ViewModel: Sendable, Equatable { var error: String? }
    }
}

// MARK: Worker

/// Sorts by price, cheapest first (a reusable piece of business logic).
struct SortByPriceWorker: Worker {
    func run(_ models: [CatalogModel]) -> [CatalogModel] {
        models.sorted { ($0.price, $0.id) < ($1.price, $1.id) }
    }
}

// MARK: List module

@MainActor protocol CatalogListInput: AnyObject { func show(category: String) }
enum CatalogListModule: Module { typealias Input = CatalogListInput }

typealias CatalogProvider = DataProvider<String, [CatalogModel]>

final class CatalogListInteractor: Interactor {
    let provider: CatalogProvider
    let models: ModelStore<CatalogModel>
    let sorter: SortByPriceWorker

    init(provider: CatalogProvider, models: ModelStore<CatalogModel>, sorter: SortByPriceWorker) {
        self.provider = provider
        self.models = models
        self.sorter = sorter
    }

    /// Loads the list (cached, then fresh), puts each model in the shared store, then follows
    /// the store so the list agrees with every other module showing one of its models.
    func load(_ request: CatalogList.Load.Request, respond: Responder<CatalogList.Load>) async {
        let changes = models.allChanges()
        var items: [CatalogModel] = []
        var stale = false
        do {
            try await provider.load(request.category) { fetched in
                try? models.save(contentsOf: fetched.value)
                items = sorter.run(fetched.value)
                stale = fetched.isStale
                await respond(.items(items, category: request.category, isStale: stale))
            }
        } catch {
            if !error.isCancellation { await respond(.failed(error, category: request.category)) }
            return
        }
        for await change in changes {
            guard let index = items.firstIndex(where: { $0.id == change.id }),
                let current = try? models.modelIfPresent(change.id), current != items[index]
            else { continue }
            items[index] = current
            await respond(.items(items, category: request.category, isStale: stale))
        }
    }
}

@MainActor final class CatalogListPresenter: Presenter, CatalogListInput, CatalogListViewDelegate {
    let formats: Formats
    let router: Router<CatalogListModule>
    weak var load: UseCasePipe<CatalogList.Load>?

    init(formats: Formats, router: Router<CatalogListModule>) {
        self.formats = formats
        self.router = router
    }

    func show(category: String) {
        load?.send(.init(category: category))
    }

    func present(_ response: CatalogList.Load.Response) -> CatalogList.Load.ViewModel {
        switch response {
        case .items(let items, let category, let isStale):
            let rows = items.map {
                CatalogList.Load.ViewModel.Row(
                    id: $0.id, title: $0.title, price: formats.price($0.price, currency: "EUR"), favourite: $0.isFavourite)
            }
            let title = formats.text("catalog.title", ["category": category.capitalized, "count": formats.integer(items.count)])
            return .init(title: title, rows: rows, banner: isStale ? formats.text("catalog.stale") : nil)
        case .failed(let error, let category):
            return .init(title: category.capitalized, rows: [], banner: formats.text("catalog.failed", ["reason": error.description]))
        }
    }

    /// Module A hands module B only the id.
    func didSelect(id: Int) {
        do {
            try router.open(CatalogDetailModule.self) { $0.configure(modelID: id); return nil }
        } catch {
            navigationError = error
        }
    }
    private(set) var navigationError: TransitionError?
}

@MainActor protocol CatalogListViewDelegate: AnyObject { func didSelect(id: Int) }

/// The list's one view (YARCH's ViewController): shows view models, reports taps.
@MainActor final class CatalogListView: ModuleView {
    let log = ViewModelLog<CatalogList.Load.ViewModel>()
    weak var delegate: CatalogListViewDelegate?
    let load: UseCasePipe<CatalogList.Load>

    init(load: UseCasePipe<CatalogList.Load>) { self.load = load }

    func show(_ model: CatalogList.Load.ViewModel) { log.append(model) }
    func tapRow(id: Int) { delegate?.didSelect(id: id) }
}

@MainActor final class CatalogListBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<CatalogListModule>) throws -> Assembly<CatalogListModule> {
        let interactor: CatalogListInteractor = try context.resolve()
        let presenter = CatalogListPresenter(formats: try context.resolve(), router: context.router)
        let load = UseCasePipe(CatalogList.Load.self, responding: interactor.load, presenter: presenter.present)
        let view = CatalogListView(load: load)
        load.display(on: view, CatalogListView.show)
        presenter.load = load
        view.delegate = presenter
        return Assembly(view: view, input: presenter, roles: [presenter, interactor, load])
    }
}

// MARK: Detail module (opened with an id)

@MainActor protocol CatalogDetailInput: AnyObject { func configure(modelID: Int) }
enum CatalogDetailModule: Module { typealias Input = CatalogDetailInput }

final class CatalogDetailInteractor: Interactor {
    let models: ModelStore<CatalogModel>
    init(models: ModelStore<CatalogModel>) { self.models = models }

    /// Reads the model by id from the shared store and follows its changes.
    func show(_ request: CatalogDetail.Show.Request, respond: Responder<CatalogDetail.Show>) async {
        let changes: AsyncStream<CatalogModel?>
        do {
            changes = try models.changes(of: request.id)
        } catch {
            await respond(.unavailable(error))
            return
        }
        for await model in changes {
            if let model {
                await respond(.model(model))
            } else {
                do { await respond(.model(try models.model(request.id))) } catch { await respond(.unavailable(error)) }
            }
        }
    }

    func toggleFavourite(_ request: CatalogDetail.ToggleFavourite.Request) async -> CatalogDetail.ToggleFavourite.Response {
        do {
            try models.update(request.id) { $0.isFavourite.toggle() }
            return .done
        } catch {
            return .failed(error)
        }
    }
}

@MainActor final class CatalogDetailPresenter: Presenter, CatalogDetailInput {
    let formats: Formats
    weak var show: UseCasePipe<CatalogDetail.Show>?
    init(formats: Formats) { self.formats = formats }

    func configure(modelID: Int) {
        show?.send(.init(id: modelID))
    }

    func present(_ response: CatalogDetail.Show.Response) -> CatalogDetail.Show.ViewModel {
        switch response {
        case .model(let model):
            return .init(
                title: model.title, price: formats.price(model.price, currency: "EUR"),
                favourite: model.isFavourite ? "★" : "☆", error: nil)
        case .unavailable(let error):
            return .init(title: "", price: "", favourite: "", error: formats.text("detail.unavailable", ["reason": error.description]))
        }
    }

    func present(_ response: CatalogDetail.ToggleFavourite.Response) -> CatalogDetail.ToggleFavourite.ViewModel {
        switch response {
        case .done: .init(error: nil)
        case .failed(let error): .init(error: error.description)
        }
    }
}

@MainActor final class CatalogDetailView: ModuleView {
    let log = ViewModelLog<CatalogDetail.Show.ViewModel>()
    var toggleErrors: [String?] = []
    let toggle: UseCasePipe<CatalogDetail.ToggleFavourite>
    var modelID = 0

    init(toggle: UseCasePipe<CatalogDetail.ToggleFavourite>) { self.toggle = toggle }

    func show(_ model: CatalogDetail.Show.ViewModel) { log.append(model) }
    func show(_ model: CatalogDetail.ToggleFavourite.ViewModel) { toggleErrors.append(model.error) }
    func tapFavourite(id: Int) async { await toggle.perform(.init(id: id)) }
}

@MainActor final class CatalogDetailBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<CatalogDetailModule>) throws -> Assembly<CatalogDetailModule> {
        let interactor: CatalogDetailInteractor = try context.resolve()
        let presenter = CatalogDetailPresenter(formats: try context.resolve())
        let show = UseCasePipe(CatalogDetail.Show.self, responding: interactor.show, presenter: presenter.present)
        let toggle = UseCasePipe(
            CatalogDetail.ToggleFavourite.self, overlap: .runAll, interactor: interactor.toggleFavourite,
            presenter: presenter.present)
        let view = CatalogDetailView(toggle: toggle)
        show.display(on: view, CatalogDetailView.show)
        toggle.display(on: view, CatalogDetailView.show)
        presenter.show = show
        return Assembly(view: view, input: presenter, roles: [presenter, interactor, show, toggle])
    }
}

// MARK: The container

let catalogTexts: [String: String] = [
    "catalog.title": "{category} · {count} items",
    "catalog.stale": "Showing saved prices",
    "catalog.failed": "Could not load the catalog: {reason}",
    "detail.unavailable": "This item is not available: {reason}",
]

/// Everything the catalog needs, injected: no `static let shared` anywhere.
func catalogContainer(
    service: ScriptedService<String, [CatalogModel]>, lists: InMemoryStore<String, [CatalogModel]>, clock: TestClock
) throws -> Container {
    try Container { builder in
        builder.register { service }.lifetime(.container())
        builder.register { lists }.lifetime(.container())
        builder.register { ModelStore<CatalogModel>(InMemoryStore(name: "catalog models")) }.lifetime(.container())
        builder.register { (service: ScriptedService<String, [CatalogModel]>, lists: InMemoryStore<String, [CatalogModel]>) in
            CatalogProvider("catalog", service: service, store: lists, policy: .cacheThenRefresh(maxAge: 60), now: { clock.now })
        }.lifetime(.container())
        builder.register {
            Formats(
                locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC") ?? .current,
                localize: { catalogTexts[$0] ?? $0 })
        }
        builder.register { SortByPriceWorker() }
        builder.register(CatalogListInteractor.init(provider:models:sorter:))
        builder.register(CatalogDetailInteractor.init(models:))
        builder.register(onMainActor: CatalogListBuilder.init).asModuleBuilder()
        builder.register(onMainActor: CatalogDetailBuilder.init).asModuleBuilder()
    }
}
