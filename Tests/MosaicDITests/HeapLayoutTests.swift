#if canImport(Glibc)
    import Glibc
    @testable import MosaicDI
    import Testing

    private final class Plain: Sendable { init() {} }

    /// glibc's `malloc_usable_size` (declared in `<malloc.h>`, which the Glibc module leaves out):
    /// the usable bytes of the heap block at `pointer`, its size less the 8-byte header.
    private func usableSize(of object: AnyObject) throws -> Int {
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        let symbol = try #require(dlsym(nil, "malloc_usable_size"), "glibc exports malloc_usable_size")
        let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
        return usableSize(Unmanaged.passUnretained(object).toOpaque())
    }

    /// What a built container keeps per registration is mostly two heap blocks, the record and
    /// the node: these tests pin their sizes, so that a stored property added to either shows
    /// up here rather than only in the benchmark's bytes per registration.
    @Suite("Heap layout of a registration")
    struct HeapLayoutTests {
        @Test("a parameterless registration's record fits a 112-byte heap block and its node a 96-byte one")
        func blockSizes() throws {
            var builder = ContainerBuilder()
            let registration = builder.register(Plain.init)
            let record = registration.record
            let node = try #require(record.template).takeUnretainedValue()
            let recordBlock = try usableSize(of: record)
            let nodeBlock = try usableSize(of: node)
            #expect(recordBlock <= 104, "the record takes \(recordBlock) usable bytes")
            #expect(nodeBlock <= 88, "the node takes \(nodeBlock) usable bytes")
            let container = try builder.build()
            #expect(try container.resolve(Plain.self) !== container.resolve(Plain.self))
        }

        @Test("modifiers move a record's rarer parts into its extras, and leave the common one without")
        func extrasOnlyWhenNeeded() {
            var builder = ContainerBuilder()
            let plain = builder.register(Plain.init).lifetime(.container())
            let named = builder.register { Plain() }.named("other")
            #expect(plain.record.extras == nil, "a lifetime is kept in the record itself")
            #expect(plain.record.lifetime == .container(.strong))
            #expect(named.record.extras?.name == "other")
            let scope = Scope("session")
            let scoped = builder.register { Plain() }.named("scoped").lifetime(.scoped(scope))
            #expect(scoped.record.lifetime == .scoped(scope), "a scope survives its one-byte code")
        }
    }
#endif
