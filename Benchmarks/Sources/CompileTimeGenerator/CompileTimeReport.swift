import BenchmarkJSON

/// How a module was compiled: `debug` is `-Onone -g`, `release` is `-O -wmo`, as SwiftPM does.
public enum BuildConfiguration: String, CaseIterable, Sendable {
    case debug
    case release

    /// The compiler flags of this configuration.
    public var flags: [String] {
        switch self {
        case .debug: ["-Onone", "-g"]
        case .release: ["-O", "-wmo"]
        }
    }
}

/// One registrations module compiled a few times: its best and worst wall time, its machine
/// code and, when measured, the instructions the compiler ran.
public struct CompileMeasurement: Sendable, Equatable {
    public let registrar: Registrar
    public let configuration: BuildConfiguration
    public let count: Int
    /// The best wall time of the repeats, in seconds.
    public let seconds: Double
    /// The worst wall time of the repeats, in seconds: with `seconds`, the spread of the repeats.
    public let slowestSeconds: Double
    /// The bytes of `.text` in the object file.
    public let textBytes: Int
    /// The warnings the compiler printed.
    public let warnings: Int
    /// The instructions the compiler's frontend ran for one compile, counted by callgrind once
    /// the module cache was warm (nil: not measured). Unlike wall time, it does not move from
    /// one run to the next.
    public let instructions: Int?

    public init(
        registrar: Registrar, configuration: BuildConfiguration, count: Int, seconds: Double, textBytes: Int,
        warnings: Int, slowestSeconds: Double? = nil, instructions: Int? = nil
    ) {
        self.registrar = registrar
        self.configuration = configuration
        self.count = count
        self.seconds = seconds
        self.slowestSeconds = max(seconds, slowestSeconds ?? seconds)
        self.textBytes = textBytes
        self.warnings = warnings
        self.instructions = instructions
    }
}

/// Turns measurements into the `compile_time` member of `results.json` and the printed table.
///
/// ```json
/// "compile_time": {
///   "runs": [
///     {"count": 300, "configuration": "release", "registrar": "mosaic", "seconds": 13.9,
///      "slowest_seconds": 14.2, "instructions": 61200000000, "instructions_ratio_to_hand": 12.1,
///      "text_bytes": 495000, "ms_per_registration": 46.3, "bytes_per_registration": 1650,
///      "warnings": 0, "seconds_ratio_to_hand": 12.6, "text_ratio_to_hand": 2.7}, ...],
///   "targets": [{"count": 300, "goal": "release seconds ≤ 1.50× hand", "measured": "1.31×", "passed": true}, ...],
///   "swift5_mode_warnings": 0, "repeats": 3, "compiler": "Swift version 6.3.1 ..."
/// }
/// ```
public struct CompileTimeReport: Sendable {
    public let measurements: [CompileMeasurement]
    /// Warnings compiling the MosaicDI registrations in Swift 5 language mode (nil: not run).
    public let swift5Warnings: Int?
    public let repeats: Int
    public let compiler: String

    /// The release compile time of MosaicDI's registrations may be at most this many times the
    /// hand-written code's.
    public static let secondsGoal = 1.5
    /// MosaicDI's release machine code per registration may be at most this many bytes.
    public static let bytesPerRegistrationGoal = 512.0

    public init(measurements: [CompileMeasurement], swift5Warnings: Int?, repeats: Int, compiler: String) {
        self.measurements = measurements
        self.swift5Warnings = swift5Warnings
        self.repeats = repeats
        self.compiler = compiler
    }

    /// The hand-written measurement of the same count and configuration.
    public func hand(of measurement: CompileMeasurement) -> CompileMeasurement? {
        measurements.first {
            $0.registrar == .hand && $0.count == measurement.count && $0.configuration == measurement.configuration
        }
    }

    /// `measurement`'s seconds over the hand-written code's.
    public func secondsRatio(_ measurement: CompileMeasurement) -> Double? {
        guard let hand = hand(of: measurement), hand.seconds > 0 else { return nil }
        return measurement.seconds / hand.seconds
    }

    /// `measurement`'s compiler instructions over the hand-written code's (nil when either was
    /// not measured).
    public func instructionsRatio(_ measurement: CompileMeasurement) -> Double? {
        guard let instructions = measurement.instructions, let hand = hand(of: measurement)?.instructions, hand > 0
        else { return nil }
        return Double(instructions) / Double(hand)
    }

    /// `measurement`'s `.text` bytes over the hand-written code's.
    public func textRatio(_ measurement: CompileMeasurement) -> Double? {
        guard let hand = hand(of: measurement), hand.textBytes > 0 else { return nil }
        return Double(measurement.textBytes) / Double(hand.textBytes)
    }

    /// The goals, judged on MosaicDI's release measurements (and the Swift 5 mode check).
    public var targets: [(count: Int?, goal: String, measured: String, passed: Bool)] {
        var result: [(count: Int?, goal: String, measured: String, passed: Bool)] = []
        for mosaic in measurements where mosaic.registrar == .mosaic && mosaic.configuration == .release {
            if let ratio = secondsRatio(mosaic) {
                result.append((
                    mosaic.count, "release seconds ≤ \(Self.format(Self.secondsGoal))× hand", "\(Self.format(ratio))×",
                    ratio <= Self.secondsGoal
                ))
            }
            let perRegistration = Double(mosaic.textBytes) / Double(max(1, mosaic.count))
            result.append((
                mosaic.count, "release .text ≤ \(Int(Self.bytesPerRegistrationGoal)) B per registration",
                "\(Int(perRegistration.rounded())) B", perRegistration <= Self.bytesPerRegistrationGoal
            ))
        }
        if let swift5Warnings {
            result.append((nil, "no warning in Swift 5 language mode", "\(swift5Warnings) warnings", swift5Warnings == 0))
        }
        return result
    }

    /// The `compile_time` member of `results.json`.
    public var json: JSONValue {
        let runs = measurements.map { measurement -> JSONValue in
            var members: [(key: String, value: JSONValue)] = [
                ("count", .number(Double(measurement.count))),
                ("configuration", .string(measurement.configuration.rawValue)),
                ("registrar", .string(measurement.registrar.rawValue)),
                ("seconds", .number(Self.rounded(measurement.seconds, 3))),
                ("slowest_seconds", .number(Self.rounded(measurement.slowestSeconds, 3))),
                ("text_bytes", .number(Double(measurement.textBytes))),
                ("ms_per_registration", .number(Self.rounded(measurement.seconds * 1000 / Double(max(1, measurement.count)), 2))),
                ("bytes_per_registration", .number(Self.rounded(Double(measurement.textBytes) / Double(max(1, measurement.count)), 0))),
                ("warnings", .number(Double(measurement.warnings))),
            ]
            if let instructions = measurement.instructions {
                members.append(("instructions", .number(Double(instructions))))
            }
            if measurement.registrar != .hand {
                if let ratio = secondsRatio(measurement) { members.append(("seconds_ratio_to_hand", .number(Self.rounded(ratio, 2)))) }
                if let ratio = textRatio(measurement) { members.append(("text_ratio_to_hand", .number(Self.rounded(ratio, 2)))) }
                if let ratio = instructionsRatio(measurement) {
                    members.append(("instructions_ratio_to_hand", .number(Self.rounded(ratio, 2))))
                }
            }
            return .object(members)
        }
        let targets = targets.map { target -> JSONValue in
            var members: [(key: String, value: JSONValue)] = []
            if let count = target.count { members.append(("count", .number(Double(count)))) }
            members += [("goal", .string(target.goal)), ("measured", .string(target.measured)), ("passed", .bool(target.passed))]
            return .object(members)
        }
        var members: [(key: String, value: JSONValue)] = [("runs", .array(runs)), ("targets", .array(targets))]
        if let swift5Warnings { members.append(("swift5_mode_warnings", .number(Double(swift5Warnings)))) }
        members += [("repeats", .number(Double(repeats))), ("compiler", .string(compiler))]
        return .object(members)
    }

    /// A table for the terminal: one line per measurement, ratios to hand-written code. The
    /// spread is the slowest repeat over the best; the instructions columns appear when measured.
    public var table: String {
        let withInstructions = measurements.contains { $0.instructions != nil }
        var header = "    N  config   registrar    seconds  ×hand  spread   .text bytes  ×hand  B/registration  warnings"
        if withInstructions { header += "  instructions  ×hand" }
        var lines = [header]
        for measurement in measurements {
            let seconds = secondsRatio(measurement).map { Self.format($0) + "×" } ?? "-"
            let text = textRatio(measurement).map { Self.format($0) + "×" } ?? "-"
            let spread = "+" + String(Int((100 * (measurement.slowestSeconds / max(measurement.seconds, 1e-9) - 1)).rounded())) + "%"
            let perRegistration = Double(measurement.textBytes) / Double(max(1, measurement.count))
            var line =
                Self.pad(String(measurement.count), 5) + "  " + Self.padRight(measurement.configuration.rawValue, 7) + "  "
                + Self.padRight(measurement.registrar.rawValue, 9) + Self.pad(Self.format(measurement.seconds, 3), 10)
                + Self.pad(seconds, 7) + Self.pad(spread, 8) + Self.pad(String(measurement.textBytes), 14) + Self.pad(text, 7)
                + Self.pad(String(Int(perRegistration.rounded())), 16) + Self.pad(String(measurement.warnings), 10)
            if withInstructions {
                let count = measurement.instructions.map { Self.format(Double($0) / 1e9, 3) + " G" } ?? "-"
                let ratio = instructionsRatio(measurement).map { Self.format($0) + "×" } ?? "-"
                line += Self.pad(count, 14) + Self.pad(ratio, 7)
            }
            lines.append(line)
        }
        for target in targets {
            let count = target.count.map { "N=\($0): " } ?? ""
            lines.append("\(target.passed ? "PASS" : "FAIL")  \(count)\(target.goal): \(target.measured)")
        }
        return lines.joined(separator: "\n")
    }

    static func rounded(_ value: Double, _ places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    /// `value` with exactly `places` decimals: `1.5` → `"1.50"`.
    public static func format(_ value: Double, _ places: Int = 2) -> String {
        let rounded = rounded(value, places)
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < places { text += String(repeating: "0", count: places - decimals) }
        } else if places > 0 {
            text += "." + String(repeating: "0", count: places)
        }
        return text
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
