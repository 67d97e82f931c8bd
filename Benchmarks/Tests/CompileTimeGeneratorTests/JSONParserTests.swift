import BenchmarkJSON
import Testing

@Suite("Reading and merging results.json")
struct JSONParserTests {
    @Test func keysKeepTheirOrder() throws {
        let value = try JSONParser.parse(#"{"b": 1, "a": [true, false, "x\n\"y\" \u00e9"], "c": {"z": 2.5, "y": -3e2}}"#)
        #expect(
            value
                == .object([
                    ("b", .number(1)), ("a", .array([.bool(true), .bool(false), .string("x\n\"y\" é")])),
                    ("c", .object([("z", .number(2.5)), ("y", .number(-300))])),
                ]))
    }

    @Test func settingAMemberReplacesItInPlaceOrAppendsIt() throws {
        let value = try JSONParser.parse(#"{"scenarios": [], "compile_time": 1, "quick": false}"#)
        let replaced = value.settingMember("compile_time", to: .number(2))
        #expect(replaced == .object([("scenarios", .array([])), ("compile_time", .number(2)), ("quick", .bool(false))]))
        let added = try JSONParser.parse(#"{"quick": true}"#).settingMember("compile_time", to: .bool(true))
        #expect(added == .object([("quick", .bool(true)), ("compile_time", .bool(true))]))
    }

    @Test func aRenderedReportReadsBackTheSame() throws {
        let report = JSONValue.object([
            ("scenarios", .array([.object([("name", .string("transient")), ("mosaic_ns", .number(57.32))])])),
            ("other_load_cores", .number(0.02)), ("quick", .bool(false)), ("empty", .object([])), ("none", .array([])),
        ])
        #expect(try JSONParser.parse(report.rendered()) == report)
    }

    @Test(arguments: [
        (#"{"a": 1"#, "an object was not closed"),
        (#"{"a" 1}"#, "expected :"),
        (#"[1, 2"#, "an array was not closed"),
        (#""abc"#, "a string was not closed"),
        (#"{"a": nope}"#, "expected a value"),
        (#"{} x"#, "text after the value"),
        (#""\q""#, "unknown escape"),
        ("", "a value was expected, the text ended"),
    ])
    func malformedTextSaysWhatAndWhere(text: String, message: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.message == message)
            #expect(error.offset <= text.utf8.count)
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }
}

@Suite("Keeping another tool's part of results.json")
struct CarryingOverTests {
    @Test func aMemberOfThePreviousReportIsKeptAtTheEnd() throws {
        let previous = try JSONParser.parse(#"{"scenarios": [1], "compile_time": {"repeats": 3}, "quick": true}"#)
        let fresh = JSONValue.object([("scenarios", .array([.number(2)])), ("quick", .bool(false))])
        #expect(
            fresh.carryingOver(["compile_time"], from: previous)
                == .object([
                    ("scenarios", .array([.number(2)])), ("quick", .bool(false)),
                    ("compile_time", .object([("repeats", .number(3))])),
                ]))
    }

    @Test func nothingIsKeptWithoutAPreviousReportOrOverAFreshMember() {
        let fresh = JSONValue.object([("compile_time", .number(1))])
        #expect(fresh.carryingOver(["compile_time"], from: nil) == fresh)
        #expect(fresh.carryingOver(["compile_time"], from: .object([("compile_time", .number(2))])) == fresh)
        #expect(fresh.carryingOver(["compile_time"], from: .object([])) == fresh)
    }
}
