import Foundation
public import GRDB
import Mosaic
import MosaicDI

/// One SQLite file (through GRDB) that holds the values of any number of ``SQLiteStore``s.
/// Open it once and register it in the container; stores made from it are injected like any
/// other `DataStore`. Data survives a restart of the process.
///
/// Opening never wipes anything: a file that is not a database, is damaged, belongs to another
/// program, was written by a newer schema, or cannot be written by this process is refused with
/// a `DataStoreError` naming the file, and left as it was, with nothing created beside it. A
/// file that holds nothing yet (a zero-length file, or an SQLite database with no tables) is
/// taken as a new store. A file to read without writing, such as one bundled with the app, is
/// opened with ``init(readingOnly:)``.
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
    /// Whether the database was opened with ``init(readingOnly:)``: its stores read, and every
    /// write throws a `DataStoreError` with reason `.readOnly`.
    ///
    /// ```swift
    /// if !database.isReadOnly { try store.save(model, for: model.id) }
    /// ```
    public var isReadOnly: Bool {
        if case .readOnly = connection { true } else { false }
    }

    let connection: Connection
    let hubs = HubRegistry()
    /// Refuses the stores' operations inside an update's change, which holds the writer.
    let updates = UpdateGuard(holding: "the database")
    let state = OpenState()

    /// Opens (or creates) the database at `path`, to read and write. `configuration` is GRDB's,
    /// for example to add a `prepareDatabase` step.
    ///
    /// A file this process may not write (its mode, a read-only volume, the app's own bundle) is
    /// refused with reason `.readOnly` and left as it was; open it with ``init(readingOnly:)``
    /// to read it.
    ///
    /// ```swift
    /// let database = try SQLiteDatabase(path: "/tmp/catalog.sqlite")
    /// ```
    public init(path: String, configuration: Configuration = Configuration()) throws(DataStoreError) {
        self.path = path
        let name = Self.fileName(path)
        if FileManager.default.fileExists(atPath: path) {
            let file: ReadOnlyFile
            do {
                file = try ReadOnlyFile(path: path)
            } catch {
                throw Self.openFailure(error, name: name)
            }
            if case .refused(let reason) = try Self.verdict(on: file, name: name) {
                throw DataStoreError(reason, store: name, step: "open")
            }
            if let refusal = FileAccess.writeRefusal(at: path) {
                throw DataStoreError(
                    .readOnly("the file cannot be written (\(refusal)); to read it without writing, open it with SQLiteDatabase(readingOnly:)"),
                    store: name, step: "open")
            }
        }
        let pool: DatabasePool
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
        connection = .readWrite(pool)
    }

    /// Opens the Mosaic store at `path` to read it only: nothing is ever written to the file,
    /// nor created beside it, so a file in a folder this process may not write (the app's
    /// bundle, a read-only volume) can be read. Every write of its stores throws a
    /// `DataStoreError` with reason `.readOnly`; observers never hear anything.
    ///
    /// The file must be a closed Mosaic store: with a `-wal` or `-journal` beside it (open for
    /// writing elsewhere, or left by a writer that stopped) it is refused, since reading that
    /// log means writing beside the file; a file with no store in it yet is refused too. While
    /// the database is open, nothing may write the file: it is read without locks.
    ///
    /// ```swift
    /// guard let path = Bundle.main.path(forResource: "starter catalog", ofType: "sqlite") else { return }
    /// let database = try SQLiteDatabase(readingOnly: path)
    /// let models = try SQLiteStore<Int, CatalogModel>(database: database, table: "models")
    /// ```
    public init(readingOnly path: String) throws(DataStoreError) {
        self.path = path
        let name = Self.fileName(path)
        guard FileManager.default.fileExists(atPath: path) else {
            throw DataStoreError(.failed("there is no file at \(path)"), store: name, step: "open")
        }
        guard ReadOnlyFile.isClosed(path) else {
            throw DataStoreError(
                .readOnly("a -wal or -journal file lies beside it (it is open for writing elsewhere, or its writer stopped before closing it), and reading that log would mean writing beside the file; open it with SQLiteDatabase(path:), or close it first"),
                store: name, step: "open")
        }
        let file: ReadOnlyFile
        do {
            file = try ReadOnlyFile(path: path, immutable: true)
        } catch {
            throw Self.openFailure(error, name: name)
        }
        switch try Self.verdict(on: file, name: name) {
        case .store:
            break
        case .empty:
            throw DataStoreError(
                .readOnly("the file holds no Mosaic store yet, and a database opened read-only cannot make one"), store: name, step: "open")
        case .refused(let reason):
            throw DataStoreError(reason, store: name, step: "open")
        }
        connection = .readOnly(Locked(file))
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
        let name = Self.fileName(path)
        try updates.check(store: name, step: "close", key: nil)
        switch connection {
        case .readWrite(let pool):
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
        case .readOnly(let file):
            try state.close(finishing: {}, closingConnections: { file.withLock { $0 = nil } })
        }
    }

    /// The name errors give the file: its last path component.
    static func fileName(_ path: String) -> String {
        (path as NSString).lastPathComponent
    }

    /// What an existing file is, read without changing it or creating anything beside it,
    /// before GRDB opens it (which would switch it to WAL).
    private static func verdict(on file: ReadOnlyFile, name: String) throws(DataStoreError) -> FileInspection.Verdict {
        do {
            return try FileInspection.verdict(on: file, applicationID: applicationID, schemaVersion: schemaVersion)
        } catch {
            throw openFailure(error, name: name)
        }
    }

    /// A failure to read a file at open, as an error naming it.
    private static func openFailure(_ error: ReadOnlyFile.Failure, name: String) -> DataStoreError {
        SQLiteErrors.map(error, store: name, step: "open")
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
