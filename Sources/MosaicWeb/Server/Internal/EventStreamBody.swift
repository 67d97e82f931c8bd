import Hummingbird

/// A session's live updates as the bytes of a `text/event-stream` response.
struct EventStreamBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer
    let events: AsyncStream<String>

    struct AsyncIterator: AsyncIteratorProtocol {
        var first = true
        var events: AsyncStream<String>.AsyncIterator

        mutating func next() async -> ByteBuffer? {
            if first {
                first = false
                return ByteBuffer(string: "retry: 2000\n: connected\n\n")
            }
            guard let event = await events.next() else { return nil }
            return ByteBuffer(string: event)
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(events: events.makeAsyncIterator())
    }
}
