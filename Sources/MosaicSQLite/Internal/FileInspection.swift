import Mosaic

/// What an existing file is, read before anything could change it: a Mosaic store this build
/// can open, a database with nothing in it yet, or something to refuse, and then in words what
/// it is.
enum FileInspection {
    /// What the file was found to be.
    enum Verdict {
        /// A Mosaic store of this schema.
        case store
        /// An SQLite database with no tables, views or marks (a zero-length file is one): a
        /// database opened for writing makes it a store.
        case empty
        /// Anything else, and why it must be left alone.
        case refused(DataStoreError.Reason)
    }

    /// The columns of the entries table as `PRAGMA table_info` reports them: name, declared
    /// type, NOT NULL, position in the primary key.
    struct Column: Equatable {
        let name: String
        let type: String
        let notNull: Bool
        let primaryKeyPosition: Int
    }

    static let entriesTable = "mosaic_entries"
    static let entriesColumns = [
        Column(name: "store", type: "TEXT", notNull: true, primaryKeyPosition: 1),
        Column(name: "key", type: "TEXT", notNull: true, primaryKeyPosition: 2),
        Column(name: "value", type: "BLOB", notNull: true, primaryKeyPosition: 0),
        Column(name: "saved_at", type: "REAL", notNull: true, primaryKeyPosition: 0),
    ]

    /// What `file` is.
    static func verdict(on file: ReadOnlyFile, applicationID mosaicID: Int32, schemaVersion: Int) throws(ReadOnlyFile.Failure) -> Verdict {
        let applicationID = Int32(truncatingIfNeeded: try file.integer("PRAGMA application_id"))
        let version = Int(try file.integer("PRAGMA user_version"))
        let objects = try file.rows("SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name")
            .compactMap { row -> (type: String, name: String)? in
                guard row.count == 2, let type = row[0], let name = row[1] else { return nil }
                return (type, name)
            }
        let identity = "application id \(hex(applicationID)), user version \(version)"
        guard applicationID == mosaicID else {
            if applicationID == 0 && version == 0 && objects.isEmpty { return .empty }
            return .refused(.foreignDatabase("a SQLite database with \(identity), \(describe(objects))"))
        }
        if version > schemaVersion { return .refused(.unsupportedSchema(found: version, supported: schemaVersion)) }
        guard objects.contains(where: { $0.type == "table" && $0.name == entriesTable }) else {
            return .refused(.malformedStore("\(identity): no table \(entriesTable)"))
        }
        let columns = try file.rows("PRAGMA table_info(\(entriesTable))").map { row in
            Column(
                name: row.count > 1 ? row[1] ?? "" : "", type: row.count > 2 ? (row[2] ?? "").uppercased() : "",
                notNull: row.count > 3 && row[3] == "1", primaryKeyPosition: row.count > 5 ? Int(row[5] ?? "") ?? 0 : 0)
        }
        guard columns == entriesColumns else {
            return .refused(.malformedStore("\(identity): table \(entriesTable) has columns \(describe(columns)), not \(describe(entriesColumns))"))
        }
        guard version == schemaVersion else {
            return .refused(.malformedStore("\(identity): expected user version \(schemaVersion)"))
        }
        return .store
    }

    private static func hex(_ id: Int32) -> String {
        let digits = String(UInt32(bitPattern: id), radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }

    /// "tables: a, b; views: c", or "no tables or views".
    private static func describe(_ objects: [(type: String, name: String)]) -> String {
        guard !objects.isEmpty else { return "no tables or views" }
        var groups: [(type: String, names: [String])] = []
        for object in objects {
            if groups.last?.type == object.type { groups[groups.count - 1].names.append(object.name) }
            else { groups.append((object.type, [object.name])) }
        }
        let order = ["table": 0, "view": 1, "index": 2, "trigger": 3]
        return groups.sorted { (order[$0.type] ?? 4, $0.type) < (order[$1.type] ?? 4, $1.type) }
            .map { group in
                let plural = group.type == "index" ? "indexes" : group.type + "s"
                return "\(plural): \(group.names.joined(separator: ", "))"
            }
            .joined(separator: "; ")
    }

    /// "store TEXT NOT NULL, key TEXT NOT NULL, …, primary key (store, key)".
    private static func describe(_ columns: [Column]) -> String {
        let list = columns.map { "\($0.name) \($0.type)\($0.notNull ? " NOT NULL" : "")" }
        let key = columns.filter { $0.primaryKeyPosition > 0 }.sorted { $0.primaryKeyPosition < $1.primaryKeyPosition }.map(\.name)
        return (list + (key.isEmpty ? [] : ["primary key (\(key.joined(separator: ", ")))"])).joined(separator: ", ")
    }
}
