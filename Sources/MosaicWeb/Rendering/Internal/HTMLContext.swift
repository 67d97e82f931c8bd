/// Where a browser's HTML tokenizer is after reading some text: between tags, inside a tag, in
/// an attribute value, in a comment, or in the raw text of an element such as `script` or
/// `title`. It follows the tokenizer of the HTML standard code point by code point, for the
/// states a template's own text can reach; character references are left out, since they never
/// move the tokenizer from one of these states to another.
///
/// The template check feeds it a template's literal text to learn where each value would land.
struct HTMLContext: Hashable, Sendable {
    enum Mode: Hashable, Sendable {
        /// Between tags: text and elements.
        case data
        /// After `<`.
        case tagOpen
        /// After `</`.
        case endTagOpen
        /// Reading a tag's name.
        case tagName
        /// Between attributes, or after a tag's name.
        case beforeAttributeName
        case attributeName
        case afterAttributeName
        /// After `name=`.
        case beforeAttributeValue
        case doubleQuotedValue
        case singleQuotedValue
        case unquotedValue
        case afterQuotedValue
        /// After `/` inside a tag.
        case selfClosing
        /// After `<!`, reading `--`.
        case markupDeclaration
        case comment
        /// `<!…>` or `<?…>` that is not a comment: ends at the first `>`.
        case bogusComment
        /// Inside an element whose content is text to the tokenizer (`script`, `style`,
        /// `title`, `textarea`…), until its end tag.
        case rawText
    }

    /// The kind of content an element's text is.
    enum TextKind: Hashable, Sendable {
        /// Character references are not decoded (`script`, `style`, `iframe`…).
        case raw
        /// Character references are decoded (`title`, `textarea`).
        case escapable
    }

    var mode: Mode = .data
    /// The tag being read, lowercased; in raw text, the element whose end tag ends it.
    var tag = ""
    /// Whether the tag being read is an end tag.
    var isEndTag = false
    /// The attribute being read, lowercased.
    var attribute = ""
    /// Whether the attribute value being read has literal text before the current position.
    var valueHasText = false
    /// Characters read toward a construct not yet complete: `--` after `<!`, the end of a
    /// comment, or `</tag` in raw text.
    var pending = ""

    /// The raw text element of this context's raw text, or the one the tag being read would start.
    var textKind: TextKind? {
        switch tag {
        case "script", "style", "xmp", "iframe", "noembed", "noframes", "noscript": .raw
        case "title", "textarea": .escapable
        default: nil
        }
    }

    /// Reads `text`.
    mutating func read(_ text: Substring) {
        for scalar in text.unicodeScalars { read(scalar) }
    }

    /// Reads one code point.
    mutating func read(_ scalar: Unicode.Scalar) {
        let isSpace = scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\u{0C}" || scalar == "\r"
        let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        let lower = Character(scalar).lowercased()
        switch mode {
        case .data:
            if scalar == "<" { mode = .tagOpen }
        case .tagOpen:
            if isLetter {
                startTag(lower, end: false)
            } else if scalar == "/" {
                mode = .endTagOpen
            } else if scalar == "!" {
                mode = .markupDeclaration
                pending = ""
            } else if scalar == "?" {
                mode = .bogusComment
            } else {
                mode = .data
                read(scalar)
            }
        case .endTagOpen:
            if isLetter {
                startTag(lower, end: true)
            } else if scalar == ">" {
                mode = .data
            } else {
                mode = .bogusComment
            }
        case .tagName:
            if isSpace { mode = .beforeAttributeName }
            else if scalar == "/" { mode = .selfClosing }
            else if scalar == ">" { endTag() }
            else { tag += lower }
        case .beforeAttributeName:
            if isSpace { break }
            if scalar == "/" || scalar == ">" {
                mode = .afterAttributeName
                read(scalar)
            } else {
                startAttribute(lower)
            }
        case .attributeName:
            if isSpace { mode = .afterAttributeName }
            else if scalar == "/" { mode = .selfClosing }
            else if scalar == ">" { endTag() }
            else if scalar == "=" { mode = .beforeAttributeValue }
            else { attribute += lower }
        case .afterAttributeName:
            if isSpace { break }
            if scalar == "/" { mode = .selfClosing }
            else if scalar == "=" { mode = .beforeAttributeValue }
            else if scalar == ">" { endTag() }
            else { startAttribute(lower) }
        case .beforeAttributeValue:
            if isSpace { break }
            valueHasText = false
            if scalar == "\"" { mode = .doubleQuotedValue }
            else if scalar == "'" { mode = .singleQuotedValue }
            else if scalar == ">" { endTag() }
            else {
                mode = .unquotedValue
                valueHasText = true
            }
        case .doubleQuotedValue:
            if scalar == "\"" { mode = .afterQuotedValue } else { valueHasText = true }
        case .singleQuotedValue:
            if scalar == "'" { mode = .afterQuotedValue } else { valueHasText = true }
        case .unquotedValue:
            if isSpace { mode = .beforeAttributeName }
            else if scalar == ">" { endTag() }
        case .afterQuotedValue:
            if isSpace { mode = .beforeAttributeName }
            else if scalar == "/" { mode = .selfClosing }
            else if scalar == ">" { endTag() }
            else {
                mode = .beforeAttributeName
                read(scalar)
            }
        case .selfClosing:
            if scalar == ">" {
                endTag()
            } else {
                mode = .beforeAttributeName
                read(scalar)
            }
        case .markupDeclaration:
            pending.unicodeScalars.append(scalar)
            if pending == "--" {
                mode = .comment
                pending = "start"
            } else if !"--".hasPrefix(pending) {
                pending = ""
                mode = scalar == ">" ? .data : .bogusComment
            }
        case .comment:
            readComment(scalar)
        case .bogusComment:
            if scalar == ">" { mode = .data }
        case .rawText:
            readRawText(scalar, isSpace: isSpace, lower: lower)
        }
    }

    private mutating func startTag(_ first: String, end: Bool) {
        mode = .tagName
        tag = first
        isEndTag = end
        attribute = ""
    }

    private mutating func startAttribute(_ first: String) {
        mode = .attributeName
        attribute = first
    }

    /// `>`: a start tag of a raw text element starts its text; anything else goes back to data.
    private mutating func endTag() {
        attribute = ""
        if !isEndTag, textKind != nil {
            mode = .rawText
            pending = ""
        } else {
            mode = .data
            tag = ""
        }
    }

    /// A comment ends at `-->` or `--!>`, or at once with `<!-->` or `<!--->`; `pending` names
    /// the standard's comment states: start, start dash, end dash, end, end bang (empty: inside).
    private mutating func readComment(_ scalar: Unicode.Scalar) {
        switch (pending, scalar) {
        case ("start", "-"): pending = "start dash"
        case ("start", ">"), ("start dash", ">"), ("end", ">"), ("end bang", ">"):
            mode = .data
            pending = ""
        case ("start dash", "-"), ("end dash", "-"), ("end", "-"): pending = "end"
        case ("end", "!"): pending = "end bang"
        case (_, "-"): pending = "end dash"
        default: pending = ""
        }
    }

    /// Raw text ends at `</tag` (any case) followed by a space, `/` or `>`.
    private mutating func readRawText(_ scalar: Unicode.Scalar, isSpace: Bool, lower: String) {
        let end = "</" + tag
        if pending == end {
            if isSpace || scalar == "/" || scalar == ">" {
                pending = ""
                isEndTag = true
                mode = .tagName
                read(scalar)
                return
            }
            pending = ""
        }
        if scalar == "<" {
            pending = "<"
        } else if !pending.isEmpty {
            let next = pending + lower
            pending = end.hasPrefix(next) ? next : ""
        }
    }
}

extension HTMLContext {
    /// Where a value printed here would land, in words, for messages; nil where a value may be
    /// printed (text, the text of `title` or `textarea`, a quoted attribute value).
    var refusalForValue: String? {
        switch mode {
        case .data: return nil
        case .rawText:
            guard textKind == .escapable, pending.isEmpty else { return "inside <\(tag)>, whose text is code" }
            return nil
        case .doubleQuotedValue, .singleQuotedValue:
            if attribute.hasPrefix("on") { return "in the event handler attribute \(attribute) of <\(tag)>" }
            if ["style", "srcdoc"].contains(attribute) { return "in the \(attribute) attribute of <\(tag)>" }
            if tag == "meta" { return "in an attribute of <meta>" }
            if Self.urlAttributes.contains(attribute), !valueHasText {
                return "at the start of the \(attribute) attribute of <\(tag)>, where it could choose where the link goes"
                    + " (begin the value with fixed text, such as \(attribute)=\"/path/{{…}}\")"
            }
            return nil
        case .unquotedValue, .beforeAttributeValue: return "in an unquoted attribute value (quote it: name=\"{{…}}\")"
        case .comment, .markupDeclaration, .bogusComment: return "inside an HTML comment"
        case .tagOpen, .endTagOpen, .tagName: return "in a tag's name"
        case .beforeAttributeName, .attributeName, .afterAttributeName, .afterQuotedValue, .selfClosing:
            return "inside a tag, where it would be an attribute"
        }
    }

    /// Attributes whose value is a URL the browser follows or loads.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "srcset", "poster", "data", "cite", "background", "ping", "xlink:href",
        "manifest", "codebase", "archive", "longdesc", "usemap", "icon",
    ]
}
