/// The runtime arguments of one top-level resolve, as its `Argument` nodes read them: for each
/// argument, in order, where its value lies and its type. The values are copies the resolve
/// makes in its own stack memory (`with`), so reading one is a typed load, with no boxing in
/// `Any` and no dynamic cast.
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
        // `with` initialized the memory at `values[index]` as a value of exactly this type
        // (which `holds` checked), and keeps it alive for as long as the table exists.
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
        var layout = Layout()
        repeat _ = layout.reserve((each Argument).self)
        let tablesOffset = Layout.aligned(layout.size, to: MemoryLayout<UnsafeRawPointer>.alignment)
        let stride = MemoryLayout<UnsafeRawPointer>.stride
        // At least one byte, so that the buffer has an address even for no arguments.
        let byteCount = max(tablesOffset + 2 * stride * layout.count, 1)
        return try withUnsafeTemporaryAllocation(
            byteCount: byteCount, alignment: max(layout.alignment, MemoryLayout<UnsafeRawPointer>.alignment)
        ) { buffer throws(E) -> R in
            let base = buffer.baseAddress.unsafelyUnwrapped
            var writer = Writer(
                base: base,
                values: (base + tablesOffset).bindMemory(to: UnsafeRawPointer.self, capacity: layout.count),
                types: (base + tablesOffset + stride * layout.count).bindMemory(
                    to: ObjectIdentifier.self, capacity: layout.count))
            repeat writer.write(each arguments)
            defer {
                var destroyer = writer
                destroyer.reset()
                repeat destroyer.destroy((each Argument).self)
            }
            return try body(ArgumentTable(values: writer.values, types: writer.types, count: layout.count))
        }
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

    /// Copies the arguments into the table's memory, at the offsets `Layout` gave them.
    @usableFromInline
    struct Writer {
        @usableFromInline let base: UnsafeMutableRawPointer
        @usableFromInline let values: UnsafeMutablePointer<UnsafeRawPointer>
        @usableFromInline let types: UnsafeMutablePointer<ObjectIdentifier>
        @usableFromInline var layout = Layout()

        @inlinable
        init(
            base: UnsafeMutableRawPointer, values: UnsafeMutablePointer<UnsafeRawPointer>,
            types: UnsafeMutablePointer<ObjectIdentifier>
        ) {
            self.base = base
            self.values = values
            self.types = types
        }

        @inlinable @inline(__always)
        mutating func write<Value>(_ value: Value) {
            let index = layout.count
            let offset = layout.reserve(Value.self)
            let address = (base + offset).initializeMemory(as: Value.self, to: value)
            (values + index).initialize(to: UnsafeRawPointer(address))
            (types + index).initialize(to: ObjectIdentifier(Value.self))
        }

        /// Starts over, to destroy the values written, in the same order.
        @inlinable
        mutating func reset() {
            layout = Layout()
        }

        @inlinable @inline(__always)
        mutating func destroy<Value>(_: Value.Type) {
            let offset = layout.reserve(Value.self)
            // Nothing to do for a trivial type (decided when specialized), where the call to
            // deinitialize was not always optimized away.
            if !_isPOD(Value.self) {
                (base + offset).assumingMemoryBound(to: Value.self).deinitialize(count: 1)
            }
        }
    }
}
