/// How one row of a ``WebCellList`` is drawn: a template and what it reads. The template also
/// gets `mosaic.view`, `mosaic.token` and `mosaic.row` (the row's index), for forms.
///
/// ```swift
/// WebCell(template: "switch-cell", model: ["title": cell.title, "on": cell.isOn])
/// ```
public struct WebCell {
    /// The template's name, as registered in ``WebTemplates``.
    public let template: String
    /// What the template reads.
    public let model: Any

    /// Describes a drawn row.
    ///
    /// ```swift
    /// WebCell(template: "text-cell", model: ["text": "Ada"])
    /// ```
    public init(template: String, model: Any) {
        self.template = template
        self.model = model
    }
}
