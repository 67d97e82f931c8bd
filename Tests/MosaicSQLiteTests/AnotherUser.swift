import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a test's file operations as a user who does not own the test's files, on the calling
/// thread only, so that file modes are honoured even when the tests run as root.
///
/// Root passes every permission check, so a file of mode 444 is not read-only to it. On Linux
/// the file-system user and group of one thread can be changed (`setfsuid`, `setfsgid`), which
/// also drops root's right to override file modes for that thread; other threads, and
/// connections opened on them, keep running as root. Elsewhere (or when not root), the tests
/// run as the user they already are, for whom the modes hold.
enum AnotherUser {
    /// The user and group the thread takes on: nobody and nogroup.
    static let id: UInt32 = 65_534

    /// Whether file modes hold for `body`: the tests do not run as root, or they can act as nobody.
    static var canBeSimulated: Bool {
        guard geteuid() == 0 else { return true }
        return (try? run { true }) ?? false
    }

    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "cannot act as another user on this thread (setfsuid unavailable or refused)" }
    }

    /// Runs `body` with this thread's file access checked as nobody's (when running as root).
    /// `body` must not suspend: the switch holds for this thread only.
    static func run<R>(_ body: () throws -> R) throws -> R {
        guard geteuid() == 0 else { return try body() }
        #if os(Linux)
        guard let handle = dlopen(nil, RTLD_NOW),
              let userSymbol = dlsym(handle, "setfsuid"), let groupSymbol = dlsym(handle, "setfsgid")
        else { throw Unavailable() }
        typealias Setter = @convention(c) (UInt32) -> Int32
        let setUser = unsafeBitCast(userSymbol, to: Setter.self)
        let setGroup = unsafeBitCast(groupSymbol, to: Setter.self)
        // Each returns the previous id whether or not it changed it; an invalid id only reads it.
        let user = UInt32(bitPattern: setUser(id)), group = UInt32(bitPattern: setGroup(id))
        defer {
            _ = setGroup(group)
            _ = setUser(user)
        }
        guard setUser(UInt32.max) == Int32(bitPattern: id), setGroup(UInt32.max) == Int32(bitPattern: id) else {
            throw Unavailable()
        }
        return try body()
        #else
        throw Unavailable()
        #endif
    }
}
