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

/// The tooltip's AppKit half: a ``PopoverPanel`` clicks go through.
extension ToolTipTarget {
    /// The text in AppKit's tooltip font, inside the tooltip's insets, sized by Auto Layout.
    func makeTooltip(_ text: String) -> PopoverPanel {
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

    /// At the view, or at `rect` of it.
    func present(_ shown: PopoverPanel, at view: NSView, rect: CGRect?) {
        shown.present(from: view, rect: rect, preferring: PointerAnchor.directions, animated: true)
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
