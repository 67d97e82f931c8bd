internal import GRDB
import Mosaic

/// What a store asks of its database before and after using the file: whether it is open,
/// whether it may write, and what a failure means in the store's words.
extension SQLiteDatabase {
    /// Throws `.closed` once the database is closed (or closing).
    func checkOpen(store: String, step: String, key: String?) throws(DataStoreError) {
        guard state.isOpen else { throw DataStoreError(.closed, store: store, step: step, key: key) }
    }

    /// The pool to write with; throws `.closed` or `.readOnly` when there is none to use.
    func writer(store: String, step: String, key: String?) throws(DataStoreError) -> DatabasePool {
        try checkOpen(store: store, step: step, key: key)
        switch connection {
        case .readWrite(let pool):
            return pool
        case .readOnly:
            throw DataStoreError(.readOnly("the database was opened read-only"), store: store, step: step, key: key)
        }
    }

    /// `error`, thrown while using the file, as the store's error. A connection used after the
    /// database closed under it (a close that raced the operation) is reported as `.closed`.
    func failure(_ error: any Error, store: String, step: String, key: String? = nil) -> DataStoreError {
        if error is Connection.Closed {
            return DataStoreError(.closed, store: store, step: step, key: key)
        }
        if !state.isOpen, let error = error as? DatabaseError, error.resultCode == .SQLITE_MISUSE {
            return DataStoreError(.closed, store: store, step: step, key: key)
        }
        return SQLiteErrors.map(error, store: store, step: step, key: key)
    }
}
