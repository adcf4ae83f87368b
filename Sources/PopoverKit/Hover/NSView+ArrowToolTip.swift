#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ObjectiveC
import PopoverCore
import PopoverTips

extension NSView {
    /// Gives this view a hover tooltip drawn in `style` in a ``PopoverPanel``, in place of
    /// AppKit's `toolTip`: it shows after ``ArrowToolTips/timing``'s delay (or `delay`),
    /// at once while another tooltip was just shown, below the cursor (or at the view with
    /// an arrow, `placement`), and goes on a click, a scroll, a key, or when the pointer
    /// leaves. VoiceOver reads `text` as the view's help, after the help the app gave it,
    /// which `nil` (removing the tooltip) gives back.
    ///
    /// ```swift
    /// button.setArrowToolTip("Sort by date, newest first")
    /// ```
    public func setArrowToolTip(_ text: String?, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                                placement: HoverTooltipPlacement = .pointer) {
        let existing = objc_getAssociatedObject(self, &AppKitToolTipTarget.key) as? AppKitToolTipTarget
        existing?.remove()
        setAccessibilityHelp(TooltipHintBox.of(self).hint.set(text, current: accessibilityHelp()))
        guard let text, !text.isEmpty else {
            objc_setAssociatedObject(self, &AppKitToolTipTarget.key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return
        }
        let target = AppKitToolTipTarget(view: self, text: text, style: style, delay: delay, placement: placement)
        objc_setAssociatedObject(self, &AppKitToolTipTarget.key, target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

/// A view's hover tooltip on the Mac: a tracking area that feeds the driver, and the
/// panel it shows when told.
@MainActor
final class AppKitToolTipTarget: NSObject, HoverTooltipTarget {
    nonisolated(unsafe) static var key: UInt8 = 0
    private weak var view: NSView?
    private let text: String
    private let style: PopoverStyle
    private let delay: TimeInterval?
    private let placement: HoverTooltipPlacement
    private var id = 0
    private var trackingArea: NSTrackingArea?
    private var panel: PopoverPanel?

    init(view: NSView, text: String, style: PopoverStyle, delay: TimeInterval?, placement: HoverTooltipPlacement) {
        self.view = view
        self.text = text
        self.style = style
        self.delay = delay
        self.placement = placement
        super.init()
        id = HoverTooltipDriver.shared.register(self)
        // Active in an inactive window too, as AppKit's tooltips are; the visible rect follows the view.
        let area = NSTrackingArea(rect: .zero, options: [.mouseEnteredAndExited, .mouseMoved, .activeInActiveApp, .inVisibleRect],
                                  owner: self, userInfo: nil)
        view.addTrackingArea(area)
        trackingArea = area
    }

    /// Takes the tooltip away for good.
    func remove() {
        if let trackingArea { view?.removeTrackingArea(trackingArea) }
        trackingArea = nil
        HoverTooltipDriver.shared.unregister(id)
    }

    @objc(mouseEntered:) func mouseEntered(with event: NSEvent) {
        HoverTooltipDriver.shared.send(.entered(id, at: NSEvent.mouseLocation, delay: delay, textLength: text.count))
    }

    @objc(mouseMoved:) func mouseMoved(with event: NSEvent) {
        HoverTooltipDriver.shared.send(.moved(to: NSEvent.mouseLocation))
    }

    @objc(mouseExited:) func mouseExited(with event: NSEvent) {
        HoverTooltipDriver.shared.send(.exited(id))
    }

    func showTooltip(at pointer: CGPoint) {
        guard let view, let window = view.window else { return }
        let label = NSTextField(wrappingLabelWithString: text)
        label.font = NSFont.toolTipsFont(ofSize: 0)
        label.textColor = style.dynamicTextColor
        label.preferredMaxLayoutWidth = HoverTooltipText.maximumWidth
        label.setAccessibilityElement(false)   // VoiceOver has the view's help
        let shown = PopoverPanel(content: ToolTipPadding(label), style: style)
        shown.behavior = .applicationDefined
        shown.isHoverTooltip = true
        // The driver hides it; should its view go first, it still goes in the end.
        shown.dismissAfter = ArrowToolTips.timing.maximumVisible + 1
        shown.options.showsArrow = placement.showsArrow
        switch placement {
        case .pointer:
            shown.options.alignment = .start
            shown.options.gap = PointerAnchor.gap
            // The cursor's box below the hot spot (the core's, y-down), back in AppKit's screen space, into the view's.
            let space = ScreenSpace.current
            let cursor = space.flipped(PointerAnchor(space.flipped(pointer)).rect)
            shown.present(from: view, rect: view.convert(window.convertFromScreen(cursor), from: nil),
                          preferring: PointerAnchor.directions, animated: true)
        case .target:
            shown.present(from: view, preferring: PointerAnchor.directions, animated: true)
        }
        panel = shown
    }

    func moveTooltip(to pointer: CGPoint) {
        guard let panel, panel.isShown else { return }
        hideTooltip()
        showTooltip(at: pointer)
    }

    func hideTooltip() {
        panel?.dismiss(animated: true)
        panel = nil
    }
}

/// A tooltip's text inside ``/PopoverTips/HoverTooltipText/insets``, sized by Auto Layout.
@MainActor
private final class ToolTipPadding: NSView {
    init(_ label: NSView) {
        super.init(frame: .zero)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: HoverTooltipText.insets.left),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -HoverTooltipText.insets.right),
            label.topAnchor.constraint(equalTo: topAnchor, constant: HoverTooltipText.insets.top),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -HoverTooltipText.insets.bottom),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
#endif
