extension PresentationStyle {
    /// Whether the style is `.root` (a pattern match: comparing with `==` copies the enum and
    /// its slot string).
    @usableFromInline var isRoot: Bool {
        if case .root = self { return true }
        return false
    }

    var isEmbedded: Bool {
        if case .embedded = self { return true }
        return false
    }

    /// The slot, for `.embedded`.
    var slot: String? {
        if case .embedded(let slot) = self { return slot }
        return nil
    }
}
