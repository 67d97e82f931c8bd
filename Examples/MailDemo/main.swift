import Mosaic
import MosaicDI

// `swift run mail-demo`: the mail app of the seeds, on a console host. Each step prints what the
// host was asked to do and the module tree after it.

func step(_ title: String) { print("\n== \(title)") }

let container = try Container { builder in
    builder.register(value: MailService())
    builder.register(onMainActor: InboxBuilder.init(service:)).asModuleBuilder()
    builder.register(onMainActor: MessageBuilder.init).asModuleBuilder()
    builder.register(onMainActor: { (service: MailService) in SectionBuilder<HeaderSection>(service: service, kind: "header") })
        .asModuleBuilder()
    builder.register(onMainActor: { (service: MailService) in
        SectionBuilder<AttachmentsSection>(service: service, kind: "attachments")
    }).asModuleBuilder()
    builder.register(onMainActor: { (service: MailService) in SectionBuilder<BodySection>(service: service, kind: "body") })
        .asModuleBuilder()
    builder.register(onMainActor: ContactPickerBuilder.init).asModuleBuilder()
}

let host = ConsoleHost()
let tree = ModuleTree(container: container, host: host)

step("start the inbox (seed 001: a module built from the container, configured through its Input)")
let inbox = try tree.start(InboxModule.self)
inbox.showInbox()

step("open message #41: a scroll stack of sections, each its own module (seed 000)")
let message = try inbox.open(41)
print(tree)

step("archive it: the Output reaches the inbox's presenter, and the module closes")
try message.archive()
print(tree)

step("settings: a list of cell groups; a failing group is a placeholder, a toggle is one reload")
let table = ConsoleHost()
let settings = try CellGroupList(groups: [ProfileGroup(), MailboxesGroup(), NotificationsGroup()], name: "Settings")
settings.host = table
await settings.load()
try settings.handle(.toggled(false), atRow: settings.rowCount - 1)

step("an activity opens the contact picker and awaits the pick (seed 002)")
let stack = ActivityStack(context: ActivityContext(services: container, ui: ModuleTreeFacade(tree: tree)))
let pick = try stack.start(PickRecipient())
for _ in 0..<100 where tree.openModules.count < 2 { await Task.yield() }
print(tree)
if let picker = tree.openModules.last?.input(as: ContactPickerPresenter.self) { try picker.pick("Grace") }
print("    activity result: \(try await pick.result)")
print(tree)

step("a bad step is a typed error naming the module, and the tree is unchanged")
do {
    try inbox.router.embed(ContactPicker.self, in: "sidebar")
} catch {
    print("    error: \(error)")
}
print(tree)
