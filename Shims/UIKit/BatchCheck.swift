// Follows UIKit.framework/Headers/UITableView.h (the checks UIKit makes at the end of a batch update, in its words).
/// The checks UIKit makes at the end of a batch of table updates, with its messages.
struct BatchCheck {
    let batch: Batch
    let oldCounts: [Int]
    let newCounts: [Int]

    /// Surviving old sections → their index after the batch.
    static func sectionMap(batch: Batch, oldCount: Int, newCount: Int) -> [Int: Int] {
        let survivors = (0..<oldCount).filter { !batch.deletedSections.contains($0) }
        let slots = (0..<newCount).filter { !batch.insertedSections.contains($0) }
        return Dictionary(uniqueKeysWithValues: zip(survivors, slots).map { ($0, $1) })
    }

    func problems() -> [String] {
        var problems: [String] = []
        for section in batch.deletedSections.union(batch.reloadedSections) where section >= oldCounts.count {
            problems.append("attempt to delete or reload section \(section), but there are only \(oldCounts.count) sections before the update")
        }
        for section in batch.insertedSections where section >= newCounts.count {
            problems.append("attempt to insert section \(section) but there are only \(newCounts.count) sections after the update")
        }
        let expectedSections = oldCounts.count - batch.deletedSections.count + batch.insertedSections.count
        if newCounts.count != expectedSections {
            problems.append(
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newCounts.count)) must be equal to the number of sections contained in the table view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted).")
        }
        guard problems.isEmpty else { return problems }

        let before = batch.deletes + batch.reloads + batch.moves.map(\.0)
        for path in before where !(oldCounts.indices.contains(path.section) && (0..<oldCounts[path.section]).contains(path.row)) {
            let rows = oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0
            problems.append("attempt to delete or reload row \(path.row) from section \(path.section) which only contains \(rows) rows before the update")
        }
        let after = batch.inserts + batch.moves.map(\.1)
        for path in after where !(newCounts.indices.contains(path.section) && (0..<newCounts[path.section]).contains(path.row)) {
            let rows = newCounts.indices.contains(path.section) ? newCounts[path.section] : 0
            problems.append("attempt to insert row \(path.row) into section \(path.section), but there are only \(rows) rows in section \(path.section) after the update")
        }
        if Set(before).count != before.count {
            problems.append("attempt to delete, reload or move from the same index path twice (\(before.map(\.description).sorted()))")
        }
        if Set(after).count != after.count {
            problems.append("attempt to insert or move to the same index path twice (\(after.map(\.description).sorted()))")
        }
        guard problems.isEmpty else { return problems }

        for (old, new) in Self.sectionMap(batch: batch, oldCount: oldCounts.count, newCount: newCounts.count).sorted(by: { $0.key < $1.key })
        where !batch.reloadedSections.contains(old) {
            let inserted = batch.inserts.filter { $0.section == new }.count
            let deleted = batch.deletes.filter { $0.section == old }.count
            let movedIn = batch.moves.filter { $0.1.section == new }.count
            let movedOut = batch.moves.filter { $0.0.section == old }.count
            let expected = oldCounts[old] + inserted - deleted + movedIn - movedOut
            if newCounts[new] != expected {
                problems.append(
                    "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(newCounts[new])) must be equal to the number of rows contained in that section before the update (\(oldCounts[old])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
        return problems
    }
}
