import Foundation
internal import GRDBSQLite

/// A read-only look at an SQLite file that creates nothing beside it.
///
/// GRDB cannot be used for this: its read-only connections on a WAL-mode file create `-wal` and
/// `-shm` files and leave them behind, and it opens paths without URI parameters. Here, when
/// no `-wal` or `-journal` file exists beside the database (so nothing is half-written and no
/// connection has it open), the file is opened `immutable`: SQLite then reads it without
/// locking and without creating anything. Otherwise it is opened read-only (the files SQLite
/// needs are already there).
final class ReadOnlyFile {
    /// Why the file could not be read: SQLite's primary result code and message.
    struct Failure: Error {
        let code: Int32
        let message: String
    }

    private var handle: OpaquePointer?

    init(path: String) throws(Failure) {
        let fileManager = FileManager.default
        let quiet = !fileManager.fileExists(atPath: path + "-wal") && !fileManager.fileExists(atPath: path + "-journal")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        // An absolute path gets an empty authority ("file:///…"), so "//x" is never read as a host.
        let uri = (path.hasPrefix("/") ? "file://" : "file:") + encoded + (quiet ? "?immutable=1" : "?mode=ro")
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

    /// The rows of `sql`, each column as text (NULL as nil).
    func rows(_ sql: String) throws(Failure) -> [[String?]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw failure() }
        defer { sqlite3_finalize(statement) }
        var rows: [[String?]] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else { throw failure() }
            rows.append((0..<sqlite3_column_count(statement)).map { column in
                sqlite3_column_text(statement, column).map { String(cString: $0) }
            })
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
