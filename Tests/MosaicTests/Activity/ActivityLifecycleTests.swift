import Mosaic
import MosaicDI
import MosaicTesting
import Testing

/// Adds one to a number: data in `init`, configured with a step, typed result.
struct AddActivity: Activity {
    let value: Int
    struct Configuration: Sendable { var step: Int }
    func run(_ scope: ActivityScope<Self>) async throws -> Int { value + scope.configuration.step }
}

struct Broken: Error, CustomStringConvertible {
    var description: String { "disk full" }
}

struct FailingActivity: Activity {
    func run(_ scope: ActivityScope<Self>) async throws -> Int { throw Broken() }
}

/// Ignores cancellation and returns: cooperative cancellation leaves the decision to the work.
struct StubbornActivity: Activity {
    let started: Signal<Void>
    let gate: Gate
    func run(_ scope: ActivityScope<Self>) async throws -> String {
        started.send(())
        try? await gate.wait()
        return "done anyway"
    }
}

/// Work that is all UI-facing may run on the main actor.
struct MainActorActivity: Activity {
    @MainActor func run(_ scope: ActivityScope<Self>) async throws -> String {
        MainActor.assertIsolated()
        return try await scope.ui.present(PostEditor.self).map { "\($0)" } ?? "closed"
    }
}

@MainActor
func makeStack(_ fake: FakeFacade = FakeFacade()) throws -> ActivityStack {
    ActivityStack(context: ActivityContext(services: try Container { _ in }, ui: fake))
}

@MainActor
@Suite("Activities: lifecycle")
struct ActivityLifecycleTests {
    @Test("created, configured (ready), executing, finished with a typed result")
    func lifecycle() async throws {
        let stack = try makeStack()
        let pending = PendingActivity(AddActivity(value: 41))
        #expect(pending.state == .created)
        let ready = try pending.configure(.init(step: 1))
        #expect(ready.state == .ready)
        let handle = try stack.start(ready)
        #expect(handle.outcome == nil || handle.state == .finished)
        let result: Int = try await handle.result
        #expect(result == 42)
        #expect(handle.state == .finished)
        #expect(try handle.outcome?.get() == 42)
    }

    @Test("completion handlers: one set before start, one after the end (called at once), both get the outcome")
    func completionHandlers() async throws {
        let stack = try makeStack()
        let before = Signal<Int>()
        let ready = AddActivity(value: 1).configured(with: .init(step: 2))
            .onCompletion { outcome in before.send((try? outcome.get()) ?? -1) }
        let handle = try stack.start(ready)
        #expect(await before.next() == 3)
        _ = try await handle.result
        let after = Signal<Int>()
        handle.onCompletion { outcome in after.send((try? outcome.get()) ?? -1) }
        #expect(await after.next() == 3)
    }

    @Test("configuring twice, or after the start, is an error naming the activity, the step and the state")
    func configureTwice() async throws {
        let stack = try makeStack()
        let pending = PendingActivity(AddActivity(value: 1))
        let ready = try pending.configure(.init(step: 1))
        let twice = #expect(throws: ActivityError.self) { try pending.configure(.init(step: 2)) }
        #expect(twice?.description == "cannot configure AddActivity: it is already ready")
        _ = try await stack.start(ready).result
        let late = #expect(throws: ActivityError.self) { try pending.configure(.init(step: 3)) }
        #expect(late?.description == "cannot configure AddActivity: it is already finished")
    }

    @Test("starting twice is an error naming the activity, the step and the state; the first run is untouched")
    func startTwice() async throws {
        let stack = try makeStack()
        let gate = Gate()
        let ready = StepActivity(name: "once", wait: .gate(gate)).configured(with: ())
        let handle = try stack.start(ready)
        let again = #expect(throws: ActivityError.self) { try stack.start(ready) }
        #expect(again?.description == "cannot start StepActivity: it is already executing")
        gate.open()
        #expect(try await handle.result == "once")
        let after = #expect(throws: ActivityError.self) { try stack.start(ready) }
        #expect(after?.description == "cannot start StepActivity: it is already finished")
    }

    @Test("a cancelled activity cannot start; its result is a cancellation")
    func startCancelled() async throws {
        let stack = try makeStack()
        let ready = AddActivity(value: 1).configured(with: .init(step: 1))
        ready.cancel()
        #expect(ready.state == .cancelled)
        let error = #expect(throws: ActivityError.self) { try stack.start(ready) }
        #expect(error?.description == "AddActivity was cancelled (step: start)")
        let pending = PendingActivity(AddActivity(value: 1))
        pending.cancel()
        let configure = #expect(throws: ActivityError.self) { try pending.configure(.init(step: 1)) }
        #expect(configure?.description == "cannot configure AddActivity: it is already cancelled")
    }

    @Test("an activity whose work throws fails with an error naming it and carrying the cause")
    func failure() async throws {
        let stack = try makeStack()
        let handle = try stack.start(FailingActivity())
        let error = await #expect(throws: ActivityError.self) { try await handle.result }
        #expect(error?.description == "FailingActivity failed (step: run): disk full")
        #expect(handle.state == .failed)
        guard case .failed(let underlying)? = error?.reason else {
            Issue.record("expected .failed, got \(String(describing: error?.reason))")
            return
        }
        #expect(underlying is Broken)
    }

    @Test("cancellation reaches the activity's own work, which stops at its next await")
    func cancellationReachesWork() async throws {
        let stack = try makeStack()
        let started = Signal<String>()
        let log = Log()
        let handle = try stack.start(StepActivity(name: "long", wait: .cancellation, started: started, log: log))
        _ = await started.next()
        #expect(handle.state == .executing)
        handle.cancel()
        let error = await #expect(throws: ActivityError.self) { try await handle.result }
        #expect(error?.description == "StepActivity was cancelled (step: run)")
        #expect(error?.isCancellation == true)
        #expect(handle.state == .cancelled)
        #expect(await log.entries == ["long start", "long cancelled"])
    }

    @Test("cancellation is cooperative: work that completes anyway finishes with its result")
    func cooperative() async throws {
        let stack = try makeStack()
        let started = Signal<Void>()
        let gate = Gate()
        let handle = try stack.start(StubbornActivity(started: started, gate: gate))
        _ = await started.next()
        handle.cancel()
        #expect(handle.node.isCancelRequested)
        #expect(try await handle.result == "done anyway")
        #expect(handle.state == .finished)
    }

    @Test("an activity may run its work on the main actor")
    func mainActorWork() async throws {
        let fake = FakeFacade()
        fake.reply(to: PostEditor.self, with: .discard)
        let stack = try makeStack(fake)
        #expect(try await stack.start(MainActorActivity()).result == "discard")
    }

    @Test("dropping a stack cancels what it runs")
    func droppingTheStack() async throws {
        let started = Signal<String>()
        var stack: ActivityStack? = try makeStack()
        let handle = try #require(stack).start(StepActivity(name: "orphan", wait: .cancellation, started: started))
        _ = await started.next()
        stack = nil
        let error = await #expect(throws: ActivityError.self) { try await handle.result }
        #expect(error?.isCancellation == true)
    }
}
