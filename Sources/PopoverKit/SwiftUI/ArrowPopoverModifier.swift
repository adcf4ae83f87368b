#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import SwiftUI
import UIKit

extension View {
    /// Shows `content` in a ``PopoverView`` pointing at this view while `isPresented` is
    /// true — on iPhone too — placed by PopoverCore and drawn in `style`. A tap outside,
    /// VoiceOver's escape gesture or the Escape key sets `isPresented` back to false.
    /// Named so it does not clash with SwiftUI's `popover`. Main-actor isolated, as
    /// `View.body` is in current SDKs.
    ///
    /// ```swift
    /// Button("Info") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo, style: .tooltip) {
    ///         Text("Saved to Photos").foregroundStyle(.white)
    ///     }
    /// ```
    @MainActor
    public func arrowPopover<Content: View>(
        isPresented: Binding<Bool>,
        style: PopoverStyle = .system,
        permittedArrowDirections: [ArrowDirection] = ArrowDirection.arrowed,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background(ArrowPopoverPresenter(isPresented: isPresented, style: style, permitted: permittedArrowDirections, content: content))
    }
}

/// An invisible view behind the modified view: the anchor the popover follows.
@MainActor
private struct ArrowPopoverPresenter<Content: View>: UIViewRepresentable {
    @Binding var isPresented: Bool
    let style: PopoverStyle
    let permitted: [ArrowDirection]
    let content: () -> Content

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.backgroundColor = .clear
        return view
    }

    func updateUIView(_ anchor: UIView, context: Context) {
        let coordinator = context.coordinator
        coordinator.hosting?.rootView = AnyView(content())
        if isPresented, coordinator.popover == nil {
            // The anchor joins a window after this update: present on the next turn.
            DispatchQueue.main.async { present(from: anchor, coordinator: coordinator) }
        } else if !isPresented, let popover = coordinator.popover {
            coordinator.popover = nil
            popover.dismiss(animated: true)
        }
    }

    private func present(from anchor: UIView, coordinator: Coordinator) {
        guard isPresented, coordinator.popover == nil, let window = anchor.window,
              let container = window.rootViewController?.view ?? Optional(window) else { return }
        let hosting = UIHostingController(rootView: AnyView(content()))
        hosting.view.backgroundColor = .clear
        // The core shrinks content that does not fit beside the anchor.
        let popover = PopoverView(contentSize: hosting.sizeThatFits(in: container.bounds.size), style: style)
        hosting.view.frame = popover.contentView.bounds
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        popover.contentView.addSubview(hosting.view)
        let binding = $isPresented
        popover.onDismiss = { [weak coordinator] _ in
            coordinator?.popover = nil
            coordinator?.hosting = nil
            if binding.wrappedValue { binding.wrappedValue = false }
        }
        coordinator.popover = popover
        coordinator.hosting = hosting
        popover.present(from: anchor, in: container, preferring: permitted)
    }

    /// Keeps the presented popover and its hosting controller between updates.
    @MainActor
    final class Coordinator {
        var popover: PopoverView?
        var hosting: UIHostingController<AnyView>?
    }
}
#endif
