#if canImport(UIKit)
import UIKit

/// A settings row: a title and its value.
@MainActor
final class SettingCell: UITableViewCell {
    let titleLabel = UILabel()
    let valueLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(valueLabel)
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(title: String, value: String) {
        titleLabel.text = title
        valueLabel.text = value
    }
}
#endif
