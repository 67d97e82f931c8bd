import Mosaic
import MosaicDI

/// The message feature: a message's scroll stack and its four sections, with the message's
/// theme.
///
/// ```swift
/// builder.append(framework: MessageFramework.self)
/// ```
public enum MessageFramework: Framework {
    /// Registers the feature's theme and builders.
    public static func load(into builder: inout ContainerBuilder) {
        builder.register(value: MailThemes.message)
        builder.register(onMainActor: MessageBuilder.init(mailbox:views:theme:)).asModuleBuilder()
        builder.register(onMainActor: MessageHeaderBuilder.init(mailbox:views:theme:)).asModuleBuilder()
        builder.register(onMainActor: ContactsBuilder.init(mailbox:views:theme:)).asModuleBuilder()
        builder.register(onMainActor: AttachmentsBuilder.init(mailbox:views:theme:)).asModuleBuilder()
        builder.register(onMainActor: MessageBodyBuilder.init(mailbox:views:images:theme:)).asModuleBuilder()
    }
}
