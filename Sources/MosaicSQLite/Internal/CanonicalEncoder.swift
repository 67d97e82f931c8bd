import Foundation
import Mosaic

/// An `Encoder` that records a key's encoded form as a ``CanonicalValue``.
final class CanonicalEncoder: Encoder {
    /// Where one encoded value goes while it is being recorded.
    final class Node {
        var leaf: CanonicalValue?
        var elements: [Node]?
        var members: [String: Node]?

        /// What was recorded; a value that encoded nothing is an empty object, as with JSONEncoder.
        var value: CanonicalValue {
            if let members { return .object(members.mapValues(\.value)) }
            if let elements { return .array(elements.map(\.value)) }
            return leaf ?? .object([:])
        }

        var isEmpty: Bool { leaf == nil && elements == nil && members == nil }
    }

    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: Node, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
    }

    /// The canonical form of `value`.
    static func canonical<T: Encodable>(_ value: T) throws -> CanonicalValue {
        let node = Node()
        try record(value, in: node, codingPath: [])
        guard !node.isEmpty else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(T.self) did not encode any value"))
        }
        return node.value
    }

    /// Records `value` in `node`: its canonical key when it has one (see `CanonicalStoreKey`).
    static func record<T: Encodable>(_ value: T, in node: Node, codingPath: [any CodingKey]) throws {
        if let key = value as? any CanonicalStoreKey & Encodable {
            try recordCanonical(key, in: node, codingPath: codingPath)
        } else {
            try recordAsEncoded(value, in: node, codingPath: codingPath)
        }
    }

    /// Records the canonical key of `key`, which must be `==` to it.
    private static func recordCanonical<K: CanonicalStoreKey & Encodable>(_ key: K, in node: Node, codingPath: [any CodingKey]) throws {
        let canonical = key.canonicalStoreKey
        guard canonical == key else { throw CanonicalKeyMismatch(key: "\(key)", canonical: "\(canonical)") }
        // As encoded: the canonical key is not asked for its own canonical key (its parts are).
        try recordAsEncoded(canonical, in: node, codingPath: codingPath)
    }

    /// Records `value` as it encodes itself.
    private static func recordAsEncoded<T: Encodable>(_ value: T, in node: Node, codingPath: [any CodingKey]) throws {
        switch value {
        case let data as Data: node.leaf = .data(data)
        case let url as URL: node.leaf = .url(url)
        case let decimal as Decimal: node.leaf = .decimal(decimal)
        default:
            guard let unordered = T.self as? any UnorderedEncodable.Type else {
                try value.encode(to: CanonicalEncoder(node: node, codingPath: codingPath))
                return
            }
            let listed = Node()
            try value.encode(to: CanonicalEncoder(node: listed, codingPath: codingPath))
            node.leaf = try listed.value.sortedAsUnordered(stride: unordered.valuesPerEntry)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.members == nil { node.members = [:] }
        return KeyedEncodingContainer(KeyedRecorder<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.elements == nil { node.elements = [] }
        return UnkeyedRecorder(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueRecorder(node: node, codingPath: codingPath)
    }
}

/// A canonical key that is not `==` to its key: written, it would be found by no equal key.
struct CanonicalKeyMismatch: Error, CustomStringConvertible {
    let key: String
    let canonical: String

    var description: String { "its canonicalStoreKey \(canonical) is not == to \(key)" }
}

/// Records one value of each primitive kind, canonically.
private protocol PrimitiveRecorder {
    var codingPath: [any CodingKey] { get }
    /// The node for the next value (a member, an element, or the node itself).
    mutating func nextNode(for key: (any CodingKey)?) -> CanonicalEncoder.Node
}

private extension PrimitiveRecorder {
    mutating func put(_ value: CanonicalValue, key: (any CodingKey)?) {
        nextNode(for: key).leaf = value
    }

    mutating func putValue<T: Encodable>(_ value: T, key: (any CodingKey)?) throws {
        try CanonicalEncoder.record(value, in: nextNode(for: key), codingPath: codingPath + (key.map { [$0] } ?? []))
    }
}

/// A container whose values have no key (a list, or one value): they share their primitives.
private protocol PositionalRecorder: PrimitiveRecorder {}

extension PositionalRecorder {
    mutating func encodeNil() throws { put(.null, key: nil) }
    mutating func encode(_ value: Bool) throws { put(.bool(value), key: nil) }
    mutating func encode(_ value: String) throws { put(.string(CanonicalValue.normalized(value)), key: nil) }
    mutating func encode(_ value: Double) throws { put(.double(CanonicalValue.unsignedZero(value)), key: nil) }
    mutating func encode(_ value: Float) throws { put(.float(CanonicalValue.unsignedZero(value)), key: nil) }
    mutating func encode(_ value: Int) throws { put(.signed(Int64(value)), key: nil) }
    mutating func encode(_ value: Int8) throws { put(.signed(Int64(value)), key: nil) }
    mutating func encode(_ value: Int16) throws { put(.signed(Int64(value)), key: nil) }
    mutating func encode(_ value: Int32) throws { put(.signed(Int64(value)), key: nil) }
    mutating func encode(_ value: Int64) throws { put(.signed(value), key: nil) }
    mutating func encode(_ value: UInt) throws { put(.unsigned(UInt64(value)), key: nil) }
    mutating func encode(_ value: UInt8) throws { put(.unsigned(UInt64(value)), key: nil) }
    mutating func encode(_ value: UInt16) throws { put(.unsigned(UInt64(value)), key: nil) }
    mutating func encode(_ value: UInt32) throws { put(.unsigned(UInt64(value)), key: nil) }
    mutating func encode(_ value: UInt64) throws { put(.unsigned(value), key: nil) }
    mutating func encode<T: Encodable>(_ value: T) throws { try putValue(value, key: nil) }
}

private struct KeyedRecorder<Key: CodingKey>: KeyedEncodingContainerProtocol, PrimitiveRecorder {
    let node: CanonicalEncoder.Node
    let codingPath: [any CodingKey]

    mutating func nextNode(for key: (any CodingKey)?) -> CanonicalEncoder.Node {
        let name = CanonicalValue.normalized(key?.stringValue ?? "")
        if let existing = node.members?[name] { return existing }
        let member = CanonicalEncoder.Node()
        node.members?[name] = member
        return member
    }

    mutating func encodeNil(forKey key: Key) throws { put(.null, key: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(.string(CanonicalValue.normalized(value)), key: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(.double(CanonicalValue.unsignedZero(value)), key: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { put(.float(CanonicalValue.unsignedZero(value)), key: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(.signed(Int64(value)), key: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(.signed(Int64(value)), key: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(.signed(Int64(value)), key: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(.signed(Int64(value)), key: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(.signed(value), key: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(.unsigned(UInt64(value)), key: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.unsigned(UInt64(value)), key: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.unsigned(UInt64(value)), key: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.unsigned(UInt64(value)), key: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(.unsigned(value), key: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try putValue(value, key: key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        CanonicalEncoder(node: nextNode(for: key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        CanonicalEncoder(node: nextNode(for: key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        CanonicalEncoder(node: nextNode(for: MemberKey(stringValue: "super")), codingPath: codingPath + [MemberKey(stringValue: "super")])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        CanonicalEncoder(node: nextNode(for: key), codingPath: codingPath + [key])
    }
}

private struct UnkeyedRecorder: UnkeyedEncodingContainer, PositionalRecorder {
    let node: CanonicalEncoder.Node
    let codingPath: [any CodingKey]
    var count: Int { node.elements?.count ?? 0 }

    mutating func nextNode(for key: (any CodingKey)?) -> CanonicalEncoder.Node {
        let element = CanonicalEncoder.Node()
        node.elements?.append(element)
        return element
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        CanonicalEncoder(node: nextNode(for: nil), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        CanonicalEncoder(node: nextNode(for: nil), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        CanonicalEncoder(node: nextNode(for: nil), codingPath: codingPath)
    }
}

private struct SingleValueRecorder: SingleValueEncodingContainer, PositionalRecorder {
    let node: CanonicalEncoder.Node
    let codingPath: [any CodingKey]

    mutating func nextNode(for key: (any CodingKey)?) -> CanonicalEncoder.Node { node }
}
