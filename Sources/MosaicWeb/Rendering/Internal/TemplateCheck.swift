/// Finds the tags of a Mustache template that would print text without escaping it.
enum TemplateCheck {
    static func refuseUnescaped(_ text: String, template: String) throws(WebTemplateError) {
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            let after = rest[open.upperBound...]
            if after.hasPrefix("{") {
                let inner = after.dropFirst()
                guard let close = inner.range(of: "}}}") else {
                    throw WebTemplateError(template: template, problem: .unescaped("{{{" + inner.prefix(40)))
                }
                let name = inner[..<close.lowerBound].trimmingSpaces
                guard name.hasPrefix("slots."), name.count > 6,
                    name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" })
                else {
                    throw WebTemplateError(template: template, problem: .unescaped("{{{\(name)}}}"))
                }
                rest = inner[close.upperBound...]
                continue
            }
            let tag = after.drop(while: { $0 == " " })
            if tag.hasPrefix("&") {
                let end = tag.range(of: "}}")?.lowerBound ?? tag.endIndex
                throw WebTemplateError(template: template, problem: .unescaped("{{" + tag[..<end] + "}}"))
            }
            if tag.hasPrefix("=") { throw WebTemplateError(template: template, problem: .delimiterChange) }
            rest = after
        }
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var result = drop(while: { $0 == " " })
        while result.last == " " { result = result.dropLast() }
        return result
    }
}
