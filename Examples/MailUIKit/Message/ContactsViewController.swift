#if canImport(UIKit)
import MailFeatures
import Mosaic
import MosaicUIKit
import UIKit

/// A message's contacts section on iOS: "Contacts (2) ▾" and, expanded, one line per contact;
/// tapping the heading collapses or expands this section alone. While a slow service loads
/// them it says so; when it fails, why.
@MainActor
final class ContactsViewController: UIViewController, UIKitModuleView, AccentTinted {
    let presenter: ContactsPresenter
    let heading = UILabel()
    let list = UILabel()
    let status = UILabel()
    /// The heading as a button: tapping it collapses or expands the section.
    private(set) lazy var headingButton = UIButton.wrapping([heading]) { [weak self] in self?.toggle() }

    init(presenter: ContactsPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        list.numberOfLines = 0
        status.numberOfLines = 0
        for subview in [headingButton, list, status] { view.addSubview(subview) }
        presenter.onChange = { [weak self] in self?.render() }
        render()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The heading, then the list and its status.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.layOutColumn([headingButton, list, status])
    }

    /// The heading was tapped.
    func toggle() {
        presenter.toggle()
    }

    private func render() {
        heading.text = "Contacts (\(presenter.contacts.count)) " + (presenter.isExpanded ? "▾" : "▸")
        list.text = presenter.contacts.map { "\($0.role): \($0.name) <\($0.address)>" }.joined(separator: "\n")
        list.isHidden = !presenter.isExpanded || presenter.contacts.isEmpty
        status.text = presenter.failure ?? (presenter.loading != nil ? "Loading contacts…" : nil)
        status.isHidden = status.text == nil
    }
}
#endif
