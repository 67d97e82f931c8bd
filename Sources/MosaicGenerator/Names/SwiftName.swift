/// A name checked to be usable as a Swift type name (for a module) or a target name (for its
/// framework): ASCII letters, digits and `_`, not starting with a digit (a type name starts with a
/// capital letter or `_`), at most 100 characters, not a keyword, not one of the modules the
/// generated code imports.
///
/// ```swift
/// let name = try SwiftName("Profile", what: "module name")
/// print(name.text, name.lowerCamel)   // Profile profile
/// ```
public struct SwiftName: Sendable, Hashable, CustomStringConvertible {
    /// The name as given.
    public let text: String

    /// The longest name accepted: generated file names add suffixes and must stay within the 255
    /// bytes file systems allow.
    public static let maximumLength = 100

    /// Checks `text`; `what` ("module name", "framework name") goes into the error, and
    /// `isTypeName` says whether it must start with a capital letter.
    ///
    /// ```swift
    /// try SwiftName("2FA", what: "module name")   // throws: it starts with a digit
    /// try SwiftName("features", what: "framework name", isTypeName: false)   // a target may be lowercase
    /// ```
    public init(_ text: String, what: String, isTypeName: Bool = true) throws(GenerationError) {
        func refuse(_ reason: String) -> GenerationError { .invalidName(text, what: what, reason: reason) }
        guard let first = text.unicodeScalars.first else { throw refuse("it is empty") }
        if let bad = text.unicodeScalars.first(where: { !Self.isNameCharacter($0) }) {
            let shown = bad.properties.generalCategory == .control || bad == " "
                ? "U+\(String(bad.value, radix: 16, uppercase: true))" : "'\(bad)'"
            throw refuse("it contains \(shown); use ASCII letters, digits and _ only")
        }
        guard text.unicodeScalars.count <= Self.maximumLength else {
            throw refuse("it is longer than \(Self.maximumLength) characters")
        }
        guard !("0"..."9").contains(first) else { throw refuse("it starts with a digit") }
        guard !SwiftKeywords.all.contains(text) else { throw refuse("it is a Swift keyword") }
        guard !isTypeName || !("a"..."z").contains(first) else {
            throw refuse("it is a type name and starts with a capital letter (did you mean '\(text.prefix(1).uppercased() + text.dropFirst())'?)")
        }
        guard !ReservedNames.modules.contains(text) else {
            throw refuse("the generated code imports a module of that name")
        }
        self.text = text
    }

    /// The name with its leading capitals lowered, for method names (`ProfileList` →
    /// `profileList`, `URLPicker` → `urlPicker`).
    public var lowerCamel: String {
        let scalars = Array(text.unicodeScalars)
        var capitals = 0
        while capitals < scalars.count, ("A"..."Z").contains(scalars[capitals]) { capitals += 1 }
        // In "URLPicker" the P starts the next word: lower all capitals but the last one.
        let lowered = capitals > 1 && capitals < scalars.count && ("a"..."z").contains(scalars[capitals])
            ? capitals - 1 : capitals
        return String(String.UnicodeScalarView(scalars[..<lowered])).lowercased()
            + String(String.UnicodeScalarView(scalars[lowered...]))
    }

    /// The name.
    public var description: String { text }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
