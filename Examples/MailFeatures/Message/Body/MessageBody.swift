import Mosaic
import MosaicDI

/// A message's body section: long lines wrapped, pictures shown inline from the cache, HTML
/// bodies reduced to their text (never shown as markup).
public enum MessageBodySection: Module {
    /// The section's presenter.
    public typealias Input = MessageBodyPresenter
}

/// One block of a body as shown.
public enum BodyBlock: Sendable, Equatable {
    /// A paragraph, already wrapped into lines.
    case text([String])
    /// A picture shown inline.
    case image(InlineImageCache.Image)
}

/// Prepares a body for the screen.
@MainActor
public final class MessageBodyPresenter {
    /// The longest line shown, in characters.
    public static let lineWidth = 72
    private let mailbox: Mailbox
    private let images: InlineImageCache
    /// The body's blocks, in order, lines wrapped at ``lineWidth`` (for screens of fixed columns).
    public private(set) var blocks: [BodyBlock] = []
    /// The same blocks with each line whole, for screens that wrap text themselves.
    public private(set) var paragraphs: [BodyBlock] = []
    /// Whether the body was HTML (shown as text).
    public private(set) var wasHTML = false

    init(mailbox: Mailbox, images: InlineImageCache) {
        self.mailbox = mailbox
        self.images = images
    }

    /// Shows the body of message `id`.
    ///
    /// ```swift
    /// try body.configure(messageID: 42)
    /// ```
    public func configure(messageID id: Int) throws {
        guard let message = try mailbox.message(id) else { throw NoSuchMessage(id: id) }
        wasHTML = message.isHTML
        blocks = Self.blocks(of: message, wrapper: LineWrapper(width: Self.lineWidth), images: images)
        paragraphs = Self.blocks(of: message, wrapper: LineWrapper(width: .max), images: images)
    }

    /// The blocks of `message`: an HTML body's paragraphs, or a text body's lines, where a line
    /// `[image: NAME]` naming a picture attached becomes that picture.
    static func blocks(of message: MailMessage, wrapper: LineWrapper, images: InlineImageCache) -> [BodyBlock] {
        if message.isHTML {
            return HTMLText.paragraphs(message.body).map { .text($0.split(separator: "\n").flatMap { wrapper.wrap(String($0)) }) }
        }
        let pictures = Set(message.attachments.filter(\.isImage).map(\.name))
        return message.body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("[image: "), line.hasSuffix("]") {
                let name = String(line.dropFirst(8).dropLast())
                if pictures.contains(name) { return .image(images.image(messageID: message.id, name: name)) }
            }
            return .text(wrapper.wrap(String(line)))
        }
    }
}

/// Builds a body section.
@MainActor
public final class MessageBodyBuilder: ModuleBuilder {
    private let mailbox: Mailbox
    private let views: MailViews
    private let theme: Theme
    private let images: InlineImageCache
    /// Made by the container, with the theme of the feature it belongs to.
    public init(mailbox: Mailbox, views: MailViews, images: InlineImageCache, theme: Theme) {
        self.theme = theme
        self.mailbox = mailbox
        self.views = views
        self.images = images
    }
    /// Assembles the section.
    public func build(_ context: ModuleContext<MessageBodySection>) throws -> Assembly<MessageBodySection> {
        let presenter = MessageBodyPresenter(mailbox: mailbox, images: images)
        return Assembly(view: theme.styling(views.body(presenter)), input: presenter)
    }
}
