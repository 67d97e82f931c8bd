/// The instance `value` holds, if it holds one of a class (directly, through a protocol of
/// objects, or through a protocol that values may meet too); nil for a value.
///
/// Speed: compiled where `T` is known, so an Input needs no `Any` made, copied and destroyed
/// to be kept, and no dynamic cast: the answer is read from `T`'s metadata and the reference
/// from the value's first word. Safe: a metadata record starts with its kind (a class's is 0,
/// or above 0x7FF where it is an Objective-C isa), and an existential's record follows it with
/// flags whose top bit is clear only for a class-bound protocol; a class reference, and a
/// class-bound existential (the reference, then its witness tables), start with the reference
/// (all of this is Swift's stable ABI; the load retains the reference like any copy).
/// Any other type takes the general path (the runtime's dynamic-type lookup).
@inlinable
func objectHeld<T>(by value: T) -> AnyObject? {
    guard isObjectType(T.self) else { return dynamicObject(in: value) }
    return withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: AnyObject.self) }
}

/// The instance `value` holds, if its dynamic type is a class.
@usableFromInline
func dynamicObject(in value: Any) -> AnyObject? {
    type(of: value) is AnyClass ? value as AnyObject : nil
}

/// Whether values of `type` are object references (a class, or a protocol of objects): see
/// ``objectHeld(by:)``.
@usableFromInline
func isObjectType(_ type: Any.Type) -> Bool {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: UInt.self)
    if kind == 0 || kind > 0x7FF { return true }
    guard kind == 0x303 else { return false }
    let flags = metadata.load(fromByteOffset: MemoryLayout<UInt>.stride, as: UInt32.self)
    return flags & 0x8000_0000 == 0
}
