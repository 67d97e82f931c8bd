import Foundation
import MosaicDI
import Testing

// The code blocks of README.md, compiled and run. Each block is written between
// `// README: <name>` and `// README: end` below, and `readmeIsUpToDate` checks that README.md
// shows exactly that text, so the README cannot drift from code that compiles.

// README: seed-003
struct Storyboard003 { let name: String }

final class InboxRouter {
    let storyboard: Storyboard003
    init(storyboard: Storyboard003) { self.storyboard = storyboard }
}

final class SettingsRouter {
    let storyboard: Storyboard003
    init(storyboard: Storyboard003) { self.storyboard = storyboard }
}

enum InboxFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { Storyboard003(name: "Inbox") }
        builder.register(InboxRouter.init(storyboard:))
    }
}

enum SettingsFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { Storyboard003(name: "Settings") }
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
    let storyboard: Storyboard003
    init(storyboard: Storyboard003) { self.storyboard = storyboard }
}

func seed003() throws {
    let container = try Container { builder in
        builder.append(framework: InboxFramework.self)
        builder.append(framework: SettingsFramework.self)
        builder.append(framework: ComposeFramework.self)
    }
    let inbox: InboxRouter = try container.resolve()          // its own framework's storyboard
    let settings: SettingsRouter = try container.resolve()
    let compose: ComposeRouter = try container.resolve()      // the imported one
    let picked = try container.resolve(Storyboard003.self, from: SettingsFramework.self)
    assert(inbox.storyboard.name == "Inbox" && settings.storyboard.name == "Settings")
    assert(compose.storyboard.name == "Inbox" && picked.name == "Settings")
    // `try container.resolve(Storyboard003.self)` from the root throws: ambiguous, with both candidates.
}
// README: end

// README: container-basics
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
// README: end

@Suite("README")
struct ReadmeTests {
    @Test("the README's modularity example runs")
    func seed003Runs() throws {
        try seed003()
        let container = try Container { builder in
            builder.append(framework: InboxFramework.self)
            builder.append(framework: SettingsFramework.self)
        }
        #expect(throws: ResolutionError.self) { try container.resolve(Storyboard003.self) }
    }

    @Test("the container basics example runs")
    func containerBasicsRuns() throws {
        try containerBasics()
    }

    @Test("README.md shows exactly the code in this file")
    func readmeIsUpToDate() throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        for name in ["seed-003", "container-basics"] {
            let start = try #require(source.range(of: "// README: \(name)\n"))
            let end = try #require(source.range(of: "// README: end", range: start.upperBound..<source.endIndex))
            let snippet = String(source[start.upperBound..<end.lowerBound])
            #expect(readme.contains("```swift\n\(snippet)```"), "README.md does not show the \(name) snippet as in ReadmeTests.swift")
        }
    }
}
