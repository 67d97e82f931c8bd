import Mosaic
import MosaicDI

/// The compose feature: the compose screen and the contact picker, with the compose theme,
/// which the compose activity also hands to the screens it displays.
///
/// ```swift
/// builder.append(framework: ComposeFramework.self)
/// ```
public enum ComposeFramework: Framework {
    /// Registers the feature's theme and builders.
    public static func load(into builder: inout ContainerBuilder) {
        builder.register(value: MailThemes.compose)
        builder.register(onMainActor: ComposeBuilder.init(views:theme:)).asModuleBuilder()
        builder.register(onMainActor: ContactPickerBuilder.init(mailbox:views:theme:)).asModuleBuilder()
    }
}
