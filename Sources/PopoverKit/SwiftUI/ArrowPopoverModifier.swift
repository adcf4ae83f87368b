#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Plumbing) import PopoverCore
import SwiftUI
import UIKit

extension View {
    /// Shows `content` in a ``PopoverView`` pointing at this view while `isPresented` is
    /// true — on iPhone too — placed by PopoverCore and drawn in `style`. A tap outside,
    /// VoiceOver's escape gesture or the Escape key sets `isPresented` back to false and
    /// calls `onDismiss` (also when this view goes away while it is up). The content keeps
    /// this view's environment (environment objects included), is measured against the
    /// room the popover really gives it (`ContentFitting`: wrapped text
    /// keeps its last lines), is sized again when it or Dynamic Type changes (iOS 16 and
    /// later, through the hosting controller's `sizingOptions`; on iOS 15 it is measured
    /// when shown and when the modifier updates), and is hosted as a child of the view
    /// controller showing this view, so sheets and alerts work from inside (for a view in
    /// a navigation, tab or split controller's bar, such as a title view, it is nobody's
    /// child: those controllers show their children);
    /// `EnvironmentValues.dismissArrowPopover` closes it from inside (the
    /// environment's `dismiss` is this view's own). Inside a sheet the popover shows in the sheet. When this view goes (a
    /// navigation pop, an `if`, a reused row) the popover goes with it. Named so it does not
    /// clash with SwiftUI's `popover`.
    ///
    /// ```swift
    /// Button("Info") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo, style: .tooltip, onDismiss: { print("closed") }) {
    ///         Text("Saved to Photos")
    ///             .foregroundStyle(Color(uiColor: PopoverStyle.tooltip.dynamicTextColor))
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - dismissesOnOutsideTap: `false` lets touches outside reach the views below while
    ///     the popover stays up (a tooltip beside a form, say).
    @MainActor
    public func arrowPopover<Content: View>(
        isPresented: Binding<Bool>,
        style: PopoverStyle = .system,
        permittedArrowDirections: [ArrowDirection] = ArrowDirection.arrowed,
        dismissesOnOutsideTap: Bool = true,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background(ArrowPopoverPresenter(
            isPresented: isPresented, style: style, permitted: permittedArrowDirections,
            dismissesOnOutsideTap: dismissesOnOutsideTap, onDismiss: onDismiss, content: content
        ))
    }
}

/// An invisible view behind the modified view: the anchor the popover follows.
@MainActor
private struct ArrowPopoverPresenter<Content: View>: UIViewRepresentable {
    @Binding var isPresented: Bool
    let style: PopoverStyle
    let permitted: [ArrowDirection]
    let dismissesOnOutsideTap: Bool
    let onDismiss: (() -> Void)?
    let content: () -> Content

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
            content: AnyView(content()
                .environment(\.self, context.environment)
                .environment(\.dismissArrowPopover, DismissArrowPopoverAction { [weak coordinator] in coordinator?.dismissFromContent() })),
            style: style, permitted: permitted, dismissesOnOutsideTap: dismissesOnOutsideTap,
            isPresented: $isPresented, onDismiss: onDismiss
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
#endif
