/// The minimal update that turns one group's old rows into its new rows, with indexes relative
/// to the group's first row. Rows are compared by identity; survivors whose content changed are
/// reloaded, and a moved row whose content changed is deleted and inserted (a table cannot move
/// and reload one row in the same batch).
enum GroupDiff {
    /// A cell-model as the diff compares it: by its id's hash first, then by type and id.
    struct Key: Hashable {
        let hash: Int
        let model: any CellModel

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.model.hasSameID(as: rhs.model)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    /// A group's rows as the diff sees them: cell-models (with their ids' hashes), or one
    /// placeholder.
    enum Rows {
        case cells([any CellModel], hashes: [Int])
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
        case (.cells(let oldModels, let oldHashes), .cells(let newModels, let newHashes)):
            return update(
                zip(oldHashes, oldModels).map(Key.init), zip(newHashes, newModels).map(Key.init), offset: offset)
        default:
            return ListUpdate(
                deletes: Array(offset..<offset + old.count), inserts: Array(offset..<offset + new.count))
        }
    }

    private static func update(_ old: [Key], _ new: [Key], offset: Int) -> ListUpdate {
        if old == new {
            return ListUpdate(reloads: old.indices.filter { !old[$0].model.isSame(as: new[$0].model) }.map { $0 + offset })
        }
        var update = ListUpdate()
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old).inferringMoves() {
            switch change {
            case .remove(let from, _, let to):
                removed.insert(from)
                if let to, old[from].model.isSame(as: new[to].model) {
                    update.moves.append(.init(from: from + offset, to: to + offset))
                } else {
                    update.deletes.append(from + offset)
                }
            case .insert(let to, _, let from):
                inserted.insert(to)
                let moved = from.map { old[$0].model.isSame(as: new[to].model) } ?? false
                if !moved { update.inserts.append(to + offset) }
            }
        }
        var newIndex = 0
        for oldIndex in old.indices where !removed.contains(oldIndex) {
            while inserted.contains(newIndex) { newIndex += 1 }
            if !old[oldIndex].model.isSame(as: new[newIndex].model) { update.reloads.append(oldIndex + offset) }
            newIndex += 1
        }
        return update
    }

    /// The ids' hashes of `models`.
    static func hashes(of models: [any CellModel]) -> [Int] {
        var hashes: [Int] = []
        hashes.reserveCapacity(models.count)
        // By index, so each existential is borrowed in place rather than copied out.
        for index in models.indices { hashes.append(models[index].idHash) }
        return hashes
    }

    /// The first cell-model whose id an earlier one has. The ids' hashes, already computed, go
    /// into a small open-addressing table (no hashing again); ids are compared only when two
    /// hashes meet.
    static func firstDuplicate(_ models: [any CellModel], _ hashes: [Int]) -> (any CellModel)? {
        guard models.count > 1 else { return nil }
        var capacity = 4
        while capacity < models.count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        var table = [Int](repeating: -1, count: capacity)   // index of the model in each slot
        for index in models.indices {
            var slot = hashes[index] & mask
            while table[slot] >= 0 {
                let other = table[slot]
                if hashes[other] == hashes[index], models[other].hasSameID(as: models[index]) { return models[index] }
                slot = (slot + 1) & mask
            }
            table[slot] = index
        }
        return nil
    }

    /// Appends the list rows of one group to `result`, built in place: no array per group
    /// to copy from and throw away.
    static func appendListRows(of rows: Rows, group: String, to result: inout [ListRow]) {
        switch rows {
        case .cells(let models, _):
            for index in models.indices { result.append(.cell(group: group, model: models[index])) }
        case .placeholder(let placeholder):
            result.append(.placeholder(group: group, placeholder))
        }
    }
}
