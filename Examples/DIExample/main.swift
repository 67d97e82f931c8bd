// A runnable tour of MosaicDI: seed 003's two modules with a storyboard each, an import, a
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
