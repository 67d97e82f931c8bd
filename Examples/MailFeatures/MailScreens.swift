import Mosaic
import MosaicDI

/// Registers the mail screens' builders and what they share (the inline picture cache); the
/// host registers `MailViews`, `MailOptions`, a `Mailbox` and an `Outbox`.
///
/// ```swift
/// let container = try Container { MailScreens.register(in: &$0) }
/// ```
public enum MailScreens {
    /// Adds the builders of every mail screen.
    public static func register(in builder: inout ContainerBuilder) {
        builder.register(onMainActor: InlineImageCache.init).lifetime(.container())
        builder.register(onMainActor: InboxBuilder.init(mailbox:views:outbox:)).asModuleBuilder()
        builder.register(onMainActor: InboxRowBuilder.init(views:)).asModuleBuilder()
        builder.register(onMainActor: MessageBuilder.init(mailbox:views:)).asModuleBuilder()
        builder.register(onMainActor: MessageHeaderBuilder.init(mailbox:views:)).asModuleBuilder()
        builder.register(onMainActor: ContactsBuilder.init(mailbox:views:)).asModuleBuilder()
        builder.register(onMainActor: AttachmentsBuilder.init(mailbox:views:)).asModuleBuilder()
        builder.register(onMainActor: MessageBodyBuilder.init(mailbox:views:images:)).asModuleBuilder()
        builder.register(onMainActor: SettingsBuilder.init(views:options:)).asModuleBuilder()
        builder.register(onMainActor: SenderPostsBuilder.init(mailbox:views:)).asModuleBuilder()
        builder.register(onMainActor: ProfileHeaderBuilder.init(mailbox:outbox:views:)).asModuleBuilder()
        builder.register(onMainActor: ComposeBuilder.init(views:)).asModuleBuilder()
        builder.register(onMainActor: ContactPickerBuilder.init(mailbox:views:)).asModuleBuilder()
    }
}
