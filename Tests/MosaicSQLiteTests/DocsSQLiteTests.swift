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

@Suite("Docs: MosaicSQLite")
struct DocsSQLiteTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test("the example's note survives closing and reopening the file")
    func noteSurvives() throws {
        #expect(try saveAndReopen(at: folder.path("notes.sqlite")) == SavedNote(text: "Buy milk"))
    }

    @Test("MosaicSQLite's documentation shows exactly this code")
    func articleIsUpToDate() throws {
        try expectSnippet("sqlite-notes", on: "Sources/MosaicSQLite/MosaicSQLite.docc/MosaicSQLite.md")
    }
}
