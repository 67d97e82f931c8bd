import Mosaic

/// A host that "shows" modules by printing what a screen would do: the demo's stand-in for
/// UIKit. Everything else in the demo is Mosaic's core, exactly as an app would use it.
@MainActor final class ConsoleHost: TransitionHandler, ListHost {
    func apply(_ change: ScreenChange) throws {
        for step in change {
            switch step {
            case .show(let view, let style, _): print("    host: show \(type(of: view)) \(style)")
            case .remove(let view, _, _): print("    host: remove \(type(of: view))")
            }
        }
    }

    func reload(_ list: CellGroupList) {
        print("    table: reload \(list.rows.count) rows")
    }

    func apply(_ update: ListUpdate, to list: CellGroupList) {
        print("    table: \(update) → \(list.rows.map(\.description))")
    }
}
