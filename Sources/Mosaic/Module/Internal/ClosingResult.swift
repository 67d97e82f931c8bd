/// What a module hands its opener as it closes (`router.close(returning:)`).
struct ClosingResult {
    /// The result, of the module's `Result` type.
    let value: any Sendable

    init(_ value: any Sendable) {
        self.value = value
    }
}
