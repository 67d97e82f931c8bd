// Follows UIKit.framework/Headers/UITableViewCell.h.
// developer.apple.com/documentation/uikit/uitableviewcell
/// A row of a table view. As in UIKit, `init(style:reuseIdentifier:)` and `init?(coder:)` are
/// its designated initializers and only the second is required.
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
    open private(set) var reuseIdentifier: String?
    /// The view a cell's content goes into; it fills the cell.
    open private(set) var contentView = UIView()

    /// Makes a cell of `style`, reused under `reuseIdentifier`.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addContentView()
    }

    /// Makes a cell from an archive.
    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        super.init(coder: coder)
        addContentView()
    }

    /// Shim only, not in Apple's UIKit: how the fake table makes a cell of a registered class,
    /// which UIKit does through the Objective-C runtime with `init(style:reuseIdentifier:)`.
    /// A subclass inherits it when it overrides both designated initializers or neither, which
    /// is also when UIKit can make it; it calls the subclass's `init(style:reuseIdentifier:)`.
    public required convenience init(shimDequeuedWith reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Called before the table hands the cell out again.
    open func prepareForReuse() {}
}
