extension Container {
    /// Makes a child container: it sees this container's registrations, and its own win over
    /// them. It is validated like a root (a missing dependency in the child is a build error,
    /// not a resolve error).
    ///
    /// ```swift
    /// let testContainer = try container.makeChild { builder in
    ///     builder.register { MockAPI() as APIClient }
    /// }
    /// ```
    ///
    /// Semantics, and where they differ from Swinject and DITranquillity:
    /// - A dependency is looked up in the child first; the parent is consulted only when the
    ///   child registers nothing that fits.
    /// - The parent's prototypes and object-graph registrations are re-linked in the child, so a
    ///   child override reaches them too (as in Swinject, where a child's resolver is passed to
    ///   the parent's factories).
    /// - The parent's singletons and scoped instances are shared as they are: one instance,
    ///   whichever side resolves it first, bound to the parent's dependencies. A child override
    ///   does not reach into a parent singleton (Swinject would make it depend on who resolved
    ///   first).
    /// - ``Many`` merges both, parent first.
    /// - DITranquillity has no child containers; there, overrides are `.test()` registrations in
    ///   the same container, which Mosaic supports too.
    public func makeChild(
        isolation: isolated (any Actor)? = #isolation, _ configure: (inout ContainerBuilder) -> Void
    ) throws(ContainerError) -> Container {
        var builder = ContainerBuilder(parent: self)
        configure(&builder)
        return Container(plan: try Plan.build(builder.storage, isolation: isolation), parent: self)
    }
}
