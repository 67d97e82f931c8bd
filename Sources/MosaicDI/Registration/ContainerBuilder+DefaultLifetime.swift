extension ContainerBuilder {
    /// The lifetime a registration takes when it does not name one with
    /// ``Registration/lifetime(_:)``: `.prototype` unless set.
    ///
    /// It applies to the registrations made after it is set, in this builder and in the parts
    /// and frameworks appended later. Set inside a part's or a framework's `load(into:)`, it
    /// lasts until that `load` returns; the enclosing default then applies again. A child
    /// builder (``init(parent:)``) starts from `.prototype`.
    ///
    /// ```swift
    /// enum ServicesPart: Part {
    ///     static func load(into builder: inout ContainerBuilder) {
    ///         builder.defaultLifetime = .container()
    ///         builder.register(APIClient.init)              // one per container
    ///         builder.register(ImageCache.init)             // one per container
    ///         builder.register(Formatter.init).lifetime(.prototype)   // its own choice wins
    ///     }
    /// }
    /// builder.append(part: ServicesPart.self)
    /// builder.register(ProfilePresenter.init)               // .prototype again
    /// ```
    ///
    /// A shared default (every lifetime but `.prototype` and `.objectGraph`) hands one instance
    /// to every thread, so it applies only where that is safe: to types the compiler proves
    /// `Sendable` where they are registered, and to registrations made on the main actor
    /// (`register(onMainActor:)`). `build()` reports any other registration that would take it
    /// as ``Problem/Kind/defaultLifetimeNeedsSendable``, at its line: make the type
    /// `Sendable`, or give it `.lifetime(.prototype)` or `.lifetime(.objectGraph)`.
    ///
    /// Two registrations keep their own lifetime whatever the default: `register(value:)`
    /// (always `.single`) and a factory that takes an ``Argument`` (always `.prototype`: an
    /// instance made from the first arguments would be returned for any later ones).
    public var defaultLifetime: Lifetime {
        get { storage.defaultLifetime }
        nonmutating set { storage.defaultLifetime = newValue }
    }
}
