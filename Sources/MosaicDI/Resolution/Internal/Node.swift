/// Makes a value during one resolve call.
@usableFromInline
typealias Creator<T> = (inout ResolutionState) throws(ResolutionError) -> T

/// One entry of the compiled resolution plan: the way to get a value of one key.
///
/// Nodes are created for every registration before any is compiled, so that compiling can bind
/// each factory directly to the nodes of its dependencies (decision 3 of DESIGN.md): a resolve is
/// then one table lookup followed by direct closure calls.
@usableFromInline
class AnyNode: @unchecked Sendable {
    // @unchecked: subclasses assign their closure, and build() sets the flags, only while the
    // container is being built; build() returns afterwards, and from then on nodes are only read.

    /// The name shown in dependency paths (`Storyboard`, `Storyboard named "main"`).
    @usableFromInline let displayName: String
    /// The registration this node belongs to, when it has one (wrappers such as Lazy do not).
    @usableFromInline let registration: RegistrationInfo?
    /// The types of the registration's `Argument` parameters, checked at the top of a resolve.
    @usableFromInline let argumentTypes: [Any.Type]
    /// Whether making this value runs a main-actor factory (directly or through a dependency).
    @usableFromInline var requiresMainActor = false {
        didSet { updateDirectness() }
    }
    /// Whether a top-level resolve may run `make` straight away: no runtime arguments to check
    /// and no main-actor factory that would need the caller's isolation.
    @usableFromInline private(set) var isDirect: Bool

    init(displayName: String, registration: RegistrationInfo?, argumentTypes: [Any.Type] = []) {
        self.displayName = displayName
        self.registration = registration
        self.argumentTypes = argumentTypes
        self.isDirect = argumentTypes.isEmpty
    }

    private func updateDirectness() {
        isDirect = argumentTypes.isEmpty && !requiresMainActor
    }
}

/// The node of a value of type `T`.
@usableFromInline
final class Node<T>: AnyNode, @unchecked Sendable {
    // @unchecked: as for AnyNode, `make` is assigned only while building.
    @usableFromInline var make: Creator<T>

    @usableFromInline
    init(
        displayName: String, registration: RegistrationInfo?, argumentTypes: [Any.Type] = [],
        make: @escaping Creator<T> = Node.unlinked
    ) {
        self.make = make
        super.init(displayName: displayName, registration: registration, argumentTypes: argumentTypes)
    }

    /// What a node does before it is compiled; build() never returns a container in which a
    /// node is still unlinked, so this only guards against mistakes inside MosaicDI.
    @usableFromInline
    static func unlinked(_ state: inout ResolutionState) throws(ResolutionError) -> T {
        throw ResolutionError(.internalInconsistency("node for \(T.self) was not compiled"), path: [])
    }
}

extension AnyNode {
    /// The node's typed form. `Node<T>` is stored under the key of `T` only (by construction in
    /// `Linker`), so the cast cannot fail; `unsafeDowncast` skips the dynamic check on the hot path.
    @inlinable
    func typed<T>(_: T.Type) -> Node<T> {
        unsafeDowncast(self, to: Node<T>.self)
    }
}
