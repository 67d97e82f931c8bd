import Mosaic
import MosaicDI

/// Registers the mail screens: one framework per feature (inbox, message, posts, settings,
/// compose), each with its builders and its own `Theme`, and what they share (the inline picture
/// cache). The host registers `MailViews`, `MailOptions`, a `Mailbox` and an `Outbox`.
///
/// ```swift
/// let container = try Container { MailScreens.register(in: &$0) }
/// ```
public enum MailScreens {
    /// Adds every feature's framework and the shared picture cache.
    public static func register(in builder: inout ContainerBuilder) {
        builder.register(onMainActor: InlineImageCache.init).lifetime(.container())
        builder.append(framework: InboxFramework.self)
        builder.append(framework: MessageFramework.self)
        builder.append(framework: PostsFramework.self)
        builder.append(framework: SettingsFramework.self)
        builder.append(framework: ComposeFramework.self)
    }
}
