import Mosaic
import MosaicDI
import MosaicTesting
import Testing

/// A child that reports its cancellation but does not stop until the test lets it go.
struct SlowToStopActivity: Activity {
    let latch: Latch
    let started: Signal<String>
    func run(_ scope: ActivityScope<Self>) async throws {
        started.send("slow")
        await withTaskCancellationHandler {
            await latch.wait()
        } onCancel: {
            started.send("cut off")
        }
    }
}

/// Starts a slow child, hands its own scope out, and returns without awaiting the child.
struct WrappingUpActivity: Activity {
    let latch: Latch
    let scopes: Signal<ActivityScope<WrappingUpActivity>>
    let started: Signal<String>
    func run(_ scope: ActivityScope<Self>) async throws -> String {
        try scope.start(SlowToStopActivity(latch: latch, started: started))
        _ = await started.next()
        scopes.send(scope)
        return "returned"
    }
}

@MainActor
@Suite("Activities: wrapping up and facade errors")
struct ActivityWrapUpTests {
    @Test("after its work returned, while a child still stops, the activity refuses screens and children")
    func wrappingUp() async throws {
        let fake = FakeFacade()
        let stack = try makeStack(fake)
        let latch = Latch()
        let scopes = Signal<ActivityScope<WrappingUpActivity>>()
        let started = Signal<String>()
        let parent = try stack.start(WrappingUpActivity(latch: latch, scopes: scopes, started: started))
        let scope = try #require(await scopes.next())
        // The child is cut off only once the parent's work has returned.
        #expect(await started.next() == "cut off")
        #expect(parent.state == .executing, "the parent is not over while its child still runs")
        let display = #expect(throws: ActivityError.self) { try scope.ui.display(PostEditor.self) }
        #expect(display?.description == "cannot display PostEditor from WrappingUpActivity: the activity's work has returned")
        let child = #expect(throws: ActivityError.self) { try scope.start(AddActivity(value: 1).configured(with: .init(step: 1))) }
        #expect(child?.description == "cannot start WrappingUpActivity › AddActivity: its parent WrappingUpActivity has finished its work")
        await latch.open()
        #expect(try await parent.result == "returned")
        #expect(fake.events.isEmpty)
    }

    @Test("the module tree facade: dismissing a closed screen names the module and the step")
    func treeFacadeDismissDismissTwice() async throws {
        let container = try postContainer()
        let tree = ModuleTree(container: container, host: HeadlessHost())
        try tree.start(InboxModule.self)
        let stack = ActivityStack(context: ActivityContext(services: container, ui: ModuleTreeFacade(tree: tree)))
        #expect(try await stack.start(DismissTwice()).result
            == "cannot dismiss PostEditor from DismissTwice: cannot dismiss PostEditor: the module is closed")
        #expect(tree.description == "InboxModule [active] root")
    }
}
