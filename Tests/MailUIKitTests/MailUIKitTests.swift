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
        #expect(mail.inbox.presenter.count >= 60)
        #expect(tableView.numberOfRows(inSection: 0) == mail.inbox.presenter.count)
        let visible = mail.visibleRows(tableView)
        #expect(visible == Array(0..<visible.count) && visible.count >= 7)
        for row in visible {
            let view = try #require(mail.rowView(row), "row \(row)")
            let cell = try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)), "row \(row)")
            #expect(view.view.superview?.superview === cell.contentView, "row \(row)")
            #expect(view.subject.text == mail.inbox.presenter.list.items[row].subject)
            #expect(view.stripItems.count == mail.inbox.presenter.list.items[row].attachments.count)
        }
    }

    /// Laid out on an iPhone's screen, each list shows the rows its table has room for: the
    /// rows a person would see, each with its own content.
    @Test func eachListShowsTheRowsAPersonWouldSeeOnAnIPhone() async throws {
        let mail = try MailUIKitFixture()
        func expectedRows(_ tableView: UITableView, count: Int) -> [Int] {
            let room = Int((tableView.bounds.height / tableView.effectiveRowHeightForTests).rounded(.up))
            return Array(0..<min(count, room))
        }

        let inbox = mail.inbox.tableView
        #expect(inbox.frame == CGRect(x: 0, y: 88, width: 393, height: 852 - 88))   // below the two bar buttons
        #expect(mail.visibleRows(inbox) == expectedRows(inbox, count: mail.inbox.presenter.count))
        #expect(mail.visibleRowsSitInTheirCells())

        tap(mail.inbox.settingsButton)
        let settings = try #require(mail.navigation.topViewController as? SettingsViewController)
        await settings.presenter.loading?.value
        runLoop(mail.window)
        #expect(settings.tableView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let rows = settings.presenter.list.rows
        #expect(mail.visibleRows(settings.tableView) == expectedRows(settings.tableView, count: rows.count))
        for row in mail.visibleRows(settings.tableView) {
            let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? SettingCell)
            #expect(cell.titleLabel.text?.isEmpty == false, "row \(row)")
        }
        UIKitShim.swipeBack(on: mail.navigation)

        try mail.openRow(0)
        let message = try #require(mail.navigation.topViewController as? MessageViewController)
        tap(try #require(message.child(MessageHeaderViewController.self)).senderButton)
        let posts = try #require(mail.navigation.topViewController as? SenderPostsViewController)
        runLoop(mail.window)
        #expect(posts.tableView.frame.minY == 220 && posts.tableView.frame.height == 852 - 220)
        #expect(mail.visibleRows(posts.tableView) == expectedRows(posts.tableView, count: posts.presenter.posts.count))
        for row in mail.visibleRows(posts.tableView) {
            let cell = try #require(posts.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? TitleDetailCell)
            #expect(cell.titleLabel.text == posts.presenter.posts[row].title)
        }
    }

    @Test func rowsStayInTheirCellsThroughJumpsAndBack() throws {
        let mail = try MailUIKitFixture()
        let tableView = mail.inbox.tableView
        for top in [0, 30, 5, 50, 0, 3, 45, 2] {
            UIKitShim.scroll(tableView, toRow: top)
            #expect(mail.visibleRows(tableView).first == top, "\(top)")
            #expect(mail.visibleRowsSitInTheirCells(), "\(top)")
        }
    }

    @Test func aRowsStripOffsetComesBackAfterScrollingAwayAndBack() throws {
        let mail = try MailUIKitFixture()
        let tableView = mail.inbox.tableView
        let shown = mail.visibleRows(tableView)
        let row = try #require(shown.first { !mail.inbox.presenter.list.items[$0].attachments.isEmpty })
        let strip = try #require(mail.rowView(row))
        strip.strip.contentOffset = CGPoint(x: 120, y: 0)
        strip.stripDidScroll()

        for top in 1...40 { UIKitShim.scroll(tableView, toRow: top) }
        #expect(mail.rowView(row) == nil || mail.rowView(row)?.presenter.item?.id != mail.inbox.presenter.list.items[row].id)
        for top in stride(from: 39, through: 0, by: -1) { UIKitShim.scroll(tableView, toRow: top) }

        let back = try #require(mail.rowView(row))
        #expect(back.presenter.item?.id == mail.inbox.presenter.list.items[row].id)
        #expect(back.strip.contentOffset == CGPoint(x: 120, y: 0))
        let other = try #require(shown.first { $0 != row && !mail.inbox.presenter.list.items[$0].attachments.isEmpty })
        #expect(mail.rowView(other)?.strip.contentOffset == .zero)
    }

    @Test func tappingARowOpensTheMessageAsAScrollStackAndSwipingBackReturns() throws {
        let mail = try MailUIKitFixture()
        let items = mail.inbox.presenter.list.items
        let index = try #require(mail.visibleRows(mail.inbox.tableView).first { items[$0].isUnread && !items[$0].attachments.isEmpty })
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

/// What UIKit does between two touches of a person: the running animations end and the window
/// lays out (tables make the cells of the rows on screen).
@MainActor func runLoop(_ window: UIWindow?) {
    UIKitShim.finishTransitions()
    window?.layoutIfNeeded()
}

/// Taps `button` as a person would (UIKit sends `.touchUpInside`, then
/// `.primaryActionTriggered`), with the run loop turning before and after.
@MainActor func tap(_ button: UIButton) {
    let window = button.window
    runLoop(window)
    UIKitShim.tap(button)
    runLoop(window)
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

extension UITableView {
    /// The height the shim gives each row (the table's `rowHeight`, 44 points when automatic).
    var effectiveRowHeightForTests: CGFloat { rowHeight > 0 ? rowHeight : 44 }
}
