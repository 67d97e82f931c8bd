import Mustache

/// Escapes text for HTML byte by byte: `&`, `<`, `>`, `"` and `'` become character references
/// wherever they are, whatever scalars surround them.
///
/// HTML is tokenized per code point, so an escaper must look at code points too. One that
/// compares grapheme clusters (Swift `Character`s) misses a `<` that a prepend scalar before it
/// or a combining mark after it fuses into one cluster, and copies it raw. The five characters
/// are ASCII, so in UTF-8 each is one byte that never occurs inside another scalar's encoding:
/// looking at bytes is exact.
enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by `&amp;`, `&lt;`, `&gt;`, `&quot;` and
    /// `&#39;`; text without them is returned as it is.
    static func escape(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: needsEscaping) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + utf8.count / 8 + 8)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// `text` escaped, inside `<bdi>` when it holds right-to-left text or direction controls.
    ///
    /// Only such text can reorder what is around it on a left-to-right page: right-to-left
    /// letters and Arabic digits, the marks and overrides that change direction (U+200F, U+061C,
    /// U+202A–U+202E, U+2066–U+2069). `<bdi>` isolates it: an override left open ends at its end.
    static func escapeIsolated(_ text: String) -> String {
        let escaped = escape(text)
        return text.unicodeScalars.contains(where: changesDirection) ? "<bdi>" + escaped + "</bdi>" : escaped
    }

    /// Whether `scalar` can be right-to-left or change the direction of what follows: the
    /// blocks whose characters (assigned or not) default to a right-to-left bidirectional class,
    /// and the explicit direction controls.
    static func changesDirection(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF,   // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic…
            0xFB1D...0xFDFF,    // Hebrew and Arabic presentation forms
            0xFE70...0xFEFF,    // Arabic presentation forms B
            0x10800...0x10FFF,  // right-to-left scripts of the supplementary plane
            0x1E800...0x1EFFF,  // Mende Kikakui, Adlam, Arabic mathematical symbols…
            0x200F, 0x202A...0x202E, 0x2066...0x2069:
            true
        default:
            false
        }
    }

    /// The name templates select this escaping by (`{{%CONTENT_TYPE:…}}`), registered with the
    /// template library the first time it is read.
    static let contentTypeName: String = {
        let name = "MOSAIC_HTML"
        MustacheContentTypes.register(ScalarSafeHTML(), named: name)
        return name
    }()

    /// The name of the escaping for values between tags, which also isolates their direction.
    static let textContentTypeName: String = {
        let name = "MOSAIC_HTML_TEXT"
        MustacheContentTypes.register(IsolatedHTMLText(), named: name)
        return name
    }()

    /// The first tag of every template MosaicWeb registers: from there on, and in every partial
    /// (each starts with it too), values are escaped by ``escape(_:)``.
    static var pragma: String { "{{%CONTENT_TYPE:\(contentTypeName)}}" }

    /// The tag before a value printed between tags: that value is escaped by
    /// ``escapeIsolated(_:)``; ``pragma`` after it goes back to ``escape(_:)``.
    static var textPragma: String { "{{%CONTENT_TYPE:\(textContentTypeName)}}" }
}

/// The template library's content type for MosaicWeb's escaping.
private struct ScalarSafeHTML: MustacheContentType {
    func escapeText(_ text: String) -> String { HTMLEscaping.escape(text) }
}

/// The template library's content type for values between tags.
private struct IsolatedHTMLText: MustacheContentType {
    func escapeText(_ text: String) -> String { HTMLEscaping.escapeIsolated(text) }
}
