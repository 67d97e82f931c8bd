import Foundation
import MosaicDI
import Testing

private final class LazyReader: Sendable {
    init(partner: Lazy<LazyPartner>) throws {
        _ = try partner.value   // reads back what needs it, inside its own initializer
    }
}
private final class LazyPartner: Sendable {
    let reader: LazyReader
    init(reader: LazyReader) { self.reader = reader }
}

private final class SelfResolving: Sendable { init() {} }

private final class Left: Sendable {
    init(right: Provider<Right>, arrived: DispatchSemaphore, go: DispatchSemaphore) throws {
        arrived.signal()
        go.wait()
        _ = try right()
    }
}
private final class Right: Sendable {
    init(left: Provider<Left>, arrived: DispatchSemaphore, go: DispatchSemaphore) throws {
        arrived.signal()
        go.wait()
        _ = try left()
    }
}

/// The cycle a ResolutionError reports, if it is one.
private func cyclePath(_ error: ResolutionError?) -> [String]? {
    guard let error, case .cycle = error.reason else { return nil }
    return error.path
}

@Suite("Cycles found while resolving")
struct RuntimeCycleTests {
    @Test("a Lazy read in the initializer of what it points back to is a cycle error with its path")
    func lazyInInitializer() throws {
        let container = try Container { builder in
            builder.register(LazyReader.init(partner:))
            builder.register(LazyPartner.init(reader:))
        }
        let error = resolutionError { try container.resolve(LazyReader.self) }
        let path = try #require(cyclePath(error), "\(String(describing: error))")
        #expect(path.contains("LazyReader") && path.contains("LazyPartner"))
        #expect(path.first == path.last)
        #expect(error?.description.contains("cycle") == true)
        #expect(error?.location?.fileID.hasSuffix("RuntimeCycleTests.swift") == true)
    }

    @Test("a factory that resolves its own type is a cycle error, not a stack overflow")
    func factoryResolvingItself() throws {
        let box = Mutexed<Container?>(nil)
        let container = try Container { builder in
            builder.register { () throws -> SelfResolving in
                guard let container = box.read({ $0 }) else { return SelfResolving() }
                return try container.resolve(SelfResolving.self)
            }
        }
        box.update { $0 = container }
        let error = resolutionError { try container.resolve(SelfResolving.self) }
        #expect(cyclePath(error) == ["SelfResolving", "SelfResolving"], "\(String(describing: error))")
        box.update { $0 = nil }
    }

    @Test("two singletons calling each other's Provider during init on two threads: both get the error, no deadlock")
    func crossThreadCycle() throws {
        let arrived = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let container = try Container { builder in
            builder.register { try Left(right: $0, arrived: arrived, go: go) }.lifetime(.container())
            builder.register { try Right(left: $0, arrived: arrived, go: go) }.lifetime(.container())
        }
        let errors = Mutexed<[ResolutionError]>([])
        let done = DispatchGroup()
        for side in 0..<2 {
            done.enter()
            Thread {
                do {
                    if side == 0 { _ = try container.resolve(Left.self) } else { _ = try container.resolve(Right.self) }
                } catch let error as ResolutionError {
                    errors.update { $0.append(error) }
                } catch {
                    Issue.record("\(error)")
                }
                done.leave()
            }.start()
        }
        // Both initializers are running (each thread holds its singleton's lock) before either
        // asks for the other.
        arrived.wait()
        arrived.wait()
        go.signal()
        go.signal()
        // Later initializer runs (after a failed attempt) pass straight through.
        for _ in 0..<8 { go.signal() }
        #expect(done.wait(timeout: .now() + 30) == .success, "deadlock")
        let found = errors.read { $0 }
        #expect(found.count == 2, "\(found)")
        for error in found {
            let path = cyclePath(error)
            #expect(path?.contains("Left") == true && path?.contains("Right") == true, "\(error)")
        }
    }
}

private protocol Servicing: Sendable {}

@Suite("Registration handles after build")
struct HandleAfterBuildTests {
    private final class Service: Servicing { init() {} }

    @Test("a modifier called after build() changes nothing, and a child build reports it")
    func modifiedAfterBuild() throws {
        var builder = ContainerBuilder()
        let registration = builder.register(Service.init).lifetime(.container())
        let container = try builder.build()
        let before: Service = try container.resolve()
        registration.as(Servicing.self) { $0 }.lifetime(.prototype).named("late")
        #expect(try container.resolve(Service.self) === before, "the built container is unchanged")
        #expect(!container.isRegistered((any Servicing).self))
        do {
            _ = try container.makeChild { _ in }
            Issue.record("the child build should report the late change")
        } catch {
            let problem = error.problems.first { $0.kind == .modifiedAfterBuild }
            #expect(problem?.message.contains("Service") == true, "\(error)")
            #expect(problem?.message.contains("lifetime(prototype)") == true, "\(error)")
            #expect(problem?.location.fileID.hasSuffix("RuntimeCycleTests.swift") == true)
        }
    }
}
