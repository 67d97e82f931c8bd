import CompileTimeGenerator
import Testing

@Suite("The registrations of the compile-time measurement")
struct RegistrationSourcesTests {
    let sources = RegistrationSources(app: GeneratedApp(count: 120), chunk: 50)

    private func lines(_ text: String, containing fragment: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains(fragment) }
    }

    @Test func theAppDeclaresEveryClassWithItsInitializer() {
        let text = sources.appSource()
        #expect(lines(text, containing: "public final class Service").count == 120)
        let dependencies = sources.app.dependencies(of: 5).map(GeneratedApp.typeName)
        let parameters = dependencies.enumerated().map { "_ d\($0.offset): \($0.element)" }.joined(separator: ", ")
        #expect(text.contains("public init(\(parameters))"))
        #expect(text.contains("public final class Service0000 {\n    public init() { }\n}"))
    }

    @Test func eachRegistrarRegistersEveryClassOnce() {
        let mosaic = sources.source(for: .mosaic)
        let swinject = sources.source(for: .swinject)
        let hand = sources.source(for: .hand)
        #expect(lines(mosaic, containing: "builder.register(Service").count == 120)
        #expect(lines(swinject, containing: "container.register(Service").count == 120)
        #expect(lines(hand, containing: "public func makeService").count == 120)
        for index in [0, 7, 119] {
            let name = GeneratedApp.typeName(index)
            #expect(lines(mosaic, containing: "builder.register(\(name).init)").count == 1)
            #expect(lines(swinject, containing: "container.register(\(name).self)").count == 1)
            #expect(lines(hand, containing: "func make\(name)()").count == 1)
        }
    }

    @Test func swinjectAndHandCodePassTheSameDependenciesInOrder() {
        let index = 11
        let name = GeneratedApp.typeName(index)
        let dependencies = sources.app.dependencies(of: index).map(GeneratedApp.typeName)
        let swinject = dependencies.map { "r.resolve(\($0).self)!" }.joined(separator: ", ")
        let hand = dependencies.map { "make\($0)()" }.joined(separator: ", ")
        #expect(sources.source(for: .swinject).contains("container.register(\(name).self) { r in \(name)(\(swinject)) }"))
        #expect(sources.source(for: .hand).contains("public func make\(name)() -> \(name) { \(name)(\(hand)) }"))
        // A class without dependencies ignores the resolver.
        #expect(sources.source(for: .swinject).contains("container.register(Service0000.self) { _ in Service0000() }"))
    }

    @Test func registrationsAreSplitIntoFunctionsOfOneChunk() {
        let mosaic = sources.source(for: .mosaic)
        // 120 classes in chunks of 50: three functions, each called once from `register`.
        #expect(lines(mosaic, containing: "static func register").count == 4)
        for number in 0..<3 {
            #expect(lines(mosaic, containing: "register\(number)(into: &builder)").count == 1)
        }
        #expect(!mosaic.contains("register3("))
        #expect(mosaic.contains("import MosaicDI\nimport \(RegistrationSources.appModule)\n"))
    }
}
