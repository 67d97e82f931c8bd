import Foundation
import Mosaic
import MosaicSQLite
import Testing

@Suite("SQLiteDatabase: closing")
struct SQLiteCloseTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.path("x.sqlite")
    }

    @Test("closing a closed database does nothing: a second and a third close return, and the file reopens with every value")
    func closeTwice() throws {
        let database = try SQLiteDatabase(path: path)
        try SQLiteStore<Int, String>(database: database, table: "t").save("kept", for: 1)
        try database.close()
        try database.close()
        try database.close()
        #expect(try FolderSnapshot(folder.url).files.keys.sorted() == ["x.sqlite"], "the first close folded the log in; the others left it so")
        let reopened = try SQLiteDatabase(path: path)
        #expect(try SQLiteStore<Int, String>(database: reopened, table: "t").value(for: 1) == "kept")
        try reopened.close()
    }

    @Test("closes from many tasks at once: one closes, the others do nothing, none crashes")
    func concurrentCloses() async throws {
        let database = try SQLiteDatabase(path: path)
        try SQLiteStore<Int, String>(database: database, table: "t").save("kept", for: 1)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { try database.close() } }
            try await group.waitForAll()
        }
        let reopened = try SQLiteDatabase(path: path)
        #expect(try SQLiteStore<Int, String>(database: reopened, table: "t").value(for: 1) == "kept")
        try reopened.close()
    }

    @Test("after close, every operation throws .closed, naming the step, the key and the store, and says the database is closed")
    func operationsAfterClose() throws {
        let database = try SQLiteDatabase(path: path)
        let store = try SQLiteStore<Int, String>(database: database, table: "t")
        try store.save("kept", for: 1)
        try database.close()
        let failures: [(String, () throws -> Void)] = [
            ("cannot read key 1 in store x.sqlite/t: the database is closed", { _ = try store.value(for: 1) }),
            ("cannot save key 2 in store x.sqlite/t: the database is closed; the store is unchanged", { try store.save("new", for: 2) }),
            ("cannot save store x.sqlite/t: the database is closed; the store is unchanged", { try store.save([2: "a", 3: "b"], at: Date()) }),
            ("cannot update key 1 in store x.sqlite/t: the database is closed; the store is unchanged", { try store.update(1) { _ in "changed" } }),
            ("cannot remove key 1 in store x.sqlite/t: the database is closed; the store is unchanged", { try store.removeValue(for: 1) }),
            ("cannot read store x.sqlite/t: the database is closed", { _ = try store.keys() }),
            ("cannot observe key 1 in store x.sqlite/t: the database is closed", { _ = try store.observe(1) { _ in } }),
        ]
        for (expected, operation) in failures {
            let error = #expect(throws: DataStoreError.self, "\(expected)") { try operation() }
            guard case .closed? = error?.reason else {
                Issue.record("expected .closed, got \(String(describing: error))")
                continue
            }
            #expect(error?.description == expected)
        }
        let reopened = try SQLiteDatabase(path: path)
        let again = try SQLiteStore<Int, String>(database: reopened, table: "t")
        #expect(try again.keys() == [1] && again.value(for: 1) == "kept", "nothing was written after the close")
        try reopened.close()
    }

    @Test("operations racing a close either finish or throw .closed: no crash and no other error (20 rounds)")
    func operationsRacingClose() async throws {
        var raced = 0
        for round in 0..<20 {
            let database = try SQLiteDatabase(path: folder.path("race \(round).sqlite"))
            let store = try SQLiteStore<Int, Int>(database: database, table: "t")
            try store.save(0, for: 0)
            let errors = Recorder<DataStoreError>()
            await withTaskGroup(of: Void.self) { group in
                for worker in 0..<4 {
                    group.addTask {
                        // Each worker goes on until the close reached it (the close task may
                        // only run once the workers did many steps, on a busy machine).
                        for step in 0..<1_000_000 {
                            if step % 16 == 0 { await Task.yield() }
                            do throws(DataStoreError) {
                                switch step % 4 {
                                case 0: try store.save(step, for: worker)
                                case 1: _ = try store.value(for: worker)
                                case 2: try store.update(worker) { ($0 ?? 0) + 1 }
                                default: _ = try store.keys()
                                }
                            } catch {
                                errors.append(error)
                                if step >= 50 { break }
                            }
                        }
                    }
                }
                group.addTask { try? database.close() }
            }
            try database.close()
            raced += errors.all.count
            for error in errors.all {
                guard case .closed = error.reason else {
                    Issue.record("round \(round): expected .closed, got \(error)")
                    continue
                }
            }
        }
        #expect(raced > 0, "some operations met the close, or the test proves nothing")
    }
}
