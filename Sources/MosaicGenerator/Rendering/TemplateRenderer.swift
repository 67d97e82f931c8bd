import Foundation
import Mustache

/// Renders a template's files for one module: paths by substitution, texts by Mustache.
///
/// ```swift
/// let files = try TemplateRenderer(name: name, framework: framework).render(template)
/// ```
public struct TemplateRenderer: Sendable {
    /// The module's name.
    public let name: SwiftName
    /// The target the module goes into.
    public let framework: SwiftName

    /// Prepares to render for `name` in `framework`.
    ///
    /// ```swift
    /// let renderer = TemplateRenderer(name: try SwiftName("Profile", what: "module name"),
    ///                                 framework: try SwiftName("Features", what: "framework name"))
    /// ```
    public init(name: SwiftName, framework: SwiftName) {
        self.name = name
        self.framework = framework
    }

    /// What the templates' texts can use.
    var values: [String: String] {
        ["name": name.text, "lowerName": name.lowerCamel, "framework": framework.text]
    }

    /// The name of the file whose rendering is printed after generating instead of written.
    static let nextSteps = "next.mustache"

    /// Renders `template`'s `next.mustache`, if it has one: what to do after generating.
    public func renderNextSteps(_ template: Template) throws(GenerationError) -> String? {
        guard FileManager.default.fileExists(atPath: template.folder.appendingPathComponent(Self.nextSteps).path) else {
            return nil
        }
        return try renderText(Self.nextSteps, in: template)
    }

    /// Renders every file of `template`, sorted by path; a syntax error names the file, line and
    /// column, a path that would leave the output folder names the file.
    ///
    /// ```swift
    /// for file in try renderer.render(template) { print(file.path) }
    /// ```
    public func render(_ template: Template) throws(GenerationError) -> [GeneratedFile] {
        let sources = Self.files(in: template.folder)
        guard !sources.isEmpty else { throw .emptyTemplate(template.name, folder: template.folder.path) }
        var rendered: [String: GeneratedFile] = [:]
        for source in sources {
            let file = try render(source, in: template)
            guard rendered[file.path] == nil else { throw .duplicatePath(file.path, template: template.name) }
            rendered[file.path] = file
        }
        return rendered.values.sorted { $0.path < $1.path }
    }

    private func render(_ relative: String, in template: Template) throws(GenerationError) -> GeneratedFile {
        let contents = try renderText(relative, in: template)
        let shownPath = "\(template.name)/\(relative)"
        let path = String(relative.dropLast(".mustache".count))
            .replacingOccurrences(of: "__Name__", with: name.text)
            .replacingOccurrences(of: "__Framework__", with: framework.text)
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"),
            components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else { throw .badTemplatePath(file: shownPath, rendered: path) }
        return GeneratedFile(path: path, contents: contents)
    }

    private func renderText(_ relative: String, in template: Template) throws(GenerationError) -> String {
        let url = template.folder.appendingPathComponent(relative)
        let shownPath = "\(template.name)/\(relative)"
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadableTemplate(file: shownPath)
        }
        let mustache: MustacheTemplate
        do {
            mustache = try MustacheTemplate(string: text)
        } catch let error as MustacheTemplate.ParserError {
            throw .templateSyntax(
                file: shownPath, line: error.context.lineNumber, column: error.context.columnNumber,
                message: String(describing: error.error))
        } catch {
            throw .templateSyntax(file: shownPath, line: 1, column: 1, message: String(describing: error))
        }
        return mustache.render(values)
    }

    /// The `.mustache` files under `folder`, relative to it, hidden files skipped.
    static func files(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".mustache"), relative != nextSteps,
                !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { continue }
            found.append(relative)
        }
        return found.sorted()
    }
}
