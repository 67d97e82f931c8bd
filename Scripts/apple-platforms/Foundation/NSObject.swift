// Objective-C's root class and protocol, which Foundation re-exports on Apple platforms. Here they
// are Swift declarations: the check runs without Objective-C interoperability (Scripts/
// check-apple-platforms.sh says so in its output), so `@objc` rules are not checked.

// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
public protocol NSObjectProtocol: AnyObject {
    func isEqual(_ object: Any?) -> Bool
    var hash: Int { get }
    var description: String { get }
}

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
open class NSObject: NSObjectProtocol, Hashable, CustomStringConvertible {
    public init() {}
    open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
    open var hash: Int { ObjectIdentifier(self).hashValue }
    open var description: String { "<\(type(of: self))>" }
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

// https://developer.apple.com/documentation/foundation/nscoder
open class NSCoder: NSObject {}

// https://developer.apple.com/documentation/foundation/bundle
open class Bundle: NSObject, @unchecked Sendable {
    // @unchecked: Apple documents Bundle as safe to use from any thread.
    // https://developer.apple.com/documentation/foundation/bundle/main
    open class var main: Bundle { standIn() }
}
