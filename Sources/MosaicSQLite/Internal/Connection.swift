import Foundation
internal import GRDB
import MosaicDI

/// How a database reaches its file: GRDB's pool of connections, which reads and writes, or one
/// immutable look at a file opened read-only, which writes nothing, not even beside the file.
enum Connection: Sendable {
    case readWrite(DatabasePool)
    /// Nil once the database is closed; the lock lets one reader at a time use the connection.
    case readOnly(Locked<ReadOnlyFile?>)

    /// A read-only connection used after it closed.
    struct Closed: Error {}

    /// The saved value and time under `key` in `table` (the JSON of the value, seconds since 1970).
    func savedRow(table: String, key: String) throws -> (Data, Double)? {
        switch self {
        case .readWrite(let pool):
            // One SELECT sees one consistent snapshot: no explicit transaction needed.
            return try pool.unsafeRead { db in try Self.savedRow(in: db, table: table, key: key) }
        case .readOnly(let file):
            return try file.withLock { file throws in
                guard let file else { throw Closed() }
                return try file.rows(EntrySQL.select, [table, key]) { ($0.data(0), $0.double(1)) }.first
            }
        }
    }

    /// The saved row under `key` in `table`, read on a connection GRDB lends.
    static func savedRow(in db: Database, table: String, key: String) throws -> (Data, Double)? {
        try Row.fetchOne(db.cachedStatement(sql: EntrySQL.select), arguments: [table, key]).map { ($0[0], $0[1]) }
    }

    /// The keys of `table`, as stored.
    func keyTexts(table: String) throws -> [String] {
        switch self {
        case .readWrite(let pool):
            return try pool.unsafeRead { db in try String.fetchAll(db.cachedStatement(sql: EntrySQL.keys), arguments: [table]) }
        case .readOnly(let file):
            return try file.withLock { file throws in
                guard let file else { throw Closed() }
                return try file.rows(EntrySQL.keys, [table]) { $0.text(0) ?? "" }
            }
        }
    }

    /// Runs `body` with the saved row under `key` while no write can commit, so that what it
    /// does with the row (subscribing an observer) comes before any later write.
    func withSavedRow<R>(table: String, key: String, _ body: ((Data, Double)?) throws -> R) throws -> R {
        switch self {
        case .readWrite(let pool):
            // On the writer's queue, so no write commits between reading the value and `body`.
            return try pool.writeWithoutTransaction { db in try body(Self.savedRow(in: db, table: table, key: key)) }
        case .readOnly:
            // Nothing writes a database opened read-only.
            return try body(savedRow(table: table, key: key))
        }
    }
}
