// Follows UIKit.framework/Headers/UITableView.h (UITableViewDelegate).
// developer.apple.com/documentation/uikit/uitableviewdelegate
/// Told when rows come on and go off screen, and when the user taps one. Every method is optional, as in UIKit.
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    /// The row at `indexPath` is about to come on screen in `cell`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The row at `indexPath` went off screen (or was deleted); `cell` no longer shows it.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The user tapped the row at `indexPath`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// Optional in UIKit.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Optional in UIKit.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Optional in UIKit.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
