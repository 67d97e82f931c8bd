// A runnable tour of MosaicDI: two modules with a storyboard each, an import, a
// validation error, and the dependency graph. Run it with `swift run di-example`.
import MosaicDI

struct Storyboard { let name: String }

final class InboxRouter: Sendable {
    let storyboard: Storyboard
    init(storyboard: Storyboard) { self.storyboard = storyboard }
}

final class SettingsRouter {
    let storyboard: Storyboard
    init(storyboard: Storyboard) { self.storyboard = storyboard }
}

final class ComposeRouter {
    let storyboard: Storyboard
    init(storyboard: Storyboard) { self.storyboard = storyboard }
}

protocol Transport {}
final class Mailer {
    init(transport: any Transport) {}
}

enum InboxFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { Storyboard(name: "Inbox") }
        builder.register(InboxRouter.init(storyboard:))
    }
}

enum SettingsFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { Storyboard(name: "Settings") }
        builder.register(SettingsRouter.init(storyboard:))
    }
}

/// Compose has no storyboard of its own: it imports Inbox's.
enum ComposeFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.import(InboxFramework.self)
        builder.register(ComposeRouter.init(storyboard:))
    }
}

do {
    let container = try Container { builder in
        builder.append(framework: InboxFramework.self)
        builder.append(framework: SettingsFramework.self)
        builder.append(framework: ComposeFramework.self)
    }
    print("Each router gets its own framework's storyboard:")
    print("  InboxRouter    →", try container.resolve(InboxRouter.self).storyboard.name)
    print("  SettingsRouter →", try container.resolve(SettingsRouter.self).storyboard.name)
    print("  ComposeRouter  →", try container.resolve(ComposeRouter.self).storyboard.name, "(imported)")
    print("  resolve(from: SettingsFramework) →", try container.resolve(Storyboard.self, from: SettingsFramework.self).name)
    do {
        _ = try container.resolve(Storyboard.self)
    } catch {
        print("\nAsked from the root, the storyboard is ambiguous, and the error says so:\n  \(error)")
    }

    print("\nA broken graph is refused at build time, with every problem and its line:")
    do {
        _ = try Container { builder in
            builder.register { Storyboard(name: "Main") }
            builder.register(InboxRouter.init(storyboard:)).lifetime(.container())   // holds a prototype
            builder.register(Mailer.init(transport:))                                 // nothing registers Transport
        }
    } catch {
        print(error)
    }

    print("\nThe validated graph in Graphviz DOT:")
    print(container.graph.dot())
} catch {
    print("unexpected:", error)
}

// A service that needs `await` to start, a controller made elsewhere, a hook run once the
// object is complete, and a cycle only a resolve can find.
actor Database {
    let path: String
    init(path: String) async { self.path = path }
}

final class MessageList: Sendable {
    let database: Database
    init(database: Database) { self.database = database }
}

@MainActor
final class InboxController {
    var storyboard: Storyboard?
    var ready = false
    nonisolated init() {}
}

final class Recursive: Sendable {
    init(again: Provider<Recursive>) throws {
        _ = try again()   // asks for itself while it is being made
    }
}

/// Synchronous resolves, to show what they refuse.
func synchronousTour(_ container: Container) {
    do {
        _ = try container.resolve(MessageList.self)
    } catch {
        print("A synchronous resolve of it is an error, not a hang:\n  \(error)")
    }
    do {
        _ = try container.resolve(Recursive.self)
    } catch {
        print("A cycle validation cannot see is found at resolve time:\n  \(error)")
    }
}

@MainActor
func asyncTour() async {
    do {
        let container = try Container { builder in
            builder.register { Storyboard(name: "Inbox") }
            builder.register(async: { await Database(path: "mail.sqlite") }).lifetime(.container())
            builder.register(async: { (database: Database) in MessageList(database: database) })
            builder.register(madeElsewhere: InboxController.self)
                .injecting(onMainActor: { (controller: InboxController, storyboard: Storyboard) in
                    controller.storyboard = storyboard
                })
                .onReady { controller in MainActor.assumeIsolated { controller.ready = true } }
            builder.register(Recursive.init(again:))
        }
        let list: MessageList = try await container.resolve()
        print("\nAn async factory, resolved with await: \(list.database.path)")
        synchronousTour(container)
        let controller = InboxController()   // as a storyboard would make it
        try container.inject(into: controller)
        print("A controller made elsewhere, injected: \(controller.storyboard?.name ?? "-"), ready: \(controller.ready)")
    } catch {
        print("unexpected:", error)
    }
}

await asyncTour()
