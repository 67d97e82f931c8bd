import Mustache

/// What a module's template reads: the view model's values, plus `mosaic` (the view's id and
/// the session's token, for forms) and `slots` (embedded modules' HTML). Those two names hide a
/// view model's own values of the same name.
struct ViewContext: MustacheParent {
    let model: Any
    let mosaic: [String: String]
    let slots: any MustacheParent

    func child(named name: String) -> Any? {
        switch name {
        case "mosaic": return mosaic
        case "slots": return slots
        default:
            let value: Any?
            if let parent = model as? MustacheParent {
                value = parent.child(named: name)
            } else {
                value = Mirror(reflecting: model).children.first { $0.label == name }?.value
            }
            return value.flatMap(Self.unwrapped)
        }
    }

    /// A value without its Optional wrapping, nil for an empty Optional (which Mustache would
    /// otherwise print as "nil").
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}
