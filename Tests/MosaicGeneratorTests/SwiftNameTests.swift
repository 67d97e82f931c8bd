import PropertyBased
import Testing
@testable import MosaicGenerator

@Suite("Generator: module and framework names")
struct SwiftNameTests {
    @Test("a Swift type name is accepted", arguments: ["Profile", "ProfileList", "URLPicker", "A", "A1", "_Private", "Shop2Go"])
    func accepted(_ text: String) throws {
        #expect(try SwiftName(text, what: "module name").text == text)
    }

    @Test(
        "a name that is not a type name is refused, saying why",
        arguments: [
            ("", "it is empty"),
            ("2FA", "it starts with a digit"),
            ("class", "it is a Swift keyword"),
            ("Self", "it is a Swift keyword"),
            ("Any", "it is a Swift keyword"),
            ("Type", "it is a Swift keyword"),
            ("_", "it is a Swift keyword"),
            ("profile", "starts with a capital letter (did you mean 'Profile'?)"),
            ("My Profile", "it contains U+20"),
            ("Profile-List", "it contains '-'"),
            ("Prófile", "it contains 'ó'"),
            ("Profile/../../etc", "it contains '/'"),
            ("Tab\tName", "it contains U+9"),
            ("Mosaic", "the generated code imports a module of that name"),
            ("Testing", "the generated code imports a module of that name"),
            (String(repeating: "A", count: 101), "longer than 100 characters"),
        ])
    func refused(_ text: String, _ reason: String) {
        #expect {
            try SwiftName(text, what: "module name")
        } throws: { error in
            let message = String(describing: error)
            return message.hasPrefix("'\(text)' is not a valid module name: ") && message.contains(reason)
        }
    }

    @Test("every Swift keyword is refused")
    func keywords() {
        for keyword in SwiftKeywords.all {
            do {
                _ = try SwiftName(keyword, what: "module name")
                Issue.record("\(keyword) accepted")
            } catch {
                #expect(error.description == "'\(keyword)' is not a valid module name: it is a Swift keyword")
            }
        }
    }

    @Test("the error says which name it is about")
    func what() {
        #expect(throws: GenerationError.invalidName("2x", what: "framework name", reason: "it starts with a digit")) {
            try SwiftName("2x", what: "framework name")
        }
    }

    @Test("a framework (a target) may start with a lowercase letter; a digit or a keyword is still refused")
    func lowercaseFramework() throws {
        #expect(try SwiftName("features", what: "framework name", isTypeName: false).text == "features")
        #expect(throws: GenerationError.invalidName("9lives", what: "framework name", reason: "it starts with a digit")) {
            try SwiftName("9lives", what: "framework name", isTypeName: false)
        }
        #expect(throws: GenerationError.invalidName("import", what: "framework name", reason: "it is a Swift keyword")) {
            try SwiftName("import", what: "framework name", isTypeName: false)
        }
    }

    @Test("lowerCamel lowers the leading word", arguments: [
        ("Profile", "profile"), ("ProfileList", "profileList"), ("URLPicker", "urlPicker"), ("URL", "url"),
        ("A1", "a1"), ("_Private", "_Private"), ("X", "x"),
    ])
    func lowerCamel(_ text: String, _ expected: String) throws {
        #expect(try SwiftName(text, what: "module name").lowerCamel == expected)
    }

    /// A generated valid type name: a capital, then letters, digits and `_`.
    static let validNames = zip(
        Gen.uppercaseLetter,
        Gen.letterOrNumber.string(of: 0...30)
    ).map { String($0) + $1 }

    @Test("property: every capitalised ASCII identifier that is not reserved is accepted, and its lowerCamel is an identifier")
    func validNamesAccepted() async {
        await propertyCheck(count: 500, input: Self.validNames) { text in
            guard !SwiftKeywords.all.contains(text), !ReservedNames.modules.contains(text) else { return }
            let name = try SwiftName(text, what: "module name")
            #expect(name.text == text)
            let lower = name.lowerCamel
            #expect(lower.count == text.count && lower.lowercased() == text.lowercased())
            #expect(lower.first.map { !$0.isUppercase } ?? false || lower.first == "_")
        }
    }

    @Test("property: a character outside [A-Za-z0-9_] anywhere in a name is refused, naming it")
    func badCharacterRefused() async {
        let bad = Gen.unicodeScalar(in: "\u{0}"..."\u{D7FF}").map { scalar -> Character in
            let isName = scalar.isASCII && (Character(scalar).isLetter || Character(scalar).isNumber || scalar == "_")
            return isName ? "-" : Character(scalar)
        }
        await propertyCheck(count: 500, input: Self.validNames, bad, Gen.int(in: 0...40)) { text, character, position in
            var characters = Array(text)
            characters.insert(character, at: min(position, characters.count))
            let candidate = String(characters)
            #expect {
                try SwiftName(candidate, what: "module name")
            } throws: { error in
                String(describing: error).hasPrefix("'\(candidate)' is not a valid module name: ")
            }
        }
    }

    @Test("fuzz: any string is either a valid ASCII type name or a typed error, never a crash")
    func fuzz() async {
        let anyScalar = Gen.unicodeScalar(in: "\u{0}"..."\u{D7FF}")
        let pieces = Gen.element(of: ["A", "z", "_", "9", "class", "Self", " ", "é", "/", ".", "\u{0}", "Mosaic"]).map { $0 ?? "" }
        let fuzzed = zip(anyScalar.map { String($0) }, pieces).map { $0 + $1 }.array(of: 0...8).map { $0.joined() }
        await propertyCheck(count: 1_000, input: fuzzed) { text in
            do {
                let name = try SwiftName(text, what: "module name")
                #expect(name.text.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || Character($0).isLetter || Character($0).isNumber) })
                #expect(!SwiftKeywords.all.contains(name.text))
            } catch {
                #expect(String(describing: error).hasPrefix("'\(text)' is not a valid module name: "))
            }
        }
    }
}
