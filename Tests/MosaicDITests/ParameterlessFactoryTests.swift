import MosaicDI
import Testing

private final class Clock: Sendable { init() {} }
private final class Stamp: @unchecked Sendable {
    // @unchecked: written once, by the injection, before the instance is handed out.
    var clock: Clock?
    init() {}
}
private final class Failing: Sendable {
    struct Broken: Error {}
    init() throws { throw Broken() }
}
private protocol Ticking: AnyObject, Sendable {}
extension Clock: Ticking {}

/// A factory of no parameters keeps the node made when it was registered: a prototype uses it
/// as its own node, any other registration wraps it. These tests follow that node through the
/// builds that read it after the builder that made it is gone.
@Suite("Factories of no parameters")
struct ParameterlessFactoryTests {
    /// A parent whose builder is gone once it returns.
    private func parent() throws -> Container {
        try Container { builder in
            builder.register(Clock.init).as((any Ticking).self) { $0 }
            builder.register(Stamp.init).injecting(\.clock)
            builder.register { Clock() }.named("graph").lifetime(.objectGraph)
            builder.register(Failing.init)
        }
    }

    @Test("a child and a grandchild link a parent's parameterless registrations again after its builder is gone")
    func childrenRebuildFromTheParentsNodes() throws {
        let parent = try parent()
        let child = try parent.makeChild { _ in }
        let grandchild = try child.makeChild { _ in }
        for container in [parent, child, grandchild] {
            let first: Clock = try container.resolve()
            let second: Clock = try container.resolve()
            #expect(first !== second, "a prototype is made on each resolve")
            #expect(try container.resolve((any Ticking).self) !== first)
            #expect(try container.resolve(Stamp.self).clock != nil, "the injection runs in every container")
            #expect(try container.resolve(Clock.self, name: "graph") !== first)
        }
    }

    @Test("a child's own registration replaces a parent's parameterless one for the parent's dependents")
    func childOverride() throws {
        final class Special: Sendable { init() {} }
        let parent = try Container { builder in
            builder.register(Clock.init)
            builder.register(Stamp.init).injecting(\.clock)
        }
        let replacement = Clock()
        let child = try parent.makeChild { builder in
            builder.register(value: replacement)
        }
        #expect(try child.resolve(Stamp.self).clock === replacement)
        #expect(try parent.resolve(Stamp.self).clock !== replacement)
    }

    @Test("a Provider of a parameterless registration outlives its container, and its failure names the registration")
    func providerOutlivesContainer() throws {
        var makeClock: Provider<Clock>?
        var makeFailing: Provider<Failing>?
        do {
            let container = try parent()
            makeClock = try container.resolve()
            makeFailing = try container.resolve()
        }
        let clock = try #require(makeClock)
        #expect(try clock() !== clock())
        let failing = try #require(makeFailing)
        let error = #expect(throws: ResolutionError.self) { try failing() }
        let message = String(describing: error)
        #expect(message.contains("Failing"), "the error names the type: \(message)")
        #expect(message.contains("ParameterlessFactoryTests.swift"), "and where it was registered: \(message)")
    }

    @Test("a parameterless prototype with a main-actor injection refuses other threads and works on the main actor")
    func mainActorInjection() async throws {
        let container = try Container { builder in
            builder.register(Clock.init)
            builder.register(Stamp.init).injecting(onMainActor: { (stamp: Stamp, clock: Clock) in stamp.clock = clock })
        }
        let refused = await Task.detached { () -> String in
            do {
                _ = try container.resolve(Stamp.self)
                return "made"
            } catch {
                return String(describing: error)
            }
        }.value
        #expect(refused.contains("main actor"), "resolving off the main actor is refused: \(refused)")
        let stamp = try await MainActor.run { try container.resolve(Stamp.self) }
        #expect(stamp.clock != nil)
    }
}
