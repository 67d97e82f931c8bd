import Mosaic

// What the mail screens keep across a restart: ids and switches, never models (each screen
// reads its mail again from the mailbox).

extension MessagePresenter: RestorableInput {
    /// The message shown.
    public struct RestorationState: Codable, Sendable {
        /// Its id.
        public var messageID: Int
    }

    /// The id of the message shown, once configured.
    public var restorationState: RestorationState? { messageID.map { RestorationState(messageID: $0) } }

    /// Shows the kept message again (a message deleted since refuses the restore).
    public func restore(from state: RestorationState) throws {
        try configure(messageID: state.messageID)
    }
}

extension AttachmentsPresenter: RestorableInput {
    /// The message whose attachments are shown, and whether the section is expanded.
    public struct RestorationState: Codable, Sendable {
        /// The message's id.
        public var messageID: Int
        /// Whether the section was expanded.
        public var isExpanded: Bool
    }

    /// The message and the section's state, once configured.
    public var restorationState: RestorationState? {
        messageID.map { RestorationState(messageID: $0, isExpanded: isExpanded) }
    }

    /// Shows the kept attachments again: a section its message already configured only takes
    /// back whether it was expanded; a page of its own is configured first.
    public func restore(from state: RestorationState) throws {
        if messageID != state.messageID { try configure(messageID: state.messageID, section: nil) }
        if isExpanded != state.isExpanded { toggle() }
    }
}

extension SenderPostsPresenter: RestorableInput {
    /// The sender whose posts are shown.
    public struct RestorationState: Codable, Sendable {
        /// Their id (their address).
        public var userID: String
    }

    /// The sender, once configured.
    public var restorationState: RestorationState? { userID.isEmpty ? nil : RestorationState(userID: userID) }

    /// Shows the kept sender's posts again.
    public func restore(from state: RestorationState) throws {
        try configure(userID: state.userID)
    }
}
