import Mosaic
import MosaicDI

enum SettingsModule: Module {
    typealias Input = SettingsPresenter    // openers call the presenter itself
}

struct TextSetting: CellModel {
    let id: String
    let title: String
    let text: String
}

struct SwitchSetting: CellModel {
    let id: String
    let title: String
    let isOn: Bool
}
