import Foundation
import PropertyBased
import Testing
@testable import MosaicGenerator

@Suite("Generator: a team's templates, fuzzed")
struct TemplateFuzzTests {
    /// Pieces of template text: plain Swift, the three values, and Mustache syntax used right and wrong.
    static let pieces = [
        "struct ", "{{name}}", "{{lowerName}}", "{{framework}}", "{{#name}}", "{{/name}}", "{{^missing}}", "{{/missing}}",
        "{{", "}}", "{{{name}}}", "{{!comment}}", "{{> partial}}", "{{=<% %>=}}", "<%name%>", "\n", " {", "}", "é", "\u{0}",
        "{{#unclosed}}", "{{/wrong}}", "{{name(transform)}}", "{{$block}}", "{{<parent}}",
    ]

    static let text = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...12).map { $0.joined() }

    @Test("fuzz: any template text renders or is a syntax error naming the file, never a crash, never half-written")
    func fuzz() async throws {
        let team = try TemporaryFolder()
        let output = try TemporaryFolder()
        var rendered = 0
        var refused = 0
        await propertyCheck(count: 200, input: Self.text) { text in
            try team.write(text, at: "fuzz/Sources/__Name__.swift.mustache")
            try team.write("// {{name}}", at: "fuzz/Tests/__Name__Tests.swift.mustache")
            let request = ModuleRequest(name: "Profile", template: "fuzz", output: output.url, force: true, templatesFolder: team.url)
            do {
                try ModuleGenerator().generate(request)
                rendered += 1
                #expect(output.snapshot()["Tests/ProfileTests.swift"] == "// Profile")
            } catch {
                refused += 1
                guard case .templateSyntax(let file, let line, let column, _) = error as? GenerationError else {
                    Issue.record("unexpected \(error)")
                    return
                }
                #expect(file == "fuzz/Sources/__Name__.swift.mustache" && line >= 1 && column >= 0)
                #expect(output.snapshot().keys.allSatisfy { !$0.hasPrefix(".mosaic-staging") })
            }
        }
        #expect(rendered > 0 && refused > 0, "rendered \(rendered), refused \(refused)")
    }
}
