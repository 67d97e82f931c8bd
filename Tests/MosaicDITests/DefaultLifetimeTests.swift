import MosaicDI
import Testing

/// Sendable: immutable.
private final class Clock: Sendable {
    init() {}
}

/// Sendable, with a dependency.
private final class Gateway: Sendable {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}

/// Sendable, made by an `async` factory.
private final class Database: Sendable {
    init() {}
    static func open() async -> Database { Database() }
}

/// Not Sendable: mutable state, no lock.
private final class Scratchpad {
    var notes: [String] = []
    init() {}
}

/// Not Sendable, made on the main actor.
private final class ImageLoader {
    var loaded = 0
    init() {}
}

/// Sendable and made from a runtime argument.
private final class Item: Sendable {
    let id: Int
    init(id: Argument<Int>) { self.id = id.value }
}

private enum SharedServices: Part {
    static func load(into builder: inout ContainerBuilder) {
        builder.defaultLifetime = .container()
        builder.register(Clock.init)
    }
}

private enum PlainPart: Part {
    static func load(into builder: inout ContainerBuilder) {
        builder.register(Clock.init)
    }
}

private enum ReaderFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.defaultLifetime = .objectGraph
        builder.register(Gateway.init)
    }
}

@Suite("A default lifetime per builder, part or framework")
struct DefaultLifetimeTests {
    @Test("a builder's default lifetime applies to the registrations made after it is set")
    func builderDefault() throws {
        let container = try Container { builder in
            builder.register(Scratchpad.init)   // made before: keeps .prototype
            builder.defaultLifetime = .container()
            builder.register(Clock.init)
        }
        #expect(try container.resolve(Clock.self) === container.resolve(Clock.self))
        #expect(try container.resolve(Scratchpad.self) !== container.resolve(Scratchpad.self))
        #expect(container.graph.nodes.map(\.registration).first { $0.type.hasSuffix("Clock") }?.lifetime == .container())
    }

    @Test("a closure factory of a Sendable type takes a shared default too")
    func closureFactory() throws {
        let container = try Container { builder in
            builder.defaultLifetime = .container()
            builder.register { Clock() }
            builder.register { (clock: Clock) in Gateway(clock: clock) }
        }
        let gateway: Gateway = try container.resolve()
        #expect(try gateway.clock === container.resolve(Clock.self))
        #expect(try gateway === container.resolve(Gateway.self))
    }

    @Test("an explicit lifetime wins over the default")
    func explicitWins() throws {
        let container = try Container { builder in
            builder.defaultLifetime = .container()
            builder.register(Clock.init).lifetime(.prototype)
        }
        #expect(try container.resolve(Clock.self) !== container.resolve(Clock.self))
    }

    @Test("a part's default ends with its load; the enclosing one comes back")
    func partScope() throws {
        let container = try Container { builder in
            builder.append(part: SharedServices.self)
            builder.register(Scratchpad.init)
        }
        #expect(try container.resolve(Clock.self) === container.resolve(Clock.self))
        #expect(try container.resolve(Scratchpad.self) !== container.resolve(Scratchpad.self))
    }

    @Test("a part without a default of its own takes the enclosing one")
    func partInherits() throws {
        let container = try Container { builder in
            builder.defaultLifetime = .container()
            builder.append(part: PlainPart.self)
        }
        #expect(try container.resolve(Clock.self) === container.resolve(Clock.self))
    }

    @Test("a framework's default applies inside it only")
    func frameworkScope() throws {
        let container = try Container { builder in
            builder.append(framework: ReaderFramework.self)
            builder.register(Clock.init)
        }
        let info = container.graph.nodes.map(\.registration)
        #expect(info.first { $0.type.hasSuffix("Gateway") }?.lifetime == .objectGraph)
        #expect(info.first { $0.type.hasSuffix("Clock") }?.lifetime == .prototype)
    }

    @Test("a shared default on a type not known to be Sendable is a build error naming it and its line")
    func sharedDefaultNeedsSendable() {
        let line = #line + 3
        let error = buildError { builder in
            builder.defaultLifetime = .container()
            builder.register(Scratchpad.init)
        }
        let problem = error?.problems.first
        #expect(error?.problems.count == 1)
        #expect(problem?.kind == .defaultLifetimeNeedsSendable)
        #expect(problem?.message.contains("Scratchpad") == true)
        #expect(problem?.message.contains("container") == true)
        #expect(problem?.message.contains("Sendable") == true)
        #expect(problem?.location.fileID.hasSuffix("DefaultLifetimeTests.swift") == true)
        #expect(problem?.location.line == line)
    }

    @Test("an unshared default applies to any type, Sendable or not")
    func unsharedDefaultAnyType() throws {
        let container = try Container { builder in
            builder.defaultLifetime = .objectGraph
            builder.register(Scratchpad.init)
        }
        #expect(container.graph.nodes.map(\.registration).first?.lifetime == .objectGraph)
    }

    @Test("a main-actor registration takes a shared default, Sendable or not")
    @MainActor
    func mainActorTakesSharedDefault() throws {
        let container = try Container { builder in
            builder.defaultLifetime = .container()
            builder.register(onMainActor: ImageLoader.init)
        }
        let first: ImageLoader = try container.resolve()
        first.loaded += 1
        #expect(try container.resolve(ImageLoader.self).loaded == 1)
    }

    @Test("an async registration of a Sendable type takes a shared default")
    func asyncTakesSharedDefault() async throws {
        let container = try Container { builder in
            builder.defaultLifetime = .container()
            builder.register(async: { await Database.open() })
        }
        let first: Database = try await container.resolve()
        let second: Database = try await container.resolve()
        #expect(first === second)
    }

    @Test("registrations with runtime arguments and ready-made values keep their own lifetimes")
    func argumentsAndValuesKeepTheirs() throws {
        let container = try Container { builder in
            builder.defaultLifetime = .container()
            builder.register(Item.init(id:))
            builder.register(value: Clock())
        }
        let info = container.graph.nodes.map(\.registration)
        #expect(info.first { $0.type.hasSuffix("Item") }?.lifetime == .prototype)
        #expect(info.first { $0.type.hasSuffix("Clock") }?.lifetime == .single)
        let item: Item = try container.resolve(arguments: 7)
        #expect(item.id == 7)
    }

    @Test("a child builder starts from .prototype, whatever its parent's builder used")
    func childStartsFresh() throws {
        let parent = try Container { builder in
            builder.defaultLifetime = .container()
            builder.register(Clock.init)
        }
        var child = ContainerBuilder(parent: parent)
        #expect(child.defaultLifetime == .prototype)
        child.register(Scratchpad.init)
        let container = try child.build()
        #expect(try container.resolve(Scratchpad.self) !== container.resolve(Scratchpad.self))
    }
}
