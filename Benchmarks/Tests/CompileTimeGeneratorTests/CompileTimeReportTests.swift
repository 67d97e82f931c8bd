import BenchmarkJSON
import CompileTimeGenerator
import Testing

@Suite("The compile-time report")
struct CompileTimeReportTests {
    private func measurement(_ registrar: Registrar, _ seconds: Double, _ bytes: Int, count: Int = 100) -> CompileMeasurement {
        CompileMeasurement(registrar: registrar, configuration: .release, count: count, seconds: seconds, textBytes: bytes, warnings: 0)
    }

    @Test func ratiosAreToHandWrittenCodeOfTheSameCountAndConfiguration() {
        let report = CompileTimeReport(
            measurements: [
                measurement(.hand, 2, 10_000), measurement(.mosaic, 3, 40_000),
                measurement(.hand, 10, 1, count: 300),
            ],
            swift5Warnings: 0, repeats: 3, compiler: "swift")
        let mosaic = report.measurements[1]
        #expect(report.secondsRatio(mosaic) == 1.5)
        #expect(report.textRatio(mosaic) == 4)
    }

    @Test func targetsJudgeMosaicsReleaseFiguresAndTheSwift5Check() {
        let passing = CompileTimeReport(
            measurements: [measurement(.hand, 2, 10_000), measurement(.mosaic, 3, 51_200)],
            swift5Warnings: 0, repeats: 1, compiler: "swift")
        #expect(passing.targets.map(\.passed) == [true, true, true])
        let failing = CompileTimeReport(
            measurements: [measurement(.hand, 2, 10_000), measurement(.mosaic, 3.1, 51_300)],
            swift5Warnings: 2, repeats: 1, compiler: "swift")
        #expect(failing.targets.map(\.passed) == [false, false, false])
        #expect(failing.targets.map(\.measured) == ["1.55×", "513 B", "2 warnings"])
    }

    @Test func theJSONMemberHasEveryRunAndTarget() throws {
        let report = CompileTimeReport(
            measurements: [measurement(.hand, 2, 10_000), measurement(.mosaic, 3, 40_000)],
            swift5Warnings: 0, repeats: 3, compiler: "swift")
        let json = report.json
        guard case .array(let runs)? = json.member("runs") else {
            Issue.record("no runs in \(json.rendered())")
            return
        }
        #expect(runs.count == 2)
        #expect(runs[1].member("seconds_ratio_to_hand") == .number(1.5))
        #expect(runs[1].member("bytes_per_registration") == .number(400))
        #expect(runs[1].member("ms_per_registration") == .number(30))
        #expect(runs[0].member("seconds_ratio_to_hand") == nil)
        #expect(json.member("swift5_mode_warnings") == .number(0))
        // What is written reads back the same.
        #expect(try JSONParser.parse(json.rendered()) == json)
    }

    @Test func textSizeAddsEveryTextSectionAndNothingElse() {
        let output = """
            Regs.o  :
            section                                 size   addr
            .text                                   7390      0
            .text.$s4Regs11registerAll4intoy8MosaicDI16ContainerBuilderVz_tF     288      0
            .rodata                                  100      0
            .data                                      8      0
            .rela.text                                50      0
            Total                                   7836
            """
        #expect(TextSize.bytes(fromSizeOutput: output) == 7678)
        #expect(TextSize.bytes(fromSizeOutput: "") == 0)
    }

    @Test func instructionsAndTheSpreadOfRepeatsAreReportedWhereMeasured() throws {
        let report = CompileTimeReport(
            measurements: [
                CompileMeasurement(
                    registrar: .hand, configuration: .release, count: 300, seconds: 0.5, textBytes: 9_000, warnings: 0,
                    slowestSeconds: 0.6, instructions: 3_000_000_000),
                CompileMeasurement(
                    registrar: .mosaic, configuration: .release, count: 300, seconds: 0.7, textBytes: 4_000, warnings: 0,
                    slowestSeconds: 0.77, instructions: 3_900_000_000),
                CompileMeasurement(registrar: .mosaic, configuration: .debug, count: 300, seconds: 0.4, textBytes: 9, warnings: 0),
            ],
            swift5Warnings: nil, repeats: 5, compiler: "swift")
        #expect(report.instructionsRatio(report.measurements[1]) == 1.3)
        #expect(report.instructionsRatio(report.measurements[2]) == nil, "not measured in debug")
        let runs = try #require(report.json.member("runs").flatMap { value -> [JSONValue]? in
            if case .array(let runs) = value { return runs }
            return nil
        })
        #expect(runs[1].member("instructions") == .number(3_900_000_000))
        #expect(runs[1].member("instructions_ratio_to_hand") == .number(1.3))
        #expect(runs[1].member("slowest_seconds") == .number(0.77))
        #expect(runs[2].member("instructions") == nil)
        let lines = report.table.split(separator: "\n")
        #expect(lines[0].hasSuffix("instructions  ×hand"))
        #expect(lines[2].contains("+10%"), "the slowest repeat, over the best")
        #expect(lines[2].hasSuffix("3.900 G  1.30×"))
        #expect(lines[3].hasSuffix("-      -"))
    }

    @Test func aMeasurementsSlowestRepeatIsNeverFasterThanItsBest() {
        let measurement = CompileMeasurement(
            registrar: .hand, configuration: .debug, count: 1, seconds: 2, textBytes: 1, warnings: 0, slowestSeconds: 1)
        #expect(measurement.slowestSeconds == 2)
        let report = CompileTimeReport(measurements: [measurement], swift5Warnings: nil, repeats: 1, compiler: "swift")
        #expect(!report.table.contains("instructions"), "no instructions column when none was counted")
    }

    @Test func theFrontendJobIsReadFromTheDriversPlanAsAShellWouldSplitIt() {
        let plan = """
            swift-driver version: 1.127
            /opt/swift/usr/bin/swift-frontend -frontend -c Regs.swift -I "/tmp/a b" -module-name 'My Regs' -D X\\ Y -o Regs.o
            /opt/swift/usr/bin/swift-autolink-extract Regs.o -o Regs.autolink
            """
        #expect(
            InstructionCount.frontendCommand(fromDriverOutput: plan) == [
                "/opt/swift/usr/bin/swift-frontend", "-frontend", "-c", "Regs.swift", "-I", "/tmp/a b", "-module-name",
                "My Regs", "-D", "X Y", "-o", "Regs.o",
            ])
        #expect(InstructionCount.frontendCommand(fromDriverOutput: "swiftc: error: no input files") == nil)
        #expect(InstructionCount.frontendCommand(fromDriverOutput: "") == nil)
    }

    @Test func callgrindsSummaryGivesTheCount() {
        let output = """
            ==8381== Callgrind, a call-graph generating cache profiler
            ==8381== Events    : Ir
            ==8381== Collected : 5810749517
            ==8381==
            ==8381== I   refs:      5,810,749,517
            """
        #expect(InstructionCount.instructions(fromCallgrindOutput: output) == 5_810_749_517)
        #expect(InstructionCount.instructions(fromCallgrindOutput: "==1== Collected : many") == nil)
        #expect(InstructionCount.instructions(fromCallgrindOutput: "valgrind: command not found") == nil)
    }

    @Test func shellWordsSurviveRandomQuotingOfPlainWords() {
        // Property: any list of words without quotes, backslashes or whitespace, each written
        // bare, double-quoted or single-quoted, splits back into the same list.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let alphabet = Array("abcXYZ019-_./=+")
        for _ in 0..<500 {
            let words = (0..<Int(next() % 6 + 1)).map { _ in
                String((0..<Int(next() % 8 + 1)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
            }
            let line = words.map { word -> String in
                switch next() % 3 {
                case 0: return word
                case 1: return "\"\(word)\""
                default: return "'\(word)'"
                }
            }.joined(separator: String(repeating: " ", count: Int(next() % 3 + 1)))
            #expect(InstructionCount.frontendCommand(fromDriverOutput: "swift-frontend -frontend " + line)
                == ["swift-frontend", "-frontend"] + words)
        }
    }
}
