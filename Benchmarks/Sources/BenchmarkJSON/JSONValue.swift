/// A minimal JSON value whose objects keep their keys in the order given, so that
/// `results.json` comes out the same way every run and diffs cleanly.
public indirect enum JSONValue: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The text of the value: top-level objects and arrays one member per line, anything
    /// nested deeper on one line.
    public func rendered(depth: Int = 0) -> String {
        let indent = String(repeating: "  ", count: depth + 1)
        let closingIndent = String(repeating: "  ", count: depth)
        switch self {
        case .string(let text):
            return Self.quoted(text)
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return String(value)
        case .bool(let value):
            return value ? "true" : "false"
        case .array(let elements):
            guard depth < 2 else { return "[" + elements.map { $0.rendered(depth: depth + 1) }.joined(separator: ", ") + "]" }
            guard !elements.isEmpty else { return "[]" }
            let lines = elements.map { indent + $0.rendered(depth: depth + 1) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + closingIndent + "]"
        case .object(let members):
            let parts = members.map { Self.quoted($0.key) + ": " + $0.value.rendered(depth: depth + 1) }
            guard depth < 2 else { return "{" + parts.joined(separator: ", ") + "}" }
            guard !parts.isEmpty else { return "{}" }
            return "{\n" + parts.map { indent + $0 }.joined(separator: ",\n") + "\n" + closingIndent + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
