/// What a measurement of the benchmark's child processes is about: a scenario, a side and how
/// many operations it ran. Written as `scenario|side|operations` (the label of a callgrind
/// dump), so that a figure can be divided by its operations and filed where it belongs.
public struct BatchLabel: Equatable, Sendable {
    public let scenario: String
    public let side: String
    public let operations: Int

    public init(scenario: String, side: String, operations: Int) {
        self.scenario = scenario
        self.side = side
        self.operations = operations
    }

    public var text: String { "\(scenario)|\(side)|\(operations)" }

    /// The label written as `text`, or nil when `text` is not one (three fields, a positive
    /// count of operations).
    public init?(_ text: String) {
        let fields = text.split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty,
            let operations = Int(fields[2]), operations > 0
        else { return nil }
        self.init(scenario: String(fields[0]), side: String(fields[1]), operations: operations)
    }
}

/// One line of the allocation-counting child's report, `allocations <label> <calls>`: the
/// allocation calls a batch made.
public struct AllocationLine: Equatable, Sendable {
    public let label: BatchLabel
    public let calls: Int

    public init(label: BatchLabel, calls: Int) {
        self.label = label
        self.calls = calls
    }

    public var text: String { "allocations \(label.text) \(calls)" }

    /// Calls per operation.
    public var perOperation: Double { Double(calls) / Double(label.operations) }

    /// The line `text`, or nil when it is not one (other output of the child is ignored).
    public init?(_ text: String) {
        let fields = text.split(separator: " ")
        guard fields.count == 3, fields[0] == "allocations", let label = BatchLabel(String(fields[1])),
            let calls = Int(fields[2]), calls >= 0
        else { return nil }
        self.init(label: label, calls: calls)
    }
}

/// One line of the allocation-counting child's report on the heap an object keeps alive,
/// `heap <label> <calls> <blocks> <bytes> <first calls> <first blocks> <first bytes>`: the
/// allocation calls making it took, and the net heap blocks and their usable bytes that it
/// left allocated, the first time in the process (type metadata and other one-time caches
/// included) and again (only what the object itself holds). The label's `operations` is what
/// the figures are divided by (the registrations).
public struct HeapLine: Equatable, Sendable {
    public let label: BatchLabel
    public let calls: Int
    public let blocks: Int
    public let bytes: Int
    public let firstCalls: Int
    public let firstBlocks: Int
    public let firstBytes: Int

    public init(
        label: BatchLabel, calls: Int, blocks: Int, bytes: Int, firstCalls: Int, firstBlocks: Int, firstBytes: Int
    ) {
        self.label = label
        self.calls = calls
        self.firstCalls = firstCalls
        self.blocks = blocks
        self.bytes = bytes
        self.firstBlocks = firstBlocks
        self.firstBytes = firstBytes
    }

    public var text: String { "heap \(label.text) \(calls) \(blocks) \(bytes) \(firstCalls) \(firstBlocks) \(firstBytes)" }

    /// The line `text`, or nil when it is not one.
    public init?(_ text: String) {
        let fields = text.split(separator: " ")
        guard fields.count == 8, fields[0] == "heap", let label = BatchLabel(String(fields[1])) else { return nil }
        let numbers = fields[2...].compactMap { Int($0) }
        guard numbers.count == 6 else { return nil }
        self.init(
            label: label, calls: numbers[0], blocks: numbers[1], bytes: numbers[2], firstCalls: numbers[3],
            firstBlocks: numbers[4], firstBytes: numbers[5])
    }

    /// The figures per registration, as `(json_key, value)`: `<key>_allocations_per_registration`,
    /// `<key>_blocks_per_registration`, `<key>_usable_bytes_per_registration` and the same
    /// with `_first` for the first time, where the key is the label's side field.
    public var figures: [(String, Double)] {
        let count = Double(label.operations)
        let key = label.side
        return [
            ("\(key)_allocations_per_registration", Double(calls) / count),
            ("\(key)_blocks_per_registration", Double(blocks) / count),
            ("\(key)_usable_bytes_per_registration", Double(bytes) / count),
            ("\(key)_first_allocations_per_registration", Double(firstCalls) / count),
            ("\(key)_first_blocks_per_registration", Double(firstBlocks) / count),
            ("\(key)_first_usable_bytes_per_registration", Double(firstBytes) / count),
        ]
    }
}
