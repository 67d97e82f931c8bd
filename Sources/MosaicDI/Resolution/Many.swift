/// Every registration of a type, in registration order (a parent container's first).
///
/// ```swift
/// builder.register { ConsoleSink() as LogSink }
/// builder.register { FileSink() as LogSink }
/// builder.register { (sinks: Many<LogSink>) in Logger(sinks: Array(sinks)) }
/// ```
///
/// Registrations that a framework keeps private are included only for that framework's own
/// registrations. An empty `Many` is valid: asking for all of nothing is not a problem.
public struct Many<Element>: RandomAccessCollection {
    /// The values, in registration order.
    ///
    /// ```swift
    /// let all: [LogSink] = sinks.elements
    /// ```
    public let elements: [Element]

    /// Wraps values made elsewhere (useful in tests).
    ///
    /// ```swift
    /// let sinks = Many([ConsoleSink() as LogSink])
    /// ```
    public init(_ elements: [Element]) {
        self.elements = elements
    }

    /// The first index, for `RandomAccessCollection`.
    public var startIndex: Int { elements.startIndex }

    /// The end index, for `RandomAccessCollection`.
    public var endIndex: Int { elements.endIndex }

    /// The value at `position`.
    ///
    /// ```swift
    /// let first = sinks[0]
    /// ```
    public subscript(position: Int) -> Element { elements[position] }
}

extension Many: Sendable where Element: Sendable {}

extension Many: DependencyWrapper {
    static var wrappedType: Any.Type { Element.self }
    static var wrapperKind: DependencyRequest.Kind { .many }
    static func wrapperNode(targets: [LinkTarget], request: DependencyRequest) -> AnyNode {
        let nodes = targets.map { $0.bind(Element.self) }
        // Needs the main actor when one of its elements does, so that an `async` resolve makes
        // it there.
        return Node<Many<Element>>(
            label: NodeLabel(Self.self), requiresMainActor: nodes.contains { $0.requiresMainActor }
        ) { _, state throws in
            var values: [Element] = []
            values.reserveCapacity(nodes.count)
            for node in nodes {
                values.append(try node.make(&state))
            }
            return Many(values)
        }
    }
}
