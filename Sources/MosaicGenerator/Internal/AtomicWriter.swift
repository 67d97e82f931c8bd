import Foundation

/// Writes a set of files into a folder all or nothing: every file is first written into a
/// staging folder inside the output folder (so the final moves are renames on one volume), then
/// moved into place; if any step fails, the files moved so far are removed, the files they
/// replaced are put back, the folders made are removed, and the error names the path at fault.
///
/// ```swift
/// let written = try AtomicWriter().write(files, into: output, replacingExisting: false)
/// ```
struct AtomicWriter {
    let files: any FileOperations

    init(files: any FileOperations = LocalFiles()) {
        self.files = files
    }

    /// Writes `generated` into `output`; returns the paths that replaced existing files.
    func write(_ generated: [GeneratedFile], into output: URL, replacingExisting: Bool) throws(GenerationError) -> [String] {
        guard files.isFolder(output) else { throw .outputNotAFolder(output.path) }
        let existing = generated.map(\.path).filter { files.exists(output.appendingPathComponent($0)) }
        if let folder = existing.first(where: { files.isFolder(output.appendingPathComponent($0)) }) {
            throw .cannotWrite(output.appendingPathComponent(folder).path, reason: "a folder is there, not a file")
        }
        if !existing.isEmpty && !replacingExisting { throw .filesExist(existing, folder: output.path) }

        let staging = output.appendingPathComponent(".mosaic-staging-\(UUID().uuidString)")
        do {
            try files.createFolder(staging)
        } catch {
            throw .cannotWrite(output.path, reason: Self.reason(error))
        }
        defer { try? files.remove(staging) }
        let fresh = staging.appendingPathComponent("new")
        let replaced = staging.appendingPathComponent("old")

        var journal = Journal()
        // Stage every file; nothing in the output folder changes yet.
        for file in generated {
            let target = fresh.appendingPathComponent(file.path)
            do {
                try makeFolders(for: target, upTo: staging, journal: nil)
                try files.write(file.contents, to: target)
            } catch {
                throw .cannotWrite(output.appendingPathComponent(file.path).path, reason: Self.reason(error))
            }
        }
        // Move them into place, keeping what they replace until all are in.
        for file in generated {
            let target = output.appendingPathComponent(file.path)
            do {
                try makeFolders(for: target, upTo: output, journal: &journal)
                // Without --force a file that appeared since the check is not moved aside: the
                // move below refuses to replace it, and everything is undone.
                if replacingExisting && files.exists(target) {
                    let kept = replaced.appendingPathComponent(file.path)
                    try makeFolders(for: kept, upTo: staging, journal: nil)
                    try files.move(target, to: kept)
                    journal.steps.append(.movedAside(target, kept))
                }
                try files.move(fresh.appendingPathComponent(file.path), to: target)
                journal.steps.append(.placed(target))
            } catch {
                undo(journal)
                throw .cannotWrite(target.path, reason: Self.reason(error))
            }
        }
        return existing
    }

    /// What was done in the output folder, to undo it in reverse.
    private struct Journal {
        enum Step {
            case madeFolder(URL)
            case movedAside(URL, URL)
            case placed(URL)
        }
        var steps: [Step] = []
    }

    private func undo(_ journal: Journal) {
        for step in journal.steps.reversed() {
            switch step {
            case .placed(let url): try? files.remove(url)
            case .movedAside(let original, let kept): try? files.move(kept, to: original)
            // Only if empty: someone else may have put a file in it meanwhile.
            case .madeFolder(let url): if files.isEmptyFolder(url) { try? files.remove(url) }
            }
        }
    }

    /// Makes the missing folders between `root` and `file`'s folder, recording each in `journal`.
    private func makeFolders(for file: URL, upTo root: URL, journal: inout Journal) throws {
        var missing: [URL] = []
        var folder = file.deletingLastPathComponent()
        while folder.path.count > root.path.count, !files.exists(folder) {
            missing.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        for folder in missing.reversed() {
            try files.createFolder(folder)
            journal.steps.append(.madeFolder(folder))
        }
    }

    private func makeFolders(for file: URL, upTo root: URL, journal: Journal?) throws {
        var scratch = journal ?? Journal()
        try makeFolders(for: file, upTo: root, journal: &scratch)
    }

    /// A short reason for a file-system error: the system's words when there are some.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "the volume is read-only"
        case .fileWriteFileExists: return "something is already there"
        case .fileNoSuchFile, .fileReadNoSuchFile: return "a folder on the way does not exist or is a file"
        default: return error.localizedDescription
        }
    }
}
