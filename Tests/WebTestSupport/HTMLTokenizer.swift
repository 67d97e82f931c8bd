/// The tokens of an HTML document as a browser's tokenizer reads them, code point by code point,
/// following the tokenizer of the HTML standard: tags with their attributes (values with
/// character references decoded), text, comments and the doctype. Text between tags comes as
/// one token per run; `script` and `style` hold raw text, `title` and `textarea` escapable raw
/// text. Named character references are decoded for the few names pages here use; any other
/// `&name;` stays as written, as it would for a name a browser does not know.
///
/// Tests use it to check what a page really contains: an escaper that misses a `<` shows up here
/// as an element that was never in a template.
public enum HTMLTokenizer {
    /// One token.
    public enum Token: Equatable, Sendable, CustomStringConvertible {
        case startTag(name: String, attributes: [Attribute], selfClosing: Bool)
        case endTag(name: String)
        case text(String)
        case comment(String)
        case doctype(String)

        public var description: String {
            switch self {
            case .startTag(let name, let attributes, _):
                "<" + ([name] + attributes.map { "\($0.name)=\"\($0.value)\"" }).joined(separator: " ") + ">"
            case .endTag(let name): "</\(name)>"
            case .text(let text): "text(\(text.debugDescription))"
            case .comment(let text): "<!--\(text)-->"
            case .doctype(let text): "<!\(text)>"
            }
        }
    }

    /// An attribute of a start tag, its value decoded.
    public struct Attribute: Equatable, Sendable {
        public let name: String
        public let value: String
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The tokens of `html`, adjacent text runs joined.
    public static func tokens(_ html: String) -> [Token] {
        var reader = Reader(Array(html.unicodeScalars))
        reader.run()
        return reader.tokens
    }

    /// The text a person would read in `html`'s body, tags dropped, `script` and `style` left out.
    public static func text(_ html: String) -> String {
        var text = ""
        // The raw text of these elements is the one text token right after their start tag.
        var hidesNext = false
        for token in tokens(html) {
            switch token {
            case .startTag(let name, _, _): hidesNext = name == "script" || name == "style" || name == "title"
            case .text(let run):
                if !hidesNext { text += run }
                hidesNext = false
            default: hidesNext = false
            }
        }
        return text
    }

    private struct Reader {
        let input: [Unicode.Scalar]
        var index = 0
        var tokens: [Token] = []
        var text = String.UnicodeScalarView()

        init(_ input: [Unicode.Scalar]) { self.input = input }

        var current: Unicode.Scalar? { index < input.count ? input[index] : nil }

        mutating func run() {
            while let scalar = current {
                if scalar == "<" {
                    readMarkup()
                } else if scalar == "&" {
                    text.append(contentsOf: characterReference(inAttribute: false).unicodeScalars)
                } else {
                    text.append(scalar)
                    index += 1
                }
            }
            flushText()
        }

        mutating func flushText() {
            guard !text.isEmpty else { return }
            if case .text(let previous)? = tokens.last {
                tokens[tokens.count - 1] = .text(previous + String(text))
            } else {
                tokens.append(.text(String(text)))
            }
            text = String.UnicodeScalarView()
        }

        static func isLetter(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }

        static func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\u{0C}" || scalar == "\r"
        }

        static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
            ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
        }

        func starts(with literal: String, caseInsensitive: Bool = true) -> Bool {
            var position = index
            for scalar in literal.unicodeScalars {
                guard position < input.count else { return false }
                let here = caseInsensitive ? Self.lower(input[position]) : input[position]
                guard here == scalar else { return false }
                position += 1
            }
            return true
        }

        /// At `<`: a tag, a comment, a doctype, or text.
        mutating func readMarkup() {
            let next = index + 1 < input.count ? input[index + 1] : nil
            if Self.isLetter(next) {
                flushText()
                index += 1
                readTag(end: false)
            } else if next == "/" {
                let after = index + 2 < input.count ? input[index + 2] : nil
                if Self.isLetter(after) {
                    flushText()
                    index += 2
                    readTag(end: true)
                } else if after == ">" {
                    index += 3   // `</>` is dropped
                } else if after == nil {
                    text.append(contentsOf: "</".unicodeScalars)
                    index += 2
                } else {
                    flushText()
                    index += 2
                    tokens.append(.comment(readUntil(">")))
                }
            } else if next == "!" {
                flushText()
                index += 2
                if starts(with: "--", caseInsensitive: false) {
                    index += 2
                    readComment()
                } else if starts(with: "doctype") {
                    tokens.append(.doctype(readUntil(">")))
                } else {
                    tokens.append(.comment(readUntil(">")))
                }
            } else if next == "?" {
                flushText()
                index += 1
                tokens.append(.comment(readUntil(">")))
            } else {
                text.append("<")
                index += 1
            }
        }

        /// Text up to the next `>` (dropped), or to the end.
        mutating func readUntil(_ end: Unicode.Scalar) -> String {
            var read = String.UnicodeScalarView()
            while let scalar = current, scalar != end {
                read.append(scalar)
                index += 1
            }
            if current == end { index += 1 }
            return String(read)
        }

        mutating func readComment() {
            var read = String.UnicodeScalarView()
            if current == ">" || starts(with: "->", caseInsensitive: false) {
                index += current == ">" ? 1 : 2
                tokens.append(.comment(""))
                return
            }
            while current != nil {
                if starts(with: "-->", caseInsensitive: false) { index += 3; break }
                if starts(with: "--!>", caseInsensitive: false) { index += 4; break }
                read.append(input[index])
                index += 1
            }
            tokens.append(.comment(String(read)))
        }

        /// After `<` or `</` and at the tag's first letter.
        mutating func readTag(end: Bool) {
            var name = String.UnicodeScalarView()
            var attributes: [Attribute] = []
            var selfClosing = false
            while let scalar = current, !Self.isSpace(scalar), scalar != "/", scalar != ">" {
                name.append(Self.lower(scalar))
                index += 1
            }
            // Attributes, until `>`.
            while let scalar = current {
                if Self.isSpace(scalar) { index += 1; continue }
                if scalar == ">" { index += 1; break }
                if scalar == "/" {
                    index += 1
                    if current == ">" { selfClosing = true; index += 1; break }
                    continue
                }
                var attributeName = String.UnicodeScalarView([Self.lower(scalar)])
                index += 1
                while let next = current, !Self.isSpace(next), next != "/", next != ">", next != "=" {
                    attributeName.append(Self.lower(next))
                    index += 1
                }
                while Self.isSpace(current) { index += 1 }
                var value = ""
                if current == "=" {
                    index += 1
                    while Self.isSpace(current) { index += 1 }
                    value = readAttributeValue()
                }
                let attributeNameText = String(attributeName)
                if !attributes.contains(where: { $0.name == attributeNameText }) {
                    attributes.append(Attribute(name: attributeNameText, value: value))
                }
            }
            let tagName = String(name)
            if end {
                tokens.append(.endTag(name: tagName))
                return
            }
            tokens.append(.startTag(name: tagName, attributes: attributes, selfClosing: selfClosing))
            switch tagName {
            case "script", "style", "xmp", "iframe", "noembed", "noframes", "noscript": readRawText(until: tagName, decoding: false)
            case "title", "textarea": readRawText(until: tagName, decoding: true)
            case "plaintext": readRawText(until: nil, decoding: false)
            default: break
            }
        }

        mutating func readAttributeValue() -> String {
            var value = String.UnicodeScalarView()
            if let quote = current, quote == "\"" || quote == "'" {
                index += 1
                while let scalar = current, scalar != quote {
                    if scalar == "&" {
                        value.append(contentsOf: characterReference(inAttribute: true).unicodeScalars)
                    } else {
                        value.append(scalar)
                        index += 1
                    }
                }
                if current == quote { index += 1 }
                return String(value)
            }
            while let scalar = current, !Self.isSpace(scalar), scalar != ">" {
                if scalar == "&" {
                    value.append(contentsOf: characterReference(inAttribute: true).unicodeScalars)
                } else {
                    value.append(scalar)
                    index += 1
                }
            }
            return String(value)
        }

        /// The text of a raw text element, up to `</name` followed by a space, `/` or `>`.
        mutating func readRawText(until name: String?, decoding: Bool) {
            while let scalar = current {
                if let name, scalar == "<", starts(with: "</" + name) {
                    let after = index + 2 + name.unicodeScalars.count
                    let next = after < input.count ? input[after] : nil
                    if Self.isSpace(next) || next == "/" || next == ">" {
                        flushText()
                        index += 2
                        readTag(end: true)
                        return
                    }
                }
                if decoding, scalar == "&" {
                    text.append(contentsOf: characterReference(inAttribute: false).unicodeScalars)
                } else {
                    text.append(scalar)
                    index += 1
                }
            }
            flushText()
        }

        static let named: [String: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        ]

        /// At `&`: the text it stands for.
        mutating func characterReference(inAttribute: Bool) -> String {
            let start = index
            index += 1
            if current == "#" {
                index += 1
                let hex = current == "x" || current == "X"
                if hex { index += 1 }
                var digits = ""
                while let scalar = current, hex ? scalar.properties.isASCIIHexDigit : ("0"..."9").contains(scalar) {
                    digits.unicodeScalars.append(scalar)
                    index += 1
                }
                guard !digits.isEmpty, let value = UInt32(digits, radix: hex ? 16 : 10) else {
                    index = start + 1
                    return "&"
                }
                if current == ";" { index += 1 }
                let scalar = (value == 0 || value > 0x10FFFF) ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}"
                return String(scalar)
            }
            var name = ""
            while let scalar = current, Self.isLetter(scalar) || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
                index += 1
            }
            if current == ";", let value = Self.named[name] {
                index += 1
                return value
            }
            index = start + 1
            return "&"
        }
    }
}
