#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import ObjectiveC
import PopoverCore
import PopoverTips

extension PlatformView {
    /// Gives this view a hover tooltip drawn in `style` in a popover (`PopoverView`; on the
    /// Mac `PopoverPanel`, in place of AppKit's `toolTip`). It shows when the pointer rests
    /// on the view (iPadOS with a trackpad or mouse, Mac Catalyst, the Mac) after
    /// ``ArrowToolTips/timing``'s delay (or `delay`), at once while another tooltip was just
    /// shown, below the pointer (or at the view with an arrow, `placement`); when keyboard
    /// focus comes to the view or into it (Full Keyboard Access, the Mac's keyboard
    /// navigation), after the same delay, at the view with an arrow; and on a finger held on
    /// the view for half a second (``/PopoverTips/HoverTiming/longPressDuration``), at the
    /// view with an arrow. It stays while the pointer is on the view or on the tooltip, or
    /// focus is on the view, with no time limit (WCAG 2.2, 1.4.13), and goes a moment
    /// (``/PopoverTips/HoverTiming/hideDelay``) after they leave; after a finger lifts it
    /// stays 1.5 to 30 s by its length. Escape, a press or a tap elsewhere (on the Mac also
    /// a click, a scroll or any key), another popover or menu opening, or the app going
    /// inactive hide it at once. VoiceOver reads `text` as the view's hint (its help on the
    /// Mac), after the one the app gave it, which `nil` (removing the tooltip) gives back.
    ///
    /// ```swift
    /// button.setArrowToolTip("Sort by date, newest first")
    /// ```
    public func setArrowToolTip(_ text: String?, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                                placement: HoverTooltipPlacement = .pointer) {
        (objc_getAssociatedObject(self, &ToolTipTarget.key) as? ToolTipTarget)?.remove()
        toolTipHint = TooltipHintBox.of(self).hint.set(text, current: toolTipHint)
        guard let text, !text.isEmpty else {
            objc_setAssociatedObject(self, &ToolTipTarget.key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return
        }
        let target = ToolTipTarget(view: self, text: text, style: style, delay: delay, placement: placement)
        objc_setAssociatedObject(self, &ToolTipTarget.key, target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

/// A view's hover tooltip: its platform half watches the pointer and fingers on the view
/// (a hover recognizer and a touch recognizer in UIKit, a tracking area on the Mac) and
/// feeds the driver, as this does for keyboard focus (``focusMoved(to:)``); this shows,
/// moves and hides the popover when the driver says.
@MainActor
final class ToolTipTarget: NSObject, HoverTooltipTarget {
    nonisolated(unsafe) static var key: UInt8 = 0
    weak var view: PlatformView?
    let text: String
    let style: PopoverStyle
    let delay: TimeInterval?
    let placement: HoverTooltipPlacement
    /// The driver's number for this target.
    private(set) var id = 0
    /// Undoes what the platform half started watching.
    var stopWatching: () -> Void = {}
    private var popover: PlatformPopover?

    init(view: PlatformView, text: String, style: PopoverStyle, delay: TimeInterval?, placement: HoverTooltipPlacement) {
        self.view = view
        self.text = text
        self.style = style
        self.delay = delay
        self.placement = placement
        super.init()
        id = HoverTooltipDriver.shared.register(self)
        startWatching(view)
    }

    /// Takes the tooltip away for good.
    func remove() {
        stopWatching()
        stopWatching = {}
        HoverTooltipDriver.shared.unregister(id)
    }

    /// The pointer rests on the view: `pointer` is where it is, in the driver's space.
    func entered(at pointer: CGPoint) {
        HoverTooltipDriver.shared.send(.entered(id, at: pointer, delay: delay, textLength: text.count))
    }

    /// A finger touched the view (it may become a long press).
    func touchBegan() {
        HoverTooltipDriver.shared.send(.touchBegan(id, textLength: text.count))
    }

    /// The target focus is on, as last told to the driver.
    private static weak var focused: ToolTipTarget?

    /// The target of `view` or of its nearest ancestor that has one.
    static func holding(_ view: PlatformView) -> ToolTipTarget? {
        sequence(first: view, next: \.superview).lazy.compactMap { objc_getAssociatedObject($0, &key) as? ToolTipTarget }.first
    }

    /// Keyboard focus moved to `view` (`nil`: to none): the target holding it is focused,
    /// the one before unfocused.
    static func focusMoved(to view: PlatformView?) {
        let target = view.flatMap(holding)
        guard target !== focused else { return }
        if let focused { HoverTooltipDriver.shared.send(.unfocused(focused.id)) }
        focused = target
        if let target {
            HoverTooltipDriver.shared.send(.focused(target.id, delay: target.delay, textLength: target.text.count))
        }
    }

    /// A tooltip popover of the text, which the driver hides (should its view go first,
    /// it still goes in the end), at the pointer or at the view. It has no timeout: it
    /// stays until the driver hides it (WCAG 1.4.13, persistent).
    func showTooltip(at pointer: CGPoint) {
        show(atPointer: placement == .pointer ? pointer : nil)
    }

    func showTooltipAtTarget() {
        show(atPointer: nil)
    }

    /// Below the pointer, arrowless; or (`nil`) at the view, with its arrow.
    private func show(atPointer pointer: CGPoint?) {
        guard let view, view.window != nil else { return }
        let shown = makeTooltip()
        shown.isHoverTooltip = true
        shown.options.showsArrow = pointer == nil
        if let pointer {
            shown.options.alignment = .start
            shown.options.gap = PointerAnchor.gap
            present(shown, atPointer: pointer, of: view)
        } else {
            present(shown, at: view)
        }
        popover = shown
    }

    /// Shown at the pointer: shown again where it moved (``showsAgain(_:)``: in UIKit
    /// also one that ended, its placement failed, say; on the Mac only one still up).
    func moveTooltip(to pointer: CGPoint) {
        guard let popover, showsAgain(popover) else { return }
        hideTooltip()
        showTooltip(at: pointer)
    }

    func hideTooltip() {
        popover?.dismiss(animated: true)
        popover = nil
    }
}
#endif
