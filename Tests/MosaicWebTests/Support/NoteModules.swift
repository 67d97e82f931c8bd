import Mosaic
import MosaicDI
import MosaicWeb

/// A small app for the web host's tests: a list of notes (root) that pushes a note page, which
/// embeds a header and can present a modal; every view draws through a template.
enum ListModule: Module { typealias Input = ListPresenter }
enum NoteModule: Module { typealias Input = NotePresenter }
enum HeaderModule: Module { typealias Input = HeaderPresenter }
enum DialogModule: Module { typealias Input = DialogPresenter }
enum PlainModule: Module { typealias Input = PlainPresenter }

struct EventRefused: Error, CustomStringConvertible { var description: String { "the list refuses that" } }

@MainActor final class ListPresenter {
    let router: Router<ListModule>
    var titles = ["first", "second"]
    var events: [WebEvent] = []
    weak var view: ListView?
    init(router: Router<ListModule>) { self.router = router }

    func rename(_ index: Int, to title: String) {
        guard titles.indices.contains(index) else { return }
        titles[index] = title
        view?.changes.send()
    }
}

@MainActor final class ListView: WebModuleView {
    let presenter: ListPresenter
    let changes = ViewChanges()
    init(presenter: ListPresenter) { self.presenter = presenter }
    var template: String { "list" }
    var title: String { "Notes" }
    var viewModel: Any {
        ["notes": presenter.titles.enumerated().map { ["index": $0.offset, "title": $0.element] as [String: Any] }]
    }
    func handle(_ event: WebEvent) throws {
        switch event.name {
        case "open": try presenter.router.open(NoteModule.self) { $0.text = try event.field("text"); return nil }
        case "dialog": try presenter.router.open(DialogModule.self, style: .modal)
        case "plain": try presenter.router.open(PlainModule.self)
        case "rename": presenter.rename(try event.intField("index"), to: try event.field("title"))
        default: throw EventRefused()
        }
        presenter.events.append(event)
    }
}

@MainActor final class NotePresenter: LifecycleObserver {
    let router: Router<NoteModule>
    var text = ""
    var activations = 0
    init(router: Router<NoteModule>) { self.router = router }
    func moduleDidBecomeActive() {
        activations += 1
        guard router.isOpen, (try? router.embed(HeaderModule.self, in: "header") { $0.text = self.text; return nil }) != nil
        else { return }
    }
}

@MainActor final class NoteView: WebModuleView {
    let presenter: NotePresenter
    let changes = ViewChanges()
    init(presenter: NotePresenter) { self.presenter = presenter }
    var template: String { "note" }
    var viewModel: Any { ["text": presenter.text] }
    func handle(_ event: WebEvent) throws {
        if event.name == "close" { try presenter.router.close() }
        if event.name == "again" { try presenter.router.open(NoteModule.self) { $0.text = "again"; return nil } }
    }
}

@MainActor final class HeaderPresenter { var text = "" }

@MainActor final class HeaderView: WebModuleView {
    let presenter: HeaderPresenter
    let changes = ViewChanges()
    init(presenter: HeaderPresenter) { self.presenter = presenter }
    var template: String { "header" }
    var viewModel: Any { ["text": presenter.text] }
    func handle(_ event: WebEvent) throws {}
}

@MainActor final class DialogPresenter {
    let router: Router<DialogModule>
    init(router: Router<DialogModule>) { self.router = router }
}

@MainActor final class DialogView: WebModuleView {
    let presenter: DialogPresenter
    let changes = ViewChanges()
    init(presenter: DialogPresenter) { self.presenter = presenter }
    var template: String { "dialog" }
    var viewModel: Any { [String: Any]() }
    func handle(_ event: WebEvent) throws {
        if event.name == "dismiss" { try presenter.router.close() }
    }
}

/// A module whose view is not made for the browser.
@MainActor final class PlainPresenter {}
@MainActor final class PlainView: ModuleView {}

@MainActor final class ListBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<ListModule>) throws -> Assembly<ListModule> {
        let presenter = ListPresenter(router: context.router)
        let view = ListView(presenter: presenter)
        presenter.view = view
        return Assembly(view: view, input: presenter, roles: [presenter])
    }
}

@MainActor final class NoteBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<NoteModule>) throws -> Assembly<NoteModule> {
        let presenter = NotePresenter(router: context.router)
        return Assembly(view: NoteView(presenter: presenter), input: presenter, slots: ["header"], roles: [presenter])
    }
}

@MainActor final class HeaderBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<HeaderModule>) throws -> Assembly<HeaderModule> {
        let presenter = HeaderPresenter()
        return Assembly(view: HeaderView(presenter: presenter), input: presenter, roles: [presenter])
    }
}

@MainActor final class DialogBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<DialogModule>) throws -> Assembly<DialogModule> {
        let presenter = DialogPresenter(router: context.router)
        return Assembly(view: DialogView(presenter: presenter), input: presenter, roles: [presenter])
    }
}

@MainActor final class PlainBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<PlainModule>) throws -> Assembly<PlainModule> {
        Assembly(view: PlainView(), input: PlainPresenter())
    }
}

enum NoteApp {
    static func container() throws -> Container {
        try Container { builder in
            builder.register(onMainActor: ListBuilder.init).asModuleBuilder()
            builder.register(onMainActor: NoteBuilder.init).asModuleBuilder()
            builder.register(onMainActor: HeaderBuilder.init).asModuleBuilder()
            builder.register(onMainActor: DialogBuilder.init).asModuleBuilder()
            builder.register(onMainActor: PlainBuilder.init).asModuleBuilder()
        }
    }

    static func templates() throws -> WebTemplates {
        var templates = WebTemplates()
        try templates.register(
            """
            <h1>Notes</h1><ul>{{#notes}}<li class="note">{{title}}<form method="post" action="/event">{{> mosaic-event}}\
            <input type="hidden" name="text" value="{{title}}"><button name="event" value="open">Open</button></form></li>{{/notes}}</ul>
            """, named: "list")
        try templates.register(#"<article class="note"><header>{{{slots.header}}}</header><p>{{text}}</p></article>"#, named: "note")
        try templates.register(#"<h2 class="header">{{text}}</h2>"#, named: "header")
        try templates.register(#"<p class="dialog">Sure?</p>"#, named: "dialog")
        return templates
    }

    @MainActor static func routes() throws -> RouteRegistry {
        var routes = RouteRegistry(scheme: "notes")
        try routes.add("list", opens: ListModule.self)
        try routes.add("note/:text", opens: NoteModule.self) { note, parameters in note.text = try parameters.string("text") }
        return routes
    }

    @MainActor static func app(limits: WebApp.Limits = .init(), hostNames: Set<String>? = WebApp.loopbackNames) throws -> WebApp {
        WebApp(container: try container(), templates: try templates(), limits: limits, routes: try routes(), hostNames: hostNames) {
            try $0.start(ListModule.self)
        }
    }
}
