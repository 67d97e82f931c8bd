import Foundation
import Mosaic
import MosaicSQLite

/// The mailbox: messages kept in an SQLite file, shared by every session of the app.
///
/// ```swift
/// let mailbox = try Mailbox(directory: "mail-data")   // creates a sample mailbox on first run
/// let newest = try mailbox.messages().first
/// ```
public final class Mailbox: Sendable {
    private let database: SQLiteDatabase
    private let store: SQLiteStore<Int, MailMessage>
    /// How the service answers screens that load asynchronously.
    public let service: MailService
    /// The SQLite file's path.
    public var path: String { database.path }

    /// Opens (or creates) `directory/mailbox.sqlite`; an empty mailbox is filled with
    /// `sampleCount` sample messages. With a `service` other than `.prompt`, screens load through
    /// ``fetchMessages()`` and ``fetchMessage(_:)``, showing placeholders until it answers.
    ///
    /// ```swift
    /// let mailbox = try Mailbox(directory: "/tmp/mail")
    /// ```
    public init(directory: String, sampleCount: Int = 200, service: MailService = .prompt) throws {
        self.service = service
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        database = try SQLiteDatabase(path: (directory as NSString).appendingPathComponent("mailbox.sqlite"))
        store = try SQLiteStore(database: database, table: "messages")
        if try store.keys().isEmpty {
            let samples = SampleMailbox.messages(count: sampleCount)
            try store.save(Dictionary(uniqueKeysWithValues: samples.map { ($0.id, $0) }), at: Date())
        }
    }

    /// Every message, newest first.
    ///
    /// ```swift
    /// for message in try mailbox.messages() { print(message.subject) }
    /// ```
    public func messages() throws -> [MailMessage] {
        return try store.keys().compactMap { key throws -> MailMessage? in try store.entry(for: key)?.value }
            .sorted { $0.date > $1.date }
    }

    /// Every message, newest first, once the service answers (it may fail).
    ///
    /// ```swift
    /// let messages = try await mailbox.fetchMessages()
    /// ```
    public func fetchMessages() async throws -> [MailMessage] {
        try await service.answer?()
        return try messages()
    }

    /// Message `id` (or nil), once the service answers (it may fail).
    ///
    /// ```swift
    /// let message = try await mailbox.fetchMessage(42)
    /// ```
    public func fetchMessage(_ id: Int) async throws -> MailMessage? {
        try await service.answer?()
        return try message(id)
    }

    /// The message with `id`, or nil.
    ///
    /// ```swift
    /// let message = try mailbox.message(42)
    /// ```
    public func message(_ id: Int) throws -> MailMessage? {
        try store.entry(for: id)?.value
    }

    /// Marks a message read or unread.
    ///
    /// ```swift
    /// try mailbox.setRead(42, true)
    /// ```
    public func setRead(_ id: Int, _ isRead: Bool) throws {
        _ = try store.update(id, at: Date()) { message in
            guard var message else { return nil }
            message.isRead = isRead
            return message
        }
    }
}

/// The mail service did not answer (now and then in the demo's `--slow` mode).
public struct ServiceUnavailable: Error, CustomStringConvertible {
    /// The service did not answer.
    ///
    /// ```swift
    /// throw ServiceUnavailable()
    /// ```
    public init() {}
    /// `the mail service did not answer; try again`.
    public var description: String { "the mail service did not answer; try again" }
}
