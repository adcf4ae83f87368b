#if canImport(SwiftUI)
import SwiftUI

/// Closes the `arrowPopover` that shows this view. The content of an `arrowPopover`
/// keeps the environment of the view it hangs on, so `@Environment(\.dismiss)` there is
/// that view's own (it would close the sheet or pop the screen the anchor is in); use this
/// one to close the popover.
///
/// ```swift
/// struct Picker: View {
///     @Environment(\.dismissArrowPopover) private var dismissPopover
///     var body: some View {
///         Button("Done") { dismissPopover() }
///     }
/// }
/// ```
public struct DismissArrowPopoverAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    /// Closes the popover (outside a popover, does nothing).
    @MainActor
    public func callAsFunction() { action() }
}

extension EnvironmentValues {
    /// The action that closes the enclosing `arrowPopover`; see ``DismissArrowPopoverAction``.
    public var dismissArrowPopover: DismissArrowPopoverAction {
        get { self[DismissArrowPopoverKey.self] }
        set { self[DismissArrowPopoverKey.self] = newValue }
    }
}

private struct DismissArrowPopoverKey: EnvironmentKey {
    static let defaultValue = DismissArrowPopoverAction {}
}
#endif
