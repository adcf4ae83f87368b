#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import SwiftUI
import UIKit

/// An invisible view behind the modified view, over its attachment rectangle: the anchor
/// the popover follows.
@MainActor
struct ArrowPopoverPresenter: UIViewRepresentable {
    /// The flag (or item) now; a plain value, so SwiftUI sees it change.
    let isPresented: Bool
    let flag: PresentationFlag
    let settings: ArrowPopoverSettings
    let onDismiss: ((PopoverEnding) -> Void)?
    /// The content to show, as this run of the modifier's body made it.
    let content: ArrowPopoverContent

    func makeCoordinator() -> ArrowPopoverCoordinator { ArrowPopoverCoordinator() }

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.backgroundColor = .clear
        return view
    }

    func updateUIView(_ anchor: UIView, context: Context) {
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
    }

    /// The anchor left the view hierarchy: the popover goes at once.
    static func dismantleUIView(_ anchor: UIView, coordinator: ArrowPopoverCoordinator) {
        coordinator.anchorLeft()
    }
}

#endif
