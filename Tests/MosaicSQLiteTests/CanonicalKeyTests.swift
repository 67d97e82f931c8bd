import Foundation
import GRDB
import Mosaic
import MosaicSQLite
import Testing

/// A name compared without regard to case, which says so to stores that keep keys by their
/// encoding.
struct CaselessName: Codable, Hashable, Sendable, CanonicalStoreKey, CustomStringConvertible {
    var text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (lhs: CaselessName, rhs: CaselessName) -> Bool { lhs.text.lowercased() == rhs.text.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(text.lowercased()) }

    var canonicalStoreKey: CaselessName { CaselessName(text.lowercased()) }
    var description: String { text }
}

/// The same equality, without saying so.
struct UnsaidCaselessName: Codable, Hashable, Sendable {
    var text: String

    static func == (lhs: UnsaidCaselessName, rhs: UnsaidCaselessName) -> Bool { lhs.text.lowercased() == rhs.text.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(text.lowercased()) }
}

/// A canonical key that is not `==` to its key.
struct WrongCanonicalName: Codable, Hashable, Sendable, CanonicalStoreKey, CustomStringConvertible {
    var text: String
    var canonicalStoreKey: WrongCanonicalName { WrongCanonicalName(text: text + "!") }
    var description: String { text }
}

@Suite("Stores: keys with an == of their own")
struct CanonicalKeyTests {
    let folder: TemporaryFolder
    let database: SQLiteDatabase

    init() throws {
        folder = try TemporaryFolder()
        database = try SQLiteDatabase(path: folder.path("keys.sqlite"))
    }

    @Test("a key whose == ignores case, saved as Alpha and then as alpha, is one entry in both stores, read as ALPHA")
    func caselessKeyIsOneEntry() throws {
        let stores: [(String, AnyDataStore<CaselessName, Int>)] = [
            ("memory", AnyDataStore(InMemoryStore<CaselessName, Int>(name: "memory"))),
            ("sqlite", AnyDataStore(try SQLiteStore<CaselessName, Int>(database: database, table: "names"))),
        ]
        for (name, store) in stores {
            let heard = Recorder<Int?>()
            let observation = try store.observe(CaselessName("aLpHa"), sendingCurrent: false) { heard.append($0) }
            try store.save(1, for: CaselessName("Alpha"))
            try store.save(2, for: CaselessName("alpha"))
            #expect(try store.keys() == [CaselessName("alpha")], "\(name)")
            #expect(try store.keys().count == 1, "\(name)")
            #expect(try store.value(for: CaselessName("ALPHA")) == 2, "\(name)")
            #expect(try store.update(CaselessName("ALPHA")) { ($0 ?? 0) + 1 } == 3, "\(name)")
            try store.removeValue(for: CaselessName("alPHA"))
            #expect(try store.keys().isEmpty, "\(name)")
            #expect(heard.all == [1, 2, 3, nil], "\(name): the observer of another spelling heard every change")
            observation.cancel()
        }
        try database.close()
    }

    @Test("the SQLite store writes the canonical key, also inside a larger key and in a set, so each row is found by every equal key")
    func canonicalKeyInsideLargerKeys() throws {
        let store = try SQLiteStore<RandomCaselessKey, String>(database: database, table: "folders")
        let saved = RandomCaselessKey(owner: CaselessName("\u{C9}mile"), number: 1, tags: [CaselessName("X"), CaselessName("\u{DC}n\u{EF}")])
        try store.save("inbox", for: saved)
        let other = RandomCaselessKey(owner: CaselessName("e\u{301}MILE"), number: 1, tags: [CaselessName("u\u{308}ni\u{308}"), CaselessName("x")])
        #expect(other == saved)
        #expect(try store.value(for: other) == "inbox")
        try store.save("renamed", for: other)
        #expect(try store.keys().count == 1 && store.value(for: saved) == "renamed")
        let raw = try DatabaseQueue(path: folder.path("keys.sqlite"))
        let stored = try raw.read { db in try String.fetchAll(db, sql: "SELECT key FROM mosaic_entries WHERE store = 'folders'") }
        #expect(stored == [#"{"number":1,"owner":{"text":"\#u{E9}mile"},"tags":[{"text":"x"},{"text":"\#u{FC}n\#u{EF}"}]}"#])
        try raw.close()
        try database.close()
    }

    @Test("a canonical key that is not == to its key is an encoding error naming the key and the store; nothing is written")
    func canonicalKeyMustBeEqual() throws {
        let store = try SQLiteStore<WrongCanonicalName, Int>(database: database, table: "wrong")
        let error = #expect(throws: DataStoreError.self) { try store.save(1, for: WrongCanonicalName(text: "a")) }
        guard case .encodingFailed? = error?.reason else {
            Issue.record("expected .encodingFailed, got \(String(describing: error))")
            return
        }
        #expect(error?.description == "cannot save key a in store keys.sqlite/wrong: the value cannot be encoded (key a: its canonicalStoreKey a! is not == to a); the store is unchanged")
        #expect(try store.keys().isEmpty)
        try database.close()
    }

    @Test("without CanonicalStoreKey, the SQLite store keeps apart keys that == calls equal but that encode apart, as documented; the in-memory store asks ==")
    func unsaidEqualityIsKeptApartByEncoding() throws {
        let sqlite = try SQLiteStore<UnsaidCaselessName, Int>(database: database, table: "unsaid")
        let memory = InMemoryStore<UnsaidCaselessName, Int>(name: "memory")
        for store in [AnyDataStore(sqlite), AnyDataStore(memory)] {
            try store.save(1, for: UnsaidCaselessName(text: "Alpha"))
            try store.save(2, for: UnsaidCaselessName(text: "alpha"))
        }
        #expect(try sqlite.keys().count == 2 && sqlite.value(for: UnsaidCaselessName(text: "ALPHA")) == nil)
        #expect(try memory.keys().count == 1 && memory.value(for: UnsaidCaselessName(text: "ALPHA")) == 2)
        try database.close()
    }
}
