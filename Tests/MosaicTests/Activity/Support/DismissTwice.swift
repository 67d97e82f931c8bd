import Mosaic

/// Displays the post editor, dismisses it, then dismisses it again and returns what the second
/// dismissal said (run on the fake facade and on the module tree facade alike).
struct DismissTwice: Activity {
    func run(_ scope: ActivityScope<Self>) async throws -> String {
        let screen = try await scope.ui.display(PostEditor.self)
        try await scope.ui.dismiss(screen)
        do {
            try await scope.ui.dismiss(screen)
            return "dismissed twice"
        } catch {
            return error.description
        }
    }
}
