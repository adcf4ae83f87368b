#if canImport(UIKit)
import PopoverCore
import UIKit

/// Hears a tap on a ``PopoverView`` itself, for ``PopoverView/onTap`` and
/// ``PopoverView/dismissesOnTap``: enabled only when one of them is set, and never
/// cancelling the touches of the controls inside.
@MainActor
final class PopoverTapRecognizer: UITapGestureRecognizer {
    private weak var popover: PopoverView?

    init(popover: PopoverView) {
        self.popover = popover
        super.init(target: nil, action: nil)
        addTarget(self, action: #selector(tapped))
        cancelsTouchesInView = false
        isEnabled = false
    }

    @objc private func tapped() {
        guard let popover, popover.phase.isUp else { return }
        popover.onTap?(popover)
        if popover.dismissesOnTap { popover.dismiss(animated: true, reason: .popoverTap) }
    }
}
#endif
