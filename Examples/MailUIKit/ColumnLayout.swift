#if canImport(UIKit)
import UIKit

extension UIView {
    /// Lays `rows` out one under the other across the view's width, each `rowHeight` tall (a
    /// hidden row takes no room), and gives `fill` (a table, a scroll view) the height that is
    /// left below them. Called from a controller's `viewDidLayoutSubviews()`, so each screen
    /// fills whatever size the window or its container gives it.
    ///
    /// ```swift
    /// override func viewDidLayoutSubviews() {
    ///     super.viewDidLayoutSubviews()
    ///     view.layOutColumn([settingsButton, writeButton, statusLabel], fill: tableView)
    /// }
    /// ```
    func layOutColumn(_ rows: [UIView], rowHeight: CGFloat = 44, fill: UIView? = nil) {
        var top: CGFloat = 0
        for row in rows where !row.isHidden {
            row.frame = CGRect(x: 0, y: top, width: bounds.width, height: rowHeight)
            top += rowHeight
        }
        fill?.frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }
}
#endif
