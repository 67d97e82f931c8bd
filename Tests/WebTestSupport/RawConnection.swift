import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP connection to a server on this machine's loopback address, driven byte by byte: to
/// send half a request, send slowly, or hold a connection open the way a hostile client would.
public final class RawConnection {
    private let socket: Int32

    /// Connects to 127.0.0.1:`port`; nil when the connection is refused.
    public init?(port: Int) {
        #if canImport(Glibc)
        let made = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let made = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard made >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(made, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(made)
            return nil
        }
        socket = made
    }

    deinit { close(socket) }

    /// Sends `text`; false when the server closed the connection.
    @discardableResult
    public func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { buffer in
            #if canImport(Glibc)
            Glibc.send(socket, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
            #else
            Darwin.send(socket, buffer.baseAddress, buffer.count, 0)
            #endif
        }
        return sent == bytes.count
    }

    /// What the server sends within `seconds`, and whether it closed the connection by then.
    public func read(waiting seconds: Double) -> (text: String, closed: Bool) {
        var timeout = timeval()
        timeout.tv_sec = .init(seconds)
        timeout.tv_usec = .init((seconds - Double(Int(seconds))) * 1_000_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[0..<count]
            } else {
                // 0: the server closed the connection; below 0: nothing more arrived in time
                // (or the connection was reset, which is closed too).
                let closed = count == 0 || errno == ECONNRESET
                return (String(decoding: received, as: UTF8.self), closed)
            }
        }
    }
}

extension RawConnection {
    /// Runs `body`, which blocks on sockets, on a thread of its own and returns what it returns:
    /// blocking the main actor or a thread of the concurrency pool would stall the server under
    /// test, whose handlers run there.
    public static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}
