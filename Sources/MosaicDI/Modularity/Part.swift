/// A group of registrations, for structure only: appending a part runs its `load`, and its
/// registrations belong to whatever framework is loading it (or to the root).
///
/// ```swift
/// enum NetworkPart: Part {
///     static func load(into builder: inout ContainerBuilder) {
///         builder.register(URLSessionTransport.init).as(Transport.self) { $0 }
///         builder.register(APIClient.init).lifetime(.container())
///     }
/// }
/// builder.append(part: NetworkPart.self)
/// ```
public protocol Part {
    /// Registers the part's contents. Called once by ``ContainerBuilder/append(part:fileID:line:)``.
    ///
    /// ```swift
    /// static func load(into builder: inout ContainerBuilder) { builder.register(Clock.init) }
    /// ```
    static func load(into builder: inout ContainerBuilder)
}
