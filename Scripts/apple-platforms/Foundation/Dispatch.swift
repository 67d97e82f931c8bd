// Foundation re-exports Dispatch on Apple platforms; the declarations Mosaic uses of it.

// https://developer.apple.com/documentation/dispatch/dispatchtime
public struct DispatchTime: Comparable, Sendable {
    // https://developer.apple.com/documentation/dispatch/dispatchtime/uptimenanoseconds
    public let uptimeNanoseconds: UInt64

    // https://developer.apple.com/documentation/dispatch/dispatchtime/now()
    public static func now() -> DispatchTime { standIn() }

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.uptimeNanoseconds < rhs.uptimeNanoseconds }
}
