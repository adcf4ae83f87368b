#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import PopoverTips

extension NSView {
    /// Where a hover tooltip's text goes for VoiceOver: the view's help.
    var toolTipHint: String? {
        get { accessibilityHelp() }
        set { setAccessibilityHelp(newValue) }
    }
}

/// The tooltip's AppKit half: a tracking area that feeds the driver, and a
/// ``PopoverPanel`` clicks go through.
extension ToolTipTarget {
    /// Adds the tracking area: active in an inactive window too, as AppKit's tooltips
    /// are; its visible rect follows the view.
    func startWatching(_ view: NSView) {
        let area = NSTrackingArea(rect: .zero, options: [.mouseEnteredAndExited, .mouseMoved, .activeInActiveApp, .inVisibleRect],
                                  owner: self, userInfo: nil)
        view.addTrackingArea(area)
        stopWatching = { [weak view] in view?.removeTrackingArea(area) }
    }

    @objc(mouseEntered:) func mouseEntered(with event: NSEvent) {
        entered(at: NSEvent.mouseLocation)
    }

    @objc(mouseMoved:) func mouseMoved(with event: NSEvent) {
        HoverTooltipDriver.shared.send(.moved(to: NSEvent.mouseLocation))
    }

    @objc(mouseExited:) func mouseExited(with event: NSEvent) {
        HoverTooltipDriver.shared.send(.exited(id))
    }

    /// The text in AppKit's tooltip font, inside the tooltip's insets, sized by Auto Layout.
    func makeTooltip() -> PopoverPanel {
        let label = NSTextField(wrappingLabelWithString: text)
        label.font = NSFont.toolTipsFont(ofSize: 0)
        label.textColor = style.dynamicTextColor
        label.preferredMaxLayoutWidth = HoverTooltipText.maximumWidth
        label.setAccessibilityElement(false)   // VoiceOver has the view's help
        let shown = PopoverPanel(content: ToolTipPadding(label), style: style)
        shown.behavior = .applicationDefined
        return shown
    }

    /// Below the cursor: its box under the hot spot (the core's, y-down), back in AppKit's
    /// screen space, into the view's.
    func present(_ shown: PopoverPanel, atPointer pointer: CGPoint, of view: NSView) {
        guard let window = view.window else { return }
        let space = ScreenSpace.current
        let cursor = space.flipped(PointerAnchor(space.flipped(pointer)).rect)
        shown.present(from: view, rect: view.convert(window.convertFromScreen(cursor), from: nil),
                      preferring: PointerAnchor.directions, animated: true)
    }

    /// Whether a move of the pointer shows `popover` again where it is: on the Mac, only
    /// while it is up.
    func showsAgain(_ popover: PopoverPanel) -> Bool { popover.isShown }

    /// At the view.
    func present(_ shown: PopoverPanel, at view: NSView) {
        shown.present(from: view, preferring: PointerAnchor.directions, animated: true)
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
