/// A screen's logic as an operation, apart from the views it drives. An activity is
/// made with its immutable data (`let editingPost`), configured, started once, and ends
/// finished with a typed `Result`, failed, or cancelled. It reaches services, the theme, the
/// model context and the screen only through the ``ActivityScope`` it runs in, never through
/// a singleton.
///
/// ```swift
/// struct PostActivity: Activity {
///     let editingPost: Post                                  // fixed for the activity's life
///     struct Configuration: Sendable { var style: PresentationStyle }
///
///     func run(_ scope: ActivityScope<Self>) async throws -> Post? {
///         let edit = try await scope.ui.present(PostEditor.self, style: scope.configuration.style) {
///             $0.edit(editingPost); return nil
///         }
///         guard case .save(let title) = edit else { return nil }
///         var post = editingPost
///         post.title = title
///         try scope.model.save(post)
///         try scope.model.commit()
///         return post
///     }
/// }
/// ```
public protocol Activity: Sendable {
    /// What is set between `init` and `start` (the screen it manages, say): an activity
    /// is ready only once it has one. `Void` makes it ready at once.
    associatedtype Configuration: Sendable = Void
    /// What the activity hands back when it finishes.
    associatedtype Result: Sendable = Void

    /// The activity's work. It runs once, in a task owned by the activity's parent (or its
    /// stack or queue), and is cancelled with it: check `Task.isCancelled` or let awaits throw.
    ///
    /// ```swift
    /// func run(_ scope: ActivityScope<Self>) async throws -> Int { try await scope.resolve(Counter.self).next() }
    /// ```
    func run(_ scope: ActivityScope<Self>) async throws -> Result
}

extension Activity {
    /// The name used in the activity tree and in errors.
    public static var activityName: String { String(describing: Self.self) }

    /// This activity, configured: ready to start (the shorthand for
    /// `PendingActivity(self).configure(configuration)`).
    ///
    /// ```swift
    /// let edit = PostActivity(post: post).configured(with: .init(style: .modal))
    /// let handle = try stack.start(edit)
    /// ```
    public func configured(with configuration: Configuration) -> ConfiguredActivity<Self> {
        let record = ActivityRecord(self)
        record.setConfiguration(configuration)
        return ConfiguredActivity(record: record)
    }
}
