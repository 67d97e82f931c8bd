// `register(_:)` for factories of zero to four parameters: the same registration as the
// variadic overload, which the compiler prefers these to. A factory of fixed parameters is
// called with each parameter handed over owned, where one typed over a parameter pack gets them
// borrowed (a retain and a release each) and looks up its parameters' tuple type on every call.
extension ContainerBuilder {
    /// Registers a factory of no parameters: the same as the variadic `register(_:)` (see
    /// there), which the compiler chooses this overload over for such a factory because it calls
    /// the factory more cheaply.
    ///
    /// ```swift
    /// builder.register { Storyboard(name: "Profile") }
    /// ```
    @available(swift 6)
    @discardableResult
    public mutating func register<T>(
        _ factory: @escaping @Sendable () throws -> T, fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: false))
    }

    /// Registers a factory of no parameters whose type is `Sendable`: the same as the
    /// overload above, and the registration may take a shared ``defaultLifetime``.
    ///
    /// ```swift
    /// builder.register(APIClient.init)
    /// ```
    @available(swift 6)
    @discardableResult
    public mutating func register<T: Sendable>(
        _ factory: @escaping @Sendable () throws -> T, fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: true))
    }

    /// Registers a factory of one parameter: the same as the variadic `register(_:)` (see
    /// there), which the compiler chooses this overload over for such a factory because it passes
    /// the parameters more cheaply.
    ///
    /// ```swift
    /// builder.register(ProfileRouter.init(storyboard:))
    /// ```
    @available(swift 6)
    @discardableResult
    public mutating func register<T, A>(
        _ factory: @escaping @Sendable (consuming A) throws -> T, fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: false))
    }

    /// Registers a factory of one parameter whose type is `Sendable`: the same as the
    /// overload above, and the registration may take a shared ``defaultLifetime``.
    ///
    /// ```swift
    /// builder.register(ProfileRouter.init(storyboard:))
    /// ```
    @available(swift 6)
    @discardableResult
    public mutating func register<T: Sendable, A>(
        _ factory: @escaping @Sendable (consuming A) throws -> T, fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: true))
    }

    /// Registers a factory of two parameters: the same as the variadic `register(_:)` (see
    /// there), which the compiler chooses this overload over for such a factory because it passes
    /// the parameters more cheaply.
    ///
    /// ```swift
    /// builder.register { (api: APIClient, cache: Lazy<ImageCache>) in ProfileService(api: api, cache: cache) }
    /// ```
    @available(swift 6)
    @discardableResult
    public mutating func register<T, A, B>(
        _ factory: @escaping @Sendable (consuming A, consuming B) throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: false))
    }

    /// Registers a factory of two parameters whose type is `Sendable`: the same as the
    /// overload above, and the registration may take a shared ``defaultLifetime``.
    ///
    /// ```swift
    /// builder.register { (api: APIClient, cache: Lazy<ImageCache>) in ProfileService(api: api, cache: cache) }
    /// ```
    @available(swift 6)
    @discardableResult
    public mutating func register<T: Sendable, A, B>(
        _ factory: @escaping @Sendable (consuming A, consuming B) throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: true))
    }

    /// Registers a factory of three parameters: the same as the variadic `register(_:)` (see
    /// there), which the compiler chooses this overload over for such a factory because it passes
    /// the parameters more cheaply.
    ///
    /// ```swift
    /// builder.register(ProfilePresenter.init(service:router:analytics:))
    /// ```
    @available(swift 6)
    @discardableResult
    public mutating func register<T, A, B, C>(
        _ factory: @escaping @Sendable (consuming A, consuming B, consuming C) throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: false))
    }

    /// Registers a factory of three parameters whose type is `Sendable`: the same as the
    /// overload above, and the registration may take a shared ``defaultLifetime``.
    ///
    /// ```swift
    /// builder.register(ProfilePresenter.init(service:router:analytics:))
    /// ```
    @available(swift 6)
    @discardableResult
    public mutating func register<T: Sendable, A, B, C>(
        _ factory: @escaping @Sendable (consuming A, consuming B, consuming C) throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: true))
    }

    /// Registers a factory of four parameters: the same as the variadic `register(_:)` (see
    /// there), which the compiler chooses this overload over for such a factory because it passes
    /// the parameters more cheaply.
    ///
    /// ```swift
    /// builder.register(ProfileInteractor.init(service:store:clock:log:))
    /// ```
    @available(swift 6)
    @discardableResult
    public mutating func register<T, A, B, C, D>(
        _ factory: @escaping @Sendable (consuming A, consuming B, consuming C, consuming D) throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: false))
    }

    /// Registers a factory of four parameters whose type is `Sendable`: the same as the
    /// overload above, and the registration may take a shared ``defaultLifetime``.
    ///
    /// ```swift
    /// builder.register(ProfileInteractor.init(service:store:clock:log:))
    /// ```
    @available(swift 6)
    @discardableResult
    public mutating func register<T: Sendable, A, B, C, D>(
        _ factory: @escaping @Sendable (consuming A, consuming B, consuming C, consuming D) throws -> T,
        fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        Registration(record: storage.addFactory(factory, fileID: fileID, line: line, isKnownSendable: true))
    }
}
