/// Turns an HTML body into plain paragraphs: the only safe way to show mail HTML is to never
/// hand it to the screen as markup. Scripts, styles and comments go with their content; block
/// tags (`p`, `div`, `br`, `li`, headings, rows) end a paragraph; every other tag is dropped,
/// and the common entities are decoded (the host escapes the text again when it draws it).
///
/// ```swift
/// HTMLText.paragraphs("<p>Hi <b>Ada</b></p><script>x()</script>")   // ["Hi Ada"]
/// ```
public enum HTMLText {
    private static let dropped: Set<String> = ["script", "style", "head", "title", "template", "noscript", "iframe", "object", "svg"]
    private static let blocks: Set<String> = [
        "p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "blockquote", "pre", "hr",
    ]

    /// The text of `html`, as paragraphs without empty ones.
    ///
    /// ```swift
    /// let paragraphs = HTMLText.paragraphs(message.body)
    /// ```
    public static func paragraphs(_ html: String) -> [String] {
        var paragraphs: [String] = []
        var current = ""
        func endParagraph() {
            let text = current.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !text.isEmpty { paragraphs.append(decode(text)) }
            current = ""
        }
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            current += rest[..<open]
            let tag = rest[rest.index(after: open)...]
            if tag.hasPrefix("!--") {
                rest = tag.range(of: "-->").map { tag[$0.upperBound...] } ?? ""
                continue
            }
            guard let close = tag.firstIndex(of: ">") else {
                rest = ""   // a tag never closed: the rest is markup, not text
                break
            }
            let inside = tag[..<close]
            let isEnd = inside.hasPrefix("/")
            let name = inside.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
            rest = tag[tag.index(after: close)...]
            if !isEnd, dropped.contains(name) {
                // Skip to the matching end tag (case-insensitively); none: drop the rest.
                let lowered = rest.lowercased()
                if let end = lowered.range(of: "</" + name) {
                    let offset = lowered.distance(from: lowered.startIndex, to: end.upperBound)
                    let after = rest.index(rest.startIndex, offsetBy: offset)
                    rest = rest[after...].firstIndex(of: ">").map { rest[rest.index(after: $0)...] } ?? ""
                } else {
                    rest = ""
                }
                continue
            }
            if blocks.contains(name) { endParagraph() } else { current += " " }
        }
        current += rest
        endParagraph()
        return paragraphs
    }

    /// Decodes `&lt;` `&gt;` `&amp;` `&quot;` `&#39;` `&nbsp;`; others stay as written.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&nbsp;": " ", "&amp;": "&"]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let tail = rest[amp...]
            if let (entity, value) = entities.first(where: { tail.hasPrefix($0.key) }) {
                result += value
                rest = tail.dropFirst(entity.count)
            } else {
                result += "&"
                rest = tail.dropFirst()
            }
        }
        return result + rest
    }
}
