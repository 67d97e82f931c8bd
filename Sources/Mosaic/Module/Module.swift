import MosaicDI

/// A module's contract: what it accepts (`Input`), what it reports back (`Output`) and, when it
/// is opened with `await`, what it hands back as it closes (`Result`). Callers see only these
/// types, never the module's insides (its ModuleInput / ModuleOutput).
///
/// ```swift
/// enum ContactPicker: Module {
///     typealias Input = ContactPickerInput       // configure it, call it
///     typealias Output = ContactPickerOutput     // data back, presenter to presenter
///     typealias Result = Contact                 // `let picked = try await router.result(of: ContactPicker.self)`
/// }
/// ```
public protocol Module: SendableMetatype {
    /// What an opener configures and calls: usually the module's presenter.
    associatedtype Input
    /// What the module reports to its opener: usually the opener's presenter. `Never` when the
    /// module reports nothing.
    associatedtype Output = Never
    /// What the module hands back when it closes, for `await router.result(of: ...)`.
    associatedtype Result: Sendable = Never

    /// The framework whose registrations the module's builder and roles are resolved from
    /// first, so that two features may both register a `Router` or a `Theme`.
    ///
    /// ```swift
    /// static var framework: (any Framework.Type)? { ProfileFramework.self }
    /// ```
    static var framework: (any Framework.Type)? { get }
}

extension Module {
    /// No framework: the module resolves as the root does.
    public static var framework: (any Framework.Type)? { nil }

    /// The name used in the module tree and in errors.
    public static var moduleName: String { String(describing: Self.self) }
}
