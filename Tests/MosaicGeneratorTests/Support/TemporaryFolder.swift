import Foundation

/// A folder of its own for one test, removed when the test drops it.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-generator-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` at `path` (relative), making folders on the way.
    func write(_ text: String, at path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Every file and folder under the folder, hidden ones included: path → contents (folders: "/").
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: url.path) else { return result }
        while let path = walker.nextObject() as? String {
            let full = url.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full.path, isDirectory: &isFolder)
            result[path] = isFolder.boolValue ? "/" : (try? String(contentsOf: full, encoding: .utf8)) ?? "<unreadable>"
        }
        return result
    }
}
