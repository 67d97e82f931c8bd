/// A dependency on the registration of `Value` that carries the tag `Tag`.
///
/// Tags are types, so a misspelled tag is a compile error:
///
/// ```swift
/// enum Primary {}
/// builder.register { Database(path: "main.sqlite") }.tagged(Primary.self)
/// builder.register { (db: Tagged<Primary, Database>) in Repository(db: db.value) }
/// ```
public struct Tagged<Tag, Value> {
    /// The tagged value.
    ///
    /// ```swift
    /// builder.register { (db: Tagged<Primary, Database>) in Repository(db: db.value) }
    /// ```
    public let value: Value

    /// Wraps a value (useful in tests).
    ///
    /// ```swift
    /// let db = Tagged<Primary, Database>(Database(path: ":memory:"))
    /// ```
    public init(_ value: Value) {
        self.value = value
    }
}

extension Tagged: Sendable where Value: Sendable {}

extension Tagged: DependencyWrapper {
    static var wrappedType: Any.Type { Value.self }
    static var wrapperKind: DependencyRequest.Kind { .tagged(TypeKey(Tag.self)) }
    static func wrapperNode(targets: [LinkTarget], request: DependencyRequest) -> AnyNode {
        let target = targets[0].bind(Value.self)
        // Needs the main actor when its value does, so that an `async` resolve makes it there.
        return Node<Tagged<Tag, Value>>(label: NodeLabel(Self.self), requiresMainActor: target.requiresMainActor) {
            _, state throws in
            Tagged(try target.make(&state))
        }
    }
}
