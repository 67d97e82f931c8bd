import Foundation

// Entry point: parse options, run the scenarios, print the tables, write the JSON.
//
// This process only times. Allocations are counted by a child process running this executable
// again with the counter library preloaded, instructions by one under callgrind; both children
// enter through `--child` below.

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let settings = options.quick ? Settings.quick : Settings.full
let unknown = options.only.subtracting(Catalog.all.map { $0.name })
guard unknown.isEmpty else {
    FileHandle.standardError.write(Data("mosaic-benchmarks: unknown scenario(s) \(unknown.sorted())\n".utf8))
    exit(2)
}
let scenarios = Catalog.all.filter { options.only.isEmpty || options.only.contains($0.name) }

if let child = options.child {
    do {
        switch child {
        case .allocations: try AllocationCounter.runChild(scenarios, operations: settings.allocationOperations)
        case .instructions: try InstructionCounter.runChild(scenarios, quick: options.quick)
        }
    } catch {
        FileHandle.standardError.write(Data("mosaic-benchmarks --child \(child.rawValue): \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}

let load = MachineLoad()
let runner = Runner(settings: settings)
var passes: [[ScenarioResult]] = []
for pass in 1...options.repeats {
    var results: [ScenarioResult] = []
    for scenario in scenarios {
        let counter = options.repeats > 1 ? " (repeat \(pass) of \(options.repeats))" : ""
        FileHandle.standardError.write(Data("running \(scenario.name)\(counter)…\n".utf8))
        do {
            results.append(try runner.run(scenario))
        } catch {
            FileHandle.standardError.write(Data("mosaic-benchmarks: \(scenario.name) failed: \(error)\n".utf8))
            exit(1)
        }
    }
    passes.append(results)
}
let otherLoad = load.otherProcessesCores()

// The counts come after the timing, from processes of their own; they do not vary between
// repeats, so each pass gets the same, and the goals are checked again with them.
let names = scenarios.map { $0.name }
FileHandle.standardError.write(Data("counting allocations…\n".utf8))
let counts = AllocationCounter.countInChild(scenarios: names, quick: options.quick)
let allocations = counts?.allocations ?? [:]
let instructions = options.instructions ? InstructionCounter.countInChild(scenarios: names, quick: options.quick) ?? [:] : [:]
for pass in passes.indices {
    for index in passes[pass].indices {
        let name = passes[pass][index].name
        passes[pass][index].allocations = allocations[name] ?? [:]
        passes[pass][index].instructions = instructions[name] ?? [:]
        passes[pass][index].extras += counts?.heap[name] ?? []
        if let scenario = scenarios.first(where: { $0.name == name }) {
            let result = passes[pass][index]
            passes[pass][index].outcomes = scenario.targets.compactMap { $0.evaluate(result) }
        }
    }
}
let results = Repeats.worst(of: passes)

TableReport.print(
    results, settings: settings, quick: options.quick, repeats: options.repeats, otherLoad: otherLoad,
    allocationsCounted: counts != nil)

if let url = options.jsonURL {
    do {
        try JSONReport.write(
            results, quick: options.quick, repeats: options.repeats, rounds: settings.repetitions,
            otherLoad: otherLoad, to: url)
        print("\nwrote \(url.path)")
    } catch {
        FileHandle.standardError.write(Data("mosaic-benchmarks: cannot write \(url.path): \(error)\n".utf8))
        exit(1)
    }
}
