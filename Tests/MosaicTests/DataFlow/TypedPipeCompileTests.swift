import Foundation
import Testing

/// Proves that the use case pipe is typed end to end: snippets that connect a role of another
/// use case do not compile. Each snippet is type-checked by `swiftc` against the Mosaic module
/// this test run was built with (found next to the test bundle), so a correct snippet is checked
/// too: it must compile, or the environment, not the types, would be what fails.
@Suite("UseCase pipe: a mismatched role is a compile error")
struct TypedPipeCompileTests {
    static let prelude = """
        import Mosaic
        enum Shop {
            enum Load: UseCase {
                struct Request: Sendable { var category: String }
                struct Response: Sendable { var count: Int }
                struct ViewModel: Sendable { var text: String }
            }
            enum Buy: UseCase {
                struct Request: Sendable { var id: Int }
                struct Response: Sendable { var ok: Bool }
                struct ViewModel: Sendable { var message: String }
            }
        }
        final class ShopInteractor: Interactor {
            func load(_ request: Shop.Load.Request) async -> Shop.Load.Response { .init(count: 1) }
            func buy(_ request: Shop.Buy.Request) async -> Shop.Buy.Response { .init(ok: true) }
        }
        @MainActor final class ShopPresenter {
            func present(_ response: Shop.Load.Response) -> Shop.Load.ViewModel { .init(text: "\\(response.count)") }
            func presentBuy(_ response: Shop.Buy.Response) -> Shop.Buy.ViewModel { .init(message: "") }
        }
        @MainActor final class ShopView {
            func show(_ model: Shop.Load.ViewModel) {}
            func showBuy(_ model: Shop.Buy.ViewModel) {}
        }
        @MainActor func wire(_ i: ShopInteractor, _ p: ShopPresenter, _ v: ShopView) {

        """

    @Test("the correct wiring compiles", .enabled(if: Typecheck.available))
    func correct() throws {
        let result = try Typecheck.run(Self.prelude + """
            let load = UseCasePipe(Shop.Load.self, interactor: i.load, presenter: p.present)
            load.display(on: v, ShopView.show)
            load.send(.init(category: "shoes"))
            }
            """)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test(
        "another use case's interactor, presenter, view or request is refused by the compiler",
        .enabled(if: Typecheck.available),
        arguments: [
            ("interactor", "_ = UseCasePipe(Shop.Load.self, interactor: i.buy, presenter: p.present)"),
            ("presenter", "_ = UseCasePipe(Shop.Load.self, interactor: i.load, presenter: p.presentBuy)"),
            ("view", "UseCasePipe(Shop.Load.self, interactor: i.load, presenter: p.present).display(on: v, ShopView.showBuy)"),
            ("request", "UseCasePipe(Shop.Load.self, interactor: i.load, presenter: p.present).send(Shop.Buy.Request(id: 1))"),
        ])
    func mismatched(role: String, line: String) throws {
        let result = try Typecheck.run(Self.prelude + line + "\n}\n")
        #expect(!result.succeeded, "a mismatched \(role) compiled")
        #expect(result.output.contains("error: cannot convert value of type"), "\(result.output)")
    }
}

/// Runs `swiftc -typecheck` on a snippet that imports Mosaic.
enum Typecheck {
    struct Result {
        let succeeded: Bool
        let output: String
    }

    /// The build folder of this test run (holding `Modules/Mosaic.swiftmodule`) and the
    /// package's checkouts, found by walking up from the test bundle.
    static let paths: (modules: URL, atomicsShims: URL)? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var modules: URL?
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent("Modules")
            if modules == nil, FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Mosaic.swiftmodule").path) {
                modules = candidate
            }
            let shims = folder.appendingPathComponent("checkouts/swift-atomics/Sources/_AtomicsShims/include")
            if let modules, FileManager.default.fileExists(atPath: shims.path) { return (modules, shims) }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    static let compiler: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        return folders.map { URL(fileURLWithPath: $0).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Whether a compiler and this run's modules were found (they are under `swift test`).
    static var available: Bool { compiler != nil && paths != nil }

    static func run(_ source: String) throws -> Result {
        guard let compiler, let paths else { return Result(succeeded: false, output: "no compiler or modules") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snippet.swift")
        try Data(source.utf8).write(to: file)
        let process = Process()
        process.executableURL = compiler
        process.arguments = [
            "-typecheck", "-swift-version", "6", "-I", paths.modules.path, "-I", paths.atomicsShims.path,
            "-module-cache-path", folder.appendingPathComponent("cache").path, file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Result(succeeded: process.terminationStatus == 0, output: output)
    }
}
