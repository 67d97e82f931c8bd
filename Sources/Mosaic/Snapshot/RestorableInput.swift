import Foundation

/// An Input that keeps its state across a snapshot: ``ModuleTree/snapshot(restorableBy:)`` asks
/// it for ``restorationState`` and ``ModuleTree/restore(_:routes:)`` hands that state back to a
/// freshly built module, in place of the configuration its opener gave it.
///
/// Keep in the state what the module needs to show the same thing again — ids, not models (the
/// module reads its models again, as it did when first opened): a message's id, whether a
/// section is expanded, the text of a draft. Modules whose Input does not adopt the protocol are
/// reopened unconfigured.
///
/// ```swift
/// extension MessagePresenter: RestorableInput {
///     public struct RestorationState: Codable { var messageID: Int }
///     public var restorationState: RestorationState? { messageID.map { RestorationState(messageID: $0) } }
///     public func restore(from state: RestorationState) throws { try configure(messageID: state.messageID) }
/// }
/// ```
@MainActor
public protocol RestorableInput {
    /// What the module keeps: a small `Codable` value, written as JSON.
    associatedtype RestorationState: Codable

    /// The state to keep now; nil when there is nothing worth keeping yet (the module is then
    /// reopened unconfigured).
    var restorationState: RestorationState? { get }

    /// Shows `state` again. Called while the module is being built, where an opener would
    /// configure it; throwing refuses the restore, which then leaves nothing behind.
    func restore(from state: RestorationState) throws
}

extension RestorableInput {
    /// The state as JSON text, or nil when there is none.
    func encodedRestorationState() throws -> String? {
        guard let state = restorationState else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys   // one state, one text: snapshots compare equal
        let data = try encoder.encode(state)
        return String(decoding: data, as: UTF8.self)
    }

    /// Decodes `text` as this Input's state and restores it; a state that does not decode is a
    /// ``StateFailure/doesNotDecode(_:)``.
    func restore(fromJSON text: String) throws {
        let state: RestorationState
        do { state = try Self.decodeState(text) } catch { throw StateFailure.doesNotDecode(error) }
        try restore(from: state)
    }

    /// Decodes `text` as this Input's state, without touching any module.
    static func decodeState(_ text: String) throws -> RestorationState {
        try JSONDecoder().decode(RestorationState.self, from: Data(text.utf8))
    }
}
