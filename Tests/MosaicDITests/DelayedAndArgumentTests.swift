import MosaicDI
import Testing

private final class Expensive {
    init(counter: Counter) { counter.increment() }
}

private final class Holder {
    let lazy: Lazy<Expensive>
    let provider: Provider<Expensive>
    init(lazy: Lazy<Expensive>, provider: Provider<Expensive>) {
        self.lazy = lazy
        self.provider = provider
    }
}

private final class Message {
    let id: Int
    let folder: String
    let engine: Engine
    init(id: Argument<Int>, folder: Argument<String>, engine: Engine) {
        self.id = id.value
        self.folder = folder.value
        self.engine = engine
    }
}

@Suite("Lazy, Provider and arguments")
struct DelayedAndArgumentTests {
    private func container(_ counter: Counter) throws -> Container {
        try Container { builder in
            builder.register(value: counter)
            builder.register(Expensive.init(counter:))
            builder.register(Holder.init(lazy:provider:))
        }
    }

    @Test("Lazy makes its value on first use and keeps it")
    func lazy() throws {
        let counter = Counter()
        let holder: Holder = try container(counter).resolve()
        #expect(counter.count == 0)
        #expect(!holder.lazy.isMade)
        let first = try holder.lazy.value
        let second = try holder.lazy.value
        #expect(first === second)
        #expect(counter.count == 1)
        #expect(holder.lazy.isMade)
    }

    @Test("Provider resolves anew on every call")
    func provider() throws {
        let counter = Counter()
        let holder: Holder = try container(counter).resolve()
        let first = try holder.provider()
        let second = try holder.provider()
        #expect(first !== second)
        #expect(counter.count == 2)
    }

    @Test("containers hand out Lazy and Provider directly too")
    func fromContainer() throws {
        let counter = Counter()
        let container = try container(counter)
        let lazy = try container.lazy(Expensive.self)
        let provider = try container.provider(Expensive.self)
        #expect(counter.count == 0)
        _ = try lazy.value
        _ = try provider()
        #expect(counter.count == 2)
    }

    @Test("runtime arguments reach the Argument parameters in order")
    func arguments() throws {
        let container = try Container { builder in
            builder.register(Engine.init)
            builder.register(Message.init(id:folder:engine:))
        }
        let message: Message = try container.resolve(arguments: 42, "inbox")
        #expect(message.id == 42)
        #expect(message.folder == "inbox")
    }

    @Test("a wrong argument type or count is a thrown error naming the types, never a silent nil")
    func wrongArguments() throws {
        let container = try Container { builder in
            builder.register(Engine.init)
            builder.register(Message.init(id:folder:engine:))
        }
        let swapped = try #require(resolutionError { try container.resolve(Message.self, arguments: "inbox", 42) })
        guard case .argumentMismatch(let type, let expected, let received) = swapped.reason else {
            Issue.record("expected argumentMismatch, got \(swapped)")
            return
        }
        #expect(type == "Message")
        #expect(expected == ["Int", "String"])
        #expect(received == ["String", "Int"])
        #expect(swapped.description.contains("DelayedAndArgumentTests.swift"))

        let missing = resolutionError { try container.resolve(Message.self) }
        #expect(missing?.description.contains("takes arguments (Int, String) but got ()") == true)
    }

    @Test("arguments are matched by their static type, so a subclass instance passes as its superclass")
    func argumentStaticType() throws {
        class Shape { init() {} }
        final class Circle: Shape {}
        final class Canvas {
            let shape: Shape
            init(shape: Argument<Shape>) { self.shape = shape.value }
        }
        let container = try Container { $0.register(Canvas.init(shape:)) }
        let circle = Circle()
        let canvas: Canvas = try container.resolve(arguments: circle as Shape)
        #expect(canvas.shape === circle)
        let error = resolutionError { try container.resolve(Canvas.self, arguments: circle) }
        #expect(error?.description.contains("takes arguments (Shape) but got (Circle)") == true)
    }

    @Test("a Provider passes runtime arguments and checks them")
    func providerArguments() throws {
        final class Inbox {
            let makeMessage: Provider<Message>
            init(makeMessage: Provider<Message>) { self.makeMessage = makeMessage }
        }
        let container = try Container { builder in
            builder.register(Engine.init)
            builder.register(Message.init(id:folder:engine:))
            builder.register(Inbox.init(makeMessage:))
        }
        let inbox: Inbox = try container.resolve()
        #expect(try inbox.makeMessage(7, "sent").id == 7)
        let error = resolutionError { try inbox.makeMessage(7) }
        #expect(error?.description.contains("(Int, String) but got (Int)") == true)
    }

    @Test("an optional dependency is nil when nothing is registered")
    func optional() throws {
        final class Screen {
            let analytics: Engine?
            let wheel: Wheel?
            init(analytics: Engine?, wheel: Wheel?) {
                self.analytics = analytics
                self.wheel = wheel
            }
        }
        let container = try Container { builder in
            builder.register(Wheel.init)
            builder.register(Screen.init(analytics:wheel:))
        }
        let screen: Screen = try container.resolve()
        #expect(screen.analytics == nil)
        #expect(screen.wheel != nil)
        #expect(try container.resolveIfRegistered(Engine.self) == nil)
        #expect(try container.resolveIfRegistered(Wheel.self) != nil)
        #expect(container.isRegistered(Wheel.self))
        #expect(!container.isRegistered(Engine.self))
    }
}
