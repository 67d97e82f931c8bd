import Foundation
import Mosaic

/// store_hit_memory: read a value already in Mosaic's `InMemoryStore` (a lock and a
/// dictionary lookup); hand: the same lookup in a plain dictionary, no lock. Swinject has no stores.
enum StoreHitMemoryScenario: ScenarioDefinition {
    static var name: String { "store_hit_memory" }
    static var summary: String {
        "cache hit in InMemoryStore<Int, StoredProduct>.entry(for:) among 1,000 keys; hand: a plain [Int: StoredProduct] lookup"
    }
    static var targets: [Target] { [.noExtraAllocations] }

    static func makeContenders() throws -> [Contender] {
        let store = InMemoryStore<Int, StoredProduct>(name: "benchmark")
        var dictionary: [Int: StoredProduct] = [:]
        for id in 0..<StoreKeys.count { dictionary[id] = StoredProduct(id: id) }
        try store.save(dictionary, at: Date())
        let hand = dictionary
        return [
            Contender(.mosaic) { count in
                for index in 0..<count {
                    guard let entry = try store.entry(for: StoreKeys.key(index)) else { throw StoreMiss(key: StoreKeys.key(index)) }
                    blackHole(entry.value)
                }
            },
            Contender(.hand) { count in
                for index in 0..<count {
                    guard let value = hand[StoreKeys.key(index)] else { throw StoreMiss(key: StoreKeys.key(index)) }
                    blackHole(value)
                }
            },
        ]
    }
}

/// A key that should have been in the store was not: the scenario is broken.
struct StoreMiss: Error, CustomStringConvertible {
    let key: Int
    var description: String { "store scenario: key \(key) is missing" }
}
