import Foundation
import GRDB
import Mosaic
import MosaicSQLite
import Testing

@Suite("SQLiteStore: keys")
struct SQLiteKeyTests {
    @Test("keys of every kind (plain and escaped strings, integers, composite) round-trip and stay apart")
    func keyKinds() throws {
        let folder = try TemporaryFolder()
        let database = try SQLiteDatabase(path: folder.path("keys.sqlite"))
        let strings = try SQLiteStore<String, Int>(database: database, table: "strings")
        let tricky = ["plain", "with space", "quote\"d", "slash/ed", "back\\slash", "ünïcödé", "line\nbreak", ""]
        for (index, key) in tricky.enumerated() { try strings.save(index, for: key) }
        for (index, key) in tricky.enumerated() { #expect(try strings.value(for: key) == index, "\(key)") }
        #expect(Set(try strings.keys()) == Set(tricky))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let expected = try Set(tricky.map { String(decoding: try encoder.encode($0), as: UTF8.self) })
        let raw = try DatabaseQueue(path: folder.path("keys.sqlite"))
        let stored = try raw.read { db in try String.fetchSet(db, sql: "SELECT key FROM mosaic_entries WHERE store = 'strings'") }
        #expect(stored == expected, "keys are stored exactly as JSONEncoder writes them")
        try raw.close()

        let ints = try SQLiteStore<Int, String>(database: database, table: "ints")
        try ints.save([-5: "minus", 0: "zero", Int.max: "max"], at: Date())
        #expect(try ints.value(for: -5) == "minus" && ints.value(for: Int.max) == "max")
        #expect(Set(try ints.keys()) == [-5, 0, Int.max])

        struct Pair: Codable, Hashable, Sendable { var a: Int; var b: String }
        let pairs = try SQLiteStore<Pair, Int>(database: database, table: "pairs")
        try pairs.save(1, for: Pair(a: 1, b: "x"))
        #expect(try pairs.value(for: Pair(a: 1, b: "x")) == 1)
        #expect(try pairs.keys() == [Pair(a: 1, b: "x")])
    }

    @Test("strings Swift calls equal (canonically equivalent Unicode) are one key: one row, and observers of either form agree with reads",
          arguments: [
              ("caf\u{E9}", "cafe\u{301}"),                       // é precomposed and decomposed
              ("\u{212B}ngstr\u{F6}m", "A\u{30A}ngstro\u{308}m"), // the Angstrom sign, Å and ö decomposed
              ("q\u{323}\u{307}", "q\u{307}\u{323}"),             // combining marks in either order
              ("\u{D55C}", "\u{1112}\u{1161}\u{11AB}"),           // a Hangul syllable and its jamo
          ])
    func canonicallyEquivalentStrings(_ first: String, _ second: String) throws {
        #expect(first == second && first.unicodeScalars.elementsEqual(second.unicodeScalars) == false)
        let folder = try TemporaryFolder()
        let database = try SQLiteDatabase(path: folder.path("keys.sqlite"))
        let store = try SQLiteStore<String, Int>(database: database, table: "names")
        let heard = Recorder<Int?>()
        let observation = try store.observe(second, sendingCurrent: false) { heard.append($0) }
        try store.save(1, for: first)
        #expect(try store.value(for: second) == 1)
        try store.save(2, for: second)
        #expect(try store.value(for: first) == 2)
        #expect(try store.update(first) { ($0 ?? 0) + 1 } == 3)
        #expect(try store.value(for: second) == 3)
        #expect(try store.keys() == [first])
        #expect(heard.all == [1, 2, 3], "the observer heard every write, and each agrees with a read")
        try store.removeValue(for: second)
        #expect(try store.value(for: first) == nil && store.keys().isEmpty)
        #expect(heard.all == [1, 2, 3, nil])
        observation.cancel()
        try database.close()
    }

    @Test("-0.0 and 0.0 are one key, in Double and Float keys and inside composite keys")
    func signedZero() throws {
        let folder = try TemporaryFolder()
        let database = try SQLiteDatabase(path: folder.path("keys.sqlite"))
        let doubles = try SQLiteStore<Double, String>(database: database, table: "doubles")
        try doubles.save("zero", for: 0.0)
        #expect(try doubles.value(for: -0.0) == "zero")
        try doubles.save("minus zero", for: -0.0)
        #expect(try doubles.keys().count == 1 && doubles.value(for: 0.0) == "minus zero")
        let floats = try SQLiteStore<Float, String>(database: database, table: "floats")
        try floats.save("zero", for: -0.0)
        #expect(try floats.value(for: 0.0) == "zero")
        struct Point: Codable, Hashable, Sendable { var x: Double; var y: Double }
        let points = try SQLiteStore<Point, Int>(database: database, table: "points")
        try points.save(1, for: Point(x: -0.0, y: 1))
        #expect(try points.value(for: Point(x: 0.0, y: 1)) == 1)
        try database.close()
    }

    @Test("equal sets, and equal dictionaries with non-string keys, are one key whatever order they list their elements in")
    func unorderedCollections() throws {
        let folder = try TemporaryFolder()
        let database = try SQLiteDatabase(path: folder.path("keys.sqlite"))
        let tight: Set<String> = ["a", "b", "c", "d", "e", "f"]
        // Hash seeds change per process, so look for a capacity that lists the same elements in another order.
        let roomy = differentlyOrdered(tight, listing: { Array($0) }) { capacity in
            var set = Set<String>(minimumCapacity: capacity)
            for tag in tight.reversed() { set.insert(tag) }
            return set
        }
        #expect(roomy == tight && !roomy.elementsEqual(tight), "the two sets list their elements in different orders")
        let sets = try SQLiteStore<Set<String>, Int>(database: database, table: "sets")
        try sets.save(1, for: roomy)
        #expect(try sets.value(for: tight) == 1)
        #expect(try sets.keys() == [tight])

        let narrow: [Double: String] = [1.5: "a", 2.5: "b", 3.5: "c", 4.5: "d"]
        let wide = differentlyOrdered(narrow, listing: { Array($0.keys) }) { capacity in
            var map = [Double: String](minimumCapacity: capacity)
            for (key, value) in narrow.reversed() { map[key] = value }
            return map
        }
        #expect(wide == narrow && !wide.keys.elementsEqual(narrow.keys), "the two dictionaries list their keys in different orders")
        let maps = try SQLiteStore<[Double: String], Int>(database: database, table: "maps")
        try maps.save(1, for: wide)
        #expect(try maps.value(for: narrow) == 1)
        #expect(try maps.keys() == [narrow])

        struct Filter: Codable, Hashable, Sendable { var name: String; var tags: Set<String>; var limit: Double }
        let filters = try SQLiteStore<Filter, Int>(database: database, table: "filters")
        try filters.save(1, for: Filter(name: "cafe\u{301}", tags: roomy.union(["cre\u{300}me"]), limit: -0.0))
        #expect(try filters.value(for: Filter(name: "caf\u{E9}", tags: tight.union(["cr\u{E8}me"]), limit: 0)) == 1)
        #expect(try filters.keys().count == 1)
        try database.close()
    }

    @Test("keys with dates, data, URLs and decimals are kept as JSONEncoder writes them, so files written before still find them")
    func foundationValuesInKeys() throws {
        struct Stamp: Codable, Hashable, Sendable { var at: Date; var blob: Data; var link: URL; var amount: Decimal; var name: String }
        let key = Stamp(at: Date(timeIntervalSince1970: 1_700_000_000.25), blob: Data([0, 1, 254, 255]),
                        link: URL(string: "https://example.com/a/b?c=d")!, amount: Decimal(string: "12.50")!, name: "caf\u{E9}")
        let folder = try TemporaryFolder()
        let database = try SQLiteDatabase(path: folder.path("keys.sqlite"))
        let stamps = try SQLiteStore<Stamp, Int>(database: database, table: "stamps")
        try stamps.save(1, for: key)
        #expect(try stamps.value(for: key) == 1 && stamps.keys() == [key])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let expected = String(decoding: try encoder.encode(key), as: UTF8.self)
        let raw = try DatabaseQueue(path: folder.path("keys.sqlite"))
        #expect(try raw.read { db in try String.fetchAll(db, sql: "SELECT key FROM mosaic_entries WHERE store = 'stamps'") } == [expected])
        try raw.close()
        try database.close()
    }

    @Test("a NaN key, which equals nothing, is an encoding error naming the key, and nothing is written")
    func notANumber() throws {
        let folder = try TemporaryFolder()
        let database = try SQLiteDatabase(path: folder.path("keys.sqlite"))
        let doubles = try SQLiteStore<Double, String>(database: database, table: "doubles")
        let error = #expect(throws: DataStoreError.self) { try doubles.save("never found", for: .nan) }
        guard case .encodingFailed? = error?.reason else {
            Issue.record("expected .encodingFailed, got \(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("cannot save key nan in store keys.sqlite/doubles: the value cannot be encoded") == true)
        #expect(try doubles.keys().isEmpty)
        try database.close()
    }
}

/// A collection equal to `original` whose iteration order differs from it: the first of `make(capacity)`, for growing
/// capacities, that lists its elements in another order (hash seeds differ per process, so no one capacity always does).
private func differentlyOrdered<C, Element: Equatable>(
    _ original: C, listing order: (C) -> [Element], _ make: (Int) -> C
) -> C {
    var capacity = 8
    while capacity <= 1 << 16 {
        let candidate = make(capacity)
        if order(candidate) != order(original) { return candidate }
        capacity *= 2
    }
    return make(capacity)
}
