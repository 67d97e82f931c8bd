import Foundation
import Mosaic
import MosaicSQLite

/// The mailbox: messages kept in an SQLite file, shared by every session of the app.
///
/// ```swift
/// let mailbox = try Mailbox(directory: "mail-data")   // starts with demo mail on first run
/// let newest = try mailbox.messages().first
/// ```
public final class Mailbox: Sendable {
    private let database: SQLiteDatabase
    private let store: SQLiteStore<Int, MailMessage>
    private let preferences: SQLiteStore<String, Bool>
    /// How the service answers screens that load asynchronously.
    public let service: MailService
    /// The SQLite file's path.
    public var path: String { database.path }

    /// Opens (or creates) `directory/mailbox.sqlite`. A new mailbox starts with `samples`
    /// (believable demo mail unless given); one that was emptied stays empty. With a `service`
    /// other than `.prompt`, screens load through ``fetchMessages()`` and ``fetchMessage(_:)``,
    /// showing placeholders until it answers.
    ///
    /// ```swift
    /// let mailbox = try Mailbox(directory: "/tmp/mail")
    /// ```
    public init(directory: String, samples: @autoclosure () -> [MailMessage] = DemoMailbox.messages(), service: MailService = .prompt) throws {
        self.service = service
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        database = try SQLiteDatabase(path: (directory as NSString).appendingPathComponent("mailbox.sqlite"))
        store = try SQLiteStore(database: database, table: "messages")
        preferences = try SQLiteStore(database: database, table: "preferences")
        // Filled once, when the mailbox is made: a mailbox emptied later is not filled again.
        let facts = try SQLiteStore<String, Bool>(database: database, table: "mailbox")
        if try facts.entry(for: "filled") == nil {
            if try store.keys().isEmpty {
                let samples = samples()
                try store.save(Dictionary(samples.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }), at: Date())
            }
            try facts.save(["filled": true], at: Date())
        }
    }

    /// The switch setting `id` as it was last left, or nil when it never was.
    ///
    /// ```swift
    /// let push = try mailbox.preference("push") ?? true
    /// ```
    public func preference(_ id: String) throws -> Bool? {
        try preferences.entry(for: id)?.value
    }

    /// Keeps switch setting `id` as `isOn`.
    ///
    /// ```swift
    /// try mailbox.setPreference("sound", to: false)
    /// ```
    public func setPreference(_ id: String, to isOn: Bool) throws {
        try preferences.save([id: isOn], at: Date())
    }

    /// Removes message `id` (nothing when there is none).
    ///
    /// ```swift
    /// try mailbox.remove(42)
    /// ```
    public func remove(_ id: Int) throws {
        try store.removeValue(for: id)
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
