import DocTestSupport
import Foundation
import MosaicDI
import Testing

// The code blocks of the Containers and frameworks article, compiled and run (see DocSnippet.swift).

// Snippet: frameworks
struct MailStoryboard { let name: String }

final class InboxRouter {
    let storyboard: MailStoryboard
    init(storyboard: MailStoryboard) { self.storyboard = storyboard }
}

final class SettingsRouter {
    let storyboard: MailStoryboard
    init(storyboard: MailStoryboard) { self.storyboard = storyboard }
}

enum InboxFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { MailStoryboard(name: "Inbox") }
        builder.register(InboxRouter.init(storyboard:))
    }
}

enum SettingsFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { MailStoryboard(name: "Settings") }
        builder.register(SettingsRouter.init(storyboard:))
    }
}

/// Compose has no storyboard: it imports Inbox's (one level deep).
enum ComposeFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.import(InboxFramework.self)
        builder.register(ComposeRouter.init(storyboard:))
    }
}

final class ComposeRouter {
    let storyboard: MailStoryboard
    init(storyboard: MailStoryboard) { self.storyboard = storyboard }
}

func threeFrameworks() throws {
    let container = try Container { builder in
        builder.append(framework: InboxFramework.self)
        builder.append(framework: SettingsFramework.self)
        builder.append(framework: ComposeFramework.self)
    }
    let inbox: InboxRouter = try container.resolve()          // its own framework's storyboard
    let settings: SettingsRouter = try container.resolve()
    let compose: ComposeRouter = try container.resolve()      // the imported one
    let picked = try container.resolve(MailStoryboard.self, from: SettingsFramework.self)
    assert(inbox.storyboard.name == "Inbox" && settings.storyboard.name == "Settings")
    assert(compose.storyboard.name == "Inbox" && picked.name == "Settings")
    // `try container.resolve(MailStoryboard.self)` from the root throws: ambiguous, with both candidates.
}
// Snippet: end

// Snippet: container-basics
protocol APIClient: Sendable { func get(_ path: String) async throws -> String }
final class URLSessionAPI: APIClient {
    func get(_ path: String) async throws -> String { "…" }
}
final class AccountService: Sendable {
    let api: any APIClient
    init(api: any APIClient) { self.api = api }
}
final class AccountPresenter {
    let service: AccountService
    weak var view: AccountView?
    init(service: AccountService) { self.service = service }
}
final class AccountView {
    let presenter: AccountPresenter
    init(presenter: AccountPresenter) { self.presenter = presenter }
}

func containerBasics() throws {
    var builder = ContainerBuilder()
    builder.register(URLSessionAPI.init).as((any APIClient).self) { $0 }.lifetime(.container())
    builder.register(AccountService.init(api:))
    builder.register(AccountPresenter.init(service:)).lifetime(.objectGraph).injecting(\.view)
    builder.register(AccountView.init(presenter:)).lifetime(.objectGraph)
    let container = try builder.build()     // validates the whole graph, then compiles the plan

    let view: AccountView = try container.resolve()
    assert(view.presenter.view === view)     // the cycle is closed by property injection

    let forTests = try container.makeChild { overrides in
        overrides.register { StubAPI() as any APIClient }   // reaches AccountService too
    }
    _ = try forTests.resolve(AccountView.self)
}

final class StubAPI: APIClient {
    func get(_ path: String) async throws -> String { "stub" }
}
// Snippet: end

// Snippet: landing
func makeAccountService() throws -> AccountService {
    var builder = ContainerBuilder()
    builder.register(URLSessionAPI.init).as((any APIClient).self) { $0 }.lifetime(.container())
    builder.register(AccountService.init(api:))
    let container = try builder.build()                 // every registration checked here
    return try container.resolve()
}
// Snippet: end

@Suite("Docs: containers and frameworks")
struct DocsContainerTests {
    @Test("the frameworks example runs")
    func frameworksExampleRuns() throws {
        try threeFrameworks()
        let container = try Container { builder in
            builder.append(framework: InboxFramework.self)
            builder.append(framework: SettingsFramework.self)
        }
        #expect(throws: ResolutionError.self) { try container.resolve(MailStoryboard.self) }
    }

    @Test("the container basics example runs")
    func containerBasicsRuns() throws {
        try containerBasics()
    }

    @Test("the landing page's example resolves a service")
    func landingExampleRuns() throws {
        #expect(try makeAccountService().api is URLSessionAPI)
    }

    @Test("MosaicDI's landing page shows exactly this code")
    func landingIsUpToDate() throws {
        try expectSnippet("landing", on: "Sources/MosaicDI/MosaicDI.docc/MosaicDI.md")
    }

    @Test("the Containers and frameworks article shows exactly this code", arguments: ["container-basics", "frameworks"])
    func articleIsUpToDate(name: String) throws {
        try expectSnippet(name, on: "Sources/MosaicDI/MosaicDI.docc/ContainersAndFrameworks.md")
    }
}
