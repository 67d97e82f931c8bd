import Foundation
import MosaicDI
import Testing

/// Builds a container, or returns the build error (nil if the build succeeded).
func buildError(_ configure: (inout ContainerBuilder) -> Void) -> ContainerError? {
    do {
        _ = try Container(configure)
        return nil
    } catch {
        return error
    }
}

/// Runs `body` and returns the ResolutionError it throws (recording an issue if it does not).
func resolutionError<T>(
    _ body: () throws -> T, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ResolutionError? {
    do {
        _ = try body()
        Issue.record("expected a ResolutionError", sourceLocation: sourceLocation)
        return nil
    } catch let error as ResolutionError {
        return error
    } catch {
        Issue.record("expected a ResolutionError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// A thread-safe counter for "how many times did this initializer run".
final class Counter: Sendable {
    private let value = Mutexed(0)
    func increment() { value.update { $0 += 1 } }
    var count: Int { value.read { $0 } }
}

/// A tiny lock-protected box for tests.
final class Mutexed<Value>: @unchecked Sendable {
    // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func update(_ body: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&value)
    }
    func read<R>(_ body: (Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(value)
    }
}

// MARK: Small object graphs

final class Engine: Sendable { init() {} }
final class Wheel: Sendable { init() {} }
final class Car: Sendable {
    let engine: Engine
    let wheel: Wheel
    init(engine: Engine, wheel: Wheel) {
        self.engine = engine
        self.wheel = wheel
    }
}

protocol Greeter: Sendable { func greet() -> String }
protocol Named: Sendable { var name: String { get } }
final class EnglishGreeter: Greeter, Named {
    let name = "english"
    func greet() -> String { "hello" }
}
final class FrenchGreeter: Greeter, Named {
    let name = "french"
    func greet() -> String { "bonjour" }
}

/// A type whose initializer counts its calls.
final class Counted: Sendable {
    init(counter: Counter) { counter.increment() }
}
