import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor
@Suite("Activities: serial queue")
struct ActivityQueueTests {
    let queue: ActivityQueue
    let log = Log()
    let started = Signal<String>()

    init() throws {
        queue = ActivityQueue(context: ActivityContext(services: try Container { _ in }, ui: FakeFacade()))
    }

    @Test("three activities run one after another, in the order they were added")
    func serial() async throws {
        let gates = [Gate(), Gate(), Gate()]
        let handles = try ["a", "b", "c"].enumerated().map { index, name in
            try queue.add(StepActivity(name: name, wait: .gate(gates[index]), started: started, log: log))
        }
        #expect(await started.next() == "a")
        #expect(queue.current === handles[0].node)
        #expect(queue.waiting.map(\.state) == [.enqueued, .enqueued])
        #expect(handles[1].state == .enqueued)
        #expect(await log.entries == ["a start"], "b and c wait while a runs")
        gates[0].open()
        #expect(await started.next() == "b")
        #expect(await log.entries == ["a start", "a end", "b start"])
        gates[1].open()
        #expect(await started.next() == "c")
        gates[2].open()
        #expect(try await handles[2].result == "c")
        #expect(await log.entries == ["a start", "a end", "b start", "b end", "c start", "c end"])
        #expect(try await handles[0].result == "a")
        #expect(queue.current == nil && queue.waiting.isEmpty)
    }

    @Test("an activity cancelled while it waits never runs; the others do")
    func cancelWaiting() async throws {
        let gate = Gate()
        let first = try queue.add(StepActivity(name: "a", wait: .gate(gate), started: started, log: log))
        let second = try queue.add(StepActivity(name: "b", log: log))
        let third = try queue.add(StepActivity(name: "c", log: log))
        _ = await started.next()
        second.cancel()
        #expect(second.state == .cancelled)
        let error = await #expect(throws: ActivityError.self) { try await second.result }
        #expect(error?.description == "StepActivity was cancelled (step: start)")
        gate.open()
        #expect(try await third.result == "c")
        #expect(try await first.result == "a")
        #expect(await log.entries == ["a start", "a end", "c start", "c end"])
    }

    @Test("cancelling the running activity lets the next one start; cancelAll stops everything")
    func cancelRunning() async throws {
        let first = try queue.add(StepActivity(name: "a", wait: .cancellation, started: started, log: log))
        let second = try queue.add(StepActivity(name: "b", wait: .cancellation, started: started, log: log))
        let third = try queue.add(StepActivity(name: "c", log: log))
        #expect(await started.next() == "a")
        first.cancel()
        #expect(await started.next() == "b")
        queue.cancelAll()
        for handle in [first, second, third] {
            let error = await #expect(throws: ActivityError.self) { try await handle.result }
            #expect(error?.isCancellation == true)
        }
        #expect(await log.entries == ["a start", "a cancelled", "b start", "b cancelled"])
    }

    @Test("adding an activity twice, or one that was started elsewhere, is an error")
    func addTwice() async throws {
        let ready = AddActivity(value: 1).configured(with: .init(step: 1))
        let handle = try queue.add(ready)
        let twice = #expect(throws: ActivityError.self) { try queue.add(ready) }
        #expect(twice.map { $0.description.hasPrefix("cannot start AddActivity: it is already") } == true)
        #expect(try await handle.result == 2)
    }
}
