import Foundation
import GRDB
import Mosaic
import MosaicSQLite
import Testing

@Suite("SQLiteDatabase: files it may read but not write")
struct SQLiteReadOnlyTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.path("mail.sqlite")
    }

    /// A closed Mosaic store at `path` with two messages.
    private func makeMailbox() throws {
        let database = try SQLiteDatabase(path: path)
        try SQLiteStore<Int, String>(database: database, table: "messages").save([1: "Hello", 2: "Lunch?"], at: Date())
        try database.close()
    }

    /// Makes the mailbox file read-only (mode 444) and its folder writable by anyone, so that a
    /// reader could create files beside it.
    private func protectMailbox() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.url.path)
    }

    @Test("a healthy Mosaic file this user cannot write (mode 444, in a folder it can write) is refused with .readOnly and left exactly as it was",
          .enabled(if: AnotherUser.canBeSimulated, "needs file modes to hold: not root, or root able to act as nobody"))
    func unwritableFileRefused() throws {
        try makeMailbox()
        try protectMailbox()
        let before = try FolderSnapshot(folder.url)
        let error = try AnotherUser.run { #expect(throws: DataStoreError.self) { try SQLiteDatabase(path: path) } }
        guard case .readOnly? = error?.reason else {
            Issue.record("expected .readOnly, got \(String(describing: error))")
            return
        }
        #expect(error?.description == "cannot open store mail.sqlite: the file cannot be written (Permission denied); to read it without writing, open it with SQLiteDatabase(readingOnly:); it was left untouched")
        #expect(try FolderSnapshot(folder.url) == before, "no -wal or -shm beside it, no byte changed")
    }

    @Test("opened read-only by a user who cannot write it, a Mosaic file is read, listed and observed, and nothing is created beside it",
          .enabled(if: AnotherUser.canBeSimulated, "needs file modes to hold: not root, or root able to act as nobody"))
    func readOnlyByAnotherUser() throws {
        try makeMailbox()
        try protectMailbox()
        let before = try FolderSnapshot(folder.url)
        try AnotherUser.run {
            let database = try SQLiteDatabase(readingOnly: path)
            #expect(database.isReadOnly)
            let messages = try SQLiteStore<Int, String>(database: database, table: "messages")
            #expect(try messages.value(for: 1) == "Hello")
            #expect(try messages.entry(for: 3) == nil)
            #expect(try Set(messages.keys()) == [1, 2])
            let heard = Recorder<String?>()
            let observation = try messages.observe(2, sendingCurrent: true) { heard.append($0) }
            #expect(heard.all == ["Lunch?"])
            observation.cancel()
            try database.close()
        }
        #expect(try FolderSnapshot(folder.url) == before)
    }

    @Test("a database opened read-only reads a file in a folder it cannot write, as an app reads a file bundled with it",
          .enabled(if: AnotherUser.canBeSimulated, "needs file modes to hold: not root, or root able to act as nobody"))
    func readOnlyFolder() throws {
        try makeMailbox()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path) }
        let value = try AnotherUser.run { () throws -> String? in
            let database = try SQLiteDatabase(readingOnly: path)
            defer { try? database.close() }
            return try SQLiteStore<Int, String>(database: database, table: "messages").value(for: 2)
        }
        #expect(value == "Lunch?")
    }

    @Test("every write to a database opened read-only throws .readOnly naming the step, the key and the store; the change is never run and nothing changes")
    func writesRefused() throws {
        try makeMailbox()
        let before = try FolderSnapshot(folder.url)
        let database = try SQLiteDatabase(readingOnly: path)
        let messages = try SQLiteStore<Int, String>(database: database, table: "messages")
        let changes = Recorder<Int>()
        let writes: [(String, () throws -> Void)] = [
            ("cannot save key 3 in store mail.sqlite/messages: the database was opened read-only; the store is unchanged",
             { try messages.save("new", for: 3) }),
            ("cannot update key 1 in store mail.sqlite/messages: the database was opened read-only; the store is unchanged",
             { try messages.update(1) { _ in changes.append(1); return "changed" } }),
            ("cannot remove key 2 in store mail.sqlite/messages: the database was opened read-only; the store is unchanged",
             { try messages.removeValue(for: 2) }),
        ]
        for (expected, write) in writes {
            let error = #expect(throws: DataStoreError.self, "\(expected)") { try write() }
            guard case .readOnly? = error?.reason else {
                Issue.record("expected .readOnly, got \(String(describing: error))")
                continue
            }
            #expect(error?.description == expected)
        }
        #expect(changes.all.isEmpty, "update's change never ran")
        #expect(try messages.value(for: 1) == "Hello" && Set(messages.keys()) == [1, 2])
        try database.close()
        try database.close()
        let closed = #expect(throws: DataStoreError.self) { try messages.value(for: 1) }
        #expect(closed?.description == "cannot read key 1 in store mail.sqlite/messages: the database is closed")
        #expect(try FolderSnapshot(folder.url) == before, "read-only opening wrote nothing and created nothing")
    }

    @Test("a database opened read-only refuses, untouched, a file with a log beside it, a file with no store yet, a zero-length file, another program's file and a missing file")
    func readOnlyRefusals() throws {
        // A store with its log beside it: copied while a database had it open.
        let live = try SQLiteDatabase(path: folder.path("live.sqlite"))
        try SQLiteStore<Int, String>(database: live, table: "t").save("in the log", for: 1)
        let copies = try TemporaryFolder()
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: folder.path("live.sqlite" + suffix)) {
            try FileManager.default.copyItem(atPath: folder.path("live.sqlite" + suffix), toPath: copies.path("live.sqlite" + suffix))
        }
        try live.close()
        #expect(FileManager.default.createFile(atPath: copies.path("zero.sqlite"), contents: Data()))
        let blank = try DatabaseQueue(path: copies.path("blank.sqlite"))
        try blank.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA page_size = 8192; VACUUM") }
        try blank.close()
        try ForeignFile.all[0].make(at: copies.path("app.sqlite"))
        let before = try FolderSnapshot(copies.url)
        let cases: [(file: String, expected: String)] = [
            ("live.sqlite", "cannot open store live.sqlite: a -wal or -journal file lies beside it (it is open for writing elsewhere, or its writer stopped before closing it), and reading that log would mean writing beside the file; open it with SQLiteDatabase(path:), or close it first; it was left untouched"),
            ("zero.sqlite", "cannot open store zero.sqlite: the file holds no Mosaic store yet, and a database opened read-only cannot make one; it was left untouched"),
            ("blank.sqlite", "cannot open store blank.sqlite: the file holds no Mosaic store yet, and a database opened read-only cannot make one; it was left untouched"),
            ("app.sqlite", "cannot open store app.sqlite: \(ForeignFile.all[0].expected)"),
            ("missing.sqlite", "cannot open store missing.sqlite: there is no file at \(copies.path("missing.sqlite"))"),
        ]
        for (file, expected) in cases {
            let error = #expect(throws: DataStoreError.self, "\(file)") { try SQLiteDatabase(readingOnly: copies.path(file)) }
            #expect(error?.description == expected)
            #expect(error?.step == "open")
        }
        #expect(try FolderSnapshot(copies.url) == before)
    }
}
