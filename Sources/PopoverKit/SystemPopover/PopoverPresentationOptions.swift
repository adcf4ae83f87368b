#if canImport(UIKit)
import UIKit

/// What every `presentAsPopover` overload sets on the presentation besides its anchor.
@MainActor
struct PopoverPresentationOptions {
    let backgroundViewClass: UIPopoverBackgroundView.Type?
    let permittedArrowDirections: UIPopoverArrowDirection
    let backgroundEffect: UIVisualEffect?
    weak var delegate: UIPopoverPresentationControllerDelegate?

    init(_ backgroundViewClass: UIPopoverBackgroundView.Type?, _ permittedArrowDirections: UIPopoverArrowDirection,
         _ backgroundEffect: UIVisualEffect?, _ delegate: UIPopoverPresentationControllerDelegate?) {
        self.backgroundViewClass = backgroundViewClass
        self.permittedArrowDirections = permittedArrowDirections
        self.backgroundEffect = backgroundEffect
        self.delegate = delegate
    }

    /// Sets `UIPresentationController.backgroundEffect` (iOS 26.1 and later, not on Mac
    /// Catalyst, UIPresentationController.h); earlier systems and SDKs have none, and a
    /// `nil` effect leaves the system's default.
    func applyBackgroundEffect(to presentation: UIPresentationController) {
        guard let backgroundEffect else { return }
        #if compiler(>=6.2) && !targetEnvironment(macCatalyst)
        if #available(iOS 26.1, *) { presentation.backgroundEffect = backgroundEffect }
        #else
        _ = (backgroundEffect, presentation)
        #endif
    }
}
#endif
