internal import GRDB
internal import GRDBSQLite
import Mosaic

/// Turns GRDB's errors, and those of a file read read-only, into `DataStoreError`s that say
/// what happened in words.
enum SQLiteErrors {
    static func map(_ error: any Error, store: String, step: String, key: String? = nil) -> DataStoreError {
        if let error = error as? DataStoreError { return error }
        if let failure = error as? ReadOnlyFile.Failure {
            let damaged = failure.code == SQLITE_NOTADB || failure.code == SQLITE_CORRUPT
            return DataStoreError(damaged ? .notADatabase(failure.message) : .failed(failure.message), store: store, step: step, key: key)
        }
        guard let error = error as? DatabaseError else {
            return DataStoreError(.failed("\(error)"), store: store, step: step, key: key)
        }
        let message = error.message ?? "\(error.resultCode)"
        switch error.resultCode {
        case .SQLITE_FULL:
            return DataStoreError(.full, store: store, step: step, key: key)
        case .SQLITE_CONSTRAINT:
            return DataStoreError(.constraintViolated(message), store: store, step: step, key: key)
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return DataStoreError(.notADatabase(message), store: store, step: step, key: key)
        default:
            return DataStoreError(.failed(message), store: store, step: step, key: key)
        }
    }
}
