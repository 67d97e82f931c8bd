import Foundation
import GRDB
import MosaicSQLite

/// A database file made by something other than Mosaic (or a Mosaic file of the wrong shape),
/// for the tests that check such a file is refused and left exactly as it was.
struct ForeignFile: CustomStringConvertible, Sendable {
    let description: String
    /// The words the refusal must contain, after "cannot open store <file>: ".
    let expected: String
    /// Whether the file is made in WAL mode (then closed, so no -wal or -shm is left beside it).
    var wal = false
    let sql: String

    /// Writes the file at `path` with GRDB, outside Mosaic.
    func make(at path: String) throws {
        if wal {
            let pool = try DatabasePool(path: path)
            try pool.write { db in try db.execute(sql: sql) }
            try pool.close()
        } else {
            let queue = try DatabaseQueue(path: path)
            try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
            try queue.close()
        }
    }

    static let mosaicID = SQLiteDatabase.applicationID

    static let all: [ForeignFile] = [
        ForeignFile(
            description: "another program's tables",
            expected: "the file belongs to something else (a SQLite database with application id 0x00000000, user version 0, tables: users); it was left untouched",
            sql: "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO users VALUES (1, 'Ada')"),
        ForeignFile(
            description: "only views",
            expected: "the file belongs to something else (a SQLite database with application id 0x00000000, user version 0, views: answer); it was left untouched",
            sql: "CREATE VIEW answer AS SELECT 42 AS value"),
        ForeignFile(
            description: "no schema, but user version 7",
            expected: "the file belongs to something else (a SQLite database with application id 0x00000000, user version 7, no tables or views); it was left untouched",
            sql: "PRAGMA user_version = 7"),
        ForeignFile(
            description: "another application id, no schema",
            expected: "the file belongs to something else (a SQLite database with application id 0x12345678, user version 0, no tables or views); it was left untouched",
            sql: "PRAGMA application_id = 305419896"),
        ForeignFile(
            description: "another program's tables, in WAL mode",
            expected: "the file belongs to something else (a SQLite database with application id 0x00000000, user version 0, tables: notes; indexes: notes_by_text); it was left untouched",
            wal: true,
            sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); CREATE INDEX notes_by_text ON notes(text); INSERT INTO notes VALUES (1, 'kept')"),
        ForeignFile(
            description: "Mosaic's application id, no entries table",
            expected: "the file is marked as a Mosaic store but is not one (application id 0x4D534943, user version 1: no table mosaic_entries); it was left untouched",
            sql: "PRAGMA application_id = \(mosaicID); PRAGMA user_version = 1"),
        ForeignFile(
            description: "Mosaic's application id, entries table of the wrong shape",
            expected: "the file is marked as a Mosaic store but is not one (application id 0x4D534943, user version 1: table mosaic_entries has columns store TEXT, key INTEGER, value TEXT, primary key (key), not store TEXT NOT NULL, key TEXT NOT NULL, value BLOB NOT NULL, saved_at REAL NOT NULL, primary key (store, key)); it was left untouched",
            sql: """
                CREATE TABLE mosaic_entries (store TEXT, key INTEGER PRIMARY KEY, value TEXT);
                PRAGMA application_id = \(mosaicID); PRAGMA user_version = 1
                """),
        ForeignFile(
            description: "Mosaic's application id, user version 0",
            expected: "the file is marked as a Mosaic store but is not one (application id 0x4D534943, user version 0: no table mosaic_entries); it was left untouched",
            sql: "PRAGMA application_id = \(mosaicID)"),
    ]
}

/// Everything in a folder, byte for byte: a refused file must leave it equal.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    let files: [String: Data]

    init(_ folder: URL) throws {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        self.files = files
    }

    var description: String {
        files.keys.sorted().map { "\($0) (\(files[$0]?.count ?? 0) bytes)" }.joined(separator: ", ")
    }
}
