import BenchmarkNative

/// Consumes a resolved (or hand-made) object so that the optimizer cannot drop the work that
/// produced it: the object's address goes to an empty C function whose body Swift cannot see,
/// so the object counts as escaping (no dead-object elimination, no stack promotion), and the
/// object is kept alive until that call has happened.
///
/// Every side of every scenario passes its results through here, so the cost (one direct call
/// into C) is the same for all of them.
@inline(__always)
func blackHole(_ object: AnyObject) {
    mosaic_black_hole(Unmanaged.passUnretained(object).toOpaque())
    // `withExtendedLifetime` would do the same, but it is not always inlined (it is generic
    // over typed throws) and then adds a call and a closure context per operation.
    _fixLifetime(object)
}
