/// The statements every store runs (prepared once per connection through GRDB's statement cache).
enum EntrySQL {
    static let select = "SELECT value, saved_at FROM mosaic_entries WHERE store = ? AND key = ?"
    static let keys = "SELECT key FROM mosaic_entries WHERE store = ?"
    static let upsert = """
        INSERT INTO mosaic_entries (store, key, value, saved_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (store, key) DO UPDATE SET value = excluded.value, saved_at = excluded.saved_at
        """
    static let delete = "DELETE FROM mosaic_entries WHERE store = ? AND key = ?"
}
