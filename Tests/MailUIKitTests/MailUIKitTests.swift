import Foundation
import MailFeatures
@testable import MailUIKit
import Mosaic
import Testing
import UIKit

/// The mail app's UIKit screens, driven as a user would on the UIKit shim.
@MainActor
@Suite("Mail app on UIKit")
struct MailUIKitTests {
    @Test func theInboxShowsRowModulesInReusedCells() throws {
        let mail = try MailUIKitFixture()
        let tableView = mail.inbox.tableView
        UIKitShim.scroll(tableView, toShow: 0..<10)
        #expect(mail.inbox.presenter.count >= 60)
        #expect(tableView.numberOfRows(inSection: 0) == mail.inbox.presenter.count)
        for row in 0..<10 {
            let view = try #require(mail.rowView(row), "row \(row)")
            let cell = try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)), "row \(row)")
            #expect(view.view.superview?.superview === cell.contentView, "row \(row)")
            #expect(view.subject.text == mail.inbox.presenter.list.items[row].subject)
            #expect(view.stripItems.count == mail.inbox.presenter.list.items[row].attachments.count)
        }
        #expect(tableView.inconsistencies.isEmpty)
    }

    @Test func rowsStayInTheirCellsThroughJumpsAndBack() throws {
        let mail = try MailUIKitFixture()
        let tableView = mail.inbox.tableView
        for window in [0..<10, 30..<40, 5..<15, 50..<60, 0..<10, 3..<13, 45..<55, 2..<12] {
            UIKitShim.scroll(tableView, toShow: window)
            #expect(mail.visibleRowsSitInTheirCells(), "\(window)")
        }
        #expect(tableView.inconsistencies.isEmpty)
    }

    @Test func aRowsStripOffsetComesBackAfterScrollingAwayAndBack() throws {
        let mail = try MailUIKitFixture()
        let tableView = mail.inbox.tableView
        UIKitShim.scroll(tableView, toShow: 0..<10)
        let row = try #require((0..<10).first { !mail.inbox.presenter.list.items[$0].attachments.isEmpty })
        let strip = try #require(mail.rowView(row))
        strip.strip.contentOffset = CGPoint(x: 120, y: 0)
        strip.stripDidScroll()

        for top in 1...40 { UIKitShim.scroll(tableView, toShow: top..<(top + 10)) }
        #expect(mail.rowView(row) == nil || mail.rowView(row)?.presenter.item?.id != mail.inbox.presenter.list.items[row].id)
        for top in stride(from: 39, through: 0, by: -1) { UIKitShim.scroll(tableView, toShow: top..<(top + 10)) }

        let back = try #require(mail.rowView(row))
        #expect(back.presenter.item?.id == mail.inbox.presenter.list.items[row].id)
        #expect(back.strip.contentOffset == CGPoint(x: 120, y: 0))
        let other = try #require((0..<10).first { $0 != row && !mail.inbox.presenter.list.items[$0].attachments.isEmpty })
        #expect(mail.rowView(other)?.strip.contentOffset == .zero)
        #expect(tableView.inconsistencies.isEmpty)
    }

    @Test func tappingARowOpensTheMessageAsAScrollStackAndSwipingBackReturns() throws {
        let mail = try MailUIKitFixture()
        UIKitShim.scroll(mail.inbox.tableView, toShow: 0..<10)
        let items = mail.inbox.presenter.list.items
        let index = try #require((0..<10).first { items[$0].isUnread && !items[$0].attachments.isEmpty })
        tap(try #require(mail.rowView(index)).summary)

        let message = try #require(mail.navigation.topViewController as? MessageViewController)
        #expect(mail.screens == ["InboxModule", "MessageModule"])
        let header = try #require(message.child(MessageHeaderViewController.self))
        #expect(header.subject.text == items[index].subject)
        #expect(header.view.superview === message.sections.containerView(forSlot: "header"))
        for (slot, kind) in [("contacts", ContactsViewController.self), ("attachments", AttachmentsViewController.self), ("body", MessageBodyViewController.self)] as [(String, UIViewController.Type)] {
            let section = try #require(message.children.first { ObjectIdentifier(Swift.type(of: $0)) == ObjectIdentifier(kind) }, "\(slot)")
            #expect(section.view.superview === message.sections.containerView(forSlot: slot), "\(slot)")
        }
        #expect(message.sections.stackView.arrangedSubviews.count == 4)
        #expect(message.failuresLabel.isHidden)
        #expect(try #require(message.child(MessageBodyViewController.self)).blocks.arrangedSubviews.isEmpty == false)

        UIKitShim.swipeBack(on: mail.navigation)
        #expect(mail.screens == ["InboxModule"])
        #expect(mail.inbox.presenter.list.items[index].isUnread == false)
    }

    @Test func contactsAndAttachmentsCollapseOnTheirOwn() throws {
        let mail = try MailUIKitFixture()
        let items = mail.inbox.presenter.list.items
        let index = try #require(items.indices.first { items[$0].attachments.count == 2 })
        try mail.openRow(index)
        let message = try #require(mail.navigation.topViewController as? MessageViewController)
        let contacts = try #require(message.child(ContactsViewController.self))
        let attachments = try #require(message.child(AttachmentsViewController.self))
        #expect(contacts.list.isHidden == false)
        #expect(contacts.list.text?.contains(items[index].from) == true)

        tap(contacts.headingButton)
        #expect(contacts.list.isHidden)
        #expect(contacts.heading.text == "Contacts (2) ▸")
        #expect(message.sections.containerView(forSlot: "contacts")?.isHidden == false)   // collapsed, not gone
        #expect(attachments.images.isHidden == false && attachments.documents.isHidden == false)

        tap(attachments.headingButton)
        #expect(attachments.images.isHidden && attachments.documents.isHidden)
        tap(contacts.headingButton)
        #expect(contacts.list.isHidden == false)
        #expect(attachments.images.isHidden)
    }

    @Test func aMessageWithoutAttachmentsHidesOnlyThatSection() throws {
        let mail = try MailUIKitFixture()
        let index = try #require(mail.inbox.presenter.list.items.indices.first { mail.inbox.presenter.list.items[$0].attachments.isEmpty })
        try mail.openRow(index)
        let message = try #require(mail.navigation.topViewController as? MessageViewController)
        #expect(message.sections.containerView(forSlot: "attachments")?.isHidden == true)
        for slot in ["header", "contacts", "body"] {
            #expect(message.sections.containerView(forSlot: slot)?.isHidden == false, "\(slot)")
        }
    }

    @Test func theSenderOpensTheirPostsWithAProfileHeader() throws {
        let mail = try MailUIKitFixture()
        try mail.openRow(0)
        let message = try #require(mail.navigation.topViewController as? MessageViewController)
        tap(try #require(message.child(MessageHeaderViewController.self)).senderButton)

        let posts = try #require(mail.navigation.topViewController as? SenderPostsViewController)
        posts.loadViewIfNeeded()
        let profile = try #require(posts.child(ProfileHeaderViewController.self))
        #expect(profile.view.superview === posts.profile)
        #expect(profile.name.text == mail.inbox.presenter.list.items[0].from)
        #expect(profile.count.text?.hasSuffix(posts.presenter.posts.count == 1 ? "post" : "posts") == true)
        #expect(posts.tableView.numberOfRows(inSection: 0) == posts.presenter.posts.count)
        let first = try #require(posts.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TitleDetailCell)
        #expect(first.titleLabel.text == posts.presenter.posts[0].title)

        UIKitShim.tap(posts.tableView, rowAt: IndexPath(row: 0, section: 0))
        #expect(mail.navigation.topViewController is MessageViewController)
        #expect(mail.screens == ["InboxModule", "MessageModule", "SenderPostsModule", "MessageModule"])
    }

    @Test func composePicksARecipientFromTheSheetAndDiscardLeavesTheInbox() async throws {
        let mail = try MailUIKitFixture()
        tap(mail.inbox.writeButton)
        #expect(await mail.settle { mail.navigation.topViewController is ComposeViewController })
        let compose = try #require(mail.navigation.topViewController as? ComposeViewController)
        type("Plans", into: compose.subject)
        type("Hi", into: compose.body)
        #expect(await mail.settle { compose.presenter.draft.subject == "Plans" && compose.presenter.draft.body == "Hi" })
        tap(compose.sendButton)
        #expect(await mail.settle { compose.problem.isHidden == false })
        #expect(compose.problem.text == "Pick a recipient before sending.")

        tap(compose.recipientButton)
        #expect(await mail.settle { mail.front is ContactPickerViewController })
        let picker = try #require(mail.front as? ContactPickerViewController)
        picker.loadViewIfNeeded()
        #expect(picker.tableView.numberOfRows(inSection: 0) == picker.presenter.contacts.count)
        let chosen = try #require(picker.presenter.contacts.first)
        UIKitShim.tap(picker.tableView, rowAt: IndexPath(row: 0, section: 0))
        #expect(await mail.settle { compose.to.text == "To: \(chosen.name) <\(chosen.address)>" })
        #expect(mail.front === compose)
        #expect(compose.subject.text == "Plans")   // what was typed is kept
        #expect(compose.body.text == "Hi")

        tap(compose.discardButton)
        #expect(await mail.settle { mail.inbox.presenter.writing?.outcome != nil })
        let discarded = if case .success(.discarded)? = mail.inbox.presenter.writing?.outcome { true } else { false }
        #expect(discarded)
        #expect(mail.navigation.topViewController === mail.inbox)
        #expect(mail.screens == ["InboxModule"])
    }

    @Test func aSettingsSwitchChangesOnlyItsRow() async throws {
        let mail = try MailUIKitFixture()
        tap(mail.inbox.settingsButton)
        let settings = try #require(mail.navigation.topViewController as? SettingsViewController)
        await settings.presenter.loading?.value
        let rows = settings.presenter.list.rows
        let push = try #require(rows.firstIndex { if case .cell(_, let model as SwitchSetting) = $0 { model.id == "push" } else { false } })
        let before = (0..<rows.count).map { settings.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
        UIKitShim.tap(settings.tableView, rowAt: IndexPath(row: push, section: 0))
        let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: push, section: 0)) as? SettingCell)
        #expect(cell.valueLabel.text == "Off")
        for row in 0..<rows.count where row != push {
            #expect(settings.tableView.cellForRow(at: IndexPath(row: row, section: 0)) === before[row])
        }
        #expect(settings.tableView.inconsistencies.isEmpty)
    }
}

extension MailUIKitTests {
    /// The red, green and blue of `color` as 0–255 values.
    private static func rgb(_ color: UIColor?) -> [Int]? {
        guard let color else { return nil }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        return [red, green, blue].map { Int(($0 * 255).rounded()) }
    }

    /// `#rrggbb` as 0–255 values.
    private static func rgb(_ hex: String?) -> [Int]? {
        guard let hex, let value = Int(hex.dropFirst(), radix: 16) else { return nil }
        return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
    }

    @Test func eachScreenIsTintedWithItsFeaturesAccent() async throws {
        let mail = try MailUIKitFixture()
        #expect(Self.rgb(mail.inbox.view.tintColor) == Self.rgb(MailThemes.inbox["accent"]))
        let row = try #require(mail.rowView(0))
        #expect(Self.rgb(row.view.tintColor) == Self.rgb(MailThemes.inbox["accent"]))
        tap(row.summary)
        let message = try #require(mail.navigation.topViewController as? MessageViewController)
        #expect(Self.rgb(message.view.tintColor) == Self.rgb(MailThemes.message["accent"]))
        let header = try #require(message.child(MessageHeaderViewController.self))
        #expect(Self.rgb(header.view.tintColor) == Self.rgb(MailThemes.message["accent"]))
        tap(header.senderButton)
        let posts = try #require(mail.navigation.topViewController as? SenderPostsViewController)
        #expect(Self.rgb(posts.view.tintColor) == Self.rgb(MailThemes.posts["accent"]))
        #expect(Self.rgb(MailThemes.posts["accent"]) != Self.rgb(MailThemes.message["accent"]))
    }

    @Test(arguments: ["#1d5fbf", "#000000", "#FFFFFF"])
    func anAccentWrittenAsHexIsReadAsItsColour(hex: String) throws {
        #expect(Self.rgb(UIColor(hexRGB: hex)) == Self.rgb(hex))
    }

    @Test(arguments: ["", "1d5fbf", "#1d5fb", "#1d5fbfa", "#+d5fbf", "#zzzzzz", "red", "#１２３４５６"])
    func anAccentThatIsNotHexIsNoColour(text: String) {
        #expect(UIColor(hexRGB: text) == nil)
    }
}

/// Taps `button` as a person would: UIKit runs the actions added for the tap.
@MainActor func tap(_ button: UIButton) {
    button.sendActions(for: .touchUpInside)
}

/// Types `text` into `field`, as UIKit reports a person's typing: the text, then the event.
@MainActor func type(_ text: String, into field: UITextField) {
    field.text = text
    field.sendActions(for: .editingChanged)
}

/// Types `text` into `view`, as UIKit reports a person's typing: the text, then the delegate.
@MainActor func type(_ text: String, into view: UITextView) {
    view.text = text
    view.delegate?.textViewDidChange(view)
}
