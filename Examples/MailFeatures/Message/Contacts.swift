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
public final class ContactsPresenter: LifecycleObserver {
    private let mailbox: Mailbox
    private var section: SectionReporter?
    /// The contacts, sender first.
    public private(set) var contacts: [Contact] = []
    /// Whether the list is expanded.
    public private(set) var isExpanded = true
    /// The load under way while the service has not answered (tests await it).
    public private(set) var loading: Task<Void, Never>?
    /// Why the contacts could not be loaded, when they could not.
    public private(set) var failure: String?
    /// Called when what is shown changed (the section alone redraws).
    public var onChange: (() -> Void)?

    init(mailbox: Mailbox) { self.mailbox = mailbox }

    /// Shows the contacts of message `id`, reporting to the stack's `section` if there is one.
    ///
    /// ```swift
    /// try contacts.configure(messageID: 42, section: reporter)
    /// ```
    /// A slow service loads them in a task: the section reports `.loading` (its view shows a
    /// placeholder) and redraws itself when they arrive, or shows why they did not.
    public func configure(messageID id: Int, section: SectionReporter?) throws {
        self.section = section
        guard mailbox.service.isAsynchronous else {
            guard let message = try mailbox.message(id) else { throw NoSuchMessage(id: id) }
            show(message)
            return
        }
        section?.report(.loading)
        let source = mailbox
        loading = Task { @MainActor [weak self] in
            do {
                let message = try await source.fetchMessage(id)
                guard let self, !Task.isCancelled else { return }
                loading = nil
                if let message { show(message) } else { fail(NoSuchMessage(id: id)) }
            } catch {
                self?.loading = nil
                self?.fail(error)
            }
        }
    }

    /// Stops a load under way (the message closed).
    public func cancelLoading() {
        loading?.cancel()
        loading = nil
    }

    private func show(_ message: MailMessage) {
        contacts = [Contact(role: "From", name: message.from, address: message.address), .me]
        failure = nil
        section?.report(.ready(expanded: isExpanded))
        onChange?()
    }

    private func fail(_ error: any Error) {
        failure = "The contacts could not be loaded: \(error)"
        section?.report(.failed(String(describing: error)))
        onChange?()
    }

    /// Cancels a load under way when the section closes.
    public func moduleDidClose() {
        cancelLoading()
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
    private let theme: Theme
    /// Made by the container, with the theme of the feature it belongs to.
    public init(mailbox: Mailbox, views: MailViews, theme: Theme) {
        self.theme = theme
        self.mailbox = mailbox
        self.views = views
    }
    /// Assembles the section.
    public func build(_ context: ModuleContext<ContactsSection>) throws -> Assembly<ContactsSection> {
        let presenter = ContactsPresenter(mailbox: mailbox)
        return Assembly(view: theme.styling(views.contacts(presenter)), input: presenter, roles: [presenter])
    }
}
