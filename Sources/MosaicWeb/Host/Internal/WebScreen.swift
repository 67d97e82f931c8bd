import Mosaic

/// What one browser session shows: a stack of layers (the root, pushed pages, modal overlays),
/// each with its own id, and the modules embedded in their owners' slots. It owns the ids the
/// page addresses views by, and listens to each view's changes while it is on screen.
@MainActor
final class WebScreen {
    /// A view on the screen.
    struct Record {
        let id: String
        let view: any WebModuleView
        let style: PresentationStyle
        /// The view whose slot holds this one (embedded views only).
        let owner: String?
        /// Slot name → the id of the view embedded there.
        var slots: [String: String] = [:]
        /// The view's last drawing, while nothing it shows has changed since.
        var drawing: Drawing?
        /// How many times what the view shows was said to have changed.
        var changes = 0
        /// The screen's count of view changes when this view (or one embedded in it) last changed.
        var changedAt = 0
    }

    /// A view's HTML as last drawn, kept until the view (or a view embedded in it) changes.
    struct Drawing {
        let html: String
        /// What the view's cell module lists showed then (row count, window, each row's view).
        let windows: [String]
        /// The screen's drawing epoch it was started in: drawings of an earlier epoch are stale.
        let epoch: Int
    }

    /// The page a URL shows: the pushed (or root) layer drawn full page, the modals over it.
    struct Page {
        let base: Record
        let overlays: [Record]
        /// Whether layers lie above the requested one (the browser went Back to it).
        let covered: Bool
    }

    private(set) var layers: [String] = []
    private var records: [String: Record] = [:]
    private var ids: [ObjectIdentifier: String] = [:]
    private var makeID: () -> String
    /// Who hears what changes on the screen (the session); nobody once it closed.
    weak var observer: (any ScreenObserver)?

    /// The most layers shown at once.
    let maximumLayers: Int

    init(maximumLayers: Int = 64, makeID: @escaping () -> String = { SecureToken.make() }) {
        self.maximumLayers = max(maximumLayers, 1)
        self.makeID = makeID
    }

    var top: Record? { layers.last.flatMap { records[$0] } }
    var root: Record? { layers.first.flatMap { records[$0] } }
    var viewCount: Int { records.count }

    func record(_ id: String) -> Record? { records[id] }

    func id(of view: any ModuleView) -> String? { ids[ObjectIdentifier(view)] }

    func show(_ view: any ModuleView, style: PresentationStyle, over opener: (any ModuleView)?) throws(WebHostError) {
        guard let view = view as? any WebModuleView else {
            throw WebHostError.notAWebView(String(describing: type(of: view)))
        }
        guard ids[ObjectIdentifier(view)] == nil else {
            throw WebHostError.alreadyShown(String(describing: type(of: view)))
        }
        let openerID = opener.flatMap { ids[ObjectIdentifier($0)] }
        if style != .root, openerID == nil {
            throw WebHostError.openerNotShown(String(describing: type(of: view)))
        }
        let id = makeID()
        switch style {
        case .root:
            records[id] = Record(id: id, view: view, style: style, owner: nil)
            layers = [id]
        case .push, .modal:
            guard layers.count < maximumLayers else {
                throw WebHostError.tooManyLayers(String(describing: type(of: view)), limit: maximumLayers)
            }
            records[id] = Record(id: id, view: view, style: style, owner: nil)
            layers.append(id)
        case .embedded(let slot):
            guard let openerID, records[openerID]?.slots[slot] == nil else {
                throw WebHostError.slotTaken(slot)
            }
            records[id] = Record(id: id, view: view, style: style, owner: openerID)
            records[openerID]?.slots[slot] = id
            viewChanged(openerID)
        }
        ids[ObjectIdentifier(view)] = id
        observe(view, as: id)
        if !style.isEmbeddedStyle { layersDidChange() }
    }

    /// Applies every step of `change`, or none: when a step is refused, the screen goes back to
    /// what it was before the first step (views shown by the change stop being observed, views
    /// it took off are observed again) and the error is thrown. The page hears of the new layers
    /// once, after the whole change.
    func apply(_ change: ScreenChange) throws(WebHostError) {
        let saved = (layers: layers, records: records, ids: ids)
        applying = true
        layersChangedWhileApplying = false
        defer { applying = false }
        do {
            for step in change {
                switch step {
                case .show(let view, let style, let opener): try show(view, style: style, over: opener)
                case .remove(let view, _, _): remove(view)
                }
            }
        } catch {
            for (id, record) in records where saved.records[id] == nil { record.view.changes.stopObserving() }
            for (id, record) in saved.records where records[id] == nil { observe(record.view, as: id) }
            (layers, records, ids) = (saved.layers, saved.records, saved.ids)
            forgetDrawings()
            throw error
        }
        if layersChangedWhileApplying { announceLayers() }
    }

    /// How many times the layers changed: a page drawn at one count is stale at a higher one.
    private(set) var layersVersion = 0

    private func announceLayers() {
        // Modules react to coming to the front or leaving it (a section embedded, a load
        // started) in ways their views need not announce: every view is drawn afresh.
        forgetDrawings()
        layersVersion += 1
        observer?.screen(self, did: .layersChanged)
    }

    /// While a change is applied, layer changes are told once at its end.
    private var applying = false
    private var layersChangedWhileApplying = false

    private func layersDidChange() {
        if applying { layersChangedWhileApplying = true } else { announceLayers() }
    }

    private func observe(_ view: any WebModuleView, as id: String) {
        view.changes.observe(on: self, as: id)
    }

    /// View `id` said what it shows changed: its drawing is forgotten and the observer told.
    func view(_ id: String, did change: ViewChange) {
        guard records[id] != nil else { return }
        viewChanged(id)
        switch change {
        case .model: observer?.screen(self, did: .viewChanged(id))
        case .rows(let list, let update): observer?.screen(self, did: .rowsChanged(id, list, update))
        case .window(let list): observer?.screen(self, did: .windowMoved(id, list))
        }
    }

    /// Takes a view off the screen; unknown views are ignored (a replaced root's old views).
    func remove(_ view: any ModuleView) {
        guard let id = ids[ObjectIdentifier(view)] else { return }
        // An embedded view (a section, a row) leaving changes its owner's drawing, not the layers.
        let wasLayer = layers.contains(id)
        forget(id)
        if wasLayer { layersDidChange() }
    }

    /// Takes every layer above `id` off the screen, with what is embedded in them, and returns
    /// their views, lowest first. Nil when `id` is not a layer.
    func removeLayers(above id: String) -> [any WebModuleView]? {
        guard let index = layers.firstIndex(of: id) else { return nil }
        let above = layers[(index + 1)...]
        let views = above.compactMap { records[$0]?.view }
        for layer in above.reversed() { forget(layer) }
        if !views.isEmpty { layersDidChange() }
        return views
    }

    /// Forgets everything (the session closed).
    func clear() {
        for record in records.values { record.view.changes.stopObserving() }
        records = [:]
        ids = [:]
        layers = []
    }

    /// The page for layer `id`, or nil when `id` is not a layer.
    func page(for id: String) -> Page? {
        guard let index = layers.firstIndex(of: id) else { return nil }
        var baseIndex = index
        while baseIndex > 0, records[layers[baseIndex]]?.style == .modal { baseIndex -= 1 }
        guard let base = records[layers[baseIndex]] else { return nil }
        let overlays = layers[(baseIndex + 1)..<(index + 1)].compactMap { records[$0] }
        return Page(base: base, overlays: overlays, covered: index < layers.count - 1)
    }

    /// The layer showing view `id` (itself, or the layer its owner chain ends in).
    func layer(containing id: String) -> String? {
        var current = id
        for _ in 0..<1_000 {
            guard let record = records[current] else { return nil }
            guard let owner = record.owner else { return current }
            current = owner
        }
        return nil
    }

    private func forget(_ id: String) {
        guard let record = records.removeValue(forKey: id) else { return }
        for child in record.slots.values { forget(child) }
        ids[ObjectIdentifier(record.view)] = nil
        record.view.changes.stopObserving()
        layers.removeAll { $0 == id }
        if let owner = record.owner, var ownerRecord = records[owner] {
            ownerRecord.slots = ownerRecord.slots.filter { $0.value != id }
            records[owner] = ownerRecord
            viewChanged(owner)
        }
    }

    // MARK: Drawings

    /// How many times a view on the screen changed: a page drawn at one count misses the
    /// changes of the layers stamped with a higher one (``layers(changedSince:)``).
    private(set) var viewsVersion = 0

    /// What view `id` shows changed (its view model, a list in it, a view embedded in it): its
    /// drawing, and those of the views it is embedded in, are drawn again when next needed.
    func viewChanged(_ id: String) {
        guard records[id] != nil else { return }
        viewsVersion += 1
        var current: String? = id
        for _ in 0..<1_000 {
            guard let next = current, var record = records[next] else { return }
            record.drawing = nil
            record.changes += 1
            record.changedAt = viewsVersion
            records[next] = record
            current = record.owner
        }
    }

    /// The layers, lowest first, in which a view changed after the screen's count of view
    /// changes was `version`. A change to an embedded view stamps the layer it lies in, so
    /// drawing these layers again shows every change since.
    func layers(changedSince version: Int) -> [String] {
        layers.filter { (records[$0]?.changedAt ?? 0) > version }
    }

    /// Every view is drawn again when next needed: one step of the epoch, whatever the number
    /// of views, so a transition does not scan the screen.
    func forgetDrawings() {
        drawingsEpoch += 1
    }

    /// Drawings started in an earlier epoch are stale.
    private(set) var drawingsEpoch = 0

    /// View `id`'s drawing, while it is of this epoch.
    func drawing(of id: String) -> Drawing? {
        guard let drawing = records[id]?.drawing, drawing.epoch == drawingsEpoch else { return nil }
        return drawing
    }

    /// Keeps `drawing` as view `id`'s, unless the view changed since `changes` (it changed while
    /// it was drawn: the drawing may show a part of the change only).
    func keep(_ drawing: Drawing, for id: String, drawnAt changes: Int) {
        guard records[id]?.changes == changes else { return }
        records[id]?.drawing = drawing
    }
}

extension PresentationStyle {
    var isEmbeddedStyle: Bool {
        if case .embedded = self { return true }
        return false
    }
}
