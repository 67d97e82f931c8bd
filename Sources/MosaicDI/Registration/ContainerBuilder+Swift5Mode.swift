extension ContainerBuilder {
    /// `register(_:)` as a package still in the Swift 5 language mode sees it: the same
    /// registration, with a factory the compiler does not require to be `@Sendable`.
    ///
    /// In that mode an initializer reference such as `Router.init` is not inferred to be
    /// `@Sendable`, so passing it where `@Sendable` is required would warn at every
    /// registration; Swift 5 mode checks no sendability anyway. In Swift 6 mode this overload
    /// does not exist, and factories must be `@Sendable`.
    ///
    /// ```swift
    /// // swift-tools-version: 5.10, swiftLanguageModes: [.v5]
    /// builder.register(Router.init(storyboard:))   // no warning
    /// ```
    @available(swift, obsoleted: 6)
    @discardableResult
    public mutating func register<T, each Dependency>(
        _ factory: @escaping (repeat consuming each Dependency) throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: false))
    }

    /// `register(_:)` of a `Sendable` type as a package still in the Swift 5 language mode sees
    /// it (see the overload above): the registration may take a shared ``defaultLifetime``.
    ///
    /// ```swift
    /// builder.defaultLifetime = .container()
    /// builder.register(APIClient.init)   // APIClient: Sendable, so one per container
    /// ```
    @available(swift, obsoleted: 6)
    @discardableResult
    public mutating func register<T: Sendable, each Dependency>(
        _ factory: @escaping (repeat consuming each Dependency) throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: true))
    }
}
