import Foundation
import GRDB
import Mosaic

/// One SQLite file (through GRDB) that holds the values of any number of ``SQLiteStore``s.
/// Open it once and register it in the container; stores made from it are injected like any
/// other ``Mosaic/DataStore``. Data survives a restart of the process.
///
/// Opening never wipes anything: a file that is not a database, is damaged, belongs to another
/// program, or was written by a newer schema is refused with a ``Mosaic/DataStoreError`` naming
/// the file, and left as it was.
///
/// ```swift
/// builder.register { try SQLiteDatabase(path: documents + "/catalog.sqlite") }.lifetime(.single)
/// builder.register { (database: SQLiteDatabase) in
///     SQLiteStore<Int, CatalogModel>(database: database, table: "models")
/// }.lifetime(.container())
/// ```
public final class SQLiteDatabase: Sendable {
    /// The schema version this build writes and reads.
    ///
    /// ```swift
    /// #expect(SQLiteDatabase.schemaVersion == 1)
    /// ```
    public static let schemaVersion = 1
    /// The `PRAGMA application_id` that marks a file as Mosaic's ("MSIC").
    ///
    /// ```swift
    /// let id = try Int.fetchOne(db, sql: "PRAGMA application_id")   // 0x4D534943
    /// ```
    public static let applicationID: Int32 = 0x4D53_4943

    /// The file's path.
    ///
    /// ```swift
    /// print(database.path)
    /// ```
    public let path: String
    let pool: DatabasePool
    let hubs = HubRegistry()

    /// Opens (or creates) the database at `path`. `configuration` is GRDB's, for example to add
    /// a `prepareDatabase` step.
    ///
    /// ```swift
    /// let database = try SQLiteDatabase(path: "/tmp/catalog.sqlite")
    /// ```
    public init(path: String, configuration: Configuration = Configuration()) throws(DataStoreError) {
        self.path = path
        let name = (path as NSString).lastPathComponent
        if FileManager.default.fileExists(atPath: path) {
            try Self.inspect(path: path, name: name, configuration: configuration)
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw SQLiteErrors.map(error, store: name, step: "open")
        }
        do {
            try pool.write { db in try Self.prepareSchema(db) }
        } catch {
            try? pool.close()
            throw SQLiteErrors.map(error, store: name, step: "open")
        }
    }

    /// Closes the file; stores made from it fail from now on. Call it before reopening the file.
    ///
    /// ```swift
    /// try database.close()
    /// ```
    public func close() throws(DataStoreError) {
        do {
            try pool.close()
        } catch {
            throw SQLiteErrors.map(error, store: (path as NSString).lastPathComponent, step: "close")
        }
    }

    /// Looks at an existing file read-only, before anything could change it.
    private static func inspect(path: String, name: String, configuration: Configuration) throws(DataStoreError) {
        var readOnly = configuration
        readOnly.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: readOnly)
            defer { try? queue.close() }
            let problem: DataStoreError.Reason? = try queue.read { db in
                let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                let tables = try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
                if applicationID == Self.applicationID {
                    return version > schemaVersion ? .unsupportedSchema(found: version, supported: schemaVersion) : nil
                }
                if applicationID == 0 && tables.isEmpty { return nil }
                let owner = String(format: "application id 0x%08X", UInt32(bitPattern: applicationID))
                return .foreignDatabase("\(owner), tables: \(tables.isEmpty ? "none" : tables.joined(separator: ", "))")
            }
            if let problem { throw DataStoreError(problem, store: name, step: "open") }
        } catch let error as DataStoreError {
            throw error
        } catch {
            throw SQLiteErrors.map(error, store: name, step: "open")
        }
    }

    /// Creates the table in a new file (in one transaction; the caller's `write` is it).
    private static func prepareSchema(_ db: Database) throws {
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard version < schemaVersion else { return }
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS mosaic_entries (
                store TEXT NOT NULL,
                key TEXT NOT NULL,
                value BLOB NOT NULL,
                saved_at REAL NOT NULL,
                PRIMARY KEY (store, key)
            ) WITHOUT ROWID;
            PRAGMA application_id = \(applicationID);
            PRAGMA user_version = \(schemaVersion);
            """)
    }
}
