#if canImport(UIKit)
import UIKit

/// A row of a plain list: a title and a detail line (a post and its date, a contact and their
/// address).
@MainActor
final class TitleDetailCell: UITableViewCell {
    let titleLabel = UILabel()
    let detailLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(detailLabel)
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(title: String, detail: String) {
        titleLabel.text = title
        detailLabel.text = detail
    }
}
#endif
