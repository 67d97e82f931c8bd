import MosaicDI
import Testing

private final class Five {
    let values: (Engine, Wheel, Car, String, Int)
    init(engine: Engine, wheel: Wheel, car: Car, text: String, number: Int) {
        values = (engine, wheel, car, text, number)
    }
}

private final class View {
    var presenter: Presenter?
    let title: String
    init(title: String) { self.title = title }
}

private final class Presenter {
    weak var view: View?
    var greeter: (any Greeter)?
    var configured = false
    func configure(greeter: any Greeter) {
        self.greeter = greeter
        configured = true
    }
}

/// Types for the test of many keys per registration (aliases beyond the index's first size).
private protocol KeyA: AnyObject {}
private protocol KeyB: AnyObject {}
private protocol KeyC: AnyObject {}
private protocol KeyShared: AnyObject { var tag: String { get } }
private final class ManyKeysOne: KeyA, KeyB, KeyC, KeyShared { let tag = "one" }
private final class ManyKeysTwo: KeyA, KeyB, KeyC, KeyShared, Sendable { let tag = "two" }

@Suite("Registration")
struct RegistrationTests {
    @Test("initializers of any arity are auto-wired")
    func autoWiring() throws {
        let container = try Container { builder in
            builder.register(Engine.init)
            builder.register(Wheel.init)
            builder.register(Car.init(engine:wheel:))
            builder.register(value: "text")
            builder.register { 42 }
            builder.register(Five.init(engine:wheel:car:text:number:))
        }
        let five: Five = try container.resolve()
        #expect(five.values.3 == "text")
        #expect(five.values.4 == 42)
        #expect(five.values.2.engine !== five.values.0, "prototypes are new per request")
    }

    @Test("closures with typed parameters are wired like initializers")
    func closures() throws {
        let container = try Container { builder in
            builder.register(Engine.init)
            builder.register(Wheel.init)
            builder.register { (engine: Engine, wheel: Wheel) in Car(engine: engine, wheel: wheel) }
        }
        let car = try container.resolve(Car.self)
        #expect(type(of: car.engine) == Engine.self)
    }

    @Test("a ready value is shared")
    func values() throws {
        let engine = Engine()
        let container = try Container { $0.register(value: engine) }
        #expect(try container.resolve(Engine.self) === engine)
        #expect(try container.resolve(Engine.self) === engine)
    }

    @Test("aliases share the instance the lifetime keeps")
    func aliases() throws {
        let container = try Container { builder in
            builder.register(EnglishGreeter.init)
                .as((any Greeter).self) { $0 }
                .as((any Named).self) { $0 }
                .lifetime(.container())
        }
        let greeter: any Greeter = try container.resolve()
        let named: any Named = try container.resolve()
        let concrete: EnglishGreeter = try container.resolve()
        #expect(greeter as AnyObject === named as AnyObject)
        #expect(concrete === greeter as AnyObject)
        #expect(greeter.greet() == "hello")
    }

    @Test("names select a registration; an unnamed request does not see named ones")
    func names() throws {
        let container = try Container { builder in
            builder.register(EnglishGreeter.init).as((any Greeter).self) { $0 }.named("en")
            builder.register(FrenchGreeter.init).as((any Greeter).self) { $0 }.named("fr")
        }
        #expect(try container.resolve((any Greeter).self, name: "fr").greet() == "bonjour")
        #expect(try container.resolve((any Greeter).self, name: "en").greet() == "hello")
        let error = resolutionError { try container.resolve((any Greeter).self) }
        guard case .notRegistered(let type) = error?.reason else {
            Issue.record("expected notRegistered, got \(String(describing: error))")
            return
        }
        #expect(type.contains("Greeter"))
        let unknown = resolutionError { try container.resolve((any Greeter).self, name: "de") }
        #expect(unknown?.description.contains("named \"de\"") == true)
    }

    @Test("tags select a registration for Tagged dependencies and resolve(tag:)")
    func tags() throws {
        enum Formal {}
        final class Letter { let greeter: any Greeter; init(greeter: Tagged<Formal, any Greeter>) { self.greeter = greeter.value } }
        let container = try Container { builder in
            builder.register(EnglishGreeter.init).as((any Greeter).self) { $0 }.default()
            builder.register(FrenchGreeter.init).as((any Greeter).self) { $0 }.tagged(Formal.self)
            builder.register(Letter.init(greeter:))
        }
        #expect(try container.resolve(Letter.self).greeter.greet() == "bonjour")
        #expect(try container.resolve((any Greeter).self, tag: Formal.self).greet() == "bonjour")
        #expect(try container.resolve((any Greeter).self).greet() == "hello", "the default wins without a tag")
    }

    @Test(".default() breaks a tie and .test() overrides the default")
    func defaultAndTest() throws {
        let defaulted = try Container { builder in
            builder.register(EnglishGreeter.init).as((any Greeter).self) { $0 }
            builder.register(FrenchGreeter.init).as((any Greeter).self) { $0 }.default()
        }
        #expect(try defaulted.resolve((any Greeter).self).greet() == "bonjour")

        let overridden = try Container { builder in
            builder.register(EnglishGreeter.init).as((any Greeter).self) { $0 }.default()
            builder.register(FrenchGreeter.init).as((any Greeter).self) { $0 }.test()
        }
        #expect(try overridden.resolve((any Greeter).self).greet() == "bonjour")
    }

    @Test("Many collects every registration in registration order")
    func many() throws {
        final class Choir { let voices: [String]; init(greeters: Many<any Greeter>) { voices = greeters.map { $0.greet() } } }
        final class Silence { let count: Int; init(named: Many<any Named>) { count = named.count } }
        let container = try Container { builder in
            builder.register(FrenchGreeter.init).as((any Greeter).self) { $0 }
            builder.register(EnglishGreeter.init).as((any Greeter).self) { $0 }.named("en")
            builder.register(Choir.init(greeters:))
            builder.register(Silence.init(named:))
        }
        #expect(try container.resolve(Choir.self).voices == ["bonjour", "hello"])
        #expect(try container.resolve(Silence.self).count == 0)
        #expect(try container.resolveAll((any Greeter).self).map { $0.greet() } == ["bonjour", "hello"])
        #expect(try container.resolveAll(Car.self).isEmpty)
    }

    @Test("properties and methods are injected after init")
    func injection() throws {
        let container = try Container { builder in
            builder.register(EnglishGreeter.init).as((any Greeter).self) { $0 }
            builder.register { View(title: "profile") }.lifetime(.objectGraph).injecting(\.presenter)
            builder.register(Presenter.init)
                .lifetime(.objectGraph)
                .injecting(\.view)
                .injecting { (presenter: Presenter, greeter: any Greeter) in presenter.configure(greeter: greeter) }
        }
        let view: View = try container.resolve()
        let presenter = try #require(view.presenter)
        #expect(presenter.view === view, "both sides of the cycle see the same instances")
        #expect(presenter.configured)
        #expect(presenter.greeter?.greet() == "hello")
    }

    @Test("a cycle resolved from either end links the same two objects")
    func cycleFromTheOtherEnd() throws {
        final class Left { var right: Right?; init() {} }
        final class Right { var left: Left?; init() {} }
        let container = try Container { builder in
            builder.register(Left.init).lifetime(.objectGraph).injecting(\.right)
            builder.register(Right.init).lifetime(.objectGraph).injecting(\.left)
        }
        let right: Right = try container.resolve()
        let left = try #require(right.left)
        #expect(left.right === right)
        let fromLeft: Left = try container.resolve()
        #expect(fromLeft.right?.left === fromLeft)
        #expect(fromLeft !== left, "a new resolve makes a new object graph")
        left.right = nil
        fromLeft.right = nil
    }

    @Test("a throwing factory reports the type, the path and the registration's line")
    func throwingFactory() throws {
        struct Offline: Error {}
        final class Feed { init(car: Car) {} }
        let line = #line + 3
        let container = try Container { builder in
            builder.register(Engine.init)
            builder.register { (engine: Engine) throws -> Wheel in throw Offline() }
            builder.register(Car.init(engine:wheel:))
            builder.register(Feed.init(car:))
        }
        let error = try #require(resolutionError { try container.resolve(Feed.self) })
        guard case .factoryFailed(let type, let underlying) = error.reason else {
            Issue.record("expected factoryFailed, got \(error)")
            return
        }
        #expect(type == "Wheel")
        #expect(underlying is Offline)
        #expect(error.path == ["Feed", "Car", "Wheel"])
        #expect(error.location?.line == line)
        #expect(error.description.contains("RegistrationTests.swift:\(line)"))
    }

    @Test("registrations with more keys than the lookup index first holds are all found")
    func manyKeysPerRegistration() throws {
        // Two registrations under six types (seven keys, one type shared): the build's key
        // index starts with room for four and grows while it is filled.
        let container = try Container { builder in
            builder.register { ManyKeysOne() }
                .as((any KeyA).self) { $0 }.as((any KeyB).self) { $0 }.as((any KeyC).self) { $0 }
                .as((any KeyShared).self) { $0 }.default()
            builder.register { ManyKeysTwo() }
                .as((any KeyShared).self) { $0 }.lifetime(.container())
        }
        #expect(try container.resolve(ManyKeysOne.self).tag == "one")
        #expect(try container.resolve(ManyKeysTwo.self).tag == "two")
        #expect(try container.resolve((any KeyA).self) is ManyKeysOne)
        #expect(try container.resolve((any KeyB).self) is ManyKeysOne)
        #expect(try container.resolve((any KeyC).self) is ManyKeysOne)
        #expect(try container.resolve((any KeyShared).self).tag == "one", "the .default() one of the two")
        #expect(try container.resolveAll((any KeyShared).self).map(\.tag) == ["one", "two"])
        #expect(!container.isRegistered(Wheel.self))
    }

    @Test("a throwing factory without parameters reports its name, the path and its line")
    func throwingParameterlessFactory() throws {
        struct Offline: Error {}
        let line = #line + 2
        let container = try Container { builder in
            builder.register { () throws -> Wheel in throw Offline() }.named("spare")
            builder.register { () throws -> Engine in throw Offline() }
        }
        let direct = try #require(resolutionError { try container.resolve(Engine.self) })
        guard case .factoryFailed(let engine, let engineFailure) = direct.reason else {
            Issue.record("expected factoryFailed, got \(direct)")
            return
        }
        #expect(engine == "Engine")
        #expect(engineFailure is Offline)
        #expect(direct.path == ["Engine"])
        #expect(direct.location?.line == line + 1)
        let named = try #require(resolutionError { try container.resolve(Wheel.self, name: "spare") })
        guard case .factoryFailed(let wheel, _) = named.reason else {
            Issue.record("expected factoryFailed, got \(named)")
            return
        }
        #expect(wheel == "Wheel named \"spare\"")
        #expect(named.location?.line == line)
    }

    @Test("a file and line passed by hand are what errors and the graph report, even a one-character file")
    func locationPassedByHand() throws {
        struct Offline: Error {}
        let container = try Container { builder in
            builder.register({ () throws -> Wheel in throw Offline() }, fileID: "Garage/Assembly.swift", line: 7)
            builder.register(Engine.init, fileID: "x", line: 3)
        }
        let error = try #require(resolutionError { try container.resolve(Wheel.self) })
        #expect(error.location == SourceLocation(fileID: "Garage/Assembly.swift", line: 7))
        #expect(error.description.contains("Garage/Assembly.swift:7"))
        let engine = try #require(container.graph.nodes.first { $0.registration.type == "Engine" })
        #expect(engine.registration.location == SourceLocation(fileID: "x", line: 3))
    }
}
