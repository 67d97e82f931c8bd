import Foundation
import Mosaic
import Testing

enum Counter {
    enum Add: UseCase {
        struct Request: Sendable { var amount: Int }
        struct Response: Sendable { var total: Int }
        struct ViewModel: Sendable, Equatable { var text: String }
    }
}

/// Waits at the service's gate for each amount, so the test decides when (and in which order)
/// requests finish.
final class GatedCounterInteractor: Interactor {
    let gate = ScriptedService<Int, Int>()
    let cancelled = Recorder<Int>()

    func add(_ request: Counter.Add.Request) async -> Counter.Add.Response {
        do {
            return .init(total: try await gate.fetch(request.amount))
        } catch {
            cancelled.append(request.amount)
            return .init(total: -1)
        }
    }

    func addTwice(_ request: Counter.Add.Request, respond: Responder<Counter.Add>) async {
        await respond(.init(total: request.amount))
        await respond(await add(request))
    }
}

@MainActor final class CounterPresenter: Presenter {
    let formats = Formats(locale: Locale(identifier: "en_US"))
    func present(_ response: Counter.Add.Response) -> Counter.Add.ViewModel {
        .init(text: "total \(formats.integer(response.total))")
    }
}

@MainActor final class CounterView {
    let log = ViewModelLog<Counter.Add.ViewModel>()
    func show(_ model: Counter.Add.ViewModel) { log.append(model) }
}

@MainActor
@Suite("UseCase pipe: view → interactor → presenter → view", .timeLimit(.minutes(5)))
struct UseCasePipeTests {
    let interactor = GatedCounterInteractor()
    let presenter = CounterPresenter()
    let view = CounterView()

    // Isolation is checked by the compiler: the interactor closure is a nonisolated `@Sendable`
    // async function, presenting and displaying are `@MainActor` function types.
    @Test("a request reaches the view as a formatted view model")
    func roundTrip() async {
        let add = UseCasePipe(Counter.Add.self, interactor: interactor.add, presenter: presenter.present)
        add.display(on: view, CounterView.show)
        interactor.gate.queue(1, .success(1_234))
        await add.perform(.init(amount: 1))
        #expect(view.log.all == [.init(text: "total 1,234")])
        #expect(add.viewModel == .init(text: "total 1,234"))
        #expect(!add.isRunning)
    }

    @Test("replacePrevious: a newer request cancels the running one, whose late answer is never shown")
    func replacePrevious() async {
        let add = UseCasePipe(Counter.Add.self, overlap: .replacePrevious, interactor: interactor.add, presenter: presenter.present)
        add.display(on: view, CounterView.show)
        let first = add.send(.init(amount: 1))
        #expect(await eventually { interactor.gate.waiting(for: 1) == 1 })
        let second = add.send(.init(amount: 2))
        await first.value
        #expect(interactor.cancelled.all == [1])
        #expect(await eventually { interactor.gate.waiting(for: 2) == 1 })
        interactor.gate.answer(2, with: .success(20))
        await second.value
        #expect(view.log.all == [.init(text: "total 20")])
    }

    @Test("runAll: every request's answer is shown, in the order they come")
    func runAll() async {
        let add = UseCasePipe(Counter.Add.self, overlap: .runAll, interactor: interactor.add, presenter: presenter.present)
        add.display(on: view, CounterView.show)
        let first = add.send(.init(amount: 1))
        let second = add.send(.init(amount: 2))
        #expect(await eventually { interactor.gate.waiting(for: 1) == 1 && interactor.gate.waiting(for: 2) == 1 })
        interactor.gate.answer(2, with: .success(20))
        await second.value
        interactor.gate.answer(1, with: .success(10))
        await first.value
        #expect(view.log.all.map(\.text) == ["total 20", "total 10"])
    }

    @Test("an interactor may respond several times for one request; perform returns after the last")
    func streaming() async {
        let add = UseCasePipe(Counter.Add.self, responding: interactor.addTwice, presenter: presenter.present)
        add.display(on: view, CounterView.show)
        interactor.gate.queue(3, .success(30))
        await add.perform(.init(amount: 3))
        #expect(view.log.all.map(\.text) == ["total 3", "total 30"])
    }

    @Test("when the module closes, the running request is cancelled, its answer dropped, and nothing more is sent")
    func closeCancels() async {
        let add = UseCasePipe(Counter.Add.self, interactor: interactor.add, presenter: presenter.present)
        add.display(on: view, CounterView.show)
        let running = add.send(.init(amount: 1))
        #expect(await eventually { interactor.gate.waiting(for: 1) == 1 })
        add.moduleDidClose()
        await running.value
        #expect(interactor.cancelled.all == [1])
        await add.send(.init(amount: 2)).value
        #expect(interactor.gate.calls == [1])
        #expect(view.log.all.isEmpty)
    }

    @Test("a view attached after a response sees it at once; the pipe holds its view weakly")
    func lateViewAndNoCycle() async {
        let add = UseCasePipe(Counter.Add.self, interactor: interactor.add, presenter: presenter.present)
        interactor.gate.queue(1, .success(7))
        await add.perform(.init(amount: 1))
        var view: CounterView? = CounterView()
        weak let weakView = view
        add.display(on: view!, CounterView.show)
        #expect(view?.log.all == [.init(text: "total 7")])
        view = nil
        #expect(weakView == nil)
        interactor.gate.queue(2, .success(8))
        await add.perform(.init(amount: 2))
        #expect(add.viewModel == .init(text: "total 8"))
    }
}

