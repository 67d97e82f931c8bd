import Foundation

/// The templates `mosaic` knows: the bundled ones, and a team's own from a folder (a team's
/// template of the same name as a bundled one replaces it).
///
/// ```swift
/// let catalog = try TemplateCatalog(teamFolder: URL(fileURLWithPath: "Templates"))
/// for template in catalog.templates { print(template.name, template.summary) }
/// let viper = try catalog.template(named: "viper")
/// ```
public struct TemplateCatalog: Sendable {
    /// Every template, sorted by name.
    public let templates: [Template]

    /// Reads the bundled templates and, if given, the team's folder (each subfolder is a
    /// template). A team folder that does not exist is an error naming it.
    ///
    /// ```swift
    /// let catalog = try TemplateCatalog()
    /// ```
    public init(teamFolder: URL? = nil) throws(GenerationError) {
        try self.init(bundledFolder: Self.bundledFolder(), teamFolder: teamFolder)
    }

    /// Reads templates from `bundledFolder` (instead of those shipped with `mosaic`) and
    /// `teamFolder`.
    ///
    /// ```swift
    /// let catalog = try TemplateCatalog(bundledFolder: folder, teamFolder: nil)
    /// ```
    public init(bundledFolder: URL, teamFolder: URL?) throws(GenerationError) {
        var byName: [String: Template] = [:]
        for template in try Self.templates(in: bundledFolder, origin: .bundled) { byName[template.name] = template }
        if let teamFolder {
            for template in try Self.templates(in: teamFolder, origin: .team) { byName[template.name] = template }
        }
        templates = byName.values.sorted { $0.name < $1.name }
    }

    /// The template called `name`, or an error listing the ones there are.
    ///
    /// ```swift
    /// let template = try catalog.template(named: "yarch")
    /// ```
    public func template(named name: String) throws(GenerationError) -> Template {
        guard let template = templates.first(where: { $0.name == name }) else {
            throw .unknownTemplate(name, available: templates.map(\.name))
        }
        return template
    }

    /// The folder of templates shipped with `mosaic`.
    static func bundledFolder() throws(GenerationError) -> URL {
        guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
            throw .bundledTemplatesMissing
        }
        return folder
    }

    private static func templates(in folder: URL, origin: Template.Origin) throws(GenerationError) -> [Template] {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
            let entries = try? files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        else {
            throw origin == .bundled ? .bundledTemplatesMissing : .templatesFolderMissing(folder.path)
        }
        return entries.compactMap { entry -> Template? in
            var isFolder: ObjCBool = false
            guard !entry.lastPathComponent.hasPrefix("."),
                files.fileExists(atPath: entry.path, isDirectory: &isFolder), isFolder.boolValue
            else { return nil }
            let description = (try? String(contentsOf: entry.appendingPathComponent("description.txt"), encoding: .utf8)) ?? ""
            let summary = description.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            return Template(name: entry.lastPathComponent, summary: summary, origin: origin, folder: entry)
        }
    }
}
