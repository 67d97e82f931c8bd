// Follows UIKit.framework/Headers/UITableView.h (UITableViewDataSource).
// developer.apple.com/documentation/uikit/uitableviewdatasource
/// Tells a table view how many rows it has and makes their cells.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually dequeued from the table.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (optional in UIKit: 1).
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    /// Optional in UIKit: one section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
