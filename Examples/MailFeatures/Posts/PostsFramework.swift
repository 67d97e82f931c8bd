import Mosaic
import MosaicDI

/// The sender's posts feature: the posts container and its profile header, with the posts'
/// theme.
///
/// ```swift
/// builder.append(framework: PostsFramework.self)
/// ```
public enum PostsFramework: Framework {
    /// Registers the feature's theme and builders.
    public static func load(into builder: inout ContainerBuilder) {
        builder.register(value: MailThemes.posts)
        builder.register(onMainActor: SenderPostsBuilder.init(mailbox:views:theme:)).asModuleBuilder()
        builder.register(onMainActor: ProfileHeaderBuilder.init(mailbox:outbox:views:theme:)).asModuleBuilder()
    }
}
