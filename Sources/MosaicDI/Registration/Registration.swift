/// The handle `register` returns: chain modifiers on it to say how the registration is found and
/// how long its instances live.
///
/// ```swift
/// builder.register(KeychainStore.init)
///     .as(SecureStore.self) { $0 }
///     .lifetime(.container())
///     .default()
/// ```
///
/// Modifiers take effect when the container is built; use the handle only within the statement
/// that registers. A modifier called after `build()` changes nothing (the built container, and
/// any child of it, keep what was built), and the next child container built over this
/// registration reports it as ``Problem/Kind/modifiedAfterBuild``.
public struct Registration<T> {
    let record: Record

    init(record: Record) {
        self.record = record
    }

    /// Also makes the registration available as `Alias` (a protocol it conforms to or a
    /// superclass). All aliases share the instance the lifetime keeps.
    ///
    /// The trailing `{ $0 }` lets the compiler prove the conversion: Swift cannot state
    /// "T conforms to Alias" for a generic protocol, so a registration whose type does not
    /// conform is a compile error rather than a runtime surprise.
    ///
    /// ```swift
    /// builder.register(UserDefaultsSettings.init).as(SettingsStore.self) { $0 }
    /// ```
    @discardableResult
    public func `as`<Alias>(
        _ alias: Alias.Type, _ convert: @escaping @Sendable (T) -> Alias
    ) -> Registration<T> {
        guard record.acceptsChange("as(\(typeName(Alias.self)).self)") else { return self }
        record.aliasKeys.append(TypeKey(Alias.self))
        record.parts(T.self).aliasMakers.append { base, label in
            // The alias node holds its base strongly: a `Provider` or `Lazy` of the alias may
            // outlive the container (and the plan that owns the base).
            if base.requiresAsync { return asyncAliasNode(base, label: label, convert) }
            guard base.cell != nil else {
                return Node<Alias>(
                    label: label, record: base.record, argumentTypes: base.argumentTypes,
                    requiresMainActor: base.requiresMainActor
                ) { _, state throws in
                    convert(try base.make(&state))
                }
            }
            // A strongly held shared instance: the alias keeps its converted form too, so that
            // resolving the alias is as cheap as resolving the type itself.
            let cell = StrongCell<Alias>()
            return Node<Alias>(
                label: label, record: base.record, argumentTypes: base.argumentTypes,
                requiresMainActor: base.requiresMainActor, cell: cell
            ) { _, state throws in
                if let made = cell.load() { return made }
                let made = convert(try base.make(&state))
                cell.store(made)
                return made
            }
        }
        return self
    }

    /// Gives the registration a name: it is then found only by asking for that name
    /// (`resolve(_:name:)`, `injecting(_:named:)`) or through ``Many``.
    ///
    /// ```swift
    /// builder.register { Storyboard(name: "Main") }.named("main")
    /// let main: Storyboard = try container.resolve(name: "main")
    /// ```
    @discardableResult
    public func named(_ name: String) -> Registration<T> {
        guard record.acceptsChange("named(\"\(name)\")") else { return self }
        record.name = name
        return self
    }

    /// Labels the registration with a tag type, for ``Tagged`` dependencies and
    /// `resolve(_:tag:)`. A registration may carry several tags and is still found without one.
    ///
    /// ```swift
    /// enum Primary {}
    /// builder.register { Database(path: "main.sqlite") }.tagged(Primary.self)
    /// ```
    @discardableResult
    public func tagged<Tag>(_ tag: Tag.Type) -> Registration<T> {
        guard record.acceptsChange("tagged(\(typeName(Tag.self)).self)") else { return self }
        record.tags.append(TypeKey(Tag.self))
        return self
    }

    /// Sets how long instances live (``Lifetime/prototype`` unless said otherwise). Shared
    /// lifetimes need a `Sendable` type, or `.mainActor(...)` for a main-actor registration (see
    /// ``LifetimeChoice``).
    ///
    /// ```swift
    /// builder.register(Session.init).lifetime(.container())
    /// builder.register(onMainActor: ImageLoader.init).lifetime(.mainActor(.container()))
    /// ```
    @discardableResult
    public func lifetime(_ choice: LifetimeChoice<T>) -> Registration<T> {
        guard record.acceptsChange("lifetime(\(choice.lifetime))") else { return self }
        record.lifetime = choice.lifetime
        record.lifetimeIsDefault = false
        record.lifetimeNeedsMainActor = choice.needsMainActor
        return self
    }

    /// Runs `hook` on each new instance once it is complete: after its initializer and every
    /// property or method injection, and, for objects in a cycle, once every object of the
    /// cycle is made and injected, before the instance is handed out (or shared with other
    /// threads). An error it throws fails the resolve as
    /// ``ResolutionError/Reason/factoryFailed(type:underlying:)``, at the hook's line.
    ///
    /// ```swift
    /// builder.register(ProfilePresenter.init)
    ///     .injecting(\.view)
    ///     .onReady { presenter in presenter.start() }   // the view is set by now
    /// ```
    @discardableResult
    public func onReady(
        fileID: String = #fileID, line: Int = #line, _ hook: @escaping @Sendable (T) throws -> Void
    ) -> Registration<T> {
        let location = SourceLocation(fileID: fileID, line: line)
        guard record.acceptsChange("onReady at \(location)") else { return self }
        let name = record.label(0)
        record.parts(T.self).readyHooks.append { value, _ in
            do {
                try hook(value)
            } catch {
                throw ResolutionError.factoryFailed(error, of: name.description, at: location)
            }
        }
        return self
    }

    /// Picks this registration when several fit one dependency equally well.
    ///
    /// ```swift
    /// builder.register(SystemClock.init).as(Clock.self) { $0 }.default()
    /// builder.register(FixedClock.init).as(Clock.self) { $0 }
    /// ```
    @discardableResult
    public func `default`() -> Registration<T> {
        guard record.acceptsChange("default()") else { return self }
        record.isDefault = true
        return self
    }

    /// Marks a test override: it wins over every other registration of the same type and name,
    /// `.default()` and framework preference included.
    ///
    /// ```swift
    /// builder.register(MockAPI.init).as(APIClient.self) { $0 }.test()
    /// ```
    @discardableResult
    public func test() -> Registration<T> {
        guard record.acceptsChange("test()") else { return self }
        record.isTest = true
        return self
    }

    /// Keeps the registration private to the framework registering it: only that framework's
    /// registrations (and `resolve(_:from:)` with that framework) can get it. Without this a
    /// framework's registrations are public, as in DITranquillity, where frameworks only set
    /// preferences.
    ///
    /// ```swift
    /// enum ProfileFramework: Framework {
    ///     static func load(into builder: inout ContainerBuilder) {
    ///         builder.register { Storyboard(name: "Profile") }.privateToFramework()
    ///     }
    /// }
    /// ```
    @discardableResult
    public func privateToFramework() -> Registration<T> {
        guard record.acceptsChange("privateToFramework()") else { return self }
        record.isFrameworkPrivate = true
        return self
    }
}
