// Stand-in for the geometry types of Apple's CoreGraphics that Mosaic's UIKit targets use
// (Foundation re-exports it on Apple platforms, as it does here). Named CoreGraphics so that the
// compiler converts between CGFloat and Double implicitly, as it does with Apple's.
// Only what is used is declared; a use of anything else fails the check: add it from its page.

// https://developer.apple.com/documentation/corefoundation/cgfloat
@frozen
public struct CGFloat: Hashable, Comparable, Codable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    /// The value, a `Double` on 64-bit Apple platforms.
    public var native: Double

    public init() { native = 0 }
    public init(_ value: Double) { native = value }
    public init(_ value: Float) { native = Double(value) }
    public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }
    public init(_ value: CGFloat) { native = value.native }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }

    public var description: String { native.description }
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
    public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
    public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
    public static prefix func - (value: CGFloat) -> CGFloat { CGFloat(-value.native) }
    public var isFinite: Bool { native.isFinite }
    public var isNaN: Bool { native.isNaN }
    public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
    public static var infinity: CGFloat { CGFloat(Double.infinity) }
    public func rounded(_ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> CGFloat {
        CGFloat(native.rounded(rule))
    }
}

extension Double {
    // https://developer.apple.com/documentation/swift/double/init(_:)-5h7qm
    public init(_ value: CGFloat) { self = value.native }
}

extension Int {
    // https://developer.apple.com/documentation/swift/int/init(_:)-2ibd0
    public init(_ value: CGFloat) { self.init(value.native) }
}

// https://developer.apple.com/documentation/corefoundation/cgpoint
public struct CGPoint: Hashable, Codable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = CGFloat(x); self.y = CGFloat(y) }
    public init(x: Int, y: Int) { self.x = CGFloat(x); self.y = CGFloat(y) }
    public static var zero: CGPoint { CGPoint() }
}

// https://developer.apple.com/documentation/corefoundation/cgsize
public struct CGSize: Hashable, Codable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init() { width = 0; height = 0 }
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    public init(width: Double, height: Double) { self.width = CGFloat(width); self.height = CGFloat(height) }
    public init(width: Int, height: Int) { self.width = CGFloat(width); self.height = CGFloat(height) }
    public static var zero: CGSize { CGSize() }
}

// https://developer.apple.com/documentation/corefoundation/cgrect
public struct CGRect: Hashable, Codable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init() { origin = .zero; size = .zero }
    public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    public init(x: Int, y: Int, width: Int, height: Int) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    public static var zero: CGRect { CGRect() }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var maxX: CGFloat { origin.x + size.width }
    public var maxY: CGFloat { origin.y + size.height }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    public func intersects(_ rect: CGRect) -> Bool {
        minX < rect.maxX && rect.minX < maxX && minY < rect.maxY && rect.minY < maxY
    }
    public func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
