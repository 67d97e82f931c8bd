// Follows SwiftUI.framework: View, Text (the Swift interface).
// A stand-in for Apple's SwiftUI, built on Linux only as the module SwiftUIShim (MosaicUIKit
// sees it as SwiftUI through a module alias). It declares only what MosaicUIKit and its tests
// use, as Apple documents it. It is never part of a product and never built on Apple platforms.
import UIKitShim

// developer.apple.com/documentation/swiftui/view
/// A part of the user interface, described by its body.
@MainActor
@preconcurrency
public protocol View {
    /// The type of view the body is.
    associatedtype Body: View
    /// The view's content.
    @MainActor @preconcurrency var body: Self.Body { get }
}

// developer.apple.com/documentation/swiftui/never (View conformance)
extension Never: View {
    /// Primitive views' body type: there is none.
    public var body: Never {
        switch self {}
    }
}

// developer.apple.com/documentation/swiftui/text
/// A view that shows text.
public struct Text: View, Equatable {
    /// The text (the fake keeps it, so tests can read what is shown).
    public let content: String

    /// Shows `content` as it is, not localized.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// A primitive view: SwiftUI never asks for its body, and neither does the fake.
    public var body: Never {
        fatalError("Text is a primitive view: it has no body")
    }
}
