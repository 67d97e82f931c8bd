// https://developer.apple.com/documentation/foundation/url
public struct URL: Hashable, Codable, Sendable, CustomStringConvertible {
    private var filePath: String

    // https://developer.apple.com/documentation/foundation/url/init(fileurlwithpath:)
    public init(fileURLWithPath path: String) { filePath = path }

    // https://developer.apple.com/documentation/foundation/url/appendingpathcomponent(_:)
    public func appendingPathComponent(_ pathComponent: String) -> URL { URL(fileURLWithPath: filePath + "/" + pathComponent) }

    // https://developer.apple.com/documentation/foundation/url/path
    public var path: String { filePath }

    // https://developer.apple.com/documentation/foundation/url/description
    public var description: String { "file://" + filePath }
}

extension Data {
    // https://developer.apple.com/documentation/foundation/data/init(contentsof:options:)
    public init(contentsOf url: URL, options: Data.ReadingOptions = []) throws { self.init() }

    // https://developer.apple.com/documentation/foundation/data/write(to:options:)
    public func write(to url: URL, options: Data.WritingOptions = []) throws {}

    // https://developer.apple.com/documentation/foundation/nsdata/readingoptions
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mappedIfSafe = ReadingOptions(rawValue: 1)
        public static let uncached = ReadingOptions(rawValue: 2)
    }

    // https://developer.apple.com/documentation/foundation/nsdata/writingoptions
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
    }
}

extension FileManager {
    // https://developer.apple.com/documentation/foundation/filemanager/temporarydirectory
    @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
    public var temporaryDirectory: URL { standIn() }

    // https://developer.apple.com/documentation/foundation/filemanager/createdirectory(at:withintermediatedirectories:attributes:)
    public func createDirectory(
        at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil
    ) throws {}
}

extension Bundle {
    // https://developer.apple.com/documentation/foundation/bundle/init(path:)
    public convenience init?(path: String) { self.init() }

    // https://developer.apple.com/documentation/foundation/bundle/bundlepath
    public var bundlePath: String { standIn() }

    // https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:)
    public func url(forResource name: String?, withExtension ext: String?) -> URL? { standIn() }
}

// https://developer.apple.com/documentation/foundation/propertylistserialization
open class PropertyListSerialization: NSObject {
    // https://developer.apple.com/documentation/foundation/propertylistserialization/propertylistformat
    public enum PropertyListFormat: UInt, Sendable {
        case openStep = 1
        case xml = 100
        case binary = 200
    }

    // https://developer.apple.com/documentation/foundation/propertylistserialization/readoptions
    public typealias ReadOptions = MutabilityOptions
    // https://developer.apple.com/documentation/foundation/propertylistserialization/writeoptions
    public typealias WriteOptions = Int

    // https://developer.apple.com/documentation/foundation/propertylistserialization/mutabilityoptions
    public struct MutabilityOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mutableContainers = MutabilityOptions(rawValue: 1)
        public static let mutableContainersAndLeaves = MutabilityOptions(rawValue: 2)
    }

    // https://developer.apple.com/documentation/foundation/propertylistserialization/propertylist(from:options:format:)
    open class func propertyList(
        from data: Data, options opt: PropertyListSerialization.ReadOptions = [],
        format: UnsafeMutablePointer<PropertyListSerialization.PropertyListFormat>?
    ) throws -> Any {
        standIn()
    }

    // https://developer.apple.com/documentation/foundation/propertylistserialization/data(fromPropertyList:format:options:)
    open class func data(
        fromPropertyList plist: Any, format: PropertyListSerialization.PropertyListFormat,
        options opt: PropertyListSerialization.WriteOptions
    ) throws -> Data {
        standIn()
    }
}
