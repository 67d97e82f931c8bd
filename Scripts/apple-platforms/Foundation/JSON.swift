// The JSON coders, as Mosaic's snapshots use them (a module's kept state as JSON text).

// https://developer.apple.com/documentation/foundation/jsonencoder
open class JSONEncoder {
    // https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting-swift.struct
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting-swift.struct/prettyprinted
        public static let prettyPrinted = OutputFormatting(rawValue: 1)
        // https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting-swift.struct/sortedkeys
        @available(macOS 10.13, iOS 11.0, *)
        public static let sortedKeys = OutputFormatting(rawValue: 2)
        // https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting-swift.struct/withoutescapingslashes
        @available(macOS 10.15, iOS 13.0, *)
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 8)
    }

    // https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting-swift.property
    open var outputFormatting: OutputFormatting = []

    // https://developer.apple.com/documentation/foundation/jsonencoder/init()
    public init() {}

    // https://developer.apple.com/documentation/foundation/jsonencoder/encode(_:)
    open func encode<T: Encodable>(_ value: T) throws -> Data { standIn() }
}

// https://developer.apple.com/documentation/foundation/jsondecoder
open class JSONDecoder {
    // https://developer.apple.com/documentation/foundation/jsondecoder/init()
    public init() {}

    // https://developer.apple.com/documentation/foundation/jsondecoder/decode(_:from:)
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { standIn() }
}
