/// Why a deep link or a route could not be followed. The tree is left as it was.
///
/// ```swift
/// do { try tree.open(deepLink: "mail://inbox/message/abc", routes: routes) }
/// catch { print(error) }   // "deep link step message/:id: parameter id is "abc", expected Int"
/// ```
public struct RouteError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable {
        /// The link's scheme is not the registry's.
        case wrongScheme(expected: String, received: String)
        /// No route matches the remaining path.
        case unknownPath(String)
        /// A route's parameter is missing.
        case missingParameter(String)
        /// A parameter's text does not convert to its type.
        case badArgument(name: String, value: String, expected: String)
        /// The link's first step names another module than the tree's root.
        case rootMismatch(expected: String, root: String)
        /// Opening or configuring a step's module failed, or the host refused the link's screen.
        case stepFailed(TransitionError)
        /// A route pattern was refused when added (the associated text says why).
        case invalidPattern(String)
        /// The link is longer than ``RouteRegistry/maximumLinkLength`` characters.
        case linkTooLong(length: Int, limit: Int)
        /// Two module types of one name were added (snapshots know modules by name).
        case duplicateModuleName(String)
    }

    /// What went wrong.
    public let reason: Reason
    /// The step (route pattern, or the path left when nothing matched; for a pattern refused
    /// when added, the pattern).
    public let step: String

    init(_ reason: Reason, step: String) {
        self.reason = reason
        self.step = step
    }

    /// One sentence naming the step and the cause.
    public var description: String {
        switch reason {
        case .wrongScheme(let expected, let received):
            "deep link scheme \(received) is not \(expected)"
        case .unknownPath(let path):
            "deep link: no route for \(path)"
        case .missingParameter(let name):
            "deep link step \(step): parameter \(name) is missing"
        case .badArgument(let name, let value, let expected):
            "deep link step \(step): parameter \(name) is \"\(value)\", expected \(expected)"
        case .rootMismatch(let expected, let root):
            "deep link step \(step): expects root \(expected), but the root is \(root)"
        case .stepFailed(let error):
            "deep link step \(step): \(error)"
        case .invalidPattern(let why):
            "route pattern \"\(step)\" is refused: \(why)"
        case .linkTooLong(let length, let limit):
            "deep link \(step)... is \(length) characters long, more than the \(limit) accepted"
        case .duplicateModuleName(let name):
            "two module types are named \(name): rename one (snapshots and routes know modules by name)"
        }
    }
}
