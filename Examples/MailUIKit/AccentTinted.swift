#if canImport(UIKit)
import Mosaic
import UIKit

/// A mail screen that takes its feature's accent (the theme's `accent` token, `#rrggbb`) as its
/// view's tint, so its buttons and controls carry the feature's colour.
@MainActor
protocol AccentTinted: Themeable {}

extension AccentTinted where Self: UIViewController {
    /// Tints the view with the theme's accent; a theme without a readable accent leaves the
    /// tint to the view's superview.
    func apply(_ theme: Theme) {
        view.tintColor = theme["accent"].flatMap(UIColor.init(hexRGB:))
    }
}

extension UIColor {
    /// The colour written `#rrggbb`, or nil when the text is not that.
    convenience init?(hexRGB text: String) {
        guard text.count == 7, text.first == "#", text.dropFirst().allSatisfy(\.isHexDigit), let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        self.init(
            red: CGFloat((value >> 16) & 0xff) / 255, green: CGFloat((value >> 8) & 0xff) / 255,
            blue: CGFloat(value & 0xff) / 255, alpha: 1)
    }
}
#endif
