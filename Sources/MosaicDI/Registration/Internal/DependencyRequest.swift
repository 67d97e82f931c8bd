/// A type used as a key, compared by identity; its name is computed only for messages.
struct TypeKey: Hashable, @unchecked Sendable {
    // @unchecked: a metatype is an immutable reference to type metadata.
    let type: Any.Type

    init(_ type: Any.Type) {
        self.type = type
    }

    var id: ObjectIdentifier { ObjectIdentifier(type) }

    var name: String { typeName(type) }

    static func == (lhs: TypeKey, rhs: TypeKey) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One dependency a registration asks for: an initializer parameter or an injected property.
struct DependencyRequest {
    enum Kind: Equatable {
        /// The registered value itself.
        case direct
        /// `Lazy<T>`: made on first use, then kept.
        case lazy
        /// `Provider<T>`: a fresh resolve per call.
        case provider
        /// `T?`: nil when nothing is registered.
        case optional
        /// `Many<T>`: every registration of T.
        case many
        /// `Tagged<Tag, T>`: the registration of T carrying the tag.
        case tagged(TypeKey)
        /// `Argument<T>`: the n-th runtime argument of `resolve(_:arguments:)`.
        case argument(Int)

        /// Whether the dependency is made when its holder is made (as opposed to later).
        var isImmediate: Bool {
            switch self {
            case .lazy, .provider, .argument: false
            default: true
            }
        }
    }

    /// The parameter's own type (`Lazy<Router>`), as written in the factory.
    let parameterType: Any.Type
    /// The type looked up in the container (`Router`).
    let target: TypeKey
    var kind: Kind
    /// A name the registration must carry (from `injecting(_:named:)`).
    var name: String?
    /// For `Many<Lazy<T>>`, `Many<Provider<T>>`, `Many<Tagged<Tag, T>>` and `Lazy<T>?`: the
    /// wrapper each value found is wrapped in (`Lazy<T>`), while `target` is `T`.
    let element: (any DependencyWrapper.Type)?

    init(
        parameterType: Any.Type, target: TypeKey, kind: Kind, name: String? = nil,
        element: (any DependencyWrapper.Type)? = nil
    ) {
        self.parameterType = parameterType
        self.target = target
        self.kind = kind
        self.name = name
        self.element = element
    }

    /// Describes the parameter type `D` of a factory or an injected property.
    static func of<D>(_: D.Type) -> DependencyRequest {
        if let wrapper = D.self as? any DependencyWrapper.Type {
            let kind = wrapper.wrapperKind
            if kind == .many || kind == .optional, let element = wrapper.wrappedType as? any DependencyWrapper.Type {
                switch element.wrapperKind {
                case .lazy, .provider, .tagged:
                    return DependencyRequest(
                        parameterType: D.self, target: TypeKey(element.wrappedType), kind: kind, element: element)
                default:
                    break
                }
            }
            return DependencyRequest(parameterType: D.self, target: TypeKey(wrapper.wrappedType), kind: kind)
        }
        return DependencyRequest(parameterType: D.self, target: TypeKey(D.self), kind: .direct)
    }

    /// Whether the dependency is made when its holder is made (not a `Lazy`, a `Provider`, an
    /// argument, or a `Many` or optional of lazies or providers).
    var isImmediate: Bool {
        guard kind.isImmediate else { return false }
        return element.map { $0.wrapperKind.isImmediate } ?? true
    }

    /// Whether runtime arguments can be passed through this dependency (a `Provider`).
    var passesArguments: Bool {
        kind == .provider || (element.map { $0.wrapperKind == .provider } ?? false)
    }

    /// The tag the registrations must carry: `Tagged<Tag, T>`, alone or inside `Many`.
    var requiredTag: TypeKey? {
        if case .tagged(let tag) = kind { return tag }
        if let element, case .tagged(let tag) = element.wrapperKind { return tag }
        return nil
    }

    /// The wrapper node for these targets: each target wrapped in `element` first when there
    /// is one (`Many<Lazy<T>>` wraps each `T` in a `Lazy`), then in the request's own wrapper.
    func wrapperNode(_ wrapper: any DependencyWrapper.Type, targets: [LinkTarget]) -> AnyNode {
        guard let element else { return wrapper.wrapperNode(targets: targets, request: self) }
        let elementRequest = DependencyRequest(parameterType: element, target: target, kind: element.wrapperKind)
        let wrapped = targets.map { LinkTarget.ready(element.wrapperNode(targets: [$0], request: elementRequest)) }
        return wrapper.wrapperNode(targets: wrapped, request: self)
    }

    var targetName: String { target.name }

    /// The readable form used in messages: `Router`, `Lazy<Router>`, `Storyboard named "main"`.
    var displayName: String {
        let base = typeName(parameterType)
        guard let name else { return base }
        return "\(base) named \"\(name)\""
    }

    /// Numbers the `Argument` parameters of one factory in order.
    static func numberArguments(_ requests: inout [DependencyRequest]) -> [Any.Type] {
        var argumentTypes: [Any.Type] = []
        for index in requests.indices where requests[index].kind == .argument(0) {
            requests[index].kind = .argument(argumentTypes.count)
            argumentTypes.append(requests[index].target.type)
        }
        return argumentTypes
    }
}

/// A readable, module-free name of a type: `Router`, `Lazy<Router>`.
func typeName(_ type: Any.Type) -> String {
    String(describing: type)
}

/// The wrapper types a factory may ask for instead of a plain dependency.
protocol DependencyWrapper {
    /// The type looked up in the container.
    static var wrappedType: Any.Type { get }
    /// How the wrapped type is obtained (argument indices are filled in later).
    static var wrapperKind: DependencyRequest.Kind { get }
    /// The node that makes a wrapper of this type from the chosen targets.
    static func wrapperNode(targets: [LinkTarget], request: DependencyRequest) -> AnyNode
}
