/// A builder registered as a closure, kept by the tree after its first open. It is a class so
/// that finding it again under its module type is a class cast, not a cast out of `Any`.
@usableFromInline
final class SharedBuilder<M: Module> {
    @usableFromInline let builder: AnyModuleBuilder<M>

    init(_ builder: AnyModuleBuilder<M>) {
        self.builder = builder
    }
}
