/// A module builder registered as a closure, kept by the tree after the module's first open
/// (it is one value for the whole container, so resolving it again would find the same).
@MainActor
final class KeptBuilder<M: Module> {
    let builder: AnyModuleBuilder<M>

    init(_ builder: AnyModuleBuilder<M>) {
        self.builder = builder
    }
}
