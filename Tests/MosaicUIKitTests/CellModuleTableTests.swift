import Mosaic
import MosaicDI
import MosaicTesting
import MosaicUIKit
import Testing
import UIKit

struct Album: Identifiable, Sendable {
    let id: Int
}

/// A row with a horizontal strip (a collection view) whose offset the row saves.
@MainActor
final class StripRowController: UIViewController, UIKitModuleView {
    let strip = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())

    init() {
        super.init(nibName: nil, bundle: nil)
        view.addSubview(strip)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
final class StripRowPresenter: RowInput {
    let controller: StripRowController
    private(set) var item: Album?

    init(controller: StripRowController) {
        self.controller = controller
    }

    func show(_ item: Album, restoring state: CGPoint?) {
        self.item = item
        controller.strip.contentOffset = state ?? .zero
    }

    func saveState() -> CGPoint? { controller.strip.contentOffset }
}

enum StripRowModule: Module { typealias Input = StripRowPresenter }

/// The screen owning the table.
@MainActor
final class AlbumsController: UIViewController, UIKitModuleView {
    /// Ten rows of 44 points tall: the window of rows the tests scroll.
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
    var rows: CellModuleTable<Album>?

    init() {
        super.init(nibName: nil, bundle: nil)
        view.addSubview(tableView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func containerView(forSlot slot: String) -> UIView? { rows?.containerView(forSlot: slot) }
}

@MainActor final class AlbumsPresenter {
    let list: CellModuleList<Album>
    let rows: CellModuleTable<Album>
    init(list: CellModuleList<Album>, rows: CellModuleTable<Album>) {
        self.list = list
        self.rows = rows
    }
}

enum AlbumsModule: Module { typealias Input = AlbumsPresenter }

@MainActor
@Suite("UIKit host: cell modules on a table view")
struct CellModuleTableTests {
    static let window = 10
    static let pool = 4

    private func started() throws -> (UIWindow, ModuleTree, AlbumsPresenter, AlbumsController) {
        let container = try Container { builder in
            builder.register(module: StripRowModule.self) { _ in
                let controller = StripRowController()
                let presenter = StripRowPresenter(controller: controller)
                return Assembly(view: controller, input: presenter, roles: [presenter])
            }
            builder.register(module: AlbumsModule.self) { context in
                let controller = AlbumsController()
                let list = CellModuleList<Album>(router: context.router, poolSize: Self.pool) { _ in "strip" }
                try list.register(StripRowModule.self, forKind: "strip")
                let rows = CellModuleTable(tableView: controller.tableView, list: list)
                controller.rows = rows
                let presenter = AlbumsPresenter(list: list, rows: rows)
                return Assembly(view: controller, input: presenter, roles: [presenter])
            }
        }
        let window = UIWindow()
        let host = UIKitHost(window: window)
        let tree = ModuleTree(container: container, host: host)
        host.attach(to: tree)
        let albums = try tree.start(AlbumsModule.self).input
        let controller = try #require((window.rootViewController as? UINavigationController)?.topViewController as? AlbumsController)
        return (window, tree, albums, controller)
    }

    /// Whether every visible row's cell holds the module showing that row's item.
    private func visibleRowsShowTheirItems(_ albums: AlbumsPresenter, _ tableView: UITableView) -> Bool {
        let visible = tableView.indexPathsForVisibleRows ?? []
        return !visible.isEmpty && visible.allSatisfy { path in
            guard let cell = tableView.cellForRow(at: path),
                let row = albums.list.view(atRow: path.row) as? StripRowController,
                let presenter = albums.list.row(at: path.row).flatMap({ if case .module(let node) = $0 { node.input(as: StripRowPresenter.self) } else { nil } })
            else { return false }
            return row.view.superview?.superview === cell.contentView && presenter.item?.id == path.row
        }
    }

    @Test func rowsAreModulesInReusedCellsThroughTenThousandRowsWithStripOffsetsRestored() throws {
        let (window, tree, albums, controller) = try started()
        let tableView = controller.tableView
        albums.list.setItems((0..<10_000).map(Album.init))
        UIKitShim.scroll(tableView, toShow: 0..<Self.window)
        albums.rows.reload()
        tableView.layoutIfNeeded()
        #expect(albums.list.visibleRange == 0..<Self.window)
        #expect(visibleRowsShowTheirItems(albums, tableView))

        // The user scrolls the strip of row 3, then the table down, row by row, to the end.
        let strip3 = try #require(albums.list.view(atRow: 3) as? StripRowController)
        strip3.strip.contentOffset = CGPoint(x: 120, y: 0)
        for top in 1...(10_000 - Self.window) {
            UIKitShim.scroll(tableView, toShow: top..<(top + Self.window))
            if top % 997 == 0 { #expect(visibleRowsShowTheirItems(albums, tableView), "top \(top)") }
            if top == 5_000 {
                let strip = try #require(albums.list.view(atRow: 5_003) as? StripRowController)
                strip.strip.contentOffset = CGPoint(x: 40, y: 0)
            }
        }
        #expect(albums.list.peakLiveModules <= Self.window + 1 + Self.pool, "peak \(albums.list.peakLiveModules)")
        #expect(albums.list.builtModules <= Self.window + 1 + Self.pool)
        #expect(controller.children.count <= Self.window + 1 + Self.pool)

        // Back up: rows 5,003 and 3 come back with their strips where the user left them.
        UIKitShim.scroll(tableView, toShow: 4_998..<5_008)
        #expect((albums.list.view(atRow: 5_003) as? StripRowController)?.strip.contentOffset == CGPoint(x: 40, y: 0))
        #expect((albums.list.view(atRow: 5_004) as? StripRowController)?.strip.contentOffset == .zero)
        UIKitShim.scroll(tableView, toShow: 0..<Self.window)
        #expect(visibleRowsShowTheirItems(albums, tableView))
        #expect((albums.list.view(atRow: 3) as? StripRowController)?.strip.contentOffset == CGPoint(x: 120, y: 0))
        #expect(screenMatchesTree(window, tree))
    }

    @Test func aJumpWhileOldRowsAreStillDisplayedBuildsOnlyTheRowsThatCome() throws {
        let (_, _, albums, controller) = try started()
        let tableView = controller.tableView
        albums.list.setItems((0..<10_000).map(Album.init))
        UIKitShim.scroll(tableView, toShow: 0..<Self.window)
        albums.rows.reload()
        tableView.layoutIfNeeded()
        // UIKit may display the rows of a jump before the old rows end displaying.
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        albums.rows.tableView(tableView, willDisplay: cell, forRowAt: IndexPath(row: 5_000, section: 0))
        #expect(albums.list.visibleRange == 5_000..<5_001)
        #expect(albums.list.builtModules <= Self.window + 1)
    }
}
