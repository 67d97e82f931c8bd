// The service types the scenarios resolve. They are the same for MosaicDI, Swinject and the
// hand-written code; only the wrappers (Lazy, Provider) differ per side and live with their
// scenarios.

/// A class without dependencies (the transient scenario).
final class Plain: Sendable {
    init() {}
}

/// The cached singleton of the singleton scenarios.
final class SharedService: Sendable {
    init() {}
}

/// The leaf of the five-object graph: `A(B(D), C(D))`.
final class GraphD: Sendable {
    init() {}
}

/// `B(D)` in the five-object graph.
final class GraphB: Sendable {
    let d: GraphD
    init(d: GraphD) { self.d = d }
}

/// `C(D)` in the five-object graph.
final class GraphC: Sendable {
    let d: GraphD
    init(d: GraphD) { self.d = d }
}

/// The root of the five-object graph: `A(B(D), C(D))`.
final class GraphA: Sendable {
    let b: GraphB
    let c: GraphC
    init(b: GraphB, c: GraphC) {
        self.b = b
        self.c = c
    }
}

/// A view-model made with a runtime argument (the arguments scenario).
final class Item: Sendable {
    let id: Int
    let d: GraphD
    init(id: Int, d: GraphD) {
        self.id = id
        self.d = d
    }
}

/// What a feature framework registers under a shared type (the framework_scoped scenario).
final class Storyboard: Sendable {
    let name: String
    init(name: String) { self.name = name }
}
