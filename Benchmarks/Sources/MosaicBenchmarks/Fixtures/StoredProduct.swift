/// The value the store scenarios keep: a small Codable model, as a class so each read's result
/// can go through `blackHole`.
final class StoredProduct: Codable, Sendable {
    let id: Int
    let title: String
    let price: Double

    init(id: Int) {
        self.id = id
        self.title = "Product \(id)"
        self.price = Double(id) * 1.25
    }
}

/// How many keys the store scenarios fill, and the order they are read in (a fixed stride, so
/// every side reads the same keys in the same order).
enum StoreKeys {
    static let count = 1_000
    static func key(_ index: Int) -> Int { (index &* 7) % count }
}
