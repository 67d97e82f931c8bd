import DocTestSupport
import Foundation
import Mosaic
import MosaicDI
import Testing

// Snippet: shop
enum Shop {                                          // DataFlow: one enum per module, one per use case
    enum Load: UseCase {
        struct Request: Sendable { var category: String }
        struct Response: Sendable { var items: [Item]; var isStale: Bool }
        struct ViewModel: Sendable, Equatable { var rows: [String]; var isStale: Bool }
    }
    struct Item: Identifiable, Codable, Sendable { let id: Int; var title: String; var price: Decimal }
}

final class ShopInteractor: Interactor {             // business logic: providers and workers only
    let provider: DataProvider<String, [Shop.Item]>  // Service + DataStore with a cache policy
    let items: ModelStore<Shop.Item>                 // the shared store, injected: no `static let shared`
    init(provider: DataProvider<String, [Shop.Item]>, items: ModelStore<Shop.Item>) {
        (self.provider, self.items) = (provider, items)
    }

    func load(_ request: Shop.Load.Request, respond: Responder<Shop.Load>) async {
        try? await provider.load(request.category) { fetched in    // cached first, then fresh
            try? items.save(contentsOf: fetched.value)
            await respond(.init(items: fetched.value, isStale: fetched.isStale))
        }
    }
}

@MainActor final class ShopPresenter: Presenter {    // formats; no hidden state
    let formats: Formats
    init(formats: Formats) { self.formats = formats }
    func present(_ response: Shop.Load.Response) -> Shop.Load.ViewModel {
        .init(rows: response.items.map { "\($0.title) \(formats.price($0.price, currency: "EUR"))" },
              isStale: response.isStale)
    }
}

@MainActor final class ShopView { var shown: [Shop.Load.ViewModel] = []; func show(_ model: Shop.Load.ViewModel) { shown.append(model) } }

@MainActor func loadShoes(_ container: Container, view: ShopView) async throws -> Shop.Item {
    let interactor: ShopInteractor = try await container.resolve()
    let presenter = ShopPresenter(formats: try await container.resolve())
    // One typed pipe per use case (a role with the wrong types does not compile);
    // the interactor runs off the main actor, the view gets view models on it.
    let load = UseCasePipe(Shop.Load.self, responding: interactor.load, presenter: presenter.present)
    load.display(on: view, ShopView.show)
    await load.perform(.init(category: "shoes"))     // view.shown: the saved list, then the fresh one

    // Module B is handed only an id and reads the model from the shared store;
    // an unknown id is a ModelStoreError it can show, not a crash.
    let items: ModelStore<Shop.Item> = try await container.resolve()
    return try items.model(1)
}
// Snippet: end

struct ShopService: DataService {
    func fetch(_ category: String) async throws -> [Shop.Item] {
        [Shop.Item(id: 1, title: "Boots", price: 99), Shop.Item(id: 2, title: "Hat", price: Decimal(string: "19.9") ?? 19)]
    }
}

@MainActor
@Suite("Docs: data flow and stores")
struct DocsDataFlowTests {
    @Test("the catalog example runs: cached then fresh rows, then a model read by id")
    func catalogExampleRuns() async throws {
        let lists = InMemoryStore<String, [Shop.Item]>(name: "shop lists")
        try lists.save(["shoes": [Shop.Item(id: 1, title: "Old boots", price: 80)]], at: Date(timeIntervalSince1970: 0))
        let container = try Container { builder in
            builder.register { lists }.lifetime(.container())
            builder.register { ModelStore<Shop.Item>(InMemoryStore(name: "shop items")) }.lifetime(.container())
            builder.register { (lists: InMemoryStore<String, [Shop.Item]>) in
                DataProvider("shop", service: ShopService(), store: lists, policy: .cacheThenRefresh(maxAge: 3_600))
            }.lifetime(.container())
            builder.register { Formats(locale: Locale(identifier: "en_US")) }
            builder.register(ShopInteractor.init(provider:items:))
        }
        let view = ShopView()
        let boots = try await loadShoes(container, view: view)
        #expect(view.shown == [
            .init(rows: ["Old boots €80.00"], isStale: true),
            .init(rows: ["Boots €99.00", "Hat €19.90"], isStale: false),
        ])
        #expect(boots.title == "Boots")
        let missing = #expect(throws: ModelStoreError.self) { try container.resolve(ModelStore<Shop.Item>.self).model(9) }
        #expect(missing?.description == "no Item with id 9 in store shop items (step: read)")
    }

    @Test("the article shows exactly this code")
    func articleIsUpToDate() throws {
        try expectSnippet("shop", on: "Sources/Mosaic/Mosaic.docc/DataFlowAndStores.md")
    }
}
