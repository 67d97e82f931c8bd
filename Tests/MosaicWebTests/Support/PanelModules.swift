import Mosaic
import MosaicDI
import MosaicWeb

/// A page with two embedded panels, for the tests of drawings kept between requests: every view
/// counts how often its view model is read (once per drawing).
enum PanelsModule: Module { typealias Input = PanelsPresenter }
enum PanelModule: Module { typealias Input = PanelPresenter }

@MainActor final class PanelPresenter {
    var text = ""
    var reads = 0
    /// Whether reading the view model announces a change (calls back into the host as it draws).
    var announcesWhenRead = false
    weak var view: PanelView?
}

@MainActor final class PanelView: WebModuleView {
    let presenter: PanelPresenter
    let changes = ViewChanges()
    init(presenter: PanelPresenter) { self.presenter = presenter }
    var template: String { "panel" }
    var viewModel: Any {
        presenter.reads += 1
        if presenter.announcesWhenRead { changes.send() }
        return ["text": presenter.text]
    }
    func handle(_ event: WebEvent) throws {
        // Changes the view model without announcing it.
        guard event.name == "quiet" else { throw EventRefused() }
        presenter.text = try event.field("text")
    }
}

@MainActor final class PanelsPresenter: LifecycleObserver {
    let router: Router<PanelsModule>
    var reads = 0
    /// How often the page came to the front (not announced to the view).
    var activations = 0
    private(set) var first: PanelPresenter?
    private(set) var second: PanelPresenter?
    init(router: Router<PanelsModule>) { self.router = router }

    func moduleDidBecomeActive() {
        activations += 1
        guard first == nil else { return }
        _ = try? router.embed(PanelModule.self, in: "first") { panel in
            panel.text = "First panel"
            self.first = panel
            return nil
        }
        _ = try? router.embed(PanelModule.self, in: "second") { panel in
            panel.text = "Second panel"
            self.second = panel
            return nil
        }
    }
}

@MainActor final class PanelsView: WebModuleView {
    let presenter: PanelsPresenter
    let changes = ViewChanges()
    init(presenter: PanelsPresenter) { self.presenter = presenter }
    var template: String { "panels" }
    var viewModel: Any {
        presenter.reads += 1
        return ["activations": presenter.activations]
    }
    func handle(_ event: WebEvent) throws {
        guard event.name == "push" else { throw EventRefused() }
        try presenter.router.open(PanelModule.self) { $0.text = "Pushed panel"; return nil }
    }
}

@MainActor final class PanelsBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<PanelsModule>) throws -> Assembly<PanelsModule> {
        let presenter = PanelsPresenter(router: context.router)
        return Assembly(view: PanelsView(presenter: presenter), input: presenter, slots: ["first", "second"], roles: [presenter])
    }
}

@MainActor final class PanelBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<PanelModule>) throws -> Assembly<PanelModule> {
        let presenter = PanelPresenter()
        let view = PanelView(presenter: presenter)
        presenter.view = view
        return Assembly(view: view, input: presenter)
    }
}

enum PanelsApp {
    @MainActor static func app() throws -> WebApp {
        let container = try Container { builder in
            builder.register(onMainActor: PanelsBuilder.init).asModuleBuilder()
            builder.register(onMainActor: PanelBuilder.init).asModuleBuilder()
        }
        return WebApp(container: container, templates: try templates()) { try $0.start(PanelsModule.self) }
    }

    static func templates() throws -> WebTemplates {
        var templates = WebTemplates()
        try templates.register(
            #"<main><p class="activations">Shown {{activations}} times</p>{{{slots.first}}}{{{slots.second}}}</main>"#,
            named: "panels")
        try templates.register(#"<section class="panel">{{text}}</section>"#, named: "panel")
        return templates
    }
}
