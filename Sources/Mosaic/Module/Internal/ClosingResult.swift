/// What a module hands its opener as it closes (`router.close(returning:)`).
@usableFromInline
final class ClosingResult {
    let value: Any

    init(_ value: Any) {
        self.value = value
    }
}
