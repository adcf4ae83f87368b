#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import PopoverCore
import SwiftUI

/// An invisible view behind the modified view, over its attachment rectangle: the anchor
/// the popover follows. Its `+UIKit` and `+AppKit` halves make it SwiftUI's representable
/// of a `UIView` or an `NSView`; this hands each update to the ``ArrowPopoverCoordinator``.
@MainActor
struct ArrowPopoverPresenter {
    /// The flag (or item) now; a plain value, so SwiftUI sees it change.
    let isPresented: Bool
    let flag: PresentationFlag
    let settings: ArrowPopoverSettings
    let onDismiss: ((PopoverEnding) -> Void)?
    /// The content to show, as this run of the modifier's body made it.
    let content: ArrowPopoverContent

    func makeCoordinator() -> ArrowPopoverCoordinator { ArrowPopoverCoordinator() }

    /// Gives the coordinator this run's values, then presents (on the next turn: the
    /// anchor joins a window after this update) or dismisses, animated unless the
    /// transaction disables animations.
    func update(_ anchor: PlatformView, coordinator: ArrowPopoverCoordinator, environment: EnvironmentValues, transaction: Transaction) {
        coordinator.update(
            anchor: anchor, content: content, environment: environment, settings: settings,
            flag: flag, onDismiss: onDismiss
        )
        let animated = !transaction.disablesAnimations
        if isPresented {
            DispatchQueue.main.async { coordinator.presentIfWanted(animated: animated) }
        } else {
            coordinator.dismiss(animated: animated)
        }
    }
}
#endif
