// Stand-in for the one declaration of GRDB (https://github.com/groue/GRDB.swift) that MosaicSQLite's
// public interface names: `SQLiteDatabase.init(path:configuration:)` takes GRDB's database
// configuration. GRDB itself is not type-checked for Apple triples here (it needs Apple's
// Foundation and SQLite); it declares iOS 13 / macOS 10.15 as its minimums.

/// GRDB's database configuration (Configuration.swift in GRDB): only its initializer is used.
public struct Configuration {
    public init() {}
}
