import Mustache

/// What a module's template reads: the view model's values, plus `mosaic` (the view's id and
/// the session's token, for forms) and `slots` (embedded modules' HTML). Those two names hide a
/// view model's own values of the same name.
struct ViewContext: MustacheParent {
    let model: Any
    let mosaic: [String: String]
    let slots: [String: String]

    func child(named name: String) -> Any? {
        switch name {
        case "mosaic": return mosaic
        case "slots": return slots
        default:
            if let parent = model as? MustacheParent { return parent.child(named: name) }
            return Mirror(reflecting: model).children.first { $0.label == name }?.value
        }
    }
}
