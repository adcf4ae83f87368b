#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import SwiftUI

extension ArrowPopoverPresenter: NSViewRepresentable {
    func makeNSView(context: Context) -> NSView { AnchorView() }

    /// As on iOS; and SwiftUI may have moved or resized the anchor: the panel follows it.
    func updateNSView(_ anchor: NSView, context: Context) {
        update(anchor, coordinator: context.coordinator, environment: context.environment, transaction: context.transaction)
        context.coordinator.anchorMoved()
    }

    /// The anchor left the view hierarchy: the popover goes at once.
    static func dismantleNSView(_ anchor: NSView, coordinator: ArrowPopoverCoordinator) {
        coordinator.anchorLeft()
    }

    /// The anchor: takes no clicks, so the modified view keeps them.
    final class AnchorView: NSView {
        override func hitTest(_ point: NSPoint) -> NSView? { nil }
    }
}
#endif
