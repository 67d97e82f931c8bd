import DocTestSupport
import Mosaic
import MosaicSQLite
import Testing

// Snippet: sqlite-notes
struct SavedNote: Codable, Sendable, Equatable {
    var text: String
}

func saveAndReopen(at path: String) throws -> SavedNote? {
    let database = try SQLiteDatabase(path: path)             // created on first use
    let notes = try SQLiteStore<Int, SavedNote>(database: database, table: "notes")
    try notes.save(SavedNote(text: "Buy milk"), for: 1)
    try database.close()                                      // the .sqlite file alone holds it all

    let reopened = try SQLiteStore<Int, SavedNote>(database: try SQLiteDatabase(path: path), table: "notes")
    return try reopened.value(for: 1)
}
// Snippet: end

// Snippet: sqlite-read-only
func starterNote(shippedAt path: String) throws -> SavedNote? {
    let database = try SQLiteDatabase(readingOnly: path)      // writes nothing, creates nothing beside it
    defer { try? database.close() }
    let notes = try SQLiteStore<Int, SavedNote>(database: database, table: "notes")
    return try notes.value(for: 1)                            // a save would throw .readOnly
}
// Snippet: end

// Snippet: sqlite-canonical-key
struct Username: Codable, Hashable, Sendable, CanonicalStoreKey {
    var name: String

    static func == (lhs: Username, rhs: Username) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(name.lowercased()) }

    var canonicalStoreKey: Username { Username(name: name.lowercased()) }   // "Ada" and "ADA" are one row
}
// Snippet: end

@Suite("Docs: MosaicSQLite")
struct DocsSQLiteTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test("the example's note survives closing and reopening the file")
    func noteSurvives() throws {
        #expect(try saveAndReopen(at: folder.path("notes.sqlite")) == SavedNote(text: "Buy milk"))
    }

    @Test("the shipped file's note is read, and the file's folder is left as it was")
    func starterNoteIsRead() throws {
        let path = folder.path("starter.sqlite")
        _ = try saveAndReopen(at: path)
        let before = try FolderSnapshot(folder.url)
        #expect(try starterNote(shippedAt: path) == SavedNote(text: "Buy milk"))
        #expect(try FolderSnapshot(folder.url) == before)
    }

    @Test("usernames that differ in case only are one row")
    func usernamesAreOneRow() throws {
        let database = try SQLiteDatabase(path: folder.path("users.sqlite"))
        let ages = try SQLiteStore<Username, Int>(database: database, table: "ages")
        try ages.save(36, for: Username(name: "Ada"))
        try ages.save(37, for: Username(name: "ADA"))
        #expect(try ages.keys() == [Username(name: "ada")] && ages.value(for: Username(name: "aDa")) == 37)
        try database.close()
    }

    @Test("MosaicSQLite's documentation shows exactly this code", arguments: ["sqlite-notes", "sqlite-read-only", "sqlite-canonical-key"])
    func articleIsUpToDate(_ snippet: String) throws {
        try expectSnippet(snippet, on: "Sources/MosaicSQLite/MosaicSQLite.docc/MosaicSQLite.md")
    }
}
