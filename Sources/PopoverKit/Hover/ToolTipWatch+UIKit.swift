#if canImport(UIKit)
import PopoverTips
import UIKit

/// The watch's UIKit half: a hover recognizer, a finger's touch recognizer and a
/// pointer's press recognizer on the view.
extension ToolTipWatch: UIGestureRecognizerDelegate {
    /// Adds the recognizers: hovering; a finger's touch of any length (the driver times a
    /// long press); and a press of a trackpad, mouse or pencil. Both touch recognizers are
    /// seen beside the view's own recognizers and never take, delay or cancel the touch.
    func start(_ view: UIView) {
        let hover = UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:)))
        let finger = watching(FingerRecognizer(target: self, action: #selector(touched(_:))), types: [.direct])
        let press = watching(UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:))),
                             types: [.indirectPointer, .indirect, .pencil])
        for recognizer in [hover, finger, press] { view.addGestureRecognizer(recognizer) }
        stop = { [weak view] in
            for recognizer in [hover, finger, press] { view?.removeGestureRecognizer(recognizer) }
        }
    }

    /// `recognizer`, recognizing touches of `types` from their start and letting them all go on.
    private func watching(_ recognizer: UILongPressGestureRecognizer, types: [UITouch.TouchType]) -> UILongPressGestureRecognizer {
        recognizer.minimumPressDuration = 0
        recognizer.allowedTouchTypes = types.map { NSNumber(value: $0.rawValue) }
        recognizer.cancelsTouchesInView = false
        recognizer.delaysTouchesBegan = false
        recognizer.delaysTouchesEnded = false
        recognizer.delegate = self
        return recognizer
    }

    @objc private func hovered(_ recognizer: UIHoverGestureRecognizer) {
        let pointer = recognizer.location(in: nil)
        let location = recognizer.location(in: recognizer.view)
        switch recognizer.state {
        case .began: owner?.pointerEntered(at: pointer, location: location)
        case .changed: owner?.pointerMoved(to: pointer, location: location)
        default: owner?.pointerExited()
        }
    }

    /// A finger down (maybe a long press), then lifted, or moved away (a drag, a scroll:
    /// the recognizer is cancelled), or its touch cancelled.
    @objc private func touched(_ recognizer: FingerRecognizer) {
        let location = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            recognizer.start = location
            owner?.touchBegan(at: recognizer.location(in: recognizer.view))
        case .changed where hypot(location.x - recognizer.start.x, location.y - recognizer.start.y) > recognizer.allowableMovement:
            recognizer.isEnabled = false   // cancels it, which ends the touch here
            recognizer.isEnabled = true
        case .ended, .cancelled, .failed: HoverTooltipDriver.shared.send(.touchEnded)
        default: break
        }
    }

    @objc private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began { HoverTooltipDriver.shared.send(.pressed) }
    }

    nonisolated func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                       shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}

/// A finger's touch, followed from where it began in the window.
final class FingerRecognizer: UILongPressGestureRecognizer {
    var start = CGPoint.zero
}
#endif
