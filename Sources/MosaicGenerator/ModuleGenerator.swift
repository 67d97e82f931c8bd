import Foundation

/// Generates a module and its tests from a template: checks the names, finds the template,
/// renders it, and writes the files all or nothing.
///
/// ```swift
/// let report = try ModuleGenerator().generate(
///     ModuleRequest(name: "Profile", template: "viper", output: packageRoot))
/// // Sources/Profile/Profile/ProfileModule.swift, ..., Tests/ProfileTests/ProfileTests.swift
/// ```
public struct ModuleGenerator: Sendable {
    private let files: any FileOperations
    private let bundledFolder: URL?

    /// A generator writing to the real file system with the bundled templates.
    ///
    /// ```swift
    /// let generator = ModuleGenerator()
    /// ```
    public init() {
        self.init(files: LocalFiles(), bundledFolder: nil)
    }

    init(files: any FileOperations, bundledFolder: URL?) {
        self.files = files
        self.bundledFolder = bundledFolder
    }

    /// The templates there are, with a team's folder if given.
    ///
    /// ```swift
    /// let names = try ModuleGenerator().catalog(teamFolder: nil).templates.map(\.name)
    /// ```
    public func catalog(teamFolder: URL?) throws(GenerationError) -> TemplateCatalog {
        if let bundledFolder { return try TemplateCatalog(bundledFolder: bundledFolder, teamFolder: teamFolder) }
        return try TemplateCatalog(teamFolder: teamFolder)
    }

    /// Renders the files `request` would write, without writing them.
    ///
    /// ```swift
    /// let files = try generator.render(request)
    /// ```
    public func render(_ request: ModuleRequest) throws(GenerationError) -> (Template, [GeneratedFile]) {
        let (template, renderer) = try prepare(request)
        let rendered = try renderer.render(template)
        try Self.checkDeclarations(in: rendered, name: renderer.name)
        return (template, rendered)
    }

    private func prepare(_ request: ModuleRequest) throws(GenerationError) -> (Template, TemplateRenderer) {
        let name = try SwiftName(request.name, what: "module name")
        let framework = try SwiftName(request.framework ?? request.name, what: "framework name", isTypeName: false)
        let template = try catalog(teamFolder: request.templatesFolder).template(named: request.template)
        return (template, TemplateRenderer(name: name, framework: framework))
    }

    /// Generates: renders, then writes every file or none.
    ///
    /// ```swift
    /// let report = try generator.generate(request)
    /// ```
    @discardableResult
    public func generate(_ request: ModuleRequest) throws(GenerationError) -> GenerationReport {
        let (template, renderer) = try prepare(request)
        let rendered = try renderer.render(template)
        try Self.checkDeclarations(in: rendered, name: renderer.name)
        let nextSteps = try renderer.renderNextSteps(template)
        let replaced = try AtomicWriter(files: files)
            .write(rendered, into: request.output, replacingExisting: request.force)
        return GenerationReport(
            template: template, output: request.output, written: rendered.map(\.path), replaced: replaced, nextSteps: nextSteps)
    }

    /// Refuses a name that makes a type Mosaic already declares (`Module` + `Builder`).
    static func checkDeclarations(in files: [GeneratedFile], name: SwiftName) throws(GenerationError) {
        for file in files where file.path.hasSuffix(".swift") {
            for declared in declaredTypes(in: file.contents)
            where declared.contains(name.text) && ReservedNames.types.contains(declared) {
                throw .invalidName(
                    name.text, what: "module name",
                    reason: "it would make a type named '\(declared)', which Mosaic already has")
            }
        }
    }

    /// The names after `class`, `struct`, `enum`, `protocol`, `actor` and `typealias`.
    static func declaredTypes(in source: String) -> [String] {
        let words = source.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        let introducers: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        return zip(words, words.dropFirst()).compactMap { introducers.contains($0) ? String($1) : nil }
    }
}
