import Foundation
import Mosaic

/// A message being written, and once sent, what was sent.
public struct Draft: Identifiable, Sendable, Equatable {
    /// The draft's id.
    public let id: UUID
    /// Who it goes to (none picked yet: nil).
    public var to: Contact?
    /// The subject line.
    public var subject: String
    /// The text.
    public var body: String

    /// An empty draft, perhaps already addressed.
    ///
    /// ```swift
    /// let draft = Draft(to: ada)
    /// ```
    public init(id: UUID = UUID(), to: Contact? = nil, subject: String = "", body: String = "") {
        self.id = id
        self.to = to
        self.subject = subject
        self.body = body
    }
}

/// Where sent messages go: a model context every compose activity writes into through a
/// scratchpad of its own, so a discarded draft leaves nothing here.
///
/// ```swift
/// let outbox = Outbox()
/// print(outbox.sentCount)
/// ```
public final class Outbox: Sendable {
    /// The sent messages, as models.
    public let model: ModelContext

    /// An empty outbox.
    ///
    /// ```swift
    /// builder.register(value: Outbox())
    /// ```
    public init() { model = ModelContext(name: "outbox") }

    /// A draft left unsent when its screen was left (Back), kept for the next time the user
    /// writes without a recipient in mind.
    @MainActor public private(set) var keptDraft: Draft?

    /// Keeps `draft` (replacing a draft kept before).
    ///
    /// ```swift
    /// outbox.keep(draft)
    /// ```
    @MainActor public func keep(_ draft: Draft) { keptDraft = draft }

    /// The kept draft, no longer kept (nil when there is none).
    ///
    /// ```swift
    /// let draft = outbox.takeKeptDraft() ?? Draft()
    /// ```
    @MainActor public func takeKeptDraft() -> Draft? {
        defer { keptDraft = nil }
        return keptDraft
    }

    /// How many messages were sent.
    ///
    /// ```swift
    /// #expect(outbox.sentCount == 1)
    /// ```
    public var sentCount: Int { model.count(of: Draft.self) }
}
