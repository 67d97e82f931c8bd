// Follows UIKit.framework/Headers/UIColor.h.
// developer.apple.com/documentation/uikit/uicolor
/// A color. The fake keeps the four components.
@MainActor
open class UIColor {
    /// The components, each from 0 to 1.
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Makes a color from its red, green, blue and opacity, each from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads the components into the given places; true as the color is in an RGB space.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }
}
