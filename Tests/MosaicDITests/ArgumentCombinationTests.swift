import MosaicDI
import Testing

private final class Thumbnail: Sendable {
    let id: Int
    let size: String
    init(id: Int, size: String) {
        self.id = id
        self.size = size
    }
}
private enum Large {}

@MainActor
private final class MessageScreen {
    let id: Int
    init(id: Int) { self.id = id }
}

@Suite("Arguments with names, tags, optionals and the async resolve")
struct ArgumentCombinationTests {
    private func container() throws -> Container {
        try Container { builder in
            builder.register { (id: Argument<Int>) in Thumbnail(id: id.value, size: "small") }.named("small")
            builder.register { (id: Argument<Int>) in Thumbnail(id: id.value, size: "large") }.tagged(Large.self)
            builder.register(onMainActor: { (id: Argument<Int>) in MessageScreen(id: id.value) })
        }
    }

    @Test("resolve(name:arguments:) and resolve(tag:arguments:) pass the arguments")
    func namedAndTagged() throws {
        let container = try container()
        let small: Thumbnail = try container.resolve(name: "small", arguments: 3)
        #expect(small.id == 3 && small.size == "small")
        let large: Thumbnail = try container.resolve(tag: Large.self, arguments: 4)
        #expect(large.id == 4 && large.size == "large")
    }

    @Test("arguments of the wrong type with a name are a typed error naming the registration")
    func namedMismatch() throws {
        let error = resolutionError { try container().resolve(Thumbnail.self, name: "small", arguments: "x") }
        guard case .argumentMismatch(let type, let expected, let received)? = error?.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(type.contains("Thumbnail") && expected == ["Int"] && received == ["String"])
    }

    @Test("resolveIfRegistered(arguments:) is nil when nothing is registered and passes arguments otherwise")
    func optional() throws {
        let container = try Container { builder in
            builder.register { (id: Argument<Int>) in Thumbnail(id: id.value, size: "only") }
        }
        #expect(try container.resolveIfRegistered(Thumbnail.self, arguments: 9)?.id == 9)
        #expect(try container.resolveIfRegistered(MessageScreen.self, arguments: 9) == nil)
    }

    @Test("a main-actor type with arguments resolves from a background task")
    func mainActorFromBackground() async throws {
        let container = try container()
        let id = try await Task.detached {
            let screen: MessageScreen = try await container.resolve(arguments: 12)
            return screen.id
        }.value
        #expect(id == 12)
    }
}
