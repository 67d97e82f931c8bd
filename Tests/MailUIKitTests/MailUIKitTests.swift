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
    private func started() throws -> (UIWindow, MailUIKitApp, UINavigationController, InboxViewController) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-uikit-\(UUID().uuidString)").path
        let window = UIWindow()
        let app = try MailUIKitApp(window: window, mailbox: try Mailbox(directory: directory, sampleCount: 30))
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let inbox = try #require(navigation.topViewController as? InboxViewController)
        return (window, app, navigation, inbox)
    }

    @Test func theInboxListsTheMailbox() throws {
        let (_, _, _, inbox) = try started()
        inbox.loadViewIfNeeded()
        #expect(inbox.tableView.numberOfRows(inSection: 0) == inbox.presenter.rows.count)
        #expect(inbox.presenter.rows.count >= 30)
        let first = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
        #expect(first.subject.text?.hasPrefix(inbox.presenter.rows[0].subject) == true)
    }

    @Test func tappingAMessageOpensItWithItsAttachmentsAndSwipingBackReturns() throws {
        let (window, app, navigation, inbox) = try started()
        inbox.loadViewIfNeeded()
        let index = try #require(inbox.presenter.rows.firstIndex { $0.attachmentCount > 0 && $0.isUnread })
        UIKitShim.tap(inbox.tableView, rowAt: IndexPath(row: index, section: 0))
        let message = try #require(navigation.topViewController as? MessageViewController)
        #expect(message.subject.text == message.presenter.message?.subject)
        let attachments = try #require(message.children.first as? AttachmentsViewController)
        #expect(attachments.view.superview === message.attachments)
        #expect(app.tree.openModules.map(\.name) == ["InboxModule", "MessageModule", "AttachmentsSection"])

        UIKitShim.swipeBack(on: navigation)
        #expect(app.tree.openModules.map(\.name) == ["InboxModule"])
        #expect(inbox.presenter.rows[index].isUnread == false)   // read now, shown again
        _ = window
    }

    @Test func aSettingsSwitchChangesOnlyItsRow() async throws {
        let (_, app, navigation, inbox) = try started()
        try inbox.presenter.openSettings()
        let settings = try #require(navigation.topViewController as? SettingsViewController)
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
        _ = app
    }
}
