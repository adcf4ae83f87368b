#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import SwiftUI

/// On the Mac: an invisible view behind the modified view, over its attachment
/// rectangle, that a ``PopoverPanel`` points at. The same modifiers as on iOS drive it.
@MainActor
struct ArrowPopoverPresenter: NSViewRepresentable {
    /// The flag (or item) now; a plain value, so SwiftUI sees it change.
    let isPresented: Bool
    let flag: PresentationFlag
    let settings: ArrowPopoverSettings
    let onDismiss: ((PopoverEnding) -> Void)?
    /// The content to show, as this run of the modifier's body made it.
    let content: ArrowPopoverContent

    func makeCoordinator() -> ArrowPanelCoordinator { ArrowPanelCoordinator() }

    func makeNSView(context: Context) -> NSView { AnchorView() }

    func updateNSView(_ anchor: NSView, context: Context) {
        let coordinator = context.coordinator
        coordinator.update(
            anchor: anchor, content: content, environment: context.environment, settings: settings,
            flag: flag, onDismiss: onDismiss
        )
        let animated = !context.transaction.disablesAnimations
        if isPresented {
            // The anchor joins a window after this update: present on the next turn.
            DispatchQueue.main.async { coordinator.presentIfWanted(animated: animated) }
        } else {
            coordinator.dismiss(animated: animated)
        }
        // SwiftUI moved or resized the anchor: the panel follows it.
        coordinator.anchorMoved()
    }

    /// The anchor left the view hierarchy: the popover goes at once.
    static func dismantleNSView(_ anchor: NSView, coordinator: ArrowPanelCoordinator) {
        coordinator.anchorLeft()
    }

    /// The anchor: takes no clicks, so the modified view keeps them.
    final class AnchorView: NSView {
        override func hitTest(_ point: NSPoint) -> NSView? { nil }
    }
}
#endif
