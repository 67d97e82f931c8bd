import Foundation
import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor
@Suite("A catalog built the YARCH way, on the headless host", .timeLimit(.minutes(5)))
struct CatalogModuleTests {
    let service = ScriptedService<String, [CatalogModel]>()
    let lists = InMemoryStore<String, [CatalogModel]>(name: "catalog lists")
    let clock = TestClock()
    let host = HeadlessHost()
    let tree: ModuleTree
    let tracker: LeakTracker

    let boots = CatalogModel(id: 1, title: "Boots", price: 99)
    let sandals = CatalogModel(id: 2, title: "Sandals", price: 25)
    let slippers = CatalogModel(id: 3, title: "Slippers", price: Decimal(string: "12.5") ?? 12)

    init() throws {
        tree = ModuleTree(container: try catalogContainer(service: service, lists: lists, clock: clock), host: host)
        tracker = LeakTracker(watching: tree)
    }

    func startList() throws -> CatalogListView {
        try tree.start(CatalogListModule.self) { $0.show(category: "shoes"); return nil }
        return try #require(host.top as? CatalogListView)
    }

    @Test("the list shows the saved list at once (flagged stale), then the fresh one; rows sorted and formatted")
    func cacheThenFresh() async throws {
        try lists.save(["shoes": [boots, sandals]], at: clock.now)
        clock.advance(by: 120)
        let view = try startList()

        let cached = await view.log.next()
        #expect(cached.title == "Shoes · 2 items")
        #expect(cached.rows.map(\.title) == ["Sandals", "Boots"], "the worker sorted by price")
        #expect(cached.rows.map(\.price) == ["€25.00", "€99.00"])
        #expect(cached.banner == "Showing saved prices")

        #expect(await eventually { service.waiting(for: "shoes") == 1 })
        service.answer("shoes", with: .success([boots, sandals, slippers]))
        let fresh = await view.log.next()
        #expect(fresh == .init(
            title: "Shoes · 3 items",
            rows: [
                .init(id: 3, title: "Slippers", price: "€12.50", favourite: false),
                .init(id: 2, title: "Sandals", price: "€25.00", favourite: false),
                .init(id: 1, title: "Boots", price: "€99.00", favourite: false),
            ],
            banner: nil))
    }

    @Test("a failing service with nothing saved becomes a view model naming the provider, the key and the cause")
    func failure() async throws {
        let view = try startList()
        #expect(await eventually { service.waiting(for: "shoes") == 1 })
        service.answer("shoes", with: .failure(Offline()))
        let shown = await view.log.next()
        #expect(shown.rows.isEmpty)
        #expect(shown.banner == "Could not load the catalog: catalog cannot fetch key shoes: the service failed (offline)")
    }

    @Test("module A hands module B only an id; B reads the model from the shared store; both stay in agreement")
    func passingByID() async throws {
        service.queue("shoes", .success([boots, sandals]))
        let list = try startList()
        _ = await list.log.next()

        list.tapRow(id: 2)
        let detail = try #require(host.top as? CatalogDetailView)
        #expect(await detail.log.next() == .init(title: "Sandals", price: "€25.00", favourite: "☆", error: nil))

        await detail.tapFavourite(id: 2)
        #expect(detail.toggleErrors == [nil])
        #expect(await detail.log.next().favourite == "★")
        let updatedList = await list.log.next()
        #expect(updatedList.rows.first { $0.id == 2 }?.favourite == true, "the list, still open under the detail, agrees")
        #expect(updatedList.rows.first { $0.id == 1 }?.favourite == false)
        #expect(tree.description == "CatalogListModule [inactive] root\n  CatalogDetailModule [active] push")
    }

    @Test("an id that names no model is a typed error the detail shows, not a crash")
    func missingID() async throws {
        service.queue("shoes", .success([boots]))
        let list = try startList()
        _ = await list.log.next()
        list.tapRow(id: 42)
        let detail = try #require(host.top as? CatalogDetailView)
        let shown = await detail.log.next()
        #expect(shown.error == "This item is not available: no CatalogModel with id 42 in store catalog models (step: read)")
        await detail.tapFavourite(id: 42)
        #expect(detail.toggleErrors == ["no CatalogModel with id 42 in store catalog models (step: update)"])
    }

    @Test("closing the modules cancels their running use cases and releases every role")
    func closeReleasesEverything() async throws {
        service.queue("shoes", .success([boots, sandals]))
        do {
            let list = try startList()
            _ = await list.log.next()
            list.tapRow(id: 1)
            _ = await (host.top as? CatalogDetailView)?.log.next()
            try tree.openModules.last?.close()
            try tree.root?.close()
        }
        #expect(tree.root == nil)
        #expect(await eventually { tracker.leaks.isEmpty }, "\(tracker.leaks)")
        #expect(tracker.closedCount == 2)
    }
}
