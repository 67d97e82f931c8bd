/// Names a generated type or target may not take because the generated code imports something
/// of that name: Mosaic's public types, and the modules the generated files import.
enum ReservedNames {
    /// The modules the generated sources and tests import.
    static let modules: Set<String> = [
        "Mosaic", "MosaicDI", "MosaicTesting", "MosaicSQLite", "MosaicGenerator", "Testing", "Foundation",
        "Swift", "XCTest", "Dispatch", "Observation", "_Concurrency",
    ]

    /// Mosaic's top-level public types: a generated `ModuleBuilder` or `CellGroup` would hide them.
    static let types: Set<String> = [
        "Activity", "ActivityContext", "ActivityError", "ActivityHandle", "ActivityNode", "ActivityQueue",
        "ActivityScope", "ActivityStack", "ActivityState", "ActivityUI", "AnyDataStore", "AnyModuleBuilder",
        "Argument", "Assembly", "CachePolicy", "CellEvent", "CellFactory", "CellGroup", "CellGroupList",
        "CellGroupUpdates", "CellModel", "CellModuleList", "ClosedModule", "CompositionError",
        "ConfiguredActivity", "Container", "ContainerBuilder", "ContainerError", "DataProvider", "DataService",
        "DataStore", "DataStoreError", "DependencyGraph", "FakeFacade", "Fetched", "Formats", "Framework",
        "HeadlessHost", "HeadlessListHost", "InMemoryStore", "Interactor", "Lazy", "LeakTracker", "Lifecycle",
        "LifecycleObserver", "Lifetime", "ListHost", "ListRow", "ListUpdate", "Many", "ModelChange",
        "ModelContext", "ModelContextError", "ModelStore", "ModelStoreError", "Module", "ModuleBuilder",
        "ModuleContext", "ModuleNode", "ModuleTree", "ModuleTreeFacade", "ModuleView", "PendingActivity",
        "Part", "PresentationStyle", "Presenter", "Problem", "Provider", "ProviderError", "Registration",
        "RegistrationInfo", "ResolutionError", "Responder", "RouteError", "RouteParameters", "RouteRegistry",
        "Router", "RowInput", "Scope", "Screen", "ScrollStack", "SectionReporter", "SectionState",
        "SourceLocation", "StackSection", "StoreEntry", "StoreObservation", "Tagged", "Theme", "Themeable",
        "TransitionError", "TransitionHandler", "UseCase", "UseCasePipe", "UserInterfaceFacade", "WeakObject",
        "Worker",
    ]
}
