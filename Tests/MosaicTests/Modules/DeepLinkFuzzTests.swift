import Mosaic
import MosaicDI
import MosaicTesting
import Testing

@MainActor
@Suite("Routes: fuzzed deep links against a host that refuses at random")
struct DeepLinkFuzzTests {
    /// What a link may change: the tree, the screen and every Input's state.
    struct Snapshot: Equatable {
        let tree: String
        let screen: [ObjectIdentifier]
        let inputs: [String]
    }

    @Test("2,000 random, malformed, long and unicode links: every failure changes nothing and leaves nothing alive",
          arguments: [11, 12, 13] as [UInt64])
    func fuzz(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let host = HeadlessHost()
        let tree = ModuleTree(container: try mailContainer(), host: host)
        let routes = try mailRoutes()
        let tracker = LeakTracker(watching: tree)
        try tree.start(InboxModule.self)
        var failures = 0
        var successes = 0

        func snapshot() -> Snapshot {
            Snapshot(
                tree: tree.description,
                screen: host.displayed.map(ObjectIdentifier.init),
                inputs: tree.openModules.map { node in
                    if let inbox = node.input(as: (any InboxInput).self) as? InboxPresenter { return "inbox \(inbox.folder)" }
                    if let message = node.input(as: (any MessageInput).self) { return "message \(message.messageID)" }
                    if let attachments = node.input(as: (any AttachmentsInput).self) as? AttachmentsPresenter {
                        return "attachments \(attachments.messageID)"
                    }
                    return node.name
                })
        }

        for index in 0..<2_000 {
            let link = Self.randomLink(&random)
            host.refuseNext = random.chance(25) ? RandomRefusal() : nil
            let before = snapshot()
            do {
                try tree.open(deepLink: link, routes: routes)
                successes += 1
                screenMatchesTree(host, tree)
            } catch {
                failures += 1
                #expect(snapshot() == before, "link \(index) \(link): \(error)")
            }
            host.refuseNext = nil
            #expect(tracker.leaks.isEmpty, "link \(index) \(link): \(tracker.leaks.prefix(3))")
        }
        #expect(successes > 100 && failures > 100, "\(successes) followed, \(failures) refused")
    }

    static func randomLink(_ random: inout SeededRandom) -> String {
        let kind = Int.random(in: 0..<10, using: &random)
        switch kind {
        case 0:
            // Bytes of anything, unicode included.
            let alphabet = Array("mail:/%#?é🙂\u{0}\u{301}ab12 -")
            let count = Int.random(in: 0..<40, using: &random)
            return String((0..<count).map { _ in alphabet.randomElement(using: &random) ?? "a" })
        case 1:
            // Too long.
            return "mail://inbox/" + String(repeating: "message/1/", count: Int.random(in: 205..<400, using: &random))
        case 2:
            let schemes = ["MAIL", "web", "", "mail:", "Mail"]
            return "\(schemes.randomElement(using: &random) ?? "")://inbox/message/\(Int.random(in: -3..<50, using: &random))"
        default:
            // A chain of steps, some valid, some not.
            let roots = ["inbox", "folder/sent", "folder/%F0%9F%99%82", "folder/é", "message/1", "", "folder"]
            let steps = [
                "message/\(Int.random(in: -2..<100, using: &random))", "attachments", "message/abc", "message/3/raw",
                "unknown", "message", "message/-1/attachments", "%zz", "message/🙂",
            ]
            var path = roots.randomElement(using: &random) ?? "inbox"
            for _ in 0..<Int.random(in: 0..<6, using: &random) { path += "/" + (steps.randomElement(using: &random) ?? "") }
            return "mail://" + path
        }
    }
}
