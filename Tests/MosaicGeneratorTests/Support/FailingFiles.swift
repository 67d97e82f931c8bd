import Foundation
@testable import MosaicGenerator

/// The real file system, except that the n-th step of one kind fails.
struct FailingFiles: FileOperations {
    enum Step: Sendable { case createFolder, write, move }
    struct Injected: Error {}

    let failing: Step
    let at: Int
    let counter = Counter()
    private let files = LocalFiles()

    func exists(_ url: URL) -> Bool { files.exists(url) }
    func isFolder(_ url: URL) -> Bool { files.isFolder(url) }
    func isEmptyFolder(_ url: URL) -> Bool { files.isEmptyFolder(url) }

    func createFolder(_ url: URL) throws {
        try check(.createFolder)
        try files.createFolder(url)
    }

    func write(_ contents: String, to url: URL) throws {
        try check(.write)
        try files.write(contents, to: url)
    }

    func move(_ source: URL, to destination: URL) throws {
        try check(.move)
        try files.move(source, to: destination)
    }

    func remove(_ url: URL) throws { try files.remove(url) }

    private func check(_ step: Step) throws {
        guard step == failing else { return }
        if counter.next() == at { throw Injected() }
    }

    /// Counts the steps of the failing kind.
    final class Counter: @unchecked Sendable {
        // @unchecked: `count` is read and written only while `lock` is held.
        private let lock = NSLock()
        private var count = 0

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count
        }
    }
}
