import Foundation
internal import GRDBSQLite

/// A read-only look at an SQLite file that creates nothing beside it.
///
/// GRDB cannot be used for this: its read-only connections on a WAL-mode file create `-wal` and
/// `-shm` files and leave them behind, and it opens paths without URI parameters. Here, when
/// the file is closed (no `-wal` or `-journal` beside it, so nothing is half-written and no
/// connection has it open), it is opened `immutable`: SQLite then reads it without locking and
/// without creating anything. Otherwise it is opened read-only (the files SQLite needs are
/// already there).
///
/// One value is one connection: use it from one thread at a time.
final class ReadOnlyFile {
    /// Why the file could not be read: SQLite's primary result code and message.
    struct Failure: Error {
        let code: Int32
        let message: String
    }

    /// The columns of the row a statement is on.
    struct Columns {
        fileprivate let statement: OpaquePointer?

        /// The column as text, or nil when it is NULL.
        func text(_ column: Int32) -> String? {
            sqlite3_column_text(statement, column).map { String(cString: $0) }
        }

        /// The column's bytes (a NULL is no bytes).
        func data(_ column: Int32) -> Data {
            let count = Int(sqlite3_column_bytes(statement, column))
            guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return Data() }
            return Data(bytes: bytes, count: count)
        }

        /// The column as a number.
        func double(_ column: Int32) -> Double {
            sqlite3_column_double(statement, column)
        }
    }

    private var handle: OpaquePointer?

    /// Whether nothing lies beside the file that a reader would have to heed: no write-ahead
    /// log, no rollback journal.
    static func isClosed(_ path: String) -> Bool {
        let fileManager = FileManager.default
        return !fileManager.fileExists(atPath: path + "-wal") && !fileManager.fileExists(atPath: path + "-journal")
    }

    /// Opens `path`, `immutable` when it is closed (see ``isClosed(_:)``).
    convenience init(path: String) throws(Failure) {
        try self.init(path: path, immutable: Self.isClosed(path))
    }

    /// Opens `path`: `immutable`, SQLite reads it without locks and creates nothing beside it,
    /// trusting that nothing writes it meanwhile; otherwise it reads as any reader would.
    init(path: String, immutable: Bool) throws(Failure) {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        // An absolute path gets an empty authority ("file:///…"), so "//x" is never read as a host.
        let uri = (path.hasPrefix("/") ? "file://" : "file:") + encoded + (immutable ? "?immutable=1" : "?mode=ro")
        let code = sqlite3_open_v2(uri, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil)
        guard code == SQLITE_OK else {
            let failure = Failure(code: code & 0xFF, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open")
            sqlite3_close(handle)
            handle = nil
            throw failure
        }
    }

    deinit {
        sqlite3_close(handle)
    }

    /// The rows of `sql`, with `arguments` bound to its parameters in order, each made by `row`.
    func rows<Row>(_ sql: String, _ arguments: [String] = [], _ row: (Columns) -> Row) throws(Failure) -> [Row] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw failure() }
        defer { sqlite3_finalize(statement) }
        // SQLite copies each argument (a destructor of -1 says so) before `bind` returns.
        let copied = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (index, argument) in arguments.enumerated() {
            guard sqlite3_bind_text(statement, Int32(index + 1), argument, -1, copied) == SQLITE_OK else { throw failure() }
        }
        var rows: [Row] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else { throw failure() }
            rows.append(row(Columns(statement: statement)))
        }
    }

    /// The rows of `sql`, each column as text (NULL as nil).
    func rows(_ sql: String) throws(Failure) -> [[String?]] {
        try rows(sql) { columns in
            (0..<sqlite3_column_count(columns.statement)).map { columns.text($0) }
        }
    }

    /// The first column of the first row of `sql` as an integer (0 when there is none).
    func integer(_ sql: String) throws(Failure) -> Int64 {
        try rows(sql).first?.first.flatMap { $0.flatMap { Int64($0) } } ?? 0
    }

    private func failure() -> Failure {
        Failure(code: sqlite3_errcode(handle) & 0xFF, message: String(cString: sqlite3_errmsg(handle)))
    }
}
