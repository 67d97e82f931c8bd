import Logging
import MosaicDI
import Testing

/// Collects log events for assertions.
private struct CapturingHandler: LogHandler {
    let events: Mutexed<[(level: Logger.Level, message: String, metadata: Logger.Metadata)]>
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .trace

    func log(event: LogEvent) {
        events.update { $0.append((event.level, event.message.description, event.metadata ?? [:])) }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}

@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test("with a logger, the container logs what it resolves and from which framework")
    func logging() throws {
        let events = Mutexed<[(level: Logger.Level, message: String, metadata: Logger.Metadata)]>([])
        var builder = ContainerBuilder()
        #expect(builder.logger == nil, "logging is off by default")
        builder.logger = Logger(label: "test") { _ in CapturingHandler(events: events) }
        builder.append(framework: Module1Framework.self)
        let container = try builder.build()
        _ = try container.resolve(Module1Router.self)
        let logged = events.read { $0 }
        #expect(logged.contains { $0.level == .info && $0.message == "container built" })
        let router = try #require(logged.first { $0.message == "resolved Module1Router" })
        #expect(router.level == .debug)
        #expect(router.metadata["framework"] == "Module1Framework")
        #expect(logged.contains { $0.message == "resolved Storyboard" })
    }
}
