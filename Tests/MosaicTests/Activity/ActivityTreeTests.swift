import Mosaic
import MosaicDI
import MosaicTesting
import Testing

/// Starts each step as a child and returns their results (or, if `await` is false, returns at
/// once, leaving them running).
struct GroupActivity: Activity {
    let steps: [StepActivity]
    var awaitSteps = true
    func run(_ scope: ActivityScope<Self>) async throws -> [String] {
        let handles = try steps.map { try scope.start($0) }
        guard awaitSteps else { return [] }
        var names: [String] = []
        for handle in handles { names.append(try await handle.result) }
        return names
    }
}

/// A group plus one more step, to make a three-level tree.
struct OuterActivity: Activity {
    let group: GroupActivity
    let step: StepActivity
    func run(_ scope: ActivityScope<Self>) async throws -> [String] {
        let group = try scope.start(self.group)
        let step = try scope.start(self.step)
        return try await group.result + [step.result]
    }
}

/// Keeps its finished children and hands their handles back.
struct CollectorActivity: Activity {
    func run(_ scope: ActivityScope<Self>) async throws -> [ActivityHandle<AddActivity>] {
        let handles = try (1...3).map { value in
            try scope.start(AddActivity(value: value).configured(with: .init(step: 10)))
        }
        for handle in handles { _ = try await handle.result }
        return handles
    }
}

/// Cancels its own child and carries on.
struct ForgivingActivity: Activity {
    let started: Signal<String>
    func run(_ scope: ActivityScope<Self>) async throws -> String {
        let child = try scope.start(StepActivity(name: "doomed", wait: .cancellation, started: started))
        _ = await started.next()
        child.cancel()
        do {
            _ = try await child.result
            return "child finished"
        } catch {
            return error.isCancellation ? "child cancelled, parent went on" : "other: \(error)"
        }
    }
}

/// Hands its scope out, to prove that it cannot be used once the activity is over.
struct EscapingActivity: Activity {
    func run(_ scope: ActivityScope<Self>) async throws -> ActivityScope<Self> { scope }
}

struct Greeting: Sendable { let text: String }

/// Reports what context it was handed.
struct ContextProbe: Activity {
    struct Seen: Sendable, Equatable {
        let theme: String
        let model: String
        let greeting: String
    }
    func run(_ scope: ActivityScope<Self>) async throws -> Seen {
        Seen(theme: scope.theme.name, model: scope.model.name, greeting: try scope.resolve(Greeting.self).text)
    }
}

/// Starts one probe with its own context and one with a modified copy.
struct ProbingParent: Activity {
    func run(_ scope: ActivityScope<Self>) async throws -> [ContextProbe.Seen] {
        let same = try await scope.run(ContextProbe())
        let night = Mosaic.Theme(name: "night", tokens: ["background": "#000"])
        let changed = try await scope.run(ContextProbe()) {
            $0.theme = night
            $0.model = $0.model.scratchpad()
        }
        return [same, changed]
    }
}

@MainActor
@Suite("Activities: the tree")
struct ActivityTreeTests {
    @Test("a started child is attached: parent, path, stack order and top; it detaches when it ends")
    func attach() async throws {
        let stack = try makeStack()
        let started = Signal<String>()
        let gate = Gate()
        let group = try stack.start(GroupActivity(steps: [StepActivity(name: "a", wait: .gate(gate), started: started)]))
        _ = await started.next()
        let child = try #require(group.node.children.first)
        #expect(child.parent === group.node)
        #expect(child.path == "GroupActivity › StepActivity")
        #expect(stack.activities.map(\.path) == ["GroupActivity", "GroupActivity › StepActivity"])
        #expect(stack.top === child)
        #expect(stack.description == "GroupActivity [executing]\n  StepActivity [executing]")
        gate.open()
        #expect(try await group.result == ["a"])
        #expect(group.node.children.isEmpty)
        #expect(stack.activities.isEmpty)
        #expect(stack.top == nil)
    }

    @Test("cancelling a parent cancels its whole subtree and nothing else")
    func cancelSubtree() async throws {
        let stack = try makeStack()
        let started = Signal<String>()
        let log = Log()
        func step(_ name: String) -> StepActivity {
            StepActivity(name: name, wait: .cancellation, started: started, log: log)
        }
        let outer = try stack.start(OuterActivity(group: GroupActivity(steps: [step("a"), step("b")]), step: step("c")))
        let bystander = try stack.start(step("bystander"))
        for _ in 0..<4 { _ = await started.next() }
        #expect(stack.description == """
            OuterActivity [executing]
              GroupActivity [executing]
                StepActivity [executing]
                StepActivity [executing]
              StepActivity [executing]
            StepActivity [executing]
            """)
        let group = try #require(outer.node.children.first)
        let leaves = group.children + outer.node.children.dropFirst()
        #expect(leaves.count == 3)

        outer.cancel()
        let error = await #expect(throws: ActivityError.self) { try await outer.result }
        #expect(error?.isCancellation == true)
        #expect(outer.state == .cancelled)
        #expect(group.state == .cancelled)
        #expect(leaves.allSatisfy { $0.state == .cancelled })
        #expect(Set(await log.entries) == ["a start", "b start", "c start", "bystander start",
                                           "a cancelled", "b cancelled", "c cancelled"])
        #expect(bystander.state == .executing, "a sibling tree is not touched")
        #expect(stack.activities.map(\.path) == ["StepActivity"])
        bystander.cancel()
        _ = try? await bystander.result
    }

    @Test("cancelling only a child leaves the parent running; the parent sees the cancellation as an error")
    func cancelOneChild() async throws {
        let stack = try makeStack()
        let parent = try stack.start(ForgivingActivity(started: Signal()))
        #expect(try await parent.result == "child cancelled, parent went on")
        #expect(parent.state == .finished)
    }

    @Test("a child never outlives its parent: still running when the parent's work returns, it is cancelled first")
    func childOutlivingParent() async throws {
        let stack = try makeStack()
        let started = Signal<String>()
        let log = Log()
        let parent = try stack.start(GroupActivity(
            steps: [StepActivity(name: "straggler", wait: .cancellation, started: started, log: log)], awaitSteps: false))
        #expect(try await parent.result == [])
        // The parent ended only after its child had: the child is over, and says why.
        #expect(await log.entries == ["straggler start", "straggler cancelled"])
        let entries = stack.activities
        #expect(entries.isEmpty)
    }

    @Test("the straggler's own result names its parent")
    func stragglerError() async throws {
        struct Leaver: Activity {
            let started: Signal<String>
            func run(_ scope: ActivityScope<Self>) async throws -> ActivityHandle<StepActivity> {
                let child = try scope.start(StepActivity(name: "straggler", wait: .cancellation, started: started))
                _ = await started.next()
                return child
            }
        }
        let stack = try makeStack()
        let child = try await stack.start(Leaver(started: Signal())).result
        #expect(child.state == .cancelled)
        let error = await #expect(throws: ActivityError.self) { try await child.result }
        #expect(error?.description == "Leaver › StepActivity was cancelled because its parent Leaver finished first (step: run)")
    }

    @Test("a scope used after its activity finished refuses children and screens with typed errors")
    func escapedScope() async throws {
        let fake = FakeFacade()
        let stack = try makeStack(fake)
        let scope = try await stack.start(EscapingActivity()).result
        let child = AddActivity(value: 1).configured(with: .init(step: 1))
        let start = #expect(throws: ActivityError.self) { try scope.start(child) }
        #expect(start?.description == "cannot start EscapingActivity › AddActivity: its parent EscapingActivity has finished its work")
        #expect(child.state == .ready, "the refused child can still be started elsewhere")
        #expect(try await stack.start(child).result == 2)
        let display = #expect(throws: ActivityError.self) { try scope.ui.display(PostEditor.self) }
        #expect(display?.description == "cannot display PostEditor from EscapingActivity: the activity is finished")
        #expect(fake.events.isEmpty, "the facade was never reached")
    }

    @Test("an activity keeps its finished children to read their results")
    func finishedChildren() async throws {
        let stack = try makeStack()
        let children = try await stack.start(CollectorActivity()).result
        #expect(children.map(\.state) == [.finished, .finished, .finished])
        #expect(try children.map { try $0.outcome?.get() } == [11, 12, 13])
    }

    @Test("a parent hands its context down as it is or as a modified copy; nothing is read from a singleton")
    func contextHandedDown() async throws {
        let services = try Container { $0.register { Greeting(text: "hello") } }
        let stack = ActivityStack(context: ActivityContext(services: services, ui: FakeFacade()))
        let seen = try await stack.start(ProbingParent()).result
        #expect(seen == [
            .init(theme: "standard", model: "root", greeting: "hello"),
            .init(theme: "night", model: "scratchpad of root", greeting: "hello"),
        ])
    }

    @Test("one stack per tab: each keeps its own top and its own screen")
    func stackPerTab() async throws {
        struct TabActivity: Activity {
            func run(_ scope: ActivityScope<Self>) async throws -> PostEdit? {
                try await scope.ui.present(PostEditor.self)
            }
        }
        let mailUI = FakeFacade()
        let settingsUI = FakeFacade()
        let mail = try makeStack(mailUI)
        let settings = try makeStack(settingsUI)
        let inMail = try mail.start(TabActivity())
        let inSettings = try settings.start(StepActivity(name: "settings", wait: .cancellation))
        await mailUI.waitUntilDisplayed(PostEditor.self)
        #expect(mail.top === inMail.node)
        #expect(settings.top === inSettings.node)
        #expect(mailUI.onScreen == ["PostEditor"])
        #expect(settingsUI.onScreen.isEmpty)
        mailUI.reply(to: PostEditor.self, with: .discard)
        #expect(try await inMail.result == .discard)
        #expect(mail.top == nil)
        #expect(settings.top === inSettings.node)
        settings.cancelAll()
        _ = try? await inSettings.result
    }
}
