import Mosaic
import MosaicDI

/// An activity drives the contact picker module through the UI facade and awaits what
/// it hands back.
@MainActor protocol ContactPickerInput: AnyObject { func pick(_ name: String) throws }
enum ContactPicker: Module {
    typealias Input = ContactPickerPresenter
    typealias Result = String
}

@MainActor final class ContactPickerView: ModuleView {}

@MainActor final class ContactPickerPresenter: ContactPickerInput {
    let router: Router<ContactPicker>
    init(router: Router<ContactPicker>) { self.router = router }
    func pick(_ name: String) throws { try router.close(returning: name) }
}

extension ContactPicker {
    /// Assembles the picker (registered with `builder.register(module:)`).
    @MainActor static func assemble(_ context: ModuleContext<ContactPicker>) throws -> Assembly<ContactPicker> {
        let presenter = ContactPickerPresenter(router: context.router)
        return Assembly(view: ContactPickerView(), input: presenter, roles: [presenter])
    }
}

struct PickRecipient: Activity {
    func run(_ scope: ActivityScope<Self>) async throws -> String {
        let picked = try await scope.ui.present(ContactPicker.self, style: .modal) { _ in nil }
        return picked ?? "nobody"
    }
}
