import BenchmarkStatistics
import Foundation
import Testing

@Suite("What the child processes report")
struct ChildReportTests {
    /// The head of a dump as callgrind 3.19 writes it for `CALLGRIND_DUMP_STATS_AT`.
    static let dump = """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        pid: 23942
        cmd:  ./mosaic-benchmarks --child instructions
        part: 1


        desc: I1 cache: 
        desc: D1 cache: 
        desc: LL cache: 

        desc: Timerange: Basic block 0 - 202
        desc: Trigger: Client Request: transient|mosaic|1000

        positions: line
        events: Ir
        summary: 36150


        ob=(1) /tmp/t
        fl=(1) ???
        fn=(0) main
        0 36150

        totals: 36150
        """

    @Test func readsTheLabelAndTheInstructionsOfADump() {
        #expect(CallgrindDump.parse(Self.dump) == CallgrindDump(label: "transient|mosaic|1000", instructions: 36150))
    }

    @Test func fallsBackOnTotalsWithoutASummary() {
        let text = Self.dump.replacingOccurrences(of: "summary: 36150\n", with: "")
        #expect(CallgrindDump.parse(text)?.instructions == 36150)
    }

    @Test func readsTheFirstEventWhenThereAreSeveral() {
        let text = Self.dump.replacingOccurrences(of: "summary: 36150", with: "summary: 500 7 3")
        #expect(CallgrindDump.parse(text)?.instructions == 500)
    }

    @Test func ignoresTheDumpWrittenAtExit() {
        // The final dump has no client-request trigger (and, after zeroing, a meaningless sum).
        let text = """
            # callgrind format
            desc: Trigger: Program termination
            summary: 18446744073709547980
            totals: 12
            """
        #expect(CallgrindDump.parse(text) == nil)
        #expect(CallgrindDump.parse("") == nil)
    }

    @Test func labelsRoundTrip() {
        let label = BatchLabel(scenario: "register1000_us", side: "swinject", operations: 10)
        #expect(label.text == "register1000_us|swinject|10")
        #expect(BatchLabel(label.text) == label)
    }

    @Test func rejectsMalformedLabels() {
        #expect(BatchLabel("transient|mosaic") == nil)
        #expect(BatchLabel("transient|mosaic|0") == nil)
        #expect(BatchLabel("transient|mosaic|many") == nil)
        #expect(BatchLabel("|mosaic|10") == nil)
        #expect(BatchLabel("a|b|c|1") == nil)
    }

    @Test func allocationLinesRoundTripAndDivide() {
        let line = AllocationLine(label: BatchLabel(scenario: "graph5", side: "hand", operations: 1_000), calls: 5_000)
        #expect(line.text == "allocations graph5|hand|1000 5000")
        #expect(AllocationLine(line.text) == line)
        #expect(line.perOperation == 5)
    }

    @Test func otherOutputIsNotAnAllocationLine() {
        #expect(AllocationLine("running transient…") == nil)
        #expect(AllocationLine("allocations graph5|hand|1000 -1") == nil)
        #expect(AllocationLine("allocations graph5|hand|1000") == nil)
    }
}

@Suite("The heap lines of the allocation-counting child")
struct HeapLineTests {
    @Test func roundTripsAndDividesByTheRegistrations() throws {
        let line = HeapLine(
            label: BatchLabel(scenario: "register1000_us", side: "mosaic", operations: 1_000),
            calls: 5_000, blocks: 4_000, bytes: 300_000, firstCalls: 7_000, firstBlocks: 6_000, firstBytes: 520_000)
        #expect(line.text == "heap register1000_us|mosaic|1000 5000 4000 300000 7000 6000 520000")
        #expect(HeapLine(line.text) == line)
        let figures = Dictionary(uniqueKeysWithValues: line.figures)
        #expect(figures["mosaic_allocations_per_registration"] == 5)
        #expect(figures["mosaic_first_allocations_per_registration"] == 7)
        #expect(figures["mosaic_blocks_per_registration"] == 4)
        #expect(figures["mosaic_usable_bytes_per_registration"] == 300)
        #expect(figures["mosaic_first_blocks_per_registration"] == 6)
        #expect(figures["mosaic_first_usable_bytes_per_registration"] == 520)
    }

    @Test func acceptsNegativeNetFigures() {
        // Freeing older blocks while making the object can leave the net change below zero.
        #expect(HeapLine("heap s|k|10 2 -2 -64 4 3 96")?.blocks == -2)
    }

    @Test func rejectsOtherLines() {
        #expect(HeapLine("heap s|k|10 1 2 3 4 5") == nil)
        #expect(HeapLine("heap s|k|10 1 2 3 4 5 x") == nil)
        #expect(HeapLine("allocations s|k|10 1") == nil)
    }
}
