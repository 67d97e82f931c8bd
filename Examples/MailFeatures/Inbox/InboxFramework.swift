import Mosaic
import MosaicDI

/// The inbox feature: the inbox screen and its rows, with the inbox's theme.
///
/// ```swift
/// builder.append(framework: InboxFramework.self)
/// ```
public enum InboxFramework: Framework {
    /// Registers the feature's theme and builders.
    public static func load(into builder: inout ContainerBuilder) {
        builder.register(value: MailThemes.inbox)
        builder.register(onMainActor: InboxBuilder.init(mailbox:views:outbox:theme:)).asModuleBuilder()
        builder.register(onMainActor: InboxRowBuilder.init(views:theme:)).asModuleBuilder()
    }
}
