/// The parameters a route pattern captured (`message/:id` captures `id`), and those of the
/// link's earlier steps, read with their type.
/// A value of the wrong form throws a ``RouteError`` naming the parameter, the value and the
/// step, before anything is opened.
///
/// ```swift
/// routes.add("message/:id", opens: MessageModule.self) { input, parameters in
///     input.configure(messageID: try parameters.int("id"))
/// }
/// ```
public struct RouteParameters: Sendable {
    let values: [String: String]
    let pattern: String

    /// The raw text of a parameter.
    ///
    /// ```swift
    /// let folder = try parameters.string("folder")
    /// ```
    public func string(_ name: String) throws(RouteError) -> String {
        guard let value = values[name] else {
            throw RouteError(.missingParameter(name), step: pattern)
        }
        return value
    }

    /// A parameter as an `Int`.
    ///
    /// ```swift
    /// let id = try parameters.int("id")
    /// ```
    public func int(_ name: String) throws(RouteError) -> Int {
        let text = try string(name)
        guard let value = Int(text) else {
            throw RouteError(.badArgument(name: name, value: text, expected: "Int"), step: pattern)
        }
        return value
    }

    /// A parameter converted by `convert`, which returns nil for text it does not accept.
    ///
    /// ```swift
    /// let folder = try parameters.value("folder", as: "Folder") { Folder(rawValue: $0) }
    /// ```
    public func value<T>(_ name: String, as expected: String, _ convert: (String) -> T?) throws(RouteError) -> T {
        let text = try string(name)
        guard let value = convert(text) else {
            throw RouteError(.badArgument(name: name, value: text, expected: expected), step: pattern)
        }
        return value
    }
}
