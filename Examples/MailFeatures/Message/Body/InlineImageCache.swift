import Foundation

/// The pictures shown inside message bodies, loaded once per message and file and kept for
/// every later view of the message (in any session). The demo's "loading" draws a small
/// labelled SVG picture; the cache counts loads so tests can see it is a cache.
///
/// ```swift
/// let picture = cache.image(messageID: 12, name: "diagram-12.png")
/// print(picture.dataURI)   // data:image/svg+xml;base64,…
/// ```
@MainActor
public final class InlineImageCache {
    /// A loaded picture.
    public struct Image: Sendable, Equatable {
        /// The file's name.
        public let name: String
        /// The picture's media type (`image/svg+xml` for the pictures the demo draws).
        public let mediaType: String
        /// The picture's bytes, base64-encoded.
        public let base64: String
        /// The picture as a `data:` URI.
        public var dataURI: String { "data:\(mediaType);base64,\(base64)" }
    }

    private struct Key: Hashable {
        let messageID: Int
        let name: String
    }

    private var images: [Key: Image] = [:]
    /// How many pictures were loaded (not taken from the cache).
    public private(set) var loads = 0

    /// An empty cache.
    ///
    /// ```swift
    /// let cache = InlineImageCache()
    /// ```
    public init() {}

    /// Picture `name` of message `messageID`: from the cache, or loaded and kept.
    ///
    /// ```swift
    /// let picture = cache.image(messageID: 12, name: "diagram-12.png")
    /// ```
    public func image(messageID: Int, name: String) -> Image {
        let key = Key(messageID: messageID, name: name)
        if let image = images[key] { return image }
        loads += 1
        // The label is the message id only: names are user data and never go into the SVG.
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" \
            fill="#dde6f0"/><text x="120" y="66" font-family="sans-serif" font-size="16" text-anchor="middle">\
            picture of message \(messageID)</text></svg>
            """
        let image = Image(name: name, mediaType: "image/svg+xml", base64: Data(svg.utf8).base64EncodedString())
        images[key] = image
        return image
    }
}
