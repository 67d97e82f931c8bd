import Foundation
import MailFeatures
import MailTestSupport
@testable import MailUIKit
import Mosaic
import Testing
import UIKit

/// The mail app started on the UIKit shim with a sample mailbox, and what a test needs to
/// drive it as a user would.
@MainActor
struct MailUIKitFixture {
    let window: UIWindow
    let app: MailUIKitApp
    let navigation: UINavigationController
    let inbox: InboxViewController

    init(sampleCount: Int = 60) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mail-uikit-\(UUID().uuidString)").path
        window = UIWindow(frame: Self.iPhone)
        app = try MailUIKitApp(window: window, mailbox: try Mailbox(directory: directory, samples: MailFixture.messages(count: sampleCount)))
        navigation = try #require(window.rootViewController as? UINavigationController)
        inbox = try #require(navigation.topViewController as? InboxViewController)
        runLoop(window)
    }

    /// The screen of an iPhone 15, in points.
    static let iPhone = CGRect(x: 0, y: 0, width: 393, height: 852)

    /// The screens open (pages, sheets), without the modules embedded in them.
    var screens: [String] {
        app.tree.openModules.filter { if case .embedded = $0.style { false } else { true } }.map(\.name)
    }

    /// The controller on top of whatever is presented over the navigation stack.
    var front: UIViewController? {
        var current: UIViewController = navigation
        while let presented = current.presentedViewController { current = presented }
        return (current as? UINavigationController)?.topViewController ?? current
    }

    /// The row module's view showing row `row` of the inbox, if it is built.
    func rowView(_ row: Int) -> InboxRowViewController? {
        inbox.presenter.list.view(atRow: row) as? InboxRowViewController
    }

    /// Whether every row on screen shows its own message, in its own cell.
    func visibleRowsSitInTheirCells() -> Bool {
        let visible = inbox.tableView.indexPathsForVisibleRows ?? []
        return !visible.isEmpty && visible.allSatisfy { path in
            guard let view = rowView(path.row), let cell = inbox.tableView.cellForRow(at: path) else { return false }
            return view.view.superview?.superview === cell.contentView
                && view.presenter.item?.id == inbox.presenter.list.items[path.row].id
        }
    }

    /// Scrolls the inbox so that row `index` is on screen and taps it.
    func openRow(_ index: Int) throws {
        UIKitShim.scroll(inbox.tableView, toRow: index)
        tap(try #require(rowView(index)).summary)
    }

    /// The rows of `tableView` on screen, first section.
    func visibleRows(_ tableView: UITableView) -> [Int] {
        (tableView.indexPathsForVisibleRows ?? []).map(\.row)
    }

    /// Lets the activities run until `condition` holds (or gives up after many turns).
    func settle(_ condition: @MainActor () -> Bool) async -> Bool {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        return condition()
    }
}

extension UIViewController {
    /// The child view controller of type `T`, if there is one.
    func child<T: UIViewController>(_: T.Type) -> T? {
        children.lazy.compactMap { $0 as? T }.first
    }
}
