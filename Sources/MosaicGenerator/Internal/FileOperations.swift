import Foundation

/// The file-system steps the writer takes, one at a time, so that tests can make any of them fail
/// and check that everything done before is undone.
protocol FileOperations: Sendable {
    /// Whether anything (file or folder) is at `url`.
    func exists(_ url: URL) -> Bool
    /// Whether a folder is at `url`.
    func isFolder(_ url: URL) -> Bool
    /// Whether a folder is at `url` and holds nothing.
    func isEmptyFolder(_ url: URL) -> Bool
    /// Creates one folder; its parent exists.
    func createFolder(_ url: URL) throws
    /// Writes a new file.
    func write(_ contents: String, to url: URL) throws
    /// Moves a file or folder (same volume: a rename).
    func move(_ source: URL, to destination: URL) throws
    /// Removes a file or a folder and what it holds.
    func remove(_ url: URL) throws
}

/// The real file system, through `FileManager`.
struct LocalFiles: FileOperations {
    func exists(_ url: URL) -> Bool {
        // Also a dangling symbolic link counts: writing over it would follow it.
        FileManager.default.fileExists(atPath: url.path)
            || (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }

    func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    func isEmptyFolder(_ url: URL) -> Bool {
        isFolder(url) && (try? FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty) == true
    }

    func createFolder(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    func write(_ contents: String, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: Data(contents.utf8)) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
    }

    func move(_ source: URL, to destination: URL) throws {
        try FileManager.default.moveItem(at: source, to: destination)
    }

    func remove(_ url: URL) throws {
        try FileManager.default.removeItem(at: url)
    }
}
