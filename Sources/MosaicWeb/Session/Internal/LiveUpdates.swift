import Foundation

/// The session's open server-sent-event streams. Each message is one SSE event, already framed;
/// `data` is one line of JSON, so it never holds a raw newline.
@MainActor
final class LiveUpdates {
    private var streams: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextID = 0
    /// Most streams one session keeps open (older ones are ended first).
    static let maximumStreams = 4

    var count: Int { streams.count }

    /// Keys in a fixed order, so the same update is always the same bytes.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// A new stream of framed events.
    func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(64))
        nextID += 1
        let id = nextID
        streams[id] = continuation
        if streams.count > Self.maximumStreams, let oldest = streams.keys.min() {
            streams.removeValue(forKey: oldest)?.finish()
        }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[id] = nil }
        }
        return stream
    }

    /// Sends an event to every stream.
    func send(event: String, payload: some Encodable) {
        guard !streams.isEmpty else { return }
        let data: String
        do {
            data = String(decoding: try Self.encoder.encode(payload), as: UTF8.self)
        } catch {
            return   // the payloads (strings, numbers, arrays of them) always encode
        }
        let frame = "event: \(event)\ndata: \(data)\n\n"
        for stream in streams.values { stream.yield(frame) }
    }

    /// Sends a comment line, which pages ignore: writing it to a connection the browser closed
    /// fails, and that stream ends.
    func ping() {
        for stream in streams.values { stream.yield(": ping\n\n") }
    }

    func finish() {
        for stream in streams.values { stream.finish() }
        streams = [:]
    }
}
