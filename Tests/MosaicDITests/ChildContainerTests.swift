import MosaicDI
import Testing

private protocol API: Sendable { var name: String { get } }
private final class LiveAPI: API { let name = "live"; init() {} }
private final class MockAPI: API { let name = "mock"; init() {} }
private final class ProfileService {
    let api: any API
    init(api: any API) { self.api = api }
}
private final class Session: Sendable { init() {} }

@Suite("Child containers")
struct ChildContainerTests {
    private func parent() throws -> Container {
        try Container { builder in
            builder.register(LiveAPI.init).as((any API).self) { $0 }
            builder.register(ProfileService.init(api:))
            builder.register(Session.init).lifetime(.container())
        }
    }

    @Test("a child sees its parent's registrations and its own win, down to the parent's prototypes")
    func overrides() throws {
        let parent = try parent()
        let child = try parent.makeChild { builder in
            builder.register(MockAPI.init).as((any API).self) { $0 }
        }
        #expect(try child.resolve((any API).self).name == "mock")
        #expect(try child.resolve(ProfileService.self).api.name == "mock", "the override reaches a parent registration")
        #expect(try parent.resolve(ProfileService.self).api.name == "live", "the parent is unchanged")
        #expect(child.parent === parent)
    }

    @Test("a parent singleton is shared, whichever side resolves it first")
    func sharedSingleton() throws {
        let parent = try parent()
        let child = try parent.makeChild { _ in }
        let fromChild: Session = try child.resolve()
        #expect(try parent.resolve(Session.self) === fromChild)

        let otherParent = try self.parent()
        let otherChild = try otherParent.makeChild { _ in }
        let fromParent: Session = try otherParent.resolve()
        #expect(try otherChild.resolve(Session.self) === fromParent)
    }

    @Test("Many merges parent and child, parent first")
    func manyMerges() throws {
        let parent = try parent()
        let child = try parent.makeChild { builder in
            builder.register(MockAPI.init).as((any API).self) { $0 }
        }
        #expect(try child.resolveAll((any API).self).map(\.name) == ["live", "mock"])
    }

    @Test("a child is validated like a root: a missing dependency fails its build")
    func childValidation() throws {
        final class Needy { init(engine: Engine) {} }
        let parent = try parent()
        let line = #line + 2
        do {
            _ = try parent.makeChild { $0.register(Needy.init(engine:)) }
            Issue.record("expected a build error")
        } catch {
            #expect(error.problems.map(\.kind) == [.missingDependency])
            #expect(error.problems[0].location.line == line)
        }
    }

    @Test("resolving an unregistered type in a child names the type")
    func unregisteredInChild() throws {
        let child = try parent().makeChild { _ in }
        let error = resolutionError { try child.resolve(Engine.self) }
        #expect(error?.description == "no registration for Engine")
    }

    @Test("a builder made from a parent works like makeChild")
    func builderWithParent() throws {
        let parent = try parent()
        var builder = ContainerBuilder(parent: parent)
        builder.register(MockAPI.init).as((any API).self) { $0 }.test()
        let child = try builder.build()
        #expect(try child.resolve((any API).self).name == "mock")
    }
}
