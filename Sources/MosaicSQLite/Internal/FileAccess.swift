#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether this process may write a file, asked the way SQLite would find out: by opening it
/// for writing (and closing it at once, having written nothing). Its mode, its owner, a
/// read-only volume or a sandbox all answer, as they would for SQLite.
enum FileAccess {
    /// Nil when the file at `path` can be written; otherwise the system's reason.
    static func writeRefusal(at path: String) -> String? {
        // Non-blocking, so that a named pipe at the path cannot hold the open.
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor < 0 else {
            close(descriptor)
            return nil
        }
        let code = errno
        switch code {
        case EACCES, EPERM, EROFS: return String(cString: strerror(code))
        default: return nil   // Not a question of permission: opening it will say what it is.
        }
    }
}
