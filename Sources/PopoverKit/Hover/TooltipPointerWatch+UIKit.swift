#if canImport(UIKit)
import UIKit

/// The pointer on a hover tooltip's popover while it is up, told to the driver (WCAG
/// 1.4.13: content shown on hover can itself be hovered), and what hides it: Escape (a
/// popover's key command, ``EscapeKeyRegistration``, whose action also hides tooltips),
/// and a press or a tap anywhere in the window but on a view with a tooltip (whose own
/// recognizers tell the driver: a finger there may be a long press). The tooltip takes no touch (`isUserInteractionEnabled` off, so a tap reaches what lies
/// below it), and a view that takes none gets no hover either (UIView.h: with it off "user
/// events … are ignored"), so a hover recognizer on the tooltip's window, recognizing
/// beside every other, asks whether the pointer is inside the tooltip's outline.
@MainActor
final class TooltipPointerWatch: NSObject, UIGestureRecognizerDelegate {
    private weak var popover: PopoverView?
    private let hover = UIHoverGestureRecognizer()
    private let press = UILongPressGestureRecognizer()
    private let escape: EscapeKeyRegistration?
    private var inside = false

    /// Starts watching `popover`, shown in its container.
    init(_ popover: PopoverView) {
        self.popover = popover
        escape = EscapeKeyRegistration(for: popover.target.container)
        super.init()
        hover.addTarget(self, action: #selector(hovered(_:)))
        press.addTarget(self, action: #selector(pressed(_:)))
        press.minimumPressDuration = 0
        press.cancelsTouchesInView = false
        press.delaysTouchesEnded = false
        for recognizer in [hover, press] {
            recognizer.delegate = self
            popover.target.container?.window?.addGestureRecognizer(recognizer)
        }
    }

    /// Stops watching; a pointer still on the tooltip is off it now, for the driver (the
    /// tooltip may have gone by another way: its anchor left the window, say).
    func stop() {
        for recognizer in [hover, press] { recognizer.view?.removeGestureRecognizer(recognizer) }
        escape?.unregister()
        if inside { HoverTooltipDriver.shared.pointerOnTooltip(false) }
        inside = false
    }

    @objc private func hovered(_ recognizer: UIHoverGestureRecognizer) {
        guard let popover else { return }
        let over = [.began, .changed].contains(recognizer.state) && popover.point(inside: recognizer.location(in: popover), with: nil)
        guard over != inside else { return }
        inside = over
        HoverTooltipDriver.shared.pointerOnTooltip(over)
    }

    @objc private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began { HoverTooltipDriver.shared.send(.pressed) }
    }

    /// Beside every other recognizer.
    nonisolated func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                       shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }

    /// Not a touch on a view with a tooltip or tooltip regions: its own recognizers report it.
    nonisolated func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        callAsMainActor { !(touch.view.map(ToolTipWatch.isWatched) ?? false) }
    }
}
#endif
