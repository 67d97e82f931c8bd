import Foundation

/// One message of the mailbox, as the store keeps it.
///
/// ```swift
/// let message = try mailbox.message(42)
/// print(message.subject)
/// ```
public struct MailMessage: Codable, Sendable, Equatable {
    /// A file attached to a message.
    public struct Attachment: Codable, Sendable, Equatable {
        /// The file's name, as the sender wrote it.
        public var name: String
        /// Its size in bytes.
        public var size: Int
        /// Whether it is an image (shown apart from documents).
        public var isImage: Bool

        /// Describes an attachment.
        ///
        /// ```swift
        /// let file = MailMessage.Attachment(name: "plan.pdf", size: 12_000, isImage: false)
        /// ```
        public init(name: String, size: Int, isImage: Bool) {
            self.name = name
            self.size = size
            self.isImage = isImage
        }
    }

    /// The message's id, what modules pass to each other.
    public var id: Int
    /// The sender's name.
    public var from: String
    /// The sender's address.
    public var address: String
    /// The subject line.
    public var subject: String
    /// The text of the body.
    public var body: String
    /// When it was sent.
    public var date: Date
    /// Files attached.
    public var attachments: [Attachment]
    /// Whether it was read.
    public var isRead: Bool
    /// Whether the body is HTML (shown sanitised: as text, never as markup).
    public var isHTML: Bool

    /// Describes a message.
    ///
    /// ```swift
    /// let message = MailMessage(id: 1, from: "Ada", address: "ada@example.org", subject: "Hi", body: "…",
    ///                           date: .now, attachments: [], isRead: false)
    /// ```
    public init(
        id: Int, from: String, address: String, subject: String, body: String, date: Date,
        attachments: [Attachment], isRead: Bool, isHTML: Bool = false
    ) {
        self.isHTML = isHTML
        self.id = id
        self.from = from
        self.address = address
        self.subject = subject
        self.body = body
        self.date = date
        self.attachments = attachments
        self.isRead = isRead
    }

    private enum CodingKeys: String, CodingKey {
        case id, from, address, subject, body, date, attachments, isRead, isHTML
    }

    /// Reads a stored message; mailboxes written before HTML bodies existed read as plain text.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(Int.self, forKey: .id)
        from = try values.decode(String.self, forKey: .from)
        address = try values.decode(String.self, forKey: .address)
        subject = try values.decode(String.self, forKey: .subject)
        body = try values.decode(String.self, forKey: .body)
        date = try values.decode(Date.self, forKey: .date)
        attachments = try values.decode([Attachment].self, forKey: .attachments)
        isRead = try values.decode(Bool.self, forKey: .isRead)
        isHTML = try values.decodeIfPresent(Bool.self, forKey: .isHTML) ?? false
    }
}
