import Foundation

/// One template: a folder of Mustache files that render to a module and its tests.
///
/// A template folder holds `description.txt` (one line, shown by `mosaic templates list`), the
/// files to render, each ending in `.mustache`, and optionally `next.mustache`, rendered and
/// printed after generating (what to do next), never written. In their paths `__Name__` and `__Framework__`
/// stand for the module's and the framework's names; in their text `{{name}}`, `{{lowerName}}`
/// and `{{framework}}` do.
///
/// ```
/// viper/
///   description.txt
///   Sources/__Framework__/__Name__/__Name__Presenter.swift.mustache
///   Tests/__Framework__Tests/__Name__Tests.swift.mustache
/// ```
public struct Template: Sendable, Hashable {
    /// Where a template comes from.
    public enum Origin: String, Sendable, Hashable {
        /// Shipped with `mosaic`.
        case bundled
        /// From the folder given with `--templates DIR`.
        case team
    }

    /// The name `--template` takes: the folder's name.
    public let name: String
    /// The first line of `description.txt` (empty without one).
    public let summary: String
    /// Where it comes from.
    public let origin: Origin
    /// Its folder.
    public let folder: URL
}
