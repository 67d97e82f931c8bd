import MosaicDI
import Testing

private final class Row: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}
private enum Primary {}

private protocol Service: AnyObject, Sendable {}
private final class ServiceImpl: Service { init() {} }
private protocol Plain: Sendable {}
private final class PlainImpl: Plain { init() {} }

@Suite("Arguments asked for without arguments")
struct ArgumentWithoutArgumentsTests {
    private func container() throws -> Container {
        try Container { builder in
            builder.register { (id: Argument<Int>) in Row(id: id.value) }.tagged(Primary.self)
        }
    }

    private func expectMismatch(_ error: ResolutionError?, _ comment: Comment) {
        guard case .argumentMismatch(let type, let expected, let received)? = error?.reason else {
            Issue.record("expected argumentMismatch, got \(String(describing: error)): \(comment)")
            return
        }
        #expect(type == "Row")
        #expect(expected == ["Int"])
        #expect(received.isEmpty)
        #expect(error?.location?.fileID.hasSuffix("WrapperAndArgumentMisuseTests.swift") == true)
    }

    @Test("resolveIfRegistered and T? throw argumentMismatch instead of trapping")
    func optional() throws {
        let container = try container()
        expectMismatch(resolutionError { try container.resolveIfRegistered(Row.self) }, "resolveIfRegistered")
        expectMismatch(resolutionError { try container.resolve(Row?.self) }, "Row?")
    }

    @Test("Many<T>, Tagged<Tag, T> and Lazy<T> throw argumentMismatch instead of trapping")
    func wrappers() throws {
        let container = try container()
        expectMismatch(resolutionError { try container.resolve(Many<Row>.self) }, "Many")
        expectMismatch(resolutionError { try container.resolve(Tagged<Primary, Row>.self) }, "Tagged")
        expectMismatch(resolutionError { try container.resolve(Lazy<Row>.self) }, "Lazy")
        expectMismatch(resolutionError { try container.resolve(tag: Primary.self) as Row }, "resolve(tag:)")
    }

    @Test("a Provider still passes the arguments")
    func provider() throws {
        let provider = try container().resolve(Provider<Row>.self)
        #expect(try provider(7).id == 7)
    }
}

@Suite("Providers and Lazies outliving their container")
struct OutlivingContainerTests {
    @Test("a Provider and a Lazy of an alias keep working after the container is released")
    func aliasAfterRelease() throws {
        var provider: Provider<any Plain>?
        var lazy: Lazy<any Plain>?
        weak var released: Container?
        do {
            let container = try Container { builder in
                builder.register(PlainImpl.init).as((any Plain).self) { $0 }
            }
            provider = try container.resolve(Provider<any Plain>.self)
            lazy = try container.lazy((any Plain).self)
            released = container
        }
        #expect(released == nil, "the container itself is released")
        // Reuse the freed memory, so that a dangling reference would read garbage.
        let garbage = (0..<10_000).map { _ in [UInt8](repeating: 0xAB, count: 48) }
        #expect(try provider?() is PlainImpl)
        #expect(try lazy?.value is PlainImpl)
        #expect(garbage.count == 10_000)
    }

    @Test("a shared alias after release still answers its instance")
    func sharedAliasAfterRelease() throws {
        var provider: Provider<any Plain>?
        do {
            let container = try Container { builder in
                builder.register(PlainImpl.init).as((any Plain).self) { $0 }.lifetime(.container())
            }
            provider = try container.provider((any Plain).self)
        }
        let garbage = (0..<10_000).map { _ in [UInt8](repeating: 0xCD, count: 48) }
        let first = try provider?()
        #expect(first is PlainImpl)
        #expect(garbage.count == 10_000)
    }
}

@Suite("Aliases validation sees")
struct AliasValidationTests {
    @Test("an alias to the registration's own type is reported by build()")
    func aliasToSelf() {
        let error = buildError { builder in
            builder.register(PlainImpl.init).as(PlainImpl.self) { $0 }
        }
        let problem = error?.problems.first { $0.kind == .redundantAlias }
        #expect(problem != nil, "\(String(describing: error))")
        #expect(problem?.message.contains("PlainImpl") == true)
        #expect(problem?.location.fileID.hasSuffix("WrapperAndArgumentMisuseTests.swift") == true)
    }

    @Test("the same alias twice is reported by build()")
    func aliasTwice() {
        let error = buildError { builder in
            builder.register(PlainImpl.init).as((any Plain).self) { $0 }.as((any Plain).self) { $0 }
        }
        let problem = error?.problems.first { $0.kind == .redundantAlias }
        #expect(problem != nil, "\(String(describing: error))")
        #expect(problem?.message.contains("Plain") == true)
    }
}

@Suite("Nested wrappers")
struct NestedWrapperTests {
    private final class Consumer: Sendable {
        let lazies: Many<Lazy<any Plain>>
        let providers: Many<Provider<any Plain>>
        let tagged: Many<Tagged<Primary, any Plain>>
        let optionalLazy: Lazy<any Plain>?
        init(
            lazies: Many<Lazy<any Plain>>, providers: Many<Provider<any Plain>>,
            tagged: Many<Tagged<Primary, any Plain>>, optionalLazy: Lazy<any Plain>?
        ) {
            self.lazies = lazies
            self.providers = providers
            self.tagged = tagged
            self.optionalLazy = optionalLazy
        }
    }

    @Test("Many<Lazy<P>>, Many<Provider<P>>, Many<Tagged<Tag, P>> and Lazy<P>? see every registration")
    func nested() throws {
        let container = try Container { builder in
            builder.register(PlainImpl.init).as((any Plain).self) { $0 }.tagged(Primary.self)
            builder.register(PlainImpl.init).as((any Plain).self) { $0 }.default()
            builder.register(Consumer.init)
        }
        let consumer: Consumer = try container.resolve()
        #expect(consumer.lazies.count == 2)
        #expect(consumer.providers.count == 2)
        #expect(consumer.tagged.count == 1)
        #expect(try consumer.lazies.map { try $0.value }.count == 2)
        #expect(try consumer.providers.map { try $0() }.count == 2)
        #expect(consumer.optionalLazy != nil)
        #expect(try consumer.optionalLazy?.value is PlainImpl)
        #expect(try container.resolve(Many<Lazy<any Plain>>.self).count == 2)
        #expect(try container.resolve(Lazy<any Plain>?.self) != nil)
        #expect(try container.resolve(Many<Provider<any Plain>>.self).count == 2)
    }

    @Test("Lazy<P>? is nil only when nothing is registered")
    func optionalLazyMissing() throws {
        let container = try Container { _ in }
        #expect(try container.resolve(Lazy<any Plain>?.self) == nil)
    }
}

@Suite("Weak references to class-bound existentials")
struct WeakExistentialTests {
    @Test(".container(.weak) accepts class-bound protocols and AnyObject")
    func classBound() throws {
        let container = try Container { builder in
            builder.register { ServiceImpl() as any Service }.lifetime(.container(.weak))
            builder.register { ServiceImpl() as AnyObject & Sendable }.lifetime(.container(.weak))
        }
        let held: any Service = try container.resolve()
        #expect(try container.resolve((any Service).self) === held)
        let object: AnyObject & Sendable = try container.resolve()
        #expect(try container.resolve((AnyObject & Sendable).self) === object)
    }

    @Test(".container(.weak) still refuses a protocol that is not class-bound")
    func notClassBound() {
        let error = buildError { builder in
            builder.register { PlainImpl() as any Plain }.lifetime(.container(.weak))
        }
        #expect(error?.problems.first?.kind == .weakValueType)
    }
}
