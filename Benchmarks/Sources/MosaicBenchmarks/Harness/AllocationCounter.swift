import BenchmarkNative
import BenchmarkStatistics
import Foundation

/// Counts heap allocation calls (malloc and friends) per operation, in a separate process.
///
/// The counter replaces glibc's allocation functions, so it costs every call a layer; the
/// process that times the scenarios must not have it. It is built as a shared object of its
/// own (`libMosaicAllocationCounter.so`, the `MosaicAllocationCounter` product) and only a
/// child process loads it: the benchmark runs its own executable again with `LD_PRELOAD` of
/// that library and `--child allocations`, the child runs each side's operation single-threaded
/// (after one warm-up batch) between the counter's start and stop, and prints one
/// ``AllocationLine`` per side. glibc only.
enum AllocationCounter {
    /// Whether allocations can be counted in this process (only in the child, where the
    /// counter is preloaded).
    static var isAvailable: Bool { mosaic_alloc_counting_available() }

    /// The number of allocation calls made while `body` runs, on any thread.
    static func count(_ body: () throws -> Void) rethrows -> Int {
        mosaic_alloc_counting_start()
        defer { _ = mosaic_alloc_counting_stop() }
        try body()
        return Int(mosaic_alloc_counting_stop())
    }

    /// The allocation calls `make` takes, and the net heap blocks and usable bytes it leaves
    /// allocated, read while its result is alive.
    private static func keptAlive(_ make: () throws -> AnyObject) throws -> (calls: Int, blocks: Int, bytes: Int) {
        mosaic_alloc_counting_start()
        let object = try make()
        let calls = Int(mosaic_alloc_counting_stop())
        let figures = (calls: calls, blocks: Int(mosaic_alloc_net_blocks()), bytes: Int(mosaic_alloc_net_bytes()))
        withExtendedLifetime(object) {}
        return figures
    }

    /// The file name of the counter library SwiftPM builds.
    static let libraryName = "libMosaicAllocationCounter.so"

    /// The counter library next to this executable, built on demand (`swift build --product
    /// MosaicAllocationCounter`, a small C library) when a `swift run` of the benchmark alone
    /// did not build it. Nil when it cannot be had.
    static func library() -> URL? {
        let directory = ChildProcess.ownExecutable.deletingLastPathComponent()
        let library = directory.appendingPathComponent(libraryName)
        if FileManager.default.fileExists(atPath: library.path) { return library }
        #if os(Linux)
        guard let swift = ChildProcess.onPath("swift") else { return nil }
        let configuration = directory.lastPathComponent == "debug" ? "debug" : "release"
        FileHandle.standardError.write(Data("building \(libraryName) (\(configuration))…\n".utf8))
        _ = try? ChildProcess.run(
            swift,
            ["build", "-c", configuration, "--package-path", Options.packageDirectory.path,
             "--product", "MosaicAllocationCounter"])
        return FileManager.default.fileExists(atPath: library.path) ? library : nil
        #else
        return nil
        #endif
    }

    /// What the child counted: allocations per operation by scenario and side, and the heap
    /// figures of the scenarios' heap probes (``HeapLine/figures``) by scenario.
    struct Counts {
        var allocations: [String: [Side: Double]] = [:]
        var heap: [String: [(String, Double)]] = [:]
    }

    /// Allocations per operation and heap figures, counted by a child process with the counter
    /// preloaded; nil (with a note on standard error) when that is not possible.
    static func countInChild(scenarios: [String], quick: Bool) -> Counts? {
        #if os(Linux)
        guard let library = library() else {
            FileHandle.standardError.write(Data("allocations: not counted (\(libraryName) is missing)\n".utf8))
            return nil
        }
        let arguments = ["--child", "allocations", "--only", scenarios.joined(separator: ",")] + (quick ? ["--quick"] : [])
        let output: String
        do {
            output = try ChildProcess.run(ChildProcess.ownExecutable, arguments, environment: ["LD_PRELOAD": library.path])
        } catch {
            FileHandle.standardError.write(Data("allocations: not counted (\(error))\n".utf8))
            return nil
        }
        var counts = Counts()
        for text in output.split(separator: "\n").map(String.init) {
            if let line = AllocationLine(text), let side = Side(rawValue: line.label.side) {
                counts.allocations[line.label.scenario, default: [:]][side] = line.perOperation
            } else if let line = HeapLine(text) {
                counts.heap[line.label.scenario, default: []] += line.figures
            }
        }
        return counts
        #else
        return nil
        #endif
    }

    /// The child's work. First the heap probes of every scenario, before anything else has run
    /// (so the first making of each is the first in the process): each made once and kept
    /// while the net blocks and bytes are read, then again; one ``HeapLine`` each. Then, for
    /// each scenario that counts allocations, each side's probe runs `operations` times to warm
    /// up, then `operations` times counted; one ``AllocationLine`` per side.
    static func runChild(_ scenarios: [any ScenarioDefinition.Type], operations: Int) throws {
        guard isAvailable else {
            throw ChildProcess.Failure(description: "the allocation counter is not preloaded")
        }
        for scenario in scenarios {
            for probe in scenario.heapProbes() {
                let first = try keptAlive(probe.make)
                let again = try keptAlive(probe.make)
                let label = BatchLabel(scenario: scenario.name, side: probe.key, operations: probe.registrations)
                let line = HeapLine(
                    label: label, calls: again.calls, blocks: again.blocks, bytes: again.bytes,
                    firstCalls: first.calls, firstBlocks: first.blocks, firstBytes: first.bytes)
                print(line.text)
            }
        }
        for scenario in scenarios where scenario.countsAllocations {
            for contender in try scenario.makeContenders() {
                guard let probe = contender.allocationProbe else { continue }
                try probe(operations)
                let calls = try count { try probe(operations) }
                let label = BatchLabel(scenario: scenario.name, side: contender.side.rawValue, operations: operations)
                print(AllocationLine(label: label, calls: calls).text)
            }
        }
    }
}
