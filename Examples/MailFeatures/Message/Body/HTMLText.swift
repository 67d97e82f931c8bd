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
    /// The markup is read code point by code point, as a browser reads it: a `<` or `>` that a
    /// combining mark or a prepend character fuses into one `Character` is still a `<` or `>`.
    ///
    /// ```swift
    /// let paragraphs = HTMLText.paragraphs(message.body)
    /// ```
    public static func paragraphs(_ html: String) -> [String] {
        let scalars = Array(html.unicodeScalars)
        var paragraphs: [String] = []
        var current = String.UnicodeScalarView()
        func endParagraph() {
            // Runs of white space become one space, scalar by scalar: a mark after a space stays.
            var text = String.UnicodeScalarView()
            var space = false
            for scalar in current {
                if scalar.properties.isWhitespace {
                    space = !text.isEmpty
                } else {
                    if space { text.append(" ") }
                    space = false
                    text.append(scalar)
                }
            }
            if !text.isEmpty { paragraphs.append(decode(String(text))) }
            current = String.UnicodeScalarView()
        }
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else {
                current.append(scalars[index])
                index += 1
                continue
            }
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            guard ("a"..."z").contains(next) || ("A"..."Z").contains(next) || "/!?".unicodeScalars.contains(next) else {
                current.append("<")   // `<` before anything else is text, as a browser reads it
                index += 1
                continue
            }
            if scalars.starts(with: "<!--", at: index) {
                index = scalars.end(of: "-->", from: index + 4) ?? scalars.count
                continue
            }
            guard let close = scalars.tagEnd(from: index + 1) else {
                break   // a tag never closed: the rest is markup, not text
            }
            let inside = scalars[(index + 1)..<close]
            let isEnd = inside.first == "/"
            let name = String(String.UnicodeScalarView(
                inside.drop { $0 == "/" }.prefix { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
            )).lowercased()
            index = close + 1
            if !isEnd, dropped.contains(name) {
                // Skip past the matching end tag (in any case); none: drop the rest.
                index = scalars.endTag(name, from: index).flatMap { scalars.tagEnd(from: $0) }.map { $0 + 1 } ?? scalars.count
                continue
            }
            if blocks.contains(name) { endParagraph() } else { current.append(" ") }
        }
        endParagraph()
        return paragraphs
    }

    /// Decodes `&lt;` `&gt;` `&amp;` `&quot;` `&#39;` `&nbsp;`, compared code point by code
    /// point; others stay as written.
    static func decode(_ text: String) -> String {
        guard text.unicodeScalars.contains("&") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        let entities: [(String, Unicode.Scalar)] = [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&"),
        ]
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&", let (entity, value) = entities.first(where: { scalars.starts(with: $0.0, at: index) }) {
                result.append(value)
                index += entity.unicodeScalars.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}

extension [Unicode.Scalar] {
    /// Whether `text`'s scalars are at `index`, ASCII letters compared in any case.
    fileprivate func starts(with text: String, at index: Int) -> Bool {
        var position = index
        for scalar in text.unicodeScalars {
            guard position < count, Self.lowered(self[position]) == Self.lowered(scalar) else { return false }
            position += 1
        }
        return true
    }

    /// The index just past the first `text` at or after `index`.
    fileprivate func end(of text: String, from index: Int) -> Int? {
        var position = index
        while position < count {
            if starts(with: text, at: position) { return position + text.unicodeScalars.count }
            position += 1
        }
        return nil
    }

    /// The index of the `>` ending the tag whose name starts at `index`: an attribute value
    /// quoted after its `=` may hold `>`.
    fileprivate func tagEnd(from index: Int) -> Int? {
        var quote: Unicode.Scalar?
        var afterEquals = false
        var position = index
        while position < count {
            let scalar = self[position]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if afterEquals, scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return position
            }
            if quote == nil, !(scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r") {
                afterEquals = scalar == "="
            }
            position += 1
        }
        return nil
    }

    /// Where `</name` starts at or after `index`, followed by a space, `/` or `>`.
    fileprivate func endTag(_ name: String, from index: Int) -> Int? {
        var position = index
        let opening = "</" + name
        let length = opening.unicodeScalars.count
        while position < count {
            if starts(with: opening, at: position) {
                let after = position + length
                if after >= count || [" ", "\t", "\n", "\r", "/", ">"].contains(self[after]) { return position }
            }
            position += 1
        }
        return nil
    }

    private static func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }
}
