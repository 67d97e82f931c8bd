import Mosaic
import MosaicDI
import MosaicTesting
import Testing

/// Receives its own configured form, then tries to start it as its own child.
struct SelfStarter: Activity {
    let me: Signal<ConfiguredActivity<SelfStarter>>
    func run(_ scope: ActivityScope<Self>) async throws -> String {
        guard let configured = await me.next() else { return "no self" }
        do {
            try scope.start(configured)
            return "started itself"
        } catch {
            return error.description
        }
    }
}

@MainActor
@Suite("Activities: an activity that starts itself")
struct ActivitySelfStartTests {
    @Test("starting itself as its own child is a typed error naming the activity, not a deadlock")
    func selfStart() async throws {
        let stack = ActivityStack(context: ActivityContext(services: try Container { _ in }, ui: FakeFacade()))
        let me = Signal<ConfiguredActivity<SelfStarter>>()
        let configured = SelfStarter(me: me).configured(with: ())
        let handle = try stack.start(configured)
        me.send(configured)
        #expect(try await handle.result == "cannot start SelfStarter as its own child")
    }
}
