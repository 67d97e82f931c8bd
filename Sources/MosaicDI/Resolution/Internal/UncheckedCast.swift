// The read path keeps nodes and cells under erased types and recovers their types without the
// dynamic check a cast costs. Every such recovery goes through one of these functions, which
// check the cast in debug builds (`assert` is compiled out of optimized builds), so that a
// broken invariant traps in the tests instead of reading memory as the wrong type.

/// `object` as a `Target` that it is known to be.
@inlinable @inline(__always)
func uncheckedCast<Target: AnyObject>(_ object: AnyObject, to _: Target.Type) -> Target {
    assert(object is Target, "\(type(of: object)) is not a \(Target.self)")
    return unsafeDowncast(object, to: Target.self)
}

/// `object` as the `T` it is known to be, where `T` is a class: a `T` is then one strong
/// reference, as an `AnyObject` is.
@inlinable @inline(__always)
func uncheckedCast<T>(_ object: AnyObject, toValueOf _: T.Type) -> T {
    assert(T.self is AnyObject.Type && object is T, "\(type(of: object)) is not a \(T.self)")
    return unsafeBitCast(object, to: T.self)
}

extension Unmanaged {
    /// The same reference, to a `Target` that the object is known to be.
    @inlinable @inline(__always)
    func uncheckedCast<Target: AnyObject>(to _: Target.Type) -> Unmanaged<Target> {
        assert(_withUnsafeGuaranteedRef { $0 is Target }, "\(Instance.self) is not a \(Target.self)")
        return Unmanaged<Target>.fromOpaque(toOpaque())
    }
}

/// `value` as the one strong reference it is, where `T` is a class.
@inlinable @inline(__always)
func uncheckedObject<T>(_ value: T) -> AnyObject {
    assert(T.self is AnyObject.Type, "\(T.self) is not a class")
    return unsafeBitCast(value, to: AnyObject.self)
}
