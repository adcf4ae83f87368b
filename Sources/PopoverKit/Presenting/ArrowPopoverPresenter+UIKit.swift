#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

extension ArrowPopoverPresenter: UIViewRepresentable {
    /// The anchor: clear, and takes no touches, so the modified view keeps them.
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.backgroundColor = .clear
        return view
    }

    func updateUIView(_ anchor: UIView, context: Context) {
        update(anchor, coordinator: context.coordinator, environment: context.environment, transaction: context.transaction)
    }

    /// The anchor left the view hierarchy: the popover goes at once.
    static func dismantleUIView(_ anchor: UIView, coordinator: ArrowPopoverCoordinator) {
        coordinator.anchorLeft()
    }
}
#endif
