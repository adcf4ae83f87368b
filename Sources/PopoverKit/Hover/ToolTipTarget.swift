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
        setToolTipTarget(text.flatMap { $0.isEmpty ? nil : $0 }.map { text in { text } }, hint: text,
                         style: style, delay: delay, placement: placement)
    }

    /// Gives this view a hover tooltip whose text `provider` gives when it is asked for
    /// (the pointer rests, focus comes, a finger touches: its length times how long it
    /// stays after a lift) and again as it is about to show, as
    /// ``setArrowToolTip(_:style:delay:placement:)`` otherwise, as AppKit's
    /// `NSViewToolTipOwner` gives a tooltip's string when it is about to show. `nil` from
    /// `provider` shows nothing that time; `setArrowToolTip(nil)` takes it away. VoiceOver
    /// reads no hint from it (a text of the moment is not one to read before it is asked
    /// for): give the view an `accessibilityHint` (on the Mac its help) of your own.
    ///
    /// ```swift
    /// button.setArrowToolTip { "Last synced \(Date.now.formatted(date: .omitted, time: .shortened))" }
    /// ```
    public func setArrowToolTip(style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                                placement: HoverTooltipPlacement = .pointer, provider: @escaping () -> String?) {
        setToolTipTarget(provider, hint: nil, style: style, delay: delay, placement: placement)
    }

    /// The view's whole-view tooltip, of `text` (`nil`: none), and its hint for VoiceOver.
    private func setToolTipTarget(_ text: (() -> String?)?, hint: String?, style: PopoverStyle, delay: TimeInterval?,
                                  placement: HoverTooltipPlacement) {
        (objc_getAssociatedObject(self, &ToolTipTarget.key) as? ToolTipTarget)?.remove()
        toolTipHint = TooltipHintBox.of(self).hint.set(hint, current: toolTipHint)
        let target = text.map { ToolTipTarget(view: self, text: $0, style: style, delay: delay, placement: placement, watching: true) }
        objc_setAssociatedObject(self, &ToolTipTarget.key, target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

/// A hover tooltip of a view, or of a rectangle of it (a region, ``ToolTipRegions``), as
/// the driver knows it: told the pointer and a finger by its ``ToolTipWatch`` (a whole
/// view's) or by the view's regions, and keyboard focus by ``focusMoved(to:)`` (a whole
/// view's); its platform half shows, moves and hides the popover when the driver says.
@MainActor
final class ToolTipTarget: NSObject, HoverTooltipTarget, ToolTipWatching {
    nonisolated(unsafe) static var key: UInt8 = 0
    weak var view: PlatformView?
    /// The rectangle of the view it is for, in the view's coordinates; `nil`: the view.
    let rect: CGRect?
    /// Its text, read when it is asked for and as it shows; `nil` or empty: none that time.
    let text: () -> String?
    let style: PopoverStyle
    let delay: TimeInterval?
    let placement: HoverTooltipPlacement
    /// The driver's number for this target.
    private(set) var id = 0
    private var watch: ToolTipWatch?
    private var popover: PlatformPopover?

    /// A target of `view` (of `rect` in it, when given); `watching`, it watches the view
    /// itself (a region's target is told by the view's regions).
    init(view: PlatformView, rect: CGRect? = nil, text: @escaping () -> String?, style: PopoverStyle, delay: TimeInterval?,
         placement: HoverTooltipPlacement, watching: Bool) {
        self.view = view
        self.rect = rect
        self.text = text
        self.style = style
        self.delay = delay
        self.placement = placement
        super.init()
        id = HoverTooltipDriver.shared.register(self)
        if watching { watch = ToolTipWatch(view, owner: self) }
    }

    /// Takes the tooltip away for good.
    func remove() {
        watch?.stop()
        watch = nil
        HoverTooltipDriver.shared.unregister(id)
    }

    /// Whether its popover is up (or going).
    var isShowing: Bool { popover != nil }

    /// Its text's length now, for how long it stays after a finger lifts.
    private var textLength: Int { text()?.count ?? 0 }

    /// The pointer rests on it: `pointer` is where it is, in the driver's space.
    func entered(at pointer: CGPoint) {
        HoverTooltipDriver.shared.send(.entered(id, at: pointer, delay: delay, textLength: textLength))
    }

    /// A finger touched it (it may become a long press).
    func touchBegan() {
        HoverTooltipDriver.shared.send(.touchBegan(id, textLength: textLength))
    }

    /// The pointer entered the view; a region of it it is in nests inside.
    func pointerEntered(at pointer: CGPoint, location: CGPoint) {
        entered(at: pointer)
        if let view { ToolTipRegions.watching(view)?.viewEntered(at: pointer) }
    }

    func pointerMoved(to pointer: CGPoint, location: CGPoint) { HoverTooltipDriver.shared.send(.moved(to: pointer)) }
    func pointerExited() { HoverTooltipDriver.shared.send(.exited(id)) }

    /// A finger on the view, unless on one of its regions, which is the region's.
    func touchBegan(at location: CGPoint) {
        if let view, ToolTipRegions.watching(view)?.holds(location) == true { return }
        touchBegan()
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
            HoverTooltipDriver.shared.send(.focused(target.id, delay: target.delay, textLength: target.textLength))
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

    /// Below the pointer, arrowless; or (`nil`) at the view (or its rectangle), with its
    /// arrow; nothing when it has no text this time.
    private func show(atPointer pointer: CGPoint?) {
        guard let view, view.window != nil, let text = text(), !text.isEmpty else { return }
        let shown = makeTooltip(text)
        shown.isHoverTooltip = true
        shown.options.showsArrow = pointer == nil
        if let pointer {
            shown.options.alignment = .start
            shown.options.gap = PointerAnchor.gap
            present(shown, atPointer: pointer, of: view)
        } else {
            present(shown, at: view, rect: rect)
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
