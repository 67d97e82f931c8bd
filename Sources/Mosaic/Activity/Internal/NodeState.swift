/// The mutable part of an ``ActivityNode``, kept behind its lock: lifecycle, place in the tree,
/// and the mailbox through which the node's task is asked to start children or to cancel.
struct NodeState {
    var phase: ActivityState = .created
    var path: String
    var cancelRequested = false
    /// Set when the parent finished while this activity still ran: names the parent.
    var cutOffBy: String?
    weak var parent: ActivityNode?
    var children: [ActivityNode] = []
    /// Who lists this activity (its stack or queue); children inherit it.
    var host: (any ActivityHost)?
    /// Whether children may still be started: only while the activity's own work runs.
    var acceptsChildren = false
    /// Screens displayed through the facade and not dismissed yet, closed when the activity ends.
    var screens: [String: @MainActor @Sendable () -> Void] = [:]

    // MARK: Mailbox

    enum Message: Sendable {
        /// Run this job (a child activity) as a child task of the node's task group.
        case spawn(@Sendable () async -> Void)
        /// Cancel the node's work and every child.
        case cancel
        /// The node's own work returned: cut off remaining children and wrap up.
        case workDone
    }

    var messages: [Message] = []
    var receiver: CheckedContinuation<Message, Never>?

    /// Hands `message` to the waiting receiver or queues it. Resuming a continuation inside
    /// the lock is fine: it only schedules the receiver.
    mutating func post(_ message: Message) {
        if let receiver {
            self.receiver = nil
            receiver.resume(returning: message)
        } else {
            messages.append(message)
        }
    }
}

extension ActivityNode {
    /// The next message for the node's task, waiting for one if none is queued.
    func nextMessage() async -> NodeState.Message {
        await withCheckedContinuation { continuation in
            shared.withLock { node in
                if node.messages.isEmpty {
                    node.receiver = continuation
                } else {
                    continuation.resume(returning: node.messages.removeFirst())
                }
            }
        }
    }
}
