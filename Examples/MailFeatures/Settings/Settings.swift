import Mosaic
import MosaicDI

/// The settings screen: a list of cell groups (profile and signature, connected mailboxes,
/// notifications, and a developer group when the app runs in developer mode). Toggling a
/// switch republishes only its group, so only its row changes on screen.
///
/// ```swift
/// try router.open(SettingsModule.self)
/// ```
public enum SettingsModule: Module {
    /// The screen's presenter.
    public typealias Input = SettingsPresenter
}

/// How the app runs, for screens that differ in developer mode.
public struct MailOptions: Sendable {
    /// Whether developer-only settings show.
    public let developer: Bool
    /// Describes the app's mode.
    ///
    /// ```swift
    /// builder.register(value: MailOptions(developer: true))
    /// ```
    public init(developer: Bool) { self.developer = developer }
}

/// A setting shown as text.
public struct TextSetting: CellModel {
    /// The row's id in its group.
    public let id: String
    /// What the setting is.
    public let title: String
    /// Its value.
    public let text: String
}

/// A setting that is on or off.
public struct SwitchSetting: CellModel {
    /// The row's id in its group.
    public let id: String
    /// What the switch does.
    public let title: String
    /// Whether it is on.
    public let isOn: Bool
}

/// Groups whose cells are switches the user flips: flipping one republishes the group. With a
/// mailbox, each switch starts as it was last left and is kept there when flipped.
@MainActor
final class SwitchGroup: CellGroup {
    let name: String
    private var switches: [(id: String, title: String, isOn: Bool)]
    private var updates: CellGroupUpdates?
    private let mailbox: Mailbox?
    /// Called with a switch's id and state once it is flipped.
    var onToggle: ((String, Bool) -> Void)?

    init(name: String, switches: [(id: String, title: String, isOn: Bool)], keptIn mailbox: Mailbox? = nil) {
        self.name = name
        self.mailbox = mailbox
        self.switches = switches.map { item in
            (item.id, item.title, (try? mailbox?.preference(item.id)) ?? nil ?? item.isOn)
        }
    }

    func loadCellModels() async throws -> [any CellModel] { cells() }
    func attach(_ updates: CellGroupUpdates) { self.updates = updates }
    func handle(_ event: CellEvent, on cell: any CellModel) throws {
        guard case .toggled(let isOn) = event, let cell = cell as? SwitchSetting,
            let index = switches.firstIndex(where: { $0.id == cell.id })
        else { return }
        // Kept only when it changes: a write to the mailbox's file costs more than the toggle.
        if switches[index].isOn != isOn { try mailbox?.setPreference(cell.id, to: isOn) }
        switches[index].isOn = isOn
        updates?.publish(cells())
        onToggle?(cell.id, isOn)
    }
    private func cells() -> [any CellModel] {
        switches.map { SwitchSetting(id: $0.id, title: $0.title, isOn: $0.isOn) }
    }
}

/// The profile: name, address and signature.
@MainActor
final class ProfileGroup: CellGroup {
    let name = "Profile"
    func loadCellModels() async throws -> [any CellModel] {
        [
            TextSetting(id: "name", title: "Name", text: "Ada Lovelace"),
            TextSetting(id: "address", title: "Address", text: "ada@example.org"),
            TextSetting(id: "signature", title: "Signature", text: "Sent from Mosaic <mail>"),
        ]
    }
}

/// Connected mailboxes, asked of the mail service: with a slow or failing service the group
/// shows its placeholder until it answers, and a failure can be retried.
@MainActor
final class MailboxesGroup: CellGroup {
    let name = "Mailboxes"
    private let mailbox: Mailbox
    init(mailbox: Mailbox) { self.mailbox = mailbox }
    func loadCellModels() async throws -> [any CellModel] {
        try await mailbox.service.answer?()
        let count = try mailbox.messages().count
        return [
            TextSetting(id: "inbox", title: "Inbox", text: "me@example.org · \(count) messages"),
            TextSetting(id: "work", title: "Work", text: "me@northwind.example · connected"),
        ]
    }
}

/// Builds the groups and loads them when the screen first shows.
@MainActor
public final class SettingsPresenter: LifecycleObserver {
    /// The screen's router.
    public let router: Router<SettingsModule>
    /// The rows.
    public let list: CellGroupList
    /// The latest load, while it runs (tests await it).
    public private(set) var loading: Task<Void, Never>?
    /// Where the developer switch "Log the module tree" writes the tree (standard output unless set).
    public var log: @MainActor (String) -> Void = { print($0) }

    init(router: Router<SettingsModule>, options: MailOptions, mailbox: Mailbox) throws {
        self.router = router
        var groups: [any CellGroup] = [
            ProfileGroup(), MailboxesGroup(mailbox: mailbox),
            SwitchGroup(
                name: "Notifications", switches: [("push", "Push notifications", true), ("sound", "Sound", false)],
                keptIn: mailbox),
        ]
        let developer = SwitchGroup(name: "Developer", switches: [("tree", "Log the module tree", false)], keptIn: mailbox)
        if options.developer { groups.append(developer) }
        list = try CellGroupList(groups: groups, name: "Settings")
        developer.onToggle = { [weak self] id, isOn in
            if id == "tree", isOn { self?.logTree() }
        }
    }

    /// Writes the module tree the settings are in to ``log``.
    public func logTree() {
        log((try? router.treeDescription()) ?? "(the settings are closed)")
    }

    /// Loads every group again (a group that failed shows "Try again").
    ///
    /// ```swift
    /// settings.reload()
    /// ```
    public func reload() {
        let list = list
        loading = Task { @MainActor in await list.load() }
    }

    /// Loads the groups the first time the screen is in front.
    public func moduleDidBecomeActive() {
        guard loading == nil else { return }
        let list = list
        loading = Task { @MainActor in await list.load() }
    }

    /// Cancels the load when the screen closes.
    public func moduleDidClose() {
        loading?.cancel()
    }

    /// Back to the screen that opened settings.
    ///
    /// ```swift
    /// try settings.close()
    /// ```
    public func close() throws {
        try router.close()
    }
}

/// Builds the settings screen.
@MainActor
public final class SettingsBuilder: ModuleBuilder {
    private let views: MailViews
    private let theme: Theme
    private let options: MailOptions
    private let mailbox: Mailbox
    /// Made by the container, with the theme of the feature it belongs to.
    public init(views: MailViews, options: MailOptions, theme: Theme, mailbox: Mailbox) {
        self.theme = theme
        self.views = views
        self.options = options
        self.mailbox = mailbox
    }
    /// Assembles the screen.
    public func build(_ context: ModuleContext<SettingsModule>) throws -> Assembly<SettingsModule> {
        let presenter = try SettingsPresenter(router: context.router, options: options, mailbox: mailbox)
        return Assembly(view: theme.styling(views.settings(presenter)), input: presenter, roles: [presenter])
    }
}
