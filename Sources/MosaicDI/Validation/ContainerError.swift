/// Why ``ContainerBuilder/build(isolation:)`` refused to build: every problem it found, not just the first.
///
/// ```swift
/// do {
///     let container = try builder.build()
/// } catch {
///     print(error)   // one line per problem, each with file and line
/// }
/// ```
public struct ContainerError: Error, Sendable, CustomStringConvertible {
    /// Every problem found, in source order (file, then line).
    ///
    /// ```swift
    /// for problem in error.problems { print(problem.location, problem.message) }
    /// ```
    public let problems: [Problem]

    init(problems: [Problem]) {
        self.problems = problems
    }

    /// Whether a problem of this kind was found.
    public func contains(_ kind: Problem.Kind) -> Bool {
        problems.contains { $0.kind == kind }
    }

    /// A summary line and one line per problem.
    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return (["container is not valid (\(count)):"] + problems.map { "  \($0)" }).joined(separator: "\n")
    }
}
