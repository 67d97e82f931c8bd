// Follows UIKit.framework/Headers/UICollectionView.h and UICollectionViewLayout.h.
// developer.apple.com/documentation/uikit/uicollectionviewlayout
/// Where a collection view's items go. The fake lays out nothing.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// Makes a layout.
    public override init() {
        super.init()
    }
}

// developer.apple.com/documentation/uikit/uicollectionview
/// A scrolling collection of items. The fake keeps its layout and, as a scroll view, its offset.
@MainActor
open class UICollectionView: UIScrollView {
    /// The layout of the items.
    open var collectionViewLayout: UICollectionViewLayout
    /// Told about scrolling and selection (UIKit declares it on the collection view with this
    /// narrower type than the scroll view's).
    open weak var delegate: (any UICollectionViewDelegate)?

    /// Makes a collection view with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// Makes a collection view from an archive.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewLayout()
        super.init(coder: coder)
    }
}

// developer.apple.com/documentation/uikit/uicollectionviewdelegate
/// Told about a collection view's scrolling and selection. Every method is optional, as in UIKit.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
