import Foundation
import Mosaic
import MosaicDI
import MosaicSQLite
import Testing

@Suite("SQLite behind a provider and a model store, injected through the container")
struct SQLiteWithProviderTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func container(path: String, service: CountingService) throws -> Container {
        try Container { builder in
            builder.register { try SQLiteDatabase(path: path) }.lifetime(.container())
            builder.register { (database: SQLiteDatabase) in
                try SQLiteStore<String, [Product]>(database: database, table: "lists")
            }.lifetime(.container())
            builder.register { (database: SQLiteDatabase) in
                ModelStore<Product>(try SQLiteStore(database: database, table: "products"))
            }.lifetime(.container())
            builder.register { service }.lifetime(.container())
            builder.register { (service: CountingService, store: SQLiteStore<String, [Product]>) in
                DataProvider("catalog", service: service, store: store, policy: .cacheFirst())
            }.lifetime(.container())
        }
    }

    @Test("a cache-first provider answers from the file after a restart, without asking the service")
    func persistentCache() async throws {
        let path = folder.path("cache.sqlite")
        let service = CountingService(["shoes": [Product(id: 1, title: "Boots")]])
        do {
            let container = try container(path: path, service: service)
            let provider = try await container.resolve(DataProvider<String, [Product]>.self)
            #expect(try await provider.value(for: "shoes").origin == .service)
            let models = try await container.resolve(ModelStore<Product>.self)
            try models.save(Product(id: 1, title: "Boots", stock: 3))
            try await container.resolve(SQLiteDatabase.self).close()
        }
        let restarted = try container(path: path, service: service)
        let provider = try await restarted.resolve(DataProvider<String, [Product]>.self)
        let fetched = try await provider.value(for: "shoes")
        #expect(fetched.origin == .cache && fetched.value == [Product(id: 1, title: "Boots")])
        #expect(service.callCount == 1)
        let models = try await restarted.resolve(ModelStore<Product>.self)
        #expect(try models.model(1).stock == 3, "a model passed by id survives too")
        let missing = #expect(throws: ModelStoreError.self) { try models.model(2) }
        #expect(missing?.description == "no Product with id 2 in store cache.sqlite/products (step: read)")
    }
}
