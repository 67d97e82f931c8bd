import Foundation
public import GRDB
internal import GRDBSQLite
import Mosaic
import MosaicDI

/// One SQLite file (through GRDB) that holds the values of any number of ``SQLiteStore``s.
/// Open it once and register it in the container; stores made from it are injected like any
/// other `DataStore`. Data survives a restart of the process.
///
/// Opening never wipes anything: a file that is not a database, is damaged, belongs to another
/// program, or was written by a newer schema is refused with a `DataStoreError` naming
/// the file, and left as it was.
///
/// ```swift
/// builder.register { try SQLiteDatabase(path: documents + "/catalog.sqlite") }.lifetime(.single)
/// builder.register { (database: SQLiteDatabase) in
///     try SQLiteStore<Int, CatalogModel>(database: database, table: "models")
/// }.lifetime(.container())
/// ```
public final class SQLiteDatabase: Sendable {
    /// The schema version this build writes and reads.
    public static let schemaVersion = 1
    /// The `PRAGMA application_id` that marks a file as Mosaic's ("MSIC").
    ///
    /// ```swift
    /// let id = try Int.fetchOne(db, sql: "PRAGMA application_id")   // 0x4D534943
    /// ```
    public static let applicationID: Int32 = 0x4D53_4943

    /// The file's path.
    public let path: String
    let pool: DatabasePool
    let hubs = HubRegistry()
    /// Refuses the stores' operations inside an update's change, which holds the writer.
    let updates = UpdateGuard(holding: "the database")
    let state = OpenState()

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
            try Self.inspect(path: path, name: name)
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

    /// Closes the file; stores made from it fail from now on with reason `.closed`. Call it
    /// before reopening the file. Closing a closed database does nothing.
    ///
    /// Everything written is first moved from the write-ahead log into the `.sqlite` file, so
    /// that file alone holds every value (a copy or a backup of it is complete) and no `-wal` or
    /// `-shm` file is left beside it. When another process is reading the file at that moment,
    /// the move cannot finish: the file is still closed, and the log stays beside it until the
    /// next open folds it in. When the move fails otherwise (a full disk), close throws and the
    /// database stays open. Called from inside the change given to a store's `update`, it
    /// throws `.usedInsideUpdate` and leaves the database open.
    ///
    /// ```swift
    /// try database.close()
    /// ```
    public func close() throws(DataStoreError) {
        let name = (path as NSString).lastPathComponent
        try updates.check(store: name, step: "close", key: nil)
        try state.close { () throws(DataStoreError) in
            do {
                // Readers first: SQLite folds the log in and deletes it when the last
                // connection to close is one that may write, and GRDB would otherwise close
                // the writer first.
                pool.releaseMemory()
                _ = try pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                // Another process is reading: the log stays, complete, for the next open.
            } catch {
                throw SQLiteErrors.map(error, store: name, step: "close")
            }
        } closingConnections: { () throws(DataStoreError) in
            do {
                try pool.close()
            } catch {
                throw SQLiteErrors.map(error, store: name, step: "close")
            }
        }
    }

    /// Looks at an existing file without changing it or creating anything beside it, before
    /// GRDB opens it (which would switch it to WAL).
    private static func inspect(path: String, name: String) throws(DataStoreError) {
        let problem: DataStoreError.Reason?
        do {
            problem = try FileInspection.problem(at: path, applicationID: applicationID, schemaVersion: schemaVersion)
        } catch {
            let damaged = error.code == SQLITE_NOTADB || error.code == SQLITE_CORRUPT
            throw DataStoreError(damaged ? .notADatabase(error.message) : .failed(error.message), store: name, step: "open")
        }
        if let problem { throw DataStoreError(problem, store: name, step: "open") }
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
