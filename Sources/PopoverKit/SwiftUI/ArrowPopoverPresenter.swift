#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Plumbing) import PopoverCore
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
    let onDismiss: (() -> Void)?
    /// The content to show; `nil` keeps what is shown (an item that went nil fades out
    /// with its own content).
    let content: () -> AnyView?

    func makeCoordinator() -> ArrowPopoverCoordinator { ArrowPopoverCoordinator() }

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.backgroundColor = .clear
        return view
    }

    func updateUIView(_ anchor: UIView, context: Context) {
        let coordinator = context.coordinator
        let environment = context.environment
        let shown = content().map { view in
            AnyView(view
                .environment(\.self, environment)
                .environment(\.dismissArrowPopover, DismissArrowPopoverAction { [weak coordinator] in coordinator?.dismissFromContent() }))
        }
        coordinator.update(
            content: shown, settings: settings,
            layoutDirection: PopoverCore.LayoutDirection(environment.layoutDirection),
            flag: flag, onDismiss: onDismiss
        )
        if isPresented {
            // The anchor joins a window after this update: present on the next turn.
            DispatchQueue.main.async { coordinator.presentIfWanted(from: anchor) }
        } else {
            coordinator.dismiss(animated: true)
        }
    }

    /// The anchor left the view hierarchy: the popover goes at once.
    static func dismantleUIView(_ anchor: UIView, coordinator: ArrowPopoverCoordinator) {
        coordinator.dismiss(animated: false)
    }
}

/// What presents the popover, read and cleared by its coordinator: an `isPresented` flag
/// or an optional item (cleared to `nil`).
@MainActor
struct PresentationFlag {
    let isSet: () -> Bool
    let clear: () -> Void

    init(_ isPresented: Binding<Bool>) {
        isSet = { isPresented.wrappedValue }
        clear = { isPresented.wrappedValue = false }
    }

    init<Item>(_ item: Binding<Item?>) {
        isSet = { item.wrappedValue != nil }
        clear = { item.wrappedValue = nil }
    }
}
#endif
