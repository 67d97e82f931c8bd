/// A settings table: a list made of cell groups, each a submodule in charge of one
/// thing (profile and signature, connected mailboxes, notifications). The list's interactor is
/// given the groups at configuration; ``load()`` asks them all at once and glues their
/// cell-models in declared order. A group still loading or failed shows a placeholder and holds
/// no one back, and every later change of one group reaches the host as a minimal update.
/// The rows are glued when asked for, so a burst of answers costs one glue.
///
/// ```swift
/// var groups: [any CellGroup] = [profile, mailboxes, notifications]
/// #if DEBUG
/// groups.append(developerSettings)        // configurations may add groups
/// #endif
/// let list = try CellGroupList(groups: groups)
/// list.host = settingsTable
/// await list.load()
/// try list.handle(.toggled(false), atRow: 5)   // goes to the notifications presenter
/// ```
@MainActor
public final class CellGroupList {
    /// Every row, in order: each group's cells, or its placeholder. Glued when first asked for
    /// after a change, so a burst of group answers costs one glue, not one per answer.
    public var rows: [ListRow] {
        if let glued { return glued }
        var all: [ListRow] = []
        all.reserveCapacity(rowCount)
        for section in sections { GroupDiff.appendListRows(of: section.rows, group: section.group.name, to: &all) }
        glued = all
        return all
    }
    /// The number of rows, without gluing them.
    public var rowCount: Int {
        var count = 0
        for section in sections { count += section.rows.count }
        return count
    }

    private var glued: [ListRow]?
    /// Who applies the updates: it is told to reload when attached, then gets one
    /// ``ListUpdate`` per change.
    public weak var host: (any ListHost)? {
        didSet { host?.reload(self) }
    }
    /// The error of each group that failed, by group name (its placeholder shows it).
    public private(set) var failures: [String: CompositionError] = [:]

    private var sections: [Section] = []
    private let name: String

    private struct Section {
        let group: any CellGroup
        var rows: GroupDiff.Rows
    }

    /// Makes a list of `groups`, each showing a loading placeholder until ``load()``. Two groups
    /// with the same name is an error.
    ///
    /// ```swift
    /// let list = try CellGroupList(groups: [profile, mailboxes, notifications])
    /// ```
    public init(groups: [any CellGroup], name: String = "CellGroupList") throws(CompositionError) {
        self.name = name
        try checkNames(groups.map(\.name))
        for group in groups { attach(group) }
    }

    /// The names of the groups, in order.
    public var groupNames: [String] { sections.map(\.group.name) }

    /// Asks every group for its cell-models at once and applies each answer as it arrives, so a
    /// slow group holds no one back. Returns when every group has answered or failed.
    ///
    /// ```swift
    /// await list.load()
    /// ```
    public func load() async {
        await load(sections.map(\.group))
    }

    /// Adds a group at the end (a configuration's extra section) and loads it.
    ///
    /// ```swift
    /// try await list.append(developerSettings)
    /// ```
    public func append(_ group: any CellGroup) async throws(CompositionError) {
        try checkNames(groupNames + [group.name])
        let offset = rowCount
        attach(group)
        glued = nil
        host?.apply(ListUpdate(inserts: [offset]), to: self)
        await load([group])
    }

    /// Sends a cell event to the presenter of the group that made the row.
    ///
    /// ```swift
    /// try list.handle(.selected, atRow: 2)
    /// ```
    public func handle(_ event: CellEvent, atRow index: Int) throws(CompositionError) {
        guard index >= 0 else { throw CompositionError(.noSuchRow(index: index, count: rowCount), in: name) }
        var offset = 0
        for section in sections {
            let count = section.rows.count
            defer { offset += count }
            guard index < offset + count else { continue }
            guard case .cells(let models, _) = section.rows else {
                throw CompositionError(.placeholderRow(index: index, group: section.group.name), in: name)
            }
            do {
                try section.group.handle(event, on: models[index - offset])
            } catch {
                throw CompositionError(.eventFailed(group: section.group.name, underlying: error), in: name)
            }
            return
        }
        throw CompositionError(.noSuchRow(index: index, count: rowCount), in: name)
    }

    // MARK: Internals

    private func checkNames(_ names: [String]) throws(CompositionError) {
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted {
            throw CompositionError(.duplicateName(name), in: self.name)
        }
    }

    private func attach(_ group: any CellGroup) {
        sections.append(Section(group: group, rows: .placeholder(.loading)))
        group.attach(CellGroupUpdates(list: self, group: ObjectIdentifier(group)))
    }

    private func load(_ groups: [any CellGroup]) async {
        await withTaskGroup(of: (ObjectIdentifier, Result<[any CellModel], any Error>).self) { tasks in
            for group in groups {
                tasks.addTask { await CellGroupList.answer(of: group) }
            }
            for await answer in tasks {
                group(answer.0, published: answer.1)
            }
        }
    }

    private static func answer(of group: any CellGroup) async -> (ObjectIdentifier, Result<[any CellModel], any Error>) {
        do {
            return (ObjectIdentifier(group), .success(try await group.loadCellModels()))
        } catch {
            return (ObjectIdentifier(group), .failure(error))
        }
    }

    /// Replaces one group's rows and tells the host the minimal update.
    func group(_ id: ObjectIdentifier, published result: Result<[any CellModel], any Error>) {
        // Plain loops, not closures: closures formed on the main actor check their executor on
        // every call, which costs more than the work here (see the cell_groups benchmark).
        var found: Int?
        var offset = 0
        for candidate in sections.indices {
            if ObjectIdentifier(sections[candidate].group) == id {
                found = candidate
                break
            }
            offset += sections[candidate].rows.count
        }
        guard let index = found else { return }
        let groupName = sections[index].group.name
        let new: GroupDiff.Rows
        switch result {
        case .success(let models):
            let hashes = GroupDiff.hashes(of: models)
            if let duplicate = GroupDiff.firstDuplicate(models, hashes) {
                let error = CompositionError(.duplicateCellID(group: groupName, id: "\(duplicate.anyID)"), in: name)
                failures[groupName] = error
                new = .placeholder(.failed(error.description))
            } else {
                failures[groupName] = nil
                new = .cells(models, hashes: hashes)
            }
        case .failure(let underlying):
            let error = CompositionError(.groupFailed(group: groupName, underlying: underlying), in: name)
            failures[groupName] = error
            new = .placeholder(.failed("\(underlying)"))
        }
        let update = GroupDiff.update(from: sections[index].rows, to: new, offset: offset)
        sections[index].rows = new
        glued = nil
        if !update.isEmpty { host?.apply(update, to: self) }
    }

}
