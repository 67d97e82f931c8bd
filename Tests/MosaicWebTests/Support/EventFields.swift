import WebTestSupport

extension TestBrowser.Page {
    /// The form fields of an event posted from this page: the view (its first, unless named),
    /// the session's token, then `extra`.
    func eventFields(view: String? = nil, _ extra: [(String, String)]) -> [(String, String)] {
        [("mosaic-view", view ?? viewIDs.first ?? ""), ("mosaic-token", attribute("data-mosaic-token") ?? "")] + extra
    }
}
