import Mosaic
import MosaicDI

// `swift run mail-tour`: a small mail app, on a console host. Each step prints what the
// host was asked to do and the module tree after it.

func step(_ title: String) { print("\n== \(title)") }

let container = try Container { builder in
    builder.register(value: MailService())
    builder.register(module: InboxModule.self, InboxModule.assemble)
    builder.register(module: MessageModule.self, MessageModule.assemble)
    builder.register(module: HeaderSection.self) { try assembleSection($0, kind: "header") }
    builder.register(module: AttachmentsSection.self) { try assembleSection($0, kind: "attachments") }
    builder.register(module: BodySection.self) { try assembleSection($0, kind: "body") }
    builder.register(module: ContactPicker.self, ContactPicker.assemble)
}

let host = ConsoleHost()
let tree = ModuleTree(container: container, host: host)

step("start the inbox: a module built from the container, configured through its Input")
let inbox = try tree.start(InboxModule.self).input
inbox.showInbox()

step("open message #41: a scroll stack of sections, each its own module")
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

step("an activity opens the contact picker and awaits the pick")
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
