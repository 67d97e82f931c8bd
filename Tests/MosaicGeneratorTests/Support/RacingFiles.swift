import Foundation
@testable import MosaicGenerator

/// The real file system, where "another process" writes a file at `path` after the writer checked
/// that nothing was there: while the writer stages its files, or just before it moves its own there.
struct RacingFiles: FileOperations {
    enum Moment: Sendable { case whileStaging, beforeMove }

    let path: URL
    let contents: String
    var moment = Moment.beforeMove
    private let files = LocalFiles()

    init(path: URL, contents: String, moment: Moment = .beforeMove) {
        self.path = path
        self.contents = contents
        self.moment = moment
    }

    func exists(_ url: URL) -> Bool { files.exists(url) }
    func isFolder(_ url: URL) -> Bool { files.isFolder(url) }
    func isEmptyFolder(_ url: URL) -> Bool { files.isEmptyFolder(url) }
    func createFolder(_ url: URL) throws { try files.createFolder(url) }
    func write(_ contents: String, to url: URL) throws {
        if moment == .whileStaging { try race() }
        try files.write(contents, to: url)
    }
    func remove(_ url: URL) throws { try files.remove(url) }

    func move(_ source: URL, to destination: URL) throws {
        if moment == .beforeMove, destination.standardizedFileURL.path == path.standardizedFileURL.path { try race() }
        try files.move(source, to: destination)
    }

    private func race() throws {
        guard !files.exists(path), files.isFolder(path.deletingLastPathComponent()) else { return }
        try files.write(contents, to: path)
    }
}
