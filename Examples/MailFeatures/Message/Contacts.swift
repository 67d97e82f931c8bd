import Mosaic
import MosaicDI

/// A person on a message: who sent it or received it.
public struct Contact: Sendable, Equatable, Identifiable {
    /// The address (what identifies a contact).
    public var id: String { address }
    /// The role on the message: `From`, `To`.
    public let role: String
    /// The name.
    public let name: String
    /// The address.
    public let address: String

    /// Describes a contact.
    ///
    /// ```swift
    /// let ada = Contact(role: "From", name: "Ada Lovelace", address: "ada@example.org")
    /// ```
    public init(role: String, name: String, address: String) {
        self.role = role
        self.name = name
        self.address = address
    }

    /// The mailbox's owner, who receives every message.
    public static let me = Contact(role: "To", name: "You", address: "me@example.org")
}

/// A message's contacts section: sender and recipients, collapsible.
public enum ContactsSection: Module {
    /// The section's presenter.
    public typealias Input = ContactsPresenter
}

/// Loads a message's contacts and keeps whether the list is expanded.
@MainActor
public final class ContactsPresenter {
    private let mailbox: Mailbox
    private var section: SectionReporter?
    /// The contacts, sender first.
    public private(set) var contacts: [Contact] = []
    /// Whether the list is expanded.
    public private(set) var isExpanded = true
    /// Called when what is shown changed (the section alone redraws).
    public var onChange: (() -> Void)?

    init(mailbox: Mailbox) { self.mailbox = mailbox }

    /// Shows the contacts of message `id`, reporting to the stack's `section` if there is one.
    ///
    /// ```swift
    /// try contacts.configure(messageID: 42, section: reporter)
    /// ```
    public func configure(messageID id: Int, section: SectionReporter?) throws {
        guard let message = try mailbox.message(id) else { throw NoSuchMessage(id: id) }
        self.section = section
        contacts = [Contact(role: "From", name: message.from, address: message.address), .me]
        section?.report(.ready(expanded: isExpanded))
    }

    /// Collapses or expands the list.
    ///
    /// ```swift
    /// contacts.toggle()
    /// ```
    public func toggle() {
        isExpanded.toggle()
        section?.report(.ready(expanded: isExpanded))
        onChange?()
    }
}

/// Builds a contacts section.
@MainActor
public final class ContactsBuilder: ModuleBuilder {
    private let mailbox: Mailbox
    private let views: MailViews
    /// Made by the container.
    public init(mailbox: Mailbox, views: MailViews) {
        self.mailbox = mailbox
        self.views = views
    }
    /// Assembles the section.
    public func build(_ context: ModuleContext<ContactsSection>) throws -> Assembly<ContactsSection> {
        let presenter = ContactsPresenter(mailbox: mailbox)
        return Assembly(view: views.contacts(presenter), input: presenter)
    }
}
