import Mosaic
import MosaicDI

/// The settings feature, with the settings' theme.
///
/// ```swift
/// builder.append(framework: SettingsFramework.self)
/// ```
public enum SettingsFramework: Framework {
    /// Registers the feature's theme and builder.
    public static func load(into builder: inout ContainerBuilder) {
        builder.register(value: MailThemes.settings)
        builder.register(onMainActor: SettingsBuilder.init(views:options:theme:mailbox:)).asModuleBuilder()
    }
}
