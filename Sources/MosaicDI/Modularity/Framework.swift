/// A feature module's registrations, which scope how dependencies are found.
///
/// A registration made inside a framework belongs to it, and its dependencies are looked up
/// in this order: the framework's own registrations, then those of the frameworks it imports
/// (one level, not transitively), then everyone's. So two frameworks may both register a
/// `Storyboard`, and each framework's router gets its own:
///
/// ```swift
/// enum ProfileFramework: Framework {
///     static func load(into builder: inout ContainerBuilder) {
///         builder.register { Storyboard(name: "Profile") }
///         builder.register(ProfileRouter.init(storyboard:))
///     }
/// }
/// builder.append(framework: ProfileFramework.self)
/// let storyboard: Storyboard = try container.resolve(from: ProfileFramework.self)
/// ```
///
/// Unlike DITranquillity, where a framework only breaks ties, a framework can keep a
/// registration to itself with ``Registration/privateToFramework()``.
public protocol Framework {
    /// Registers the framework's contents: parts, registrations and imports.
    ///
    /// ```swift
    /// static func load(into builder: inout ContainerBuilder) {
    ///     builder.import(SharedUIFramework.self)
    ///     builder.append(part: ProfilePart.self)
    /// }
    /// ```
    static func load(into builder: inout ContainerBuilder)
}
