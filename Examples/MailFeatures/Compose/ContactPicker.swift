import Mosaic
import MosaicDI

/// A modal list of contacts that hands back the one picked (or nothing, when cancelled):
/// `let contact = try await scope.ui.present(ContactPickerModule.self, style: .modal)`.
public enum ContactPickerModule: Module {
    /// The picker's presenter.
    public typealias Input = ContactPickerPresenter
    /// The contact picked.
    public typealias Result = Contact
}

/// Lists the mailbox's senders and closes with the one picked.
@MainActor
public final class ContactPickerPresenter {
    /// The picker's router.
    public let router: Router<ContactPickerModule>
    /// The contacts, by name.
    public let contacts: [Contact]

    init(router: Router<ContactPickerModule>, mailbox: Mailbox) throws {
        self.router = router
        var seen = Set<String>()
        contacts = try mailbox.messages()
            .compactMap { message in
                seen.insert(message.address).inserted ? Contact(role: "To", name: message.from, address: message.address) : nil
            }
            .sorted { $0.name < $1.name }
    }

    /// Picks contact `index` (its place in ``contacts``); out of range is an error naming it.
    ///
    /// ```swift
    /// try picker.pick(0)
    /// ```
    public func pick(_ index: Int) throws {
        guard contacts.indices.contains(index) else { throw NoSuchContact(index: index, count: contacts.count) }
        try router.close(returning: contacts[index])
    }

    /// Closes without picking anyone.
    ///
    /// ```swift
    /// try picker.cancel()
    /// ```
    public func cancel() throws {
        try router.close()
    }
}

/// A contact index that is not in the list.
public struct NoSuchContact: Error, CustomStringConvertible {
    /// The index asked for.
    public let index: Int
    /// How many contacts there are.
    public let count: Int
    /// `no contact 9 (there are 6)`.
    public var description: String { "no contact \(index) (there are \(count))" }
}

/// Builds the contact picker.
@MainActor
public final class ContactPickerBuilder: ModuleBuilder {
    private let mailbox: Mailbox
    private let views: MailViews
    private let theme: Theme
    /// Made by the container, with the theme of the feature it belongs to.
    public init(mailbox: Mailbox, views: MailViews, theme: Theme) {
        self.theme = theme
        self.mailbox = mailbox
        self.views = views
    }
    /// Assembles the picker.
    public func build(_ context: ModuleContext<ContactPickerModule>) throws -> Assembly<ContactPickerModule> {
        let presenter = try ContactPickerPresenter(router: context.router, mailbox: mailbox)
        return Assembly(view: theme.styling(views.contactPicker(presenter)), input: presenter)
    }
}
