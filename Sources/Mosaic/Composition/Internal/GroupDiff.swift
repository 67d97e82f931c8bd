/// The minimal update that turns one group's old rows into its new rows, with indexes relative
/// to the group's first row. Rows are compared by identity; survivors whose content changed are
/// reloaded, and a moved row whose content changed is deleted and inserted (a table cannot move
/// and reload one row in the same batch).
enum GroupDiff {
    /// A group's rows as the diff sees them: cell-models, or one placeholder.
    enum Rows {
        case cells([any CellModel], ids: [AnyHashable])
        case placeholder(ListRow.Placeholder)

        var count: Int {
            switch self {
            case .cells(let models, _): models.count
            case .placeholder: 1
            }
        }
    }

    static func update(from old: Rows, to new: Rows, offset: Int) -> ListUpdate {
        switch (old, new) {
        case (.placeholder(let was), .placeholder(let now)):
            return was == now ? ListUpdate() : ListUpdate(reloads: [offset])
        case (.cells(let oldModels, let oldIDs), .cells(let newModels, let newIDs)):
            return update(oldModels, oldIDs, newModels, newIDs, offset: offset)
        default:
            return ListUpdate(
                deletes: Array(offset..<offset + old.count), inserts: Array(offset..<offset + new.count))
        }
    }

    private static func update(
        _ old: [any CellModel], _ oldIDs: [AnyHashable], _ new: [any CellModel], _ newIDs: [AnyHashable], offset: Int
    ) -> ListUpdate {
        if oldIDs == newIDs {
            return ListUpdate(reloads: old.indices.filter { !old[$0].isSame(as: new[$0]) }.map { $0 + offset })
        }
        var update = ListUpdate()
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in newIDs.difference(from: oldIDs).inferringMoves() {
            switch change {
            case .remove(let from, _, let to):
                removed.insert(from)
                if let to, old[from].isSame(as: new[to]) {
                    update.moves.append(.init(from: from + offset, to: to + offset))
                } else {
                    update.deletes.append(from + offset)
                }
            case .insert(let to, _, let from):
                inserted.insert(to)
                let moved = from.map { old[$0].isSame(as: new[to]) } ?? false
                if !moved { update.inserts.append(to + offset) }
            }
        }
        var newIndex = 0
        for oldIndex in old.indices where !removed.contains(oldIndex) {
            while inserted.contains(newIndex) { newIndex += 1 }
            if !old[oldIndex].isSame(as: new[newIndex]) { update.reloads.append(oldIndex + offset) }
            newIndex += 1
        }
        return update
    }
}
