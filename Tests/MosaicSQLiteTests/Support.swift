import MosaicDI
import Foundation
import GRDB
import Mosaic
import MosaicSQLite

/// A fresh folder per test, removed when the test's suite instance goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

struct Product: Identifiable, Codable, Sendable, Equatable {
    var id: Int
    var title: String
    var stock = 0
}

struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

/// Collects values from any task, in order.
final class Recorder<Value: Sendable>: Sendable {
    private let values = Locked<[Value]>([])
    var all: [Value] { values.withLock { $0 } }
    func append(_ value: Value) { values.withLock { $0.append(value) } }
}

/// A service that answers from a fixed table and counts its calls.
final class CountingService: DataService {
    private let calls = Locked(0)
    let answers: [String: [Product]]
    init(_ answers: [String: [Product]]) { self.answers = answers }
    var callCount: Int { calls.withLock { $0 } }
    func fetch(_ key: String) async throws -> [Product] {
        calls.withLock { $0 += 1 }
        guard let answer = answers[key] else { throw Boom() }
        return answer
    }
}
