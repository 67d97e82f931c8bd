/// Why `mosaic` refused to generate or list: each case names what was wrong and where, and
/// whenever one is thrown nothing has been written.
///
/// ```swift
/// do {
///     try ModuleGenerator().generate(request)
/// } catch {
///     print(error)   // 'class' is not a valid module name: it is a Swift keyword
/// }
/// ```
public enum GenerationError: Error, Equatable, CustomStringConvertible {
    /// A module or framework name that cannot be used (`what` says which of the two).
    case invalidName(String, what: String, reason: String)
    /// A template that neither the bundled templates nor the team's folder has.
    case unknownTemplate(String, available: [String])
    /// `--templates DIR` names no folder.
    case templatesFolderMissing(String)
    /// A template folder that holds no file to render.
    case emptyTemplate(String, folder: String)
    /// A template file that cannot be read as UTF-8 text.
    case unreadableTemplate(file: String)
    /// A template file the template engine cannot read.
    case templateSyntax(file: String, line: Int, column: Int, message: String)
    /// A template file whose rendered path is empty or leaves the output folder.
    case badTemplatePath(file: String, rendered: String)
    /// Two template files rendering to the same path.
    case duplicatePath(String, template: String)
    /// Files the template would write that already exist (and `--force` was not given).
    case filesExist([String], folder: String)
    /// The output folder does not exist or is not a folder.
    case outputNotAFolder(String)
    /// Something in the output folder could not be written; whatever was written was undone.
    case cannotWrite(String, reason: String)
    /// The templates bundled with `mosaic` were not found beside it (a broken installation).
    case bundledTemplatesMissing

    /// The message `mosaic` prints.
    ///
    /// ```swift
    /// print(GenerationError.unknownTemplate("vipr", available: ["viper", "yarch"]))
    /// // unknown template 'vipr'; available: viper, yarch (see `mosaic templates list`)
    /// ```
    public var description: String {
        switch self {
        case .invalidName(let name, let what, let reason):
            "'\(name)' is not a valid \(what): \(reason)"
        case .unknownTemplate(let name, let available):
            "unknown template '\(name)'; available: \(available.joined(separator: ", ")) (see `mosaic templates list`)"
        case .templatesFolderMissing(let path):
            "templates folder \(path) does not exist or is not a folder"
        case .emptyTemplate(let name, let folder):
            "template '\(name)' in \(folder) has no files to render"
        case .unreadableTemplate(let file):
            "template file \(file) cannot be read as UTF-8 text"
        case .templateSyntax(let file, let line, let column, let message):
            "\(file):\(line):\(column): template error: \(message)"
        case .badTemplatePath(let file, let rendered):
            "template file \(file) renders to the path '\(rendered)', which is empty or leaves the output folder"
        case .duplicatePath(let path, let template):
            "template '\(template)' writes \(path) twice"
        case .filesExist(let files, let folder):
            "\(files.count == 1 ? "1 file already exists" : "\(files.count) files already exist") in \(folder) "
                + "(use --force to replace them; nothing was written): \(files.joined(separator: ", "))"
        case .outputNotAFolder(let path):
            "output folder \(path) does not exist or is not a folder"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason); nothing was written"
        case .bundledTemplatesMissing:
            "the templates bundled with mosaic were not found (reinstall mosaic, or pass --templates DIR)"
        }
    }
}
