/// Words a generated type or target name may not be: Swift's keywords (including those only
/// reserved in some positions, since a name lands in many), and the names that have a meaning
/// of their own in a type position.
enum SwiftKeywords {
    static let all: Set<String> = [
        // declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var",
        // statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "_", "some", "any", "async", "actor", "macro", "copy", "consume", "discard",
        "each", "then", "yield",
        // reserved in particular contexts
        "associativity", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence",
        "prefix", "required", "right", "set", "unowned", "weak", "willSet",
    ]
}
