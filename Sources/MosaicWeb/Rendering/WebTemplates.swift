import Mustache

/// The Mustache templates module views are drawn with, checked so that nothing a view model
/// holds can become markup.
///
/// `{{name}}` prints a value with `&`, `<`, `>`, `"` and `'` escaped, each wherever it is,
/// whatever characters surround it. A value printed between tags that holds right-to-left text
/// or direction controls (an override such as U+202E) is put inside `<bdi>`, so that it cannot
/// reorder the page around it; for an attribute shown to people (`value`, `placeholder`,
/// `title`), give the element `dir="auto"`.
///
/// Registering refuses a template that could print a value where escaping does not make it
/// safe: `{{{...}}}` other than `slots.NAME` (an embedded module's HTML, drawn by the host from
/// its own template), `{{&...}}`, delimiter changes, `{{%...}}` (it could turn escaping off), a
/// value inside a tag, in an unquoted attribute value, in an event handler (`on…`), `style` or
/// `srcdoc` attribute, at the start of a URL attribute (`href`, `src`, `action`…, where it could
/// choose where a link goes), in a comment, or in the text of `script` or `style`. Every way of
/// drawing the sections is checked, and the template must end between tags.
///
/// ```swift
/// var templates = WebTemplates()
/// try templates.register("<h1>{{subject}}</h1>{{{slots.body}}}", named: "message")
/// ```
public struct WebTemplates: Sendable {
    private(set) var library: MustacheLibrary
    /// The names of the registered templates (the host's own ones included).
    public private(set) var names: Set<String> = []

    /// A set holding only the host's own templates (the page, the event fields partial).
    ///
    /// ```swift
    /// let templates = WebTemplates()
    /// ```
    public init() {
        library = MustacheLibrary()
        for (name, text) in BuiltInTemplates.all {
            // The built-in templates are fixed text checked by the tests; a failure is a bug here.
            do { try add(text, named: name) } catch { preconditionFailure("built-in template \(name): \(error)") }
        }
    }

    /// Adds a template, refusing one that could print text unescaped or that does not parse.
    /// Names starting with `mosaic-` are the host's own.
    ///
    /// ```swift
    /// try templates.register("<li>{{name}}</li>", named: "contact")
    /// ```
    public mutating func register(_ text: String, named name: String) throws(WebTemplateError) {
        guard !name.hasPrefix("mosaic-") else { throw WebTemplateError(template: name, problem: .reservedName) }
        try add(text, named: name)
    }

    /// Draws `context` with template `name`.
    func render(_ context: Any, with name: String) throws(WebTemplateError) -> String {
        guard names.contains(name), let html = library.render(context, withTemplate: name) else {
            throw WebTemplateError(template: name, problem: .unknown)
        }
        return html
    }

    private mutating func add(_ text: String, named name: String) throws(WebTemplateError) {
        let prepared = try TemplateCheck.prepare(text, template: name)
        do {
            library.register(try MustacheTemplate(string: prepared), named: name)
        } catch {
            throw WebTemplateError(template: name, problem: .unparsable(String(describing: error)))
        }
        names.insert(name)
    }
}

/// A template was refused or is missing.
public struct WebTemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Equatable {
        /// The tag (quoted) would print text without escaping it.
        case unescaped(String)
        /// The template changes Mustache's delimiters, which hides tags from the check.
        case delimiterChange
        /// The template sets a Mustache pragma (`{{%...}}`), which could turn escaping off.
        case pragma
        /// The tag (quoted) prints a value where escaping does not make it safe; `place` says where.
        case unsafePlace(tag: String, place: String)
        /// The HTML around the tags is left open, or a section changes where the tags after it
        /// land; the text says where.
        case unbalancedMarkup(String)
        /// Template inheritance (`{{<parent}}`, `{{$block}}`, quoted) is not supported.
        case inheritance(String)
        /// Mustache could not parse it.
        case unparsable(String)
        /// No template of that name is registered.
        case unknown
        /// Names starting with `mosaic-` belong to the host.
        case reservedName
    }

    /// The template's name.
    public let template: String
    /// What is wrong.
    public let problem: Problem

    /// Describes a refused or missing template.
    ///
    /// ```swift
    /// WebTemplateError(template: "inbox", problem: .unknown)
    /// ```
    public init(template: String, problem: Problem) {
        self.template = template
        self.problem = problem
    }

    /// One sentence naming the template and the problem.
    public var description: String {
        switch problem {
        case .unescaped(let tag): "template \"\(template)\": \(tag) prints unescaped text (only {{{slots.NAME}}} may)"
        case .delimiterChange: "template \"\(template)\": changing delimiters is not allowed"
        case .pragma: "template \"\(template)\": pragmas ({{%...}}) are not allowed, they could turn escaping off"
        case .unsafePlace(let tag, let place): "template \"\(template)\": \(tag) prints a value \(place)"
        case .unbalancedMarkup(let why): "template \"\(template)\": \(why)"
        case .inheritance(let tag): "template \"\(template)\": \(tag): template inheritance is not supported (use partials, {{> name}})"
        case .unparsable(let why): "template \"\(template)\" does not parse: \(why)"
        case .unknown: "no template named \"\(template)\""
        case .reservedName: "template \"\(template)\": names starting with mosaic- belong to the web host"
        }
    }
}
