import Mosaic
import MosaicDI
import MosaicTesting
import Testing

// Two features each register a `Theme` and a builder; each module gets its own feature's theme
// (the container's framework rules, applied to module builders).

struct Theme: Sendable { let accent: String }

@MainActor protocol ThemedInput: AnyObject { var accent: String { get } }
@MainActor final class ThemedPresenter: ThemedInput {
    let accent: String
    init(theme: Theme) { accent = theme.accent }
}
@MainActor final class ThemedView: ModuleView {}

enum PreferencesModule: Module {
    typealias Input = ThemedInput
    static var framework: (any Framework.Type)? { PreferencesFramework.self }
}
enum ProfileModule: Module {
    typealias Input = ThemedInput
    static var framework: (any Framework.Type)? { ProfileFramework.self }
}

@MainActor final class PreferencesBuilder: ModuleBuilder {
    init() {}
    func build(_ context: ModuleContext<PreferencesModule>) throws -> Assembly<PreferencesModule> {
        let presenter = ThemedPresenter(theme: try context.resolve())
        return Assembly(view: ThemedView(), input: presenter, roles: [presenter])
    }
}
@MainActor final class ProfileBuilder: ModuleBuilder {
    let theme: Theme
    init(theme: Theme) { self.theme = theme }
    func build(_ context: ModuleContext<ProfileModule>) throws -> Assembly<ProfileModule> {
        let presenter = ThemedPresenter(theme: theme)
        return Assembly(view: ThemedView(), input: presenter, roles: [presenter])
    }
}

enum PreferencesFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { Theme(accent: "grey") }
        builder.register(onMainActor: PreferencesBuilder.init).asModuleBuilder()
    }
}
enum ProfileFramework: Framework {
    static func load(into builder: inout ContainerBuilder) {
        builder.register { Theme(accent: "blue") }
        builder.register(onMainActor: ProfileBuilder.init(theme:)).asModuleBuilder()
    }
}

@MainActor
@Suite("Feature scoping")
struct FeatureScopingTests {
    @Test("two features each with their own same-typed dependency: each module gets its own")
    func ownTheme() throws {
        let container = try mailContainer { builder in
            builder.append(framework: PreferencesFramework.self)
            builder.append(framework: ProfileFramework.self)
        }
        let tree = ModuleTree(container: container, host: HeadlessHost())
        let inbox = try tree.start(InboxModule.self).input
        let router = try #require(tree.root?.router(as: InboxModule.self))
        _ = inbox
        let settings = try router.open(PreferencesModule.self).input
        #expect(settings.accent == "grey", "resolved inside the builder from its framework")
        try #require(tree.openModules.last).close()
        let profile = try router.open(ProfileModule.self).input
        #expect(profile.accent == "blue", "injected into the builder from its framework")
    }
}
