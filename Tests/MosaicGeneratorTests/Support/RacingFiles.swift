import Foundation
@testable import MosaicGenerator

/// The real file system, where "another process" writes a file at `path` just before the writer
/// moves its own file there (after the writer checked that nothing was there).
struct RacingFiles: FileOperations {
    let path: URL
    let contents: String
    private let files = LocalFiles()

    func exists(_ url: URL) -> Bool { files.exists(url) }
    func isFolder(_ url: URL) -> Bool { files.isFolder(url) }
    func isEmptyFolder(_ url: URL) -> Bool { files.isEmptyFolder(url) }
    func createFolder(_ url: URL) throws { try files.createFolder(url) }
    func write(_ contents: String, to url: URL) throws { try files.write(contents, to: url) }
    func remove(_ url: URL) throws { try files.remove(url) }

    func move(_ source: URL, to destination: URL) throws {
        if destination.standardizedFileURL.path == path.standardizedFileURL.path, !files.exists(path) {
            try files.write(contents, to: path)
        }
        try files.move(source, to: destination)
    }
}
