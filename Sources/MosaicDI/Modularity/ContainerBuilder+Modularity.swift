extension ContainerBuilder {
    /// Runs a part's `load`, adding its registrations to the current framework (or the root).
    /// Appending the same part twice in one framework is reported by `build()`.
    ///
    /// ```swift
    /// builder.append(part: NetworkPart.self)
    /// ```
    public mutating func append<P: Part>(part: P.Type, fileID: String = #fileID, line: Int = #line) {
        let key = BuilderStorage.PartKey(part: ObjectIdentifier(P.self), framework: storage.currentFramework)
        guard storage.appendedParts.insert(key).inserted else {
            let scope = storage.currentFramework.map { "framework \($0.name)" } ?? "the root"
            storage.problems.append(Problem(
                .partAppendedTwice, at: SourceLocation(fileID: fileID, line: line),
                "part \(typeName(P.self)) is appended twice in \(scope)"))
            return
        }
        let enclosingDefault = storage.defaultLifetime
        P.load(into: &self)
        storage.defaultLifetime = enclosingDefault
    }

    /// Runs a framework's `load`; everything it registers belongs to it. Appending a framework
    /// twice is reported by `build()`.
    ///
    /// ```swift
    /// builder.append(framework: ProfileFramework.self)
    /// ```
    public mutating func append<F: Framework>(framework: F.Type, fileID: String = #fileID, line: Int = #line) {
        let id = FrameworkID(F.self)
        let location = SourceLocation(fileID: fileID, line: line)
        if let earlier = storage.frameworks.appended[id] {
            storage.problems.append(Problem(
                .frameworkAppendedTwice, at: location,
                "framework \(id.name) is appended twice (first at \(earlier))"))
            return
        }
        storage.frameworks.appended[id] = location
        storage.frameworkStack.append(id)
        let enclosingDefault = storage.defaultLifetime
        F.load(into: &self)
        storage.defaultLifetime = enclosingDefault
        storage.frameworkStack.removeLast()
    }

    /// Lets the framework being loaded see another framework's registrations before everyone
    /// else's, one level deep: what `F` imports in turn is not visible. Call it only
    /// inside a framework's `load`; `build()` reports an import outside a framework, of a
    /// framework that is never appended, and import cycles.
    ///
    /// ```swift
    /// enum ComposeFramework: Framework {
    ///     static func load(into builder: inout ContainerBuilder) {
    ///         builder.import(ProfileFramework.self)     // its Storyboard is preferred here
    ///         builder.register(ComposeRouter.init(storyboard:))
    ///     }
    /// }
    /// ```
    public mutating func `import`<F: Framework>(_ framework: F.Type, fileID: String = #fileID, line: Int = #line) {
        let location = SourceLocation(fileID: fileID, line: line)
        let imported = FrameworkID(F.self)
        guard let importer = storage.currentFramework else {
            storage.problems.append(Problem(
                .importOutsideFramework, at: location,
                "import of \(imported.name) outside a framework's load(into:): only a framework can import"))
            return
        }
        storage.frameworks.imports[importer, default: [:]][imported] = location
    }
}
