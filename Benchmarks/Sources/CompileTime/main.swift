// The compile-time measurement: generates an app of N classes with 0-5 initializer
// dependencies each, compiles its registrations module alone for MosaicDI, Swinject and
// hand-written code, in debug and release, and writes the best and worst wall time of a few
// compiles and the `.text` size of each into `results.json` (member `compile_time`); with
// `--instructions`, also the instructions each release compile runs, counted by callgrind. Also
// compiles the MosaicDI registrations in Swift 5 language mode and counts the warnings.
//
// Run it through Scripts/compile-time.sh, which builds the MosaicDI and Swinject modules first.
//
//     compile-time --modules DIR --module-map FILE [--counts 100,300] [--repeats 3] [--json PATH]
//                  [--configurations debug,release] [--registrars mosaic,swinject,hand] [--keep DIR]
//                  [--instructions]
import BenchmarkJSON
import CompileTimeGenerator
import Foundation

struct Failure: Error, CustomStringConvertible {
    let description: String
}

struct Options {
    var modules = ""
    var moduleMaps: [String] = []
    var counts = [100, 300]
    var repeats = 3
    var json: String?
    var configurations = BuildConfiguration.allCases
    var registrars = Registrar.allCases
    var keep: String?
    var swiftc = "swiftc"
    var instructions = false

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw Failure(description: "\(name) needs a value") }
            return next
        }
        func list<T>(_ name: String, _ make: (String) -> T?) throws -> [T] {
            let text = try value(name)
            return try text.split(separator: ",").map {
                guard let item = make(String($0)) else { throw Failure(description: "\(name): '\($0)' is not valid") }
                return item
            }
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--modules": modules = try value(argument)
            case "--module-map": moduleMaps.append(try value(argument))
            case "--counts": counts = try list(argument) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
            case "--repeats": repeats = max(1, Int(try value(argument)) ?? 3)
            case "--json": json = try value(argument)
            case "--configurations": configurations = try list(argument, BuildConfiguration.init(rawValue:))
            case "--registrars": registrars = try list(argument, Registrar.init(rawValue:))
            case "--keep": keep = try value(argument)
            case "--swiftc": swiftc = try value(argument)
            case "--instructions": instructions = true
            default: throw Failure(description: "unknown option \(argument)")
            }
        }
        guard !modules.isEmpty else { throw Failure(description: "--modules DIR (the built MosaicDI and Swinject modules) is required") }
        if !registrars.contains(.hand) { registrars.append(.hand) }
    }
}

/// Runs a program; returns its exit status, its output and error text together, and the wall time.
func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String, seconds: Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    // One pipe for both streams, read to its end while the process runs, so it never fills up.
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let clock = ContinuousClock()
    let start = clock.now
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = start.duration(to: clock.now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (process.terminationStatus, String(decoding: data, as: UTF8.self), seconds)
}

func warningCount(_ text: String) -> Int {
    text.split(whereSeparator: \.isNewline).filter { $0.contains(": warning:") }.count
}

func main() throws {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let work: URL
    if let keep = options.keep {
        work = URL(fileURLWithPath: keep, isDirectory: true)
    } else {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-compile-time-\(ProcessInfo.processInfo.processIdentifier)")
    }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { if options.keep == nil { try? FileManager.default.removeItem(at: work) } }

    if options.instructions {
        let valgrind = try run(["valgrind", "--version"], in: work)
        guard valgrind.status == 0 else {
            throw Failure(description: "--instructions counts with valgrind, which is not installed: apt-get install valgrind")
        }
    }
    let version = try run([options.swiftc, "--version"], in: work)
    let compiler = version.output.split(whereSeparator: \.isNewline).first.map(String.init) ?? "unknown"
    let searchFlags = ["-I", work.path, "-I", options.modules] + options.moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }

    func arguments(_ module: String, _ file: String, _ flags: [String], object: String) -> [String] {
        [options.swiftc, "-parse-as-library", "-module-name", module, "-c", file, "-o", object] + searchFlags + flags
    }

    func compile(_ module: String, _ file: String, _ flags: [String], object: String) throws -> (seconds: Double, warnings: Int, output: String) {
        let result = try run(arguments(module, file, flags, object: object), in: work)
        guard result.status == 0 else {
            throw Failure(description: "compiling \(module) (\(flags.joined(separator: " "))) failed:\n\(result.output)")
        }
        return (result.seconds, warningCount(result.output), result.output)
    }

    /// The instructions the frontend runs compiling `file`, after the compiles above have filled
    /// the module cache (a compile that fills it runs billions more).
    func instructions(_ module: String, _ file: String, _ flags: [String], object: String) throws -> Int {
        let plan = try run(arguments(module, file, flags, object: object) + ["-###"], in: work)
        guard plan.status == 0, let frontend = InstructionCount.frontendCommand(fromDriverOutput: plan.output) else {
            throw Failure(description: "swiftc -### printed no frontend job for \(file):\n\(plan.output)")
        }
        let counted = try run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + frontend, in: work)
        guard counted.status == 0, let count = InstructionCount.instructions(fromCallgrindOutput: counted.output) else {
            throw Failure(description: "valgrind --tool=callgrind on the compile of \(file) failed:\n\(counted.output)")
        }
        return count
    }

    var measurements: [CompileMeasurement] = []
    var swift5Warnings: Int?
    for count in options.counts {
        let sources = RegistrationSources(app: GeneratedApp(count: count))
        let app = RegistrationSources.appModule
        try sources.appSource().write(to: work.appendingPathComponent("\(app).swift"), atomically: true, encoding: .utf8)
        _ = try compile(app, "\(app).swift", ["-O", "-wmo", "-swift-version", "6", "-emit-module", "-emit-module-path", "\(app).swiftmodule"], object: "\(app).o")
        for registrar in options.registrars {
            let file = "\(registrar.moduleName).swift"
            try sources.source(for: registrar).write(to: work.appendingPathComponent(file), atomically: true, encoding: .utf8)
            for configuration in options.configurations {
                let object = "\(registrar.moduleName)-\(configuration.rawValue).o"
                var best = Double.infinity
                var slowest = 0.0
                var warnings = 0
                let flags = configuration.flags + ["-swift-version", "6"]
                for _ in 0..<options.repeats {
                    let result = try compile(registrar.moduleName, file, flags, object: object)
                    best = min(best, result.seconds)
                    slowest = max(slowest, result.seconds)
                    warnings = result.warnings
                }
                let size = try run(["size", "-A", object], in: work)
                guard size.status == 0 else { throw Failure(description: "size -A \(object) failed: \(size.output)") }
                let instructions =
                    options.instructions && configuration == .release
                    ? try instructions(registrar.moduleName, file, flags, object: object) : nil
                let measurement = CompileMeasurement(
                    registrar: registrar, configuration: configuration, count: count, seconds: best,
                    textBytes: TextSize.bytes(fromSizeOutput: size.output), warnings: warnings, slowestSeconds: slowest,
                    instructions: instructions)
                measurements.append(measurement)
                let counted = instructions.map { ", \(CompileTimeReport.format(Double($0) / 1e9, 3)) G instructions" } ?? ""
                print("N=\(count) \(configuration.rawValue) \(registrar.rawValue): \(CompileTimeReport.format(best, 3))–\(CompileTimeReport.format(slowest, 3)) s, \(measurement.textBytes) B .text, \(warnings) warnings\(counted)")
            }
            if registrar == .mosaic, swift5Warnings == nil {
                let result = try compile(registrar.moduleName, file, ["-O", "-wmo", "-swift-version", "5"], object: "swift5.o")
                swift5Warnings = result.warnings
                if result.warnings > 0 {
                    let first = result.output.split(separator: "\n").filter { $0.contains(": warning:") }.prefix(3)
                    print("Swift 5 language mode: \(result.warnings) warnings, the first:\n" + first.joined(separator: "\n"))
                }
            }
        }
    }
    let report = CompileTimeReport(measurements: measurements, swift5Warnings: swift5Warnings, repeats: options.repeats, compiler: compiler)
    print(report.table)
    if let json = options.json {
        let url = URL(fileURLWithPath: json)
        var document = JSONValue.object([])
        if let text = try? String(contentsOf: url, encoding: .utf8) {
            do {
                document = try JSONParser.parse(text)
            } catch {
                throw Failure(description: "\(json) is not valid JSON (\(error)); not overwriting it")
            }
        }
        try Data((document.settingMember("compile_time", to: report.json).rendered() + "\n").utf8).write(to: url, options: .atomic)
        print("wrote compile_time into \(json)")
    }
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("compile-time: \(error)\n".utf8))
    exit(1)
}
