import Foundation
import Mosaic
import MosaicDI
import MosaicSQLite
import PropertyBased
import Testing

// Random keys built from pieces that Swift calls equal in more than one spelling (Unicode
// canonical equivalents, -0.0 and 0.0, sets listing their elements in different orders), and
// random operations on them: the in-memory store and the SQLite store must both agree with a
// plain Dictionary, and their observers with their reads.

/// A composite key: a name, a weight and a set of tags.
struct RandomKey: Codable, Hashable, Sendable, CustomStringConvertible {
    var name: String
    var weight: Double
    var tags: Set<String>

    var description: String {
        let scalars = name.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
        return "(\"\(scalars)\", \(weight.sign == .minus ? "-" : "")\(abs(weight)), \(tags.count) tags)"
    }

    /// Names in several spellings each, so that random keys often meet an equal key spelled
    /// otherwise: é, Å (also as the Angstrom sign), q with two marks in either order, a Hangul
    /// syllable and its jamo, and plain ASCII.
    static let names = ["\u{E9}", "e\u{301}", "\u{C5}", "\u{212B}", "A\u{30A}", "q\u{323}\u{307}", "q\u{307}\u{323}",
                        "\u{D55C}", "\u{1112}\u{1161}\u{11AB}", "plain \"quoted\"/"]
    static let tagNames = ["x", "y", "\u{C5}", "\u{212B}", "A\u{30A}", "e\u{301}"]

    static let generator = zip(
        Gen.element(of: names).map { $0 ?? "" },
        Gen.element(of: [0.0, -0.0, 1.5]).map { $0 ?? 0 },
        Gen.element(of: tagNames).map { $0 ?? "" }.array(of: 0...3),
        Gen.bool
    ).map { name, weight, tags, roomy in
        // A roomy set lists the same elements in another order than a tight one, and which
        // spelling of equal tags it keeps depends on the order of insertion.
        var set = Set<String>(minimumCapacity: roomy ? 64 : 0)
        for tag in roomy ? tags.reversed() : tags { set.insert(tag) }
        return RandomKey(name: name, weight: weight, tags: set)
    }
}

/// One operation of a random run.
enum RandomStep: CustomStringConvertible {
    case save([RandomKey: Int])
    case update(RandomKey, delta: Int)   // a delta of 0 removes the key
    case remove(RandomKey)

    var description: String {
        switch self {
        case .save(let values): "save \(values.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))"
        case .update(let key, let delta): "update \(key) by \(delta)"
        case .remove(let key): "remove \(key)"
        }
    }

    static let generator = zip(
        Gen.int(in: 0...2),
        RandomKey.generator.array(of: 1...3),
        Gen.int(in: 0...3)
    ).map { kind, keys, number -> RandomStep in
        switch kind {
        case 0:
            var values: [RandomKey: Int] = [:]
            for (index, key) in keys.enumerated() { values[key] = number * 10 + index }
            return .save(values)
        case 1: return .update(keys[0], delta: number)
        default: return .remove(keys[0])
        }
    }
}

/// The last value each observer heard, per key (keys merged by ==).
final class Heard: Sendable {
    private let values = Locked<[RandomKey: Int?]>([:])
    var all: [RandomKey: Int?] { values.withLock { $0 } }
    func record(_ key: RandomKey, _ value: Int?) { values.withLock { $0[key] = .some(value) } }
}

@Suite("Stores agree with Dictionary on keys Swift calls equal")
struct StoreKeyPropertyTests {
    @Test("random runs of saves, updates and removes: both stores read, list and notify as a Dictionary would (200 seeded runs)")
    func storesAgreeWithDictionary() throws {
        let folder = try TemporaryFolder()
        let database = try SQLiteDatabase(path: folder.path("random.sqlite"))
        var random = Xoshiro(seed: (0x5374_6F72, 0x654B_6579, 0x7321_2021, 0x4D6F_7361))
        var equalButSpelledApart = 0
        for run in 0..<200 {
            let steps = RandomStep.generator.array(of: 1...12).run(using: &random)
            let memory = InMemoryStore<RandomKey, Int>(name: "memory")
            let sqlite = try SQLiteStore<RandomKey, Int>(database: database, table: "run \(run)")
            let stores: [(String, AnyDataStore<RandomKey, Int>)] = [("memory", AnyDataStore(memory)), ("sqlite", AnyDataStore(sqlite))]
            let heard = stores.map { _ in Heard() }
            let watched = stores.map { _ in Heard() }
            // Every key's observers, and one key's own observer, spelled as the run first writes it.
            let firstKey: RandomKey? = switch steps[0] {
            case .save(let values): values.keys.first
            case .update(let key, _), .remove(let key): key
            }
            var observations: [StoreObservation] = []
            for (index, (_, store)) in stores.enumerated() {
                let all = heard[index], one = watched[index]
                observations.append(store.observeAll { key, value in all.record(key, value) })
                if let firstKey {
                    observations.append(try store.observe(firstKey, sendingCurrent: false) { value in one.record(firstKey, value) })
                }
            }
            var model: [RandomKey: Int] = [:]
            var spellings: [RandomKey: Set<String>] = [:]
            for step in steps {
                switch step {
                case .save(let values):
                    for (key, value) in values { model[key] = value }
                    for (_, store) in stores { try store.save(values, at: Date()) }
                case .update(let key, let delta):
                    let new: Int? = delta == 0 ? nil : (model[key] ?? 0) + delta
                    model[key] = new
                    for (name, store) in stores {
                        let written = try store.update(key, at: Date()) { old in delta == 0 ? nil : (old ?? 0) + delta }
                        #expect(written == new, "run \(run), \(name): \(step)")
                    }
                case .remove(let key):
                    model[key] = nil
                    for (_, store) in stores { try store.removeValue(for: key) }
                }
                for key in keys(of: step) {
                    spellings[key, default: []].insert(key.name.unicodeScalars.map { String($0.value) }.joined(separator: ",") + "|\(key.weight.sign)|\(Array(key.tags))")
                    for (name, store) in stores {
                        #expect(try store.value(for: key) == model[key], "run \(run), \(name), after \(step): \(key)")
                    }
                }
            }
            for (index, (name, store)) in stores.enumerated() {
                let context = "run \(run), \(name): \(steps)"
                #expect(Set(try store.keys()) == Set(model.keys), "\(context)")
                #expect(try store.keys().count == model.count, "one row per key: \(context)")
                for (key, value) in model { #expect(try store.value(for: key) == value, "\(context): \(key)") }
                for (key, last) in heard[index].all {
                    #expect(last == model[key], "what observers of every key heard last agrees with reads: \(context): \(key)")
                }
                if let firstKey, let last = watched[index].all[firstKey] {
                    #expect(last == model[firstKey], "the observer of \(firstKey) heard last what reads say: \(context)")
                }
            }
            equalButSpelledApart += spellings.values.filter { $0.count > 1 }.count
            observations.forEach { $0.cancel() }
        }
        // The generator must produce equal keys spelled differently for the property to mean anything.
        #expect(equalButSpelledApart > 50)
        try database.close()
    }

    private func keys(of step: RandomStep) -> [RandomKey] {
        switch step {
        case .save(let values): Array(values.keys)
        case .update(let key, _), .remove(let key): [key]
        }
    }
}
