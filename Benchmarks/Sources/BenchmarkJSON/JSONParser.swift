/// Reads JSON text into a ``JSONValue``, keeping every object's keys in the order written, so a
/// tool can change one member of `results.json` and leave the rest as it was.
public struct JSONParser {
    /// What is wrong with the text, and at which byte offset.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let message: String
        public let offset: Int

        public var description: String { "invalid JSON at byte \(offset): \(message)" }
    }

    private let bytes: [UInt8]
    private var position = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses a whole document: one value, surrounded by nothing but white space.
    ///
    /// ```swift
    /// let value = try JSONParser.parse(#"{"b": 1, "a": [true, "x"]}"#)
    /// ```
    public static func parse(_ text: String) throws(Failure) -> JSONValue {
        var parser = JSONParser(text)
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.position == parser.bytes.count else { throw parser.failure("text after the value") }
        return value
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, offset: position)
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    private mutating func expect(_ literal: String) throws(Failure) {
        for byte in literal.utf8 {
            guard position < bytes.count, bytes[position] == byte else { throw failure("expected \(literal)") }
            position += 1
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < 64 else { throw failure("nested more than 64 deep") }
        skipSpace()
        guard position < bytes.count else { throw failure("a value was expected, the text ended") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            skipSpace()
            try expect(":")
            members.append((key, try value(depth: depth + 1)))
            skipSpace()
            guard position < bytes.count else { throw failure("an object was not closed") }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            try expect(",")
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipSpace()
            guard position < bytes.count else { throw failure("an array was not closed") }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            try expect(",")
        }
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll()
        }
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    guard position + 4 <= bytes.count,
                        let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(code)
                    else { throw failure("a \\u escape needs four hex digits of a scalar") }
                    position += 4
                    scalars.append(scalar)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    scalars.append(Unicode.Scalar(escape))
                default:
                    throw failure("unknown escape")
                }
            default:
                run.append(byte)
            }
        }
        throw failure("a string was not closed")
    }

    private mutating func number() throws(Failure) -> Double {
        let start = position
        while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
        guard position > start, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            position = start
            throw failure("expected a value")
        }
        return value
    }
}
