import Foundation

/// The session's open server-sent-event streams. Each message is one SSE event, already framed;
/// `data` is one line of JSON, so it never holds a raw newline.
@MainActor
final class LiveUpdates {
    private var streams: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextID = 0
    /// Set for good once the session closed: later streams end at once.
    private var isFinished = false
    /// Most streams one session keeps open (older ones are ended first).
    static let maximumStreams = 4

    var count: Int { streams.count }

    /// Keys in a fixed order, so the same update is always the same bytes.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// A new stream of framed events, starting with `first`: what only this stream needs (a
    /// page catching up with what changed before it connected), which the others have had.
    func subscribe(startingWith first: [(event: String, payload: any Encodable)] = []) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(64))
        guard !isFinished else {
            continuation.finish()
            return stream
        }
        for (event, payload) in first {
            if let frame = Self.frame(event: event, payload: payload) { continuation.yield(frame) }
        }
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
        guard !streams.isEmpty, let frame = Self.frame(event: event, payload: payload) else { return }
        for stream in streams.values { stream.yield(frame) }
    }

    /// One server-sent event: `data` is one line of JSON. Nil only if the payload cannot be
    /// encoded, which the payloads sent (strings, numbers, arrays of them) always can.
    private static func frame(event: String, payload: some Encodable) -> String? {
        guard let data = try? encoder.encode(payload) else { return nil }
        return "event: \(event)\ndata: \(String(decoding: data, as: UTF8.self))\n\n"
    }

    /// Sends a comment line, which pages ignore: writing it to a connection the browser closed
    /// fails, and that stream ends.
    func ping() {
        for stream in streams.values { stream.yield(": ping\n\n") }
    }

    func finish() {
        isFinished = true
        for stream in streams.values { stream.finish() }
        streams = [:]
    }
}
