// Follows UIKit.framework/Headers/UITableView.h (the NSIndexPath row and section additions).
// developer.apple.com/documentation/foundation/indexpath (UIKit additions: row, section)
extension IndexPath {
    /// An index path for `row` in `section` of a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index of the row in its section.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The index of the section.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
