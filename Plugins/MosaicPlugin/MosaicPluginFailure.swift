/// The command failed; it has already said why.
struct MosaicPluginFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "mosaic exited with status \(status)" }
}
