import MosaicDI

/// Why a transition did not happen. Each case names the module and the step; the tree is left
/// exactly as it was.
///
/// ```swift
/// do { try router.embed(HeaderModule.self, in: "footer") }
/// catch { print(error) }   // "cannot embed HeaderModule into slot footer of PostsModule: no such slot"
/// ```
public struct TransitionError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable {
        /// No builder is registered for the module (register one with `asModuleBuilder()`).
        case builderNotRegistered(underlying: ResolutionError)
        /// The builder or the configuration closure threw.
        case buildFailed(underlying: any Error)
        /// The opener offers no slot of that name.
        case noSuchSlot(String)
        /// Another module already occupies the slot.
        case slotTaken(String, by: String)
        /// The module (or the one that asked) is already closed.
        case closed
        /// The module to close back to is not below this one.
        case notAnAncestor(String)
        /// The host refused to show the module.
        case hostRefused(underlying: any Error)
        /// The module's Input is not of the type the caller asked for.
        case inputMismatch(expected: String, actual: String)
        /// The module that asked is built but not on screen yet (embed children from the
        /// builder with ``ModuleContext/embed(_:in:configure:)``).
        case notShown
        /// More requests were queued behind the transition in progress than the tree accepts
        /// (the number is the limit): usually hooks that keep opening each other.
        case tooManyQueued(Int)
    }

    /// What went wrong.
    public let reason: Reason
    /// The module being opened, embedded or closed.
    public let module: String
    /// The step: `.open`, `.embed`, `.close`, `.configure`, ...
    public let step: TransitionStep
    /// The module that asked (the opener), when there is one.
    public let opener: String?

    init(_ reason: Reason, module: String, step: TransitionStep, opener: String? = nil) {
        self.reason = reason
        self.module = module
        self.step = step
        self.opener = opener
    }

    /// One sentence naming the step, the module and the cause.
    public var description: String {
        let from = opener.map { " from \($0)" } ?? ""
        switch reason {
        case .builderNotRegistered(let underlying):
            return "cannot \(step) \(module)\(from): no builder registered (\(underlying))"
        case .buildFailed(let underlying):
            return "cannot \(step) \(module)\(from): \(underlying)"
        case .noSuchSlot(let slot):
            return "cannot embed \(module) into slot \(slot) of \(opener ?? "?"): no such slot"
        case .slotTaken(let slot, let by):
            return "cannot embed \(module) into slot \(slot) of \(opener ?? "?"): \(by) is already there"
        case .closed:
            return "cannot \(step) \(module)\(from): the module is closed"
        case .notAnAncestor(let target):
            return "cannot close \(module) back to \(target): \(target) is not below it"
        case .hostRefused(let underlying):
            return "cannot \(step) \(module)\(from): the host refused (\(underlying))"
        case .inputMismatch(let expected, let actual):
            return "cannot \(step) \(module): its Input is a \(actual), not a \(expected)"
        case .notShown:
            return "cannot \(step) \(module)\(from): \(opener ?? module) is built but not on screen yet"
        case .tooManyQueued(let limit):
            return "cannot \(step) \(module)\(from): more than \(limit) requests are queued behind the transition in progress"
        }
    }
}
