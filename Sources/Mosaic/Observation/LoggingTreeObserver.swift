import Logging

/// A ``TreeObserver`` that writes every transition and every module opened or closed to a
/// swift-log `Logger`, at `.debug`; a transition that rolled back is logged at `.notice` with its
/// error.
///
/// ```swift
/// let logging = LoggingTreeObserver(logger: Logger(label: "app.modules"))
/// tree.addObserver(logging)   // the tree holds it weakly: keep it
/// ```
@MainActor
public final class LoggingTreeObserver: TreeObserver {
    /// Where the lines go.
    public let logger: Logger

    /// Logs to `logger`.
    ///
    /// ```swift
    /// let logging = LoggingTreeObserver(logger: Logger(label: "app.modules"))
    /// ```
    public init(logger: Logger) {
        self.logger = logger
    }

    /// Logs `transition … committed in … ms`.
    public func transitionDidCommit(_ transition: TreeTransition, nanoseconds: UInt64) {
        logger.debug("\(transition) committed in \(Self.milliseconds(nanoseconds)) ms")
    }

    /// Logs `transition … rolled back: error`.
    public func transitionDidRollBack(_ transition: TreeTransition, error: any Error, nanoseconds: UInt64) {
        logger.notice("\(transition) rolled back after \(Self.milliseconds(nanoseconds)) ms: \(error)")
    }

    /// Logs `opened Name #id`.
    public func moduleDidOpen(_ module: ModuleNode) {
        logger.debug("opened \(module.name) #\(module.id) \(module.style)")
    }

    /// Logs `closed Name #id`.
    public func moduleDidClose(_ module: ModuleNode) {
        logger.debug("closed \(module.name) #\(module.id)")
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        let tenths = (nanoseconds + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
