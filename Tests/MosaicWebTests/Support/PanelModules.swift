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
}

@MainActor final class PanelView: WebModuleView {
    let presenter: PanelPresenter
    let changes = ViewChanges()
    init(presenter: PanelPresenter) { self.presenter = presenter }
    var template: String { "panel" }
    var viewModel: Any {
        presenter.reads += 1
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
        return Assembly(view: PanelView(presenter: presenter), input: presenter)
    }
}

enum PanelsApp {
    @MainActor static func app() throws -> WebApp {
        let container = try Container { builder in
            builder.register(onMainActor: PanelsBuilder.init).asModuleBuilder()
            builder.register(onMainActor: PanelBuilder.init).asModuleBuilder()
        }
        var templates = WebTemplates()
        try templates.register(
            #"<main><p class="activations">Shown {{activations}} times</p>{{{slots.first}}}{{{slots.second}}}</main>"#,
            named: "panels")
        try templates.register(#"<section class="panel">{{text}}</section>"#, named: "panel")
        return WebApp(container: container, templates: templates) { try $0.start(PanelsModule.self) }
    }
}
