/// What a module tree shows, as a value that can be written down and read back: each open module
/// by name, how it was shown, the state its Input chose to keep (``RestorableInput``) and the
/// module it was opened from. Make one with ``ModuleTree/snapshot(restorableBy:)``, store it
/// anywhere `Codable` goes, and reopen it with ``ModuleTree/restore(_:routes:)``.
///
/// The modules are a flat list, the root first and every module after the one it was opened
/// from, so a snapshot of any depth is written, read and restored without recursion.
///
/// ```swift
/// let snapshot = try tree.snapshot(restorableBy: routes)
/// let json = try JSONEncoder().encode(snapshot)
/// // later, in a new tree:
/// try tree.restore(try JSONDecoder().decode(TreeSnapshot.self, from: json), routes: routes)
/// ```
public struct TreeSnapshot: Codable, Sendable, Equatable {
    /// One open module: its name, how it was shown, what it kept and where it was opened from.
    public struct OpenModule: Codable, Sendable, Equatable {
        /// The module's name (its type's name, as ``RouteRegistry`` knows it).
        public var name: String
        /// How it was shown: `root` for the root, then pushed, presented or embedded in a slot.
        public var style: PresentationStyle
        /// The state its Input kept, as JSON text; nil when it keeps none.
        public var state: String?
        /// The position in ``TreeSnapshot/modules`` of the module it was opened from or is
        /// embedded in (always an earlier one); nil for the root.
        public var parent: Int?

        /// Describes one open module.
        ///
        /// ```swift
        /// let inbox = TreeSnapshot.OpenModule(name: "InboxModule", style: .root)
        /// let message = TreeSnapshot.OpenModule(name: "MessageModule", style: .push, state: #"{"messageID":42}"#, parent: 0)
        /// ```
        public init(name: String, style: PresentationStyle, state: String? = nil, parent: Int? = nil) {
            self.name = name
            self.style = style
            self.state = state
            self.parent = parent
        }
    }

    /// The version of the record this library writes; reading another is a
    /// ``TreeSnapshotError`` (`unsupportedVersion`).
    public static let currentVersion = 1
    /// The most modules a snapshot may hold to be restored.
    public static let maximumModules = 10_000

    /// The version of the record.
    public var version: Int
    /// The open modules, the root first, each after the module it was opened from, in the
    /// order they are reopened (the last pushed or presented one is in front). Empty for an
    /// empty tree.
    public var modules: [OpenModule]

    /// A snapshot of the current version holding `modules`.
    ///
    /// ```swift
    /// let snapshot = TreeSnapshot(modules: [TreeSnapshot.OpenModule(name: "InboxModule", style: .root)])
    /// ```
    public init(modules: [OpenModule]) {
        version = Self.currentVersion
        self.modules = modules
    }

    /// The names of the modules from the root down to the one at `index`, joined by `/`.
    /// Follows parents only while they come earlier, so a malformed snapshot ends the walk.
    func path(to index: Int) -> String {
        guard modules.indices.contains(index) else { return "" }
        var names = [modules[index].name]
        var current = index
        while let parent = modules[current].parent, parent >= 0, parent < current {
            names.append(modules[parent].name)
            current = parent
        }
        return names.reversed().joined(separator: "/")
    }
}
