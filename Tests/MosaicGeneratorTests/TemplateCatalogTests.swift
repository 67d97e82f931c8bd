import Foundation
import Testing
@testable import MosaicGenerator

@Suite("Generator: templates and `mosaic templates list`")
struct TemplateCatalogTests {
    static let bundled = ["activity", "cell-group", "cell-module", "container", "viper", "yarch"]

    @Test("the six templates are bundled, each with a description")
    func bundledTemplates() throws {
        let catalog = try TemplateCatalog()
        #expect(catalog.templates.map(\.name) == Self.bundled)
        #expect(catalog.templates.allSatisfy { $0.origin == .bundled && !$0.summary.isEmpty })
    }

    @Test("the listing shows one aligned line per template: name, origin, what it makes")
    func listing() throws {
        let lines = ListTemplatesCommand.listing(try TemplateCatalog()).split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.first?.hasPrefix("activity     bundled  An activity") == true)
        #expect(lines.contains { $0.hasPrefix("yarch        bundled  A YARCH module") })
    }

    @Test("a team's folder adds its templates and replaces a bundled one of the same name")
    func teamFolder() throws {
        let team = try TemporaryFolder()
        try team.write("Our own screen\nmore text", at: "screen/description.txt")
        try team.write("// {{name}}", at: "screen/Sources/__Framework__/__Name__.swift.mustache")
        try team.write("Our VIPER", at: "viper/description.txt")
        try team.write("// {{name}}", at: "viper/__Name__.swift.mustache")
        try team.write("not a template", at: "README.md")
        try team.write("hidden", at: ".git/description.txt")
        let catalog = try TemplateCatalog(teamFolder: team.url)
        #expect(catalog.templates.map(\.name) == (Self.bundled + ["screen"]).sorted())
        let screen = try catalog.template(named: "screen")
        #expect(screen.origin == .team && screen.summary == "Our own screen")
        let viper = try catalog.template(named: "viper")
        #expect(viper.origin == .team && viper.summary == "Our VIPER")
        #expect(ListTemplatesCommand.listing(catalog).contains("screen       team     Our own screen"))
    }

    @Test("a team folder that does not exist is an error naming it")
    func missingTeamFolder() {
        let path = "/nonexistent-\(UUID().uuidString)/templates"
        #expect(throws: GenerationError.templatesFolderMissing(path)) {
            try TemplateCatalog(teamFolder: URL(fileURLWithPath: path))
        }
        #expect(GenerationError.templatesFolderMissing(path).description == "templates folder \(path) does not exist or is not a folder")
    }

    @Test("a team folder that is a file is the same error")
    func teamFolderIsAFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("x", at: "file")
        let path = folder.url.appendingPathComponent("file").path
        #expect(throws: GenerationError.templatesFolderMissing(path)) {
            try TemplateCatalog(teamFolder: URL(fileURLWithPath: path))
        }
    }

    @Test("an unknown template is an error listing the ones there are")
    func unknownTemplate() throws {
        let catalog = try TemplateCatalog()
        #expect(throws: GenerationError.unknownTemplate("vipr", available: Self.bundled)) {
            try catalog.template(named: "vipr")
        }
        #expect(
            GenerationError.unknownTemplate("vipr", available: ["viper", "yarch"]).description
                == "unknown template 'vipr'; available: viper, yarch (see `mosaic templates list`)")
    }
}
