// https://developer.apple.com/documentation/foundation/data
public struct Data: Hashable, Codable, Sendable {
    private var bytes: [UInt8]

    // https://developer.apple.com/documentation/foundation/data/init()
    public init() { bytes = [] }

    // https://developer.apple.com/documentation/foundation/data/init(_:)-1i1jl
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { bytes = Array(elements) }

    // https://developer.apple.com/documentation/foundation/data/count
    public var count: Int { bytes.count }

    // https://developer.apple.com/documentation/foundation/data/base64encodedstring(options:)
    public func base64EncodedString(options: Data.Base64EncodingOptions = []) -> String { standIn() }

    // https://developer.apple.com/documentation/foundation/nsdata/base64encodingoptions
    public struct Base64EncodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let lineLength64Characters = Base64EncodingOptions(rawValue: 1)
        public static let lineLength76Characters = Base64EncodingOptions(rawValue: 2)
        public static let endLineWithCarriageReturn = Base64EncodingOptions(rawValue: 16)
        public static let endLineWithLineFeed = Base64EncodingOptions(rawValue: 32)
    }
}

// Data is a random-access collection of bytes with Int indices, its own SubSequence
// (https://developer.apple.com/documentation/foundation/data, "Conforms To").
extension Data: RandomAccessCollection {
    public typealias Index = Int
    public typealias Element = UInt8
    public var startIndex: Int { 0 }
    public var endIndex: Int { bytes.count }
    public subscript(position: Int) -> UInt8 { bytes[position] }
    public subscript(bounds: Range<Int>) -> Data { Data(bytes[bounds]) }
}

// https://developer.apple.com/documentation/foundation/uuid
public struct UUID: Hashable, Codable, Sendable, CustomStringConvertible {
    private var text: String

    // https://developer.apple.com/documentation/foundation/uuid/init()
    public init() { text = standIn() }

    // https://developer.apple.com/documentation/foundation/uuid/init(uuidstring:)
    public init?(uuidString string: String) { text = string }

    // https://developer.apple.com/documentation/foundation/uuid/uuidstring
    public var uuidString: String { text }

    // https://developer.apple.com/documentation/foundation/uuid/description
    public var description: String { text }
}

// https://developer.apple.com/documentation/foundation/filemanager
open class FileManager: @unchecked Sendable {
    // @unchecked: Apple documents FileManager's shared instance as safe to use from any thread.
    // https://developer.apple.com/documentation/foundation/filemanager/default
    public static var `default`: FileManager { standIn() }

    // https://developer.apple.com/documentation/foundation/filemanager/createdirectory(atpath:withintermediatedirectories:attributes:)
    open func createDirectory(
        atPath path: String, withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]? = nil
    ) throws {}

    // https://developer.apple.com/documentation/foundation/filemanager/fileexists(atpath:)
    open func fileExists(atPath path: String) -> Bool { standIn() }
}

// https://developer.apple.com/documentation/foundation/fileattributekey
public struct FileAttributeKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

// https://developer.apple.com/documentation/foundation/nsstring
open class NSString {
    let text: String
    init(text: String) { self.text = text }

    // https://developer.apple.com/documentation/foundation/nsstring/appendingpathcomponent(_:)
    open func appendingPathComponent(_ str: String) -> String { standIn() }

    // https://developer.apple.com/documentation/foundation/nsstring/lastpathcomponent
    open var lastPathComponent: String { standIn() }
}

// `string as NSString`: String bridges to NSString, as Foundation declares on Apple platforms.
extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { NSString(text: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { result = source.text }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
        result = source.text
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { source?.text ?? "" }
}
