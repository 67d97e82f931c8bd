extension ContainerBuilder {
    /// Registers a type whose instances are made outside the container (a view controller from
    /// a storyboard or XIB, any object the system makes), so that
    /// ``Container/inject(into:isolation:)`` can run its property and method injections.
    /// `build()` checks those injections like any other registration's.
    ///
    /// ```swift
    /// builder.register(madeElsewhere: ProfileViewController.self)
    ///     .injecting(onMainActor: { (controller: ProfileViewController, presenter: ProfilePresenter) in
    ///         controller.presenter = presenter
    ///     })
    /// // in the storyboard's instantiation code:
    /// try container.inject(into: controller)
    /// ```
    ///
    /// The container never makes one: resolving the type throws
    /// ``ResolutionError/Reason/madeElsewhere(type:)``, and a registration that needs it is a
    /// build error.
    @discardableResult
    public mutating func register<T: AnyObject>(
        madeElsewhere type: T.Type, fileID: StaticString = #fileID, line: Int = #line
    ) -> Registration<T> {
        let record = Record(
            implementationType: T.self, fileID: fileID, line: line, isolation: .nonisolated, dependencies: [], addingTo: storage
        ) { compiler, entry, record in
            madeElsewhereNode(of: T.self, for: record, compiler: compiler, entry: entry)
        }
        record.isMadeElsewhere = true
        // The container never makes one, so no lifetime applies (nor the builder's default).
        record.lifetime = .prototype
        record.lifetimeIsDefault = false
        return Registration(record: record)
    }
}

/// The injections of a registration made elsewhere, ready to run on an instance.
final class ElsewhereInjector<T>: @unchecked Sendable {
    // @unchecked: `inject` is a closure of the immutable plan; it only reads what it captured.
    let inject: Injector<T>?
    let label: NodeLabel

    init(inject: Injector<T>?, label: NodeLabel) {
        self.inject = inject
        self.label = label
    }
}

/// The node of a registration made elsewhere: it keeps the injections for `inject(into:)`, and
/// refuses to make an instance.
func madeElsewhereNode<T>(of _: T.Type, for record: Record, compiler: PlanCompiler, entry: Int) -> Node<T> {
    let parts = record.existingParts(T.self)
    let injectors = (parts?.injectionCompilers ?? []).map { $0(compiler, entry) }
    let inject = Lifetimes.readiness(parts?.readyHooks ?? [], after: Lifetimes.injection(injectors, deferred: false), deferred: false)
    let label = record.label(0)
    if record.name == nil {
        compiler.elsewhereInjectors[ObjectIdentifier(T.self)] = ElsewhereInjector(inject: inject, label: label)
    }
    let location = record.location
    return Node(label: label, record: record, requiresMainActor: compiler.requiresMainActor(of: entry)) { _, _ throws in
        throw ResolutionError(.madeElsewhere(type: label.description), path: [label.description], location: location)
    }
}
