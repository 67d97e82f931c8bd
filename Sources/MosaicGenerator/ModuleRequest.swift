import Foundation

/// What to generate: `mosaic new module <name> --template ... --output ... --framework ...`.
///
/// ```swift
/// let request = ModuleRequest(name: "Profile", template: "viper",
///                             output: URL(fileURLWithPath: "."), framework: "Features")
/// ```
public struct ModuleRequest: Sendable, Hashable {
    /// The module's name, as typed (checked when generating).
    public var name: String
    /// The template's name.
    public var template: String
    /// The folder the `Sources/` and `Tests/` paths are written under (usually a package's root).
    public var output: URL
    /// The target the module goes into (`Sources/<framework>/`, tested from
    /// `Tests/<framework>Tests/`); nil: a target of the module's own name.
    public var framework: String?
    /// Whether files that exist are replaced.
    public var force: Bool
    /// A team's own templates, beside the bundled ones.
    public var templatesFolder: URL?

    /// Describes a request.
    ///
    /// ```swift
    /// ModuleRequest(name: "Shop", template: "yarch", output: packageRoot, force: true)
    /// ```
    public init(
        name: String, template: String, output: URL, framework: String? = nil, force: Bool = false,
        templatesFolder: URL? = nil
    ) {
        self.name = name
        self.template = template
        self.output = output
        self.framework = framework
        self.force = force
        self.templatesFolder = templatesFolder
    }
}
