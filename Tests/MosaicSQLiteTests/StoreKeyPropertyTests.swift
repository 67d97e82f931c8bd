import Foundation
import Mosaic
import MosaicDI
import MosaicSQLite
import PropertyBased
import Testing

// Random keys built from pieces that Swift calls equal in more than one spelling (Unicode
// canonical equivalents, -0.0 and 0.0, sets listing their elements in different orders, names
// compared without regard to case by a key type's own ==), and random operations on them: the
// in-memory store and the SQLite store must both agree with a plain Dictionary, and their
// observers with their reads.

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

/// A composite key whose == is its own: an owner compared without regard to case, a number,
/// and tags compared the same way.
struct RandomCaselessKey: Codable, Hashable, Sendable, CustomStringConvertible {
    var owner: CaselessName
    var number: Int
    var tags: Set<CaselessName>

    var description: String { "(\(owner), \(number), \(tags.map(\.description).sorted()))" }

    /// Names in several spellings that compare equal without regard to case, some also in
    /// either Unicode form (É as one character or as E and an accent).
    static let owners = ["Alpha", "alpha", "ALPHA", "aLpHa", "\u{C9}mile", "\u{E9}mile", "E\u{301}MILE", "e\u{301}mile", "Zo\u{EB}", "ZO\u{CB}"]
    static let tagNames = ["x", "X", "\u{DC}n\u{EF}", "\u{FC}N\u{CF}", "u\u{308}ni\u{308}"]

    static let generator = zip(
        Gen.element(of: owners).map { $0 ?? "" },
        Gen.int(in: 0...1),
        Gen.element(of: tagNames).map { $0 ?? "" }.array(of: 0...3)
    ).map { owner, number, tags in
        // Which spelling of equal tags a set keeps depends on the order they are inserted in.
        RandomCaselessKey(owner: CaselessName(owner), number: number, tags: Set(tags.map(CaselessName.init)))
    }
}

/// One operation of a random run.
enum RandomStep<Key: Hashable & Sendable & CustomStringConvertible>: CustomStringConvertible {
    case save([Key: Int])
    case update(Key, delta: Int)   // a delta of 0 removes the key
    case remove(Key)

    var description: String {
        switch self {
        case .save(let values): "save \(values.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))"
        case .update(let key, let delta): "update \(key) by \(delta)"
        case .remove(let key): "remove \(key)"
        }
    }

    /// The keys the step names.
    var keys: [Key] {
        switch self {
        case .save(let values): Array(values.keys)
        case .update(let key, _), .remove(let key): [key]
        }
    }

    /// Random steps on keys from `keys`.
    static func generator(keys: Generator<Key, some SendableSequenceType>) -> Generator<RandomStep, some SendableSequenceType> {
        zip(
            Gen.int(in: 0...2),
            keys.array(of: 1...3),
            Gen.int(in: 0...3)
        ).map { kind, keys, number -> RandomStep in
            switch kind {
            case 0:
                var values: [Key: Int] = [:]
                for (index, key) in keys.enumerated() { values[key] = number * 10 + index }
                return .save(values)
            case 1: return .update(keys[0], delta: number)
            default: return .remove(keys[0])
            }
        }
    }
}

/// The last value each observer heard, per key (keys merged by ==).
final class Heard<Key: Hashable & Sendable>: Sendable {
    private let values = Locked<[Key: Int?]>([:])
    var all: [Key: Int?] { values.withLock { $0 } }
    func record(_ key: Key, _ value: Int?) { values.withLock { $0[key] = .some(value) } }
}

@Suite("Stores agree with Dictionary on keys Swift calls equal")
struct StoreKeyPropertyTests {
    @Test("random runs of saves, updates and removes on keys equal in several Unicode forms, signs of zero and set orders: both stores read, list and notify as a Dictionary would (200 seeded runs)")
    func storesAgreeWithDictionary() throws {
        var random = Xoshiro(seed: (0x5374_6F72, 0x654B_6579, 0x7321_2021, 0x4D6F_7361))
        let steps = RandomStep.generator(keys: RandomKey.generator).array(of: 1...12)
        let equalButSpelledApart = try runAgainstDictionary(runs: 200, file: "random.sqlite") { steps.run(using: &random) }
        // The generator must produce equal keys spelled differently for the property to mean anything.
        #expect(equalButSpelledApart > 50)
    }

    @Test("the same random runs on keys whose own == ignores case (a CanonicalStoreKey, alone and inside a set): both stores keep one entry per equal key (200 seeded runs)")
    func storesAgreeWithDictionaryOnCustomEquality() throws {
        var random = Xoshiro(seed: (0x4361_7365, 0x6C65_7373, 0x4B65_7973, 0x2121_2121))
        let steps = RandomStep.generator(keys: RandomCaselessKey.generator).array(of: 1...12)
        let equalButSpelledApart = try runAgainstDictionary(runs: 200, file: "caseless.sqlite") { steps.run(using: &random) }
        #expect(equalButSpelledApart > 50)
    }

    /// Runs `runs` random runs (each from `nextRun`) on an in-memory and an SQLite store, each
    /// checked against a Dictionary; returns how many keys met an equal key spelled otherwise.
    private func runAgainstDictionary<Key: Codable & Hashable & Sendable & CustomStringConvertible>(
        runs: Int, file: String, _ nextRun: () -> [RandomStep<Key>]
    ) throws -> Int {
        let folder = try TemporaryFolder()
        let database = try SQLiteDatabase(path: folder.path(file))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var equalButSpelledApart = 0
        for run in 0..<runs {
            let steps = nextRun()
            let memory = InMemoryStore<Key, Int>(name: "memory")
            let sqlite = try SQLiteStore<Key, Int>(database: database, table: "run \(run)")
            let stores: [(String, AnyDataStore<Key, Int>)] = [("memory", AnyDataStore(memory)), ("sqlite", AnyDataStore(sqlite))]
            let heard = stores.map { _ in Heard<Key>() }
            let watched = stores.map { _ in Heard<Key>() }
            // Every key's observers, and one key's own observer, spelled as the run first writes it.
            let firstKey = steps[0].keys.first
            var observations: [StoreObservation] = []
            for (index, (_, store)) in stores.enumerated() {
                let all = heard[index], one = watched[index]
                observations.append(store.observeAll { key, value in all.record(key, value) })
                if let firstKey {
                    observations.append(try store.observe(firstKey, sendingCurrent: false) { value in one.record(firstKey, value) })
                }
            }
            var model: [Key: Int] = [:]
            var spellings: [Key: Set<Data>] = [:]
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
                for key in step.keys {
                    // A set's encoding lists its elements in its own order: part of its spelling.
                    spellings[key, default: []].insert(try encoder.encode(key))
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
        try database.close()
        return equalButSpelledApart
    }
}
