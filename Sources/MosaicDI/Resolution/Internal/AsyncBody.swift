/// How an `async` resolve makes a node's value (see `Node.asyncBody`), boxed so that the node
/// keeps it in the field a shared node keeps its cell in.
final class AsyncBody<T> {
    let body: AsyncCreator<T>

    init(_ body: @escaping AsyncCreator<T>) {
        self.body = body
    }
}
