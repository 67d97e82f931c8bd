// developer.apple.com/documentation/uikit/uitableviewcell
/// A row of a table view.
@MainActor
open class UITableViewCell: UIView {
    /// The styles of the standard cells.
    public enum CellStyle: Int, Sendable {
        /// A label on the left.
        case `default`
        /// A label on the left, a detail label on the right.
        case value1
        /// A detail label beside a small title.
        case value2
        /// A label above a subtitle.
        case subtitle
    }

    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The view a cell's content goes into.
    public let contentView = UIView()

    /// Makes a cell. `required` here (UIKit's is not), so the fake table can make registered
    /// classes from their type, as UIKit does through the Objective-C runtime.
    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Makes a cell from an archive.
    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Called before the table hands the cell out again.
    open func prepareForReuse() {}
}
