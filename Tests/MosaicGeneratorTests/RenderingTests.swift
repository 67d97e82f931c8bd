import Foundation
import Testing
@testable import MosaicGenerator

@Suite("Generator: rendering templates")
struct RenderingTests {
    func render(_ template: String, name: String = "Profile", framework: String? = nil, team: URL? = nil) throws -> [GeneratedFile] {
        try ModuleGenerator().render(
            ModuleRequest(name: name, template: template, output: URL(fileURLWithPath: "/unused"), framework: framework,
                          templatesFolder: team)).1
    }

    @Test("every bundled template writes its module under Sources/<framework>/<Name>/ and its tests under Tests/<framework>Tests/",
          arguments: TemplateCatalogTests.bundled)
    func layout(_ template: String) throws {
        let files = try render(template, name: "Profile", framework: "Features")
        #expect(files.contains { $0.path.hasPrefix("Sources/Features/Profile/") })
        #expect(files.contains { $0.path == "Tests/FeaturesTests/ProfileTests.swift" })
        #expect(files.allSatisfy { $0.path.hasPrefix("Sources/Features/Profile/Profile") || $0.path.hasPrefix("Tests/FeaturesTests/") })
        for file in files {
            #expect(!file.contents.contains("{{") && !file.contents.contains("__Name__"), "\(file.path)")
            #expect(file.contents.contains("Profile"), "\(file.path)")
        }
        let tests = try #require(files.first { $0.path.hasPrefix("Tests/") })
        #expect(tests.contents.contains("@testable import Features"))
        #expect(tests.contents.contains("import MosaicTesting") && tests.contents.contains("import Testing"))
    }

    @Test("without --framework the module gets a target of its own name")
    func defaultFramework() throws {
        let paths = try render("viper", name: "Shop").map(\.path)
        #expect(paths.contains("Sources/Shop/Shop/ShopBuilder.swift"))
        #expect(paths.contains("Tests/ShopTests/ShopTests.swift"))
    }

    @Test("each template makes what it says: contract, builder and roles, a DataFlow enum for yarch")
    func contents() throws {
        let yarch = try render("yarch", name: "Shop").map(\.contents).joined()
        for piece in ["enum ShopDataFlow", "enum Load: UseCase", "enum ShopModule: Module", "Assembly(view: view, input: presenter, roles: [presenter, interactor, loadPipe])",
                      "final class ShopInteractor: Interactor", "final class ShopPresenter: Presenter", "enum ShopPart: Part"] {
            #expect(yarch.contains(piece), "\(piece)")
        }
        let viper = try render("viper", name: "URLPicker").map(\.contents).joined()
        #expect(viper.contains("func urlPickerDidFinish(with text: String)"))
        #expect(try render("activity", name: "EditNote").map(\.contents).joined().contains("struct EditNoteActivity: Activity"))
        #expect(try render("cell-group", name: "Alerts").map(\.contents).joined().contains("final class AlertsGroup: CellGroup"))
        #expect(try render("cell-module", name: "Album").map(\.contents).joined().contains("final class AlbumRowPresenter: RowInput"))
        #expect(try render("container", name: "Posts").map(\.contents).joined().contains("slots: [PostsPresenter.headerSlot]"))
    }

    @Test("a name that would make one of Mosaic's types is refused, naming the type")
    func collidingName() {
        #expect(throws: GenerationError.invalidName(
            "Module", what: "module name", reason: "it would make a type named 'ModuleView', which Mosaic already has")) {
            try render("viper", name: "Module")
        }
    }

    @Test("a lowercase framework is a target like any other")
    func lowercaseFramework() throws {
        let paths = try render("viper", name: "Profile", framework: "features").map(\.path)
        #expect(paths.contains("Sources/features/Profile/ProfileBuilder.swift") && paths.contains("Tests/featuresTests/ProfileTests.swift"))
    }

    @Test("a bad framework name is refused as a framework name")
    func badFramework() {
        #expect(throws: GenerationError.invalidName("Mosaic", what: "framework name", reason: "the generated code imports a module of that name")) {
            try render("viper", name: "Profile", framework: "Mosaic")
        }
    }

    @Test("a team template with a syntax error names its file, line and column")
    func syntaxError() throws {
        let team = try TemporaryFolder()
        try team.write("line one\nstruct {{name}} {}\n{{#open}}\nnever closed\n", at: "broken/Sources/__Name__.swift.mustache")
        #expect {
            try render("broken", team: team.url)
        } throws: { error in
            guard case .templateSyntax(let file, let line, _, _) = error as? GenerationError else { return false }
            return file == "broken/Sources/__Name__.swift.mustache" && line >= 3
                && String(describing: error).hasPrefix("broken/Sources/__Name__.swift.mustache:\(line):")
        }
    }

    @Test("a template with nothing to render is an error naming it and its folder")
    func emptyTemplate() throws {
        let team = try TemporaryFolder()
        try team.write("Nothing here", at: "empty/description.txt")
        #expect(throws: GenerationError.emptyTemplate("empty", folder: team.url.appendingPathComponent("empty").path)) {
            try render("empty", team: team.url)
        }
    }

    @Test("two files of one template rendering to one path are refused")
    func duplicatePath() throws {
        let team = try TemporaryFolder()
        try team.write("a", at: "twice/__Name__.swift.mustache")
        try team.write("b", at: "twice/Profile.swift.mustache")
        #expect(throws: GenerationError.duplicatePath("Profile.swift", template: "twice")) {
            try render("twice", team: team.url)
        }
    }

    @Test("a team template renders names into paths and texts, and files that are not .mustache are left out")
    func teamTemplate() throws {
        let team = try TemporaryFolder()
        try team.write("// {{name}} {{lowerName}} {{framework}}\n", at: "mine/Sources/__Framework__/__Name__Thing.swift.mustache")
        try team.write("notes", at: "mine/NOTES.md")
        try team.write("Next: use {{name}}Part", at: "mine/next.mustache")
        let files = try render("mine", name: "URLPicker", framework: "App", team: team.url)
        #expect(files == [GeneratedFile(path: "Sources/App/URLPickerThing.swift", contents: "// URLPicker urlPicker App\n")])
        let output = try TemporaryFolder()
        let report = try ModuleGenerator().generate(
            ModuleRequest(name: "URLPicker", template: "mine", output: output.url, framework: "App", templatesFolder: team.url))
        #expect(report.nextSteps == "Next: use URLPickerPart")
        #expect(output.snapshot().keys.sorted() == ["Sources", "Sources/App", "Sources/App/URLPickerThing.swift"])
    }
}

@Suite("Generator: unreadable templates")
struct UnreadableTemplateTests {
    @Test("a template file that is not UTF-8 text is an error naming it")
    func notText() throws {
        let team = try TemporaryFolder()
        let file = team.url.appendingPathComponent("binary/__Name__.swift.mustache")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: file)
        let request = ModuleRequest(name: "Profile", template: "binary", output: team.url, templatesFolder: team.url)
        #expect(throws: GenerationError.unreadableTemplate(file: "binary/__Name__.swift.mustache")) {
            try ModuleGenerator().generate(request)
        }
        #expect(GenerationError.unreadableTemplate(file: "x/y.mustache").description == "template file x/y.mustache cannot be read as UTF-8 text")
    }
}
