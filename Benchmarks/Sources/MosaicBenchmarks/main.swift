import Foundation

// Entry point: parse options, run the scenarios, print the tables, write the JSON.

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let settings = options.quick ? Settings.quick : Settings.full
let unknown = options.only.subtracting(Catalog.all.map { $0.name })
guard unknown.isEmpty else {
    FileHandle.standardError.write(Data("mosaic-benchmarks: unknown scenario(s) \(unknown.sorted())\n".utf8))
    exit(2)
}
let scenarios = Catalog.all.filter { options.only.isEmpty || options.only.contains($0.name) }

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
let results = Repeats.worst(of: passes)
let otherLoad = load.otherProcessesCores()

TableReport.print(
    results, settings: settings, quick: options.quick, repeats: options.repeats, otherLoad: otherLoad)

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
