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
}
