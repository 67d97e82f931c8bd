import BenchmarkNative
import BenchmarkStatistics
import Foundation

/// Counts the instructions each side executes per operation, with valgrind's callgrind.
///
/// The benchmark runs its own executable again under
/// `valgrind --tool=callgrind --instr-atstart=no` with `--child instructions`. The child sets
/// each scenario up uninstrumented, runs each side's operation (single-threaded) a fixed number
/// of times to warm up, then switches instrumentation on, zeroes the counters, runs the same
/// number again and dumps the counters under a ``BatchLabel``; the parent reads the dumps
/// (``CallgrindDump``) and divides. Instruction counts do not depend on the machine's load, so
/// they check the times of a busy machine. The count includes the loop and the black hole,
/// alike on every side.
enum InstructionCounter {
    /// Instructions per operation, by scenario and side; nil (with a note on standard error)
    /// when valgrind is missing or the run fails.
    static func countInChild(scenarios: [String], quick: Bool) -> [String: [Side: Double]]? {
        guard let valgrind = ChildProcess.onPath("valgrind") else {
            FileHandle.standardError.write(Data("instructions: not counted (valgrind is not on the PATH)\n".utf8))
            return nil
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mosaic-callgrind-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let executable = try strippedCopy()
            defer { if executable != ChildProcess.ownExecutable { try? FileManager.default.removeItem(at: executable) } }
            let arguments = [
                "--tool=callgrind", "--instr-atstart=no", "--quiet",
                "--callgrind-out-file=\(directory.appendingPathComponent("callgrind.out").path)",
                executable.path, "--child", "instructions",
                "--only", scenarios.joined(separator: ","),
            ] + (quick ? ["--quick"] : [])
            FileHandle.standardError.write(Data("counting instructions under callgrind (slow)…\n".utf8))
            _ = try ChildProcess.run(valgrind, arguments)
            var counts: [String: [Side: Double]] = [:]
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                guard let dump = CallgrindDump.parse(text), let label = BatchLabel(dump.label),
                    let side = Side(rawValue: label.side)
                else { continue }
                counts[label.scenario, default: [:]][side] = Double(dump.instructions) / Double(label.operations)
            }
            return counts
        } catch {
            FileHandle.standardError.write(Data("instructions: not counted (\(error))\n".utf8))
            return nil
        }
    }

    /// A copy of this executable without its debug information, next to it (where its resource
    /// bundles are): valgrind 3.19 cannot read the DWARF the Swift 6 toolchain writes and gives
    /// up. The executable itself when `objcopy` is missing.
    private static func strippedCopy() throws -> URL {
        let original = ChildProcess.ownExecutable
        guard let objcopy = ChildProcess.onPath("objcopy") else { return original }
        let copy = original.deletingLastPathComponent().appendingPathComponent(original.lastPathComponent + "-callgrind")
        _ = try ChildProcess.run(objcopy, ["--strip-debug", original.path, copy.path])
        return copy
    }

    /// The child's work, under callgrind: every side with a single-threaded probe, its
    /// scenario's `instructionOperations` times warm-up, then the same counted.
    static func runChild(_ scenarios: [any ScenarioDefinition.Type], quick: Bool) throws {
        guard mosaic_callgrind_available() else {
            throw ChildProcess.Failure(description: "not running under valgrind (or built without callgrind.h)")
        }
        for scenario in scenarios {
            let operations = max(1, quick ? scenario.instructionOperations / 10 : scenario.instructionOperations)
            for contender in try scenario.makeContenders() {
                guard let probe = contender.allocationProbe else { continue }
                try probe(operations)
                let label = BatchLabel(scenario: scenario.name, side: contender.side.rawValue, operations: operations)
                mosaic_callgrind_begin()
                try probe(operations)
                mosaic_callgrind_end(label.text)
            }
        }
    }
}
