import BenchmarkNative

/// Consumes a resolved (or hand-made) object so that the optimizer cannot drop the work that
/// produced it: the object's address goes to an empty C function whose body Swift cannot see,
/// so the object counts as escaping (no dead-object elimination, no stack promotion).
///
/// Every side of every scenario passes its result through here, so the cost (one direct call)
/// is the same for all of them.
@inline(__always)
func blackHole(_ object: AnyObject) {
    withExtendedLifetime(object) {
        mosaic_black_hole(Unmanaged.passUnretained(object).toOpaque())
    }
}
