/// Checks a template before it is registered and prepares the text the template library
/// parses.
///
/// It finds the template's tags as the template library does, and follows the HTML around them
/// as a browser would read it, through every way the sections can be drawn (not at all, once,
/// or repeatedly). A template is refused when it could print a value unescaped, turn escaping
/// off, or print a value where escaping does not make it safe: in a tag, an unquoted or event
/// handler attribute, a `style`, at the start of a URL, in a comment or in a script. A value
/// printed between tags that holds right-to-left text or direction controls is put inside
/// `<bdi>`, so that it cannot reorder the page around it.
enum TemplateCheck {
    /// The text to parse for `text`: the escaping pragma first, and values between tags set to
    /// be isolated.
    static func prepare(_ text: String, template: String) throws(WebTemplateError) -> String {
        let pieces = try TemplatePieces.read(text, template: template)
        var scan = Scan(template: template)
        let end = try scan.run(pieces, from: [HTMLContext()])
        guard end == [HTMLContext()] else {
            let place = end.first(where: { $0 != HTMLContext() }).map(\.placeDescription) ?? "inside markup"
            throw WebTemplateError(template: template, problem: .unbalancedMarkup("the template ends \(place)"))
        }
        var prepared = HTMLEscaping.pragma
        var last = text.startIndex
        for range in scan.isolated.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            prepared += text[last..<range.lowerBound]
            prepared += HTMLEscaping.textPragma + text[range] + HTMLEscaping.pragma
            last = range.upperBound
        }
        prepared += text[last...]
        return prepared
    }

    /// Follows the HTML contexts through a template's pieces.
    private struct Scan {
        let template: String
        /// The value tags between tags, whose direction is isolated.
        var isolated: Set<Range<String.Index>> = []

        /// The contexts the browser may be in after `pieces`, starting from any of `contexts`.
        mutating func run(_ pieces: [TemplatePiece], from contexts: Set<HTMLContext>) throws(WebTemplateError)
            -> Set<HTMLContext>
        {
            var contexts = contexts
            for piece in pieces {
                switch piece {
                case .text(let text):
                    contexts = Set(contexts.map { context in
                        var context = context
                        context.read(text)
                        context.settle()
                        return context
                    })
                case .value(let tag, let range):
                    for context in contexts {
                        if let why = context.refusalForValue {
                            throw WebTemplateError(template: template, problem: .unsafePlace(tag: tag, place: why))
                        }
                    }
                    let betweenTags = contexts.filter { $0.mode == .data }
                    if !betweenTags.isEmpty {
                        guard betweenTags.count == contexts.count else {
                            throw WebTemplateError(
                                template: template,
                                problem: .unbalancedMarkup("\(tag) is between tags or not depending on the sections around it"))
                        }
                        isolated.insert(range)
                    }
                    contexts = Set(contexts.map { context in
                        var context = context
                        if context.mode != .data, context.mode != .rawText { context.valueHasText = true }
                        return context
                    })
                case .html(let tag), .partial(let tag):
                    guard contexts.allSatisfy({ $0.mode == .data }) else {
                        let place = contexts.first(where: { $0.mode != .data })?.placeDescription ?? ""
                        throw WebTemplateError(template: template, problem: .unsafePlace(tag: tag, place: place))
                    }
                    contexts = [HTMLContext()]
                case .section(_, let children):
                    // Drawn zero times, once or more: every context reachable by repeating it.
                    var reachable = contexts
                    while true {
                        let after = try run(children, from: reachable)
                        guard !after.isSubset(of: reachable) else { break }
                        reachable.formUnion(after)
                    }
                    contexts = reachable
                }
            }
            return contexts
        }
    }
}

/// One piece of a template: text, or a tag as the template library reads it.
enum TemplatePiece {
    /// Literal text.
    case text(Substring)
    /// `{{name}}`: a value, escaped. `range` is the tag's place in the template.
    case value(tag: String, range: Range<String.Index>)
    /// `{{{slots.name}}}`: HTML the host drew.
    case html(tag: String)
    /// `{{> name}}`: another template.
    case partial(tag: String)
    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
    case section(name: String, children: [TemplatePiece])
}

/// Splits a template into pieces, finding tags where the template library finds them: `{{`
/// made of two whole characters (a `{` fused with a scalar before it is text to the library).
enum TemplatePieces {
    static func read(_ text: String, template: String) throws(WebTemplateError) -> [TemplatePiece] {
        var reader = Reader(text: text, template: template)
        let pieces = try reader.pieces(closing: nil)
        return pieces
    }

    private struct Reader {
        let text: String
        let template: String
        var position: String.Index

        init(text: String, template: String) {
            self.text = text
            self.template = template
            position = text.startIndex
        }

        func refuse(_ problem: WebTemplateError.Problem) -> WebTemplateError {
            WebTemplateError(template: template, problem: problem)
        }

        /// Pieces up to the end, or up to `{{/closing}}`.
        mutating func pieces(closing: String?) throws(WebTemplateError) -> [TemplatePiece] {
            var pieces: [TemplatePiece] = []
            while true {
                guard let open = nextOpening() else {
                    if position < text.endIndex { pieces.append(.text(text[position...])) }
                    position = text.endIndex
                    if let closing { throw refuse(.unparsable("{{#\(closing)}} is never closed")) }
                    return pieces
                }
                if position < open { pieces.append(.text(text[position..<open])) }
                let afterOpen = text.index(open, offsetBy: 2)
                guard afterOpen < text.endIndex else { throw refuse(.unparsable("the template ends inside a tag")) }
                let kind = text[afterOpen]
                if kind == "{" {
                    let inner = text.index(after: afterOpen)
                    guard let close = text[inner...].firstRange(of: "}}}") else {
                        throw refuse(.unescaped("{{{" + text[inner...].prefix(40)))
                    }
                    let name = text[inner..<close.lowerBound].trimmingSpaces
                    guard name.hasPrefix("slots."), name.count > 6,
                        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" })
                    else { throw refuse(.unescaped("{{{\(name)}}}")) }
                    pieces.append(.html(tag: "{{{\(name)}}}"))
                    position = close.upperBound
                    continue
                }
                guard let close = text[afterOpen...].firstRange(of: "}}") else {
                    throw refuse(.unparsable("a tag is never closed: " + text[open...].prefix(40)))
                }
                let body = text[afterOpen..<close.lowerBound]
                let tag = "{{" + body + "}}"
                position = close.upperBound
                let name = String(body.dropFirst().trimmingSpaces)
                switch kind {
                case "&": throw refuse(.unescaped(tag))
                case "=": throw refuse(.delimiterChange)
                case "%": throw refuse(.pragma)
                case "<", "$": throw refuse(.inheritance(tag))
                case "!": continue
                case ">": pieces.append(.partial(tag: tag))
                case "#", "^":
                    pieces.append(.section(name: name, children: try self.pieces(closing: name)))
                case "/":
                    guard name == closing else {
                        throw refuse(.unparsable("\(tag) closes no open section"
                            + (closing.map { " ({{#\($0)}} is open)" } ?? "")))
                    }
                    return pieces
                default: pieces.append(.value(tag: tag, range: open..<close.upperBound))
                }
            }
        }

        /// Where the next `{{` starts, compared as characters.
        func nextOpening() -> String.Index? {
            var index = position
            while index < text.endIndex {
                let next = text.index(after: index)
                if text[index] == "{", next < text.endIndex, text[next] == "{" { return index }
                index = next
            }
            return nil
        }
    }
}

extension HTMLContext {
    /// Everything but where the browser is forgotten between tags, so equal places compare equal.
    mutating func settle() {
        if mode == .data { self = HTMLContext() }
    }

    /// Where this context is, in words.
    var placeDescription: String {
        refusalForValue ?? (mode == .data ? "between tags" : "inside <\(tag)>")
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var result = drop(while: { $0 == " " || $0 == "\t" })
        while result.last == " " || result.last == "\t" { result = result.dropLast() }
        return result
    }
}
