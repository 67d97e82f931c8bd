import Mosaic
import MosaicDI

enum SettingsModule: Module {
    typealias Input = SettingsPresenter    // openers call the presenter itself
}
