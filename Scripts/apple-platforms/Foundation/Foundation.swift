// Stand-in for the part of Apple's Foundation that Mosaic's Apple targets use, so that they can
// be type-checked for Apple triples without Apple's SDK (Scripts/check-apple-platforms.sh).
//
// Every declaration has the signature and the availability Apple documents for it, with the
// page it was read from; none of it runs (bodies only satisfy the compiler). A use of Foundation
// that is not declared here fails the check: add it the same way, from its documentation page.
// Declarations Apple documents as available on every OS version Swift supports carry no
// `@available`, as an older floor changes nothing for the check.
//
// Like Apple's, this module re-exports Darwin and CoreGraphics.

@_exported import CoreGraphics
@_exported import Darwin

/// Bodies of the stand-in: never called, as nothing built with this module runs.
@usableFromInline
func standIn<T>() -> T {
    fatalError("a stand-in for type-checking; it does not run")
}
