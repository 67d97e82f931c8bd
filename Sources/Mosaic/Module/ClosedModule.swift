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
    /// Its view, roles and module-scoped instances (and those of the children it embedded at
    /// build time and never showed), as weak references taken when it closed.
    public private(set) var objects: [WeakObject]

    init(name: String, objects: [AnyObject]) {
        self.name = name
        self.objects = objects.map(WeakObject.init)
    }

    mutating func append(_ other: ClosedModule) {
        objects += other.objects
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
