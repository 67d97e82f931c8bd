/// The runtime arguments of one top-level resolve, as its `Argument` nodes read them: for each
/// argument, in order, where its value lies and its type. The values are a copy of them all, as
/// one tuple, that the resolve makes in its own stack memory (`with`), so reading one is a typed
/// load, with no boxing in `Any` and no dynamic cast.
@usableFromInline
struct ArgumentTable {
    /// Where argument `i` lies.
    @usableFromInline let values: UnsafePointer<UnsafeRawPointer>
    /// The type of argument `i`, checked by every read.
    @usableFromInline let types: UnsafePointer<ObjectIdentifier>
    @usableFromInline let count: Int

    @inlinable
    init(values: UnsafePointer<UnsafeRawPointer>, types: UnsafePointer<ObjectIdentifier>, count: Int) {
        self.values = values
        self.types = types
        self.count = count
    }

    /// Whether argument `index` exists and is a `Value`.
    @inlinable @inline(__always)
    func holds<Value>(_ index: Int, _: Value.Type) -> Bool {
        index >= 0 && index < count && types[index] == ObjectIdentifier(Value.self)
    }

    /// Argument `index`, which `holds(index, Value.self)` found. Returning `Value`, not
    /// `Value?`, spares generic code a lookup of the metadata of `Optional<Value>` on every read.
    @inlinable @inline(__always)
    func value<Value>(_ index: Int, as _: Value.Type) -> Value {
        // `with` initialized the memory at `values[index]`, an element of a tuple, as a value of
        // exactly this type (which `holds` checked), and keeps it alive while the table exists.
        values[index].assumingMemoryBound(to: Value.self).pointee
    }

    /// Whether the static types of `arguments` are, in number and order, the `expected` types
    /// of a registration's `Argument` parameters.
    @inlinable
    static func matches<each Argument>(_ expected: [Any.Type], _ arguments: repeat (each Argument).Type) -> Bool {
        var matcher = Matcher(expected: expected)
        repeat matcher.check(each arguments)
        return matcher.matches && matcher.position == expected.count
    }

    @usableFromInline
    struct Matcher {
        @usableFromInline let expected: [Any.Type]
        @usableFromInline var position = 0
        @usableFromInline var matches = true

        @inlinable
        init(expected: [Any.Type]) {
            self.expected = expected
        }

        @inlinable @inline(__always)
        mutating func check<Argument>(_: Argument.Type) {
            if position >= expected.count || ObjectIdentifier(expected[position]) != ObjectIdentifier(Argument.self) {
                matches = false
            }
            position += 1
        }
    }

    /// Runs `body` with the table of `arguments`, copied into temporary (stack) memory that is
    /// destroyed when `body` returns.
    @inlinable @inline(__always)
    static func with<each Argument, R, E: Error>(
        _ arguments: repeat each Argument, do body: (ArgumentTable) throws(E) -> R
    ) throws(E) -> R {
        var count = 0
        repeat ArgumentTable.count((each Argument).self, into: &count)
        let stride = MemoryLayout<UnsafeRawPointer>.stride
        return try withUnsafeTemporaryAllocation(of: (repeat each Argument).self, capacity: 1) { tuple throws(E) -> R in
            // The arguments are copied as one tuple: a copy the compiler specializes, where
            // copying them one by one through the pack went through each type's value witnesses.
            let values = tuple.baseAddress.unsafelyUnwrapped
            values.initialize(to: (repeat each arguments))
            defer { values.deinitialize(count: 1) }
            return try withUnsafeTemporaryAllocation(
                byteCount: max(2 * stride * count, 1), alignment: MemoryLayout<UnsafeRawPointer>.alignment
            ) { tables throws(E) -> R in
                let base = tables.baseAddress.unsafelyUnwrapped
                var writer = Writer(
                    tuple: UnsafeMutableRawPointer(values),
                    values: base.bindMemory(to: UnsafeRawPointer.self, capacity: count),
                    types: (base + stride * count).bindMemory(to: ObjectIdentifier.self, capacity: count))
                repeat writer.point(to: (each Argument).self)
                return try body(ArgumentTable(values: writer.values, types: writer.types, count: count))
            }
        }
    }

    @inlinable @inline(__always)
    static func count<Value>(_: Value.Type, into count: inout Int) {
        count += 1
    }

    /// The size and alignment of the arguments laid out one after the other.
    @usableFromInline
    struct Layout {
        @usableFromInline var size = 0
        @usableFromInline var alignment = 1
        @usableFromInline var count = 0

        @inlinable
        init() {}

        @inlinable
        static func aligned(_ offset: Int, to alignment: Int) -> Int {
            (offset + alignment - 1) & ~(alignment - 1)
        }

        /// Makes room for the next argument, a `Value`, and returns its offset.
        @inlinable @inline(__always)
        @discardableResult
        mutating func reserve<Value>(_: Value.Type) -> Int {
            let offset = Layout.aligned(size, to: MemoryLayout<Value>.alignment)
            size = offset + MemoryLayout<Value>.size
            alignment = max(alignment, MemoryLayout<Value>.alignment)
            count += 1
            return offset
        }
    }

    /// Fills the table with where each argument lies in the tuple of them all, and its type.
    @usableFromInline
    struct Writer {
        @usableFromInline let tuple: UnsafeMutableRawPointer
        @usableFromInline let values: UnsafeMutablePointer<UnsafeRawPointer>
        @usableFromInline let types: UnsafeMutablePointer<ObjectIdentifier>
        @usableFromInline var layout = Layout()

        @inlinable
        init(
            tuple: UnsafeMutableRawPointer, values: UnsafeMutablePointer<UnsafeRawPointer>,
            types: UnsafeMutablePointer<ObjectIdentifier>
        ) {
            self.tuple = tuple
            self.values = values
            self.types = types
        }

        /// Notes the next element of the tuple, a `Value`.
        @inlinable @inline(__always)
        mutating func point<Value>(to _: Value.Type) {
            let index = layout.count
            // Swift lays a tuple's elements out in order, each at the first offset after the
            // previous one that is aligned for it (the ABI's struct and tuple layout), which is
            // what `Layout` computes; the mixed-argument tests check it.
            let offset = layout.reserve(Value.self)
            (values + index).initialize(to: UnsafeRawPointer(tuple + offset))
            (types + index).initialize(to: ObjectIdentifier(Value.self))
        }
    }
}
