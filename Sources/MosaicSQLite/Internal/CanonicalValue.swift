import Foundation

/// A key as it is written to the file: the key's encoded form with everything that two keys
/// Swift calls equal may spell differently made one spelling. Strings (and dictionary keys) are
/// in Unicode normalization form C, -0.0 is 0.0, and the elements of sets (and of dictionaries
/// that encode as a list of keys and values) are in the order of their own encoded text.
///
/// It is written back through `JSONEncoder` with the same primitive types the key used, so a
/// key that was already canonical is stored exactly as `JSONEncoder` writes it (files written
/// before keep finding their rows).
indirect enum CanonicalValue: Encodable {
    case null
    case bool(Bool)
    case string(String)
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
    case float(Float)
    /// Values `JSONEncoder` writes in its own way (base64 data, a URL's string, a decimal's
    /// digits); kept as they are, so they are written that way again.
    case data(Data)
    case url(URL)
    case decimal(Decimal)
    case array([CanonicalValue])
    case object([String: CanonicalValue])

    /// `string` in normalization form C (text below U+0300 always is, and is returned as it is).
    static func normalized(_ string: String) -> String {
        string.unicodeScalars.allSatisfy { $0.value < 0x300 } ? string : string.precomposedStringWithCanonicalMapping
    }

    /// `value` without the sign of zero.
    static func unsignedZero<F: FloatingPoint>(_ value: F) -> F {
        value == 0 ? 0 : value
    }

    /// The elements of an unordered collection in the order of their text, `stride` values per
    /// entry (1 for a set, 2 for a dictionary listed as key, value, key, value).
    func sortedAsUnordered(stride: Int) throws -> CanonicalValue {
        guard case .array(let items) = self, stride > 0, items.count % stride == 0 else { return self }
        var entries: [(text: Data, items: ArraySlice<CanonicalValue>)] = []
        for start in Swift.stride(from: 0, to: items.count, by: stride) {
            entries.append((try Self.text(of: items[start]), items[start..<start + stride]))
        }
        return .array(entries.sorted { $0.text.lexicographicallyPrecedes($1.text) }.flatMap(\.items))
    }

    static func text(of value: CanonicalValue) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(value)
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for (name, member) in members { try container.encode(member, forKey: MemberKey(stringValue: name)) }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .signed(let value): try container.encode(value)
            case .unsigned(let value): try container.encode(value)
            case .double(let value): try container.encode(value)
            case .float(let value): try container.encode(value)
            case .data(let value): try container.encode(value)
            case .url(let value): try container.encode(value)
            case .decimal(let value): try container.encode(value)
            case .array, .object: break
            }
        }
    }
}

/// A member name of an encoded object.
struct MemberKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
    }
}

/// Collections whose equal values may list their elements in different orders.
protocol UnorderedEncodable {
    /// Encoded values per element: 1 for a set, 2 for a dictionary encoded as a list.
    static var valuesPerEntry: Int { get }
}

extension Set: UnorderedEncodable {
    static var valuesPerEntry: Int { 1 }
}

extension Dictionary: UnorderedEncodable {
    static var valuesPerEntry: Int { 2 }
}
