/// What a module was made of when it closed (or, built and never shown, was torn down), held
/// weakly: a leak tracker checks later that every object went away.
///
/// ```swift
/// tree.onClose { closed in print(closed.name, closed.objects.count) }
/// ```
@MainActor
public struct ClosedModule {
    /// The module's name.
    public let name: String
    /// Its view, Input (when an object), roles and module-scoped instances, as weak references
    /// taken when it closed. (Children it embedded are reported each on its own.)
    public private(set) var objects: [WeakObject]

    init(name: String, objects: [AnyObject]) {
        self.name = name
        self.objects = objects.map(WeakObject.init)
    }
}

/// A weak reference to an object and the name of its type.
///
/// ```swift
/// let alive = closed.objects.filter { $0.object != nil }.map(\.typeName)
/// ```
public struct WeakObject {
    /// The object, while something else keeps it alive.
    public private(set) weak var object: AnyObject?
    /// The object's type name.
    public let typeName: String

    init(_ object: AnyObject) {
        self.object = object
        self.typeName = String(describing: type(of: object))
    }
}
