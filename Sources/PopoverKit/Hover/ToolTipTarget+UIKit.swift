#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

extension UIView {
    /// Where a hover tooltip's text goes for VoiceOver: the view's hint.
    var toolTipHint: String? {
        get { accessibilityHint }
        set { accessibilityHint = newValue }
    }
}

/// The tooltip's UIKit half: a ``PopoverView`` in the view's window.
extension ToolTipTarget {
    /// The text in the footnote style, inside the tooltip's insets; touches go through (the
    /// pointer over it is seen by ``TooltipPointerWatch``).
    func makeTooltip(_ text: String) -> PopoverView {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = style.dynamicTextColor
        label.isAccessibilityElement = false   // VoiceOver has the view's hint
        let size = label.sizeThatFits(CGSize(width: HoverTooltipText.maximumWidth, height: CGFloat.greatestFiniteMagnitude))
        let insets = HoverTooltipText.insets
        let shown = PopoverView(contentSize: CGSize(width: size.width + insets.left + insets.right,
                                                    height: size.height + insets.top + insets.bottom), style: style)
        // Its measured size, inside the tooltip's insets (the content view is not sized yet).
        label.frame = CGRect(x: insets.left, y: insets.top, width: size.width, height: size.height)
        shown.contentView.addSubview(label)
        shown.isUserInteractionEnabled = false
        shown.outsideTap = .passThrough
        return shown
    }

    /// Below the pointer's cursor (its height as the pointer is now), in the window.
    func present(_ shown: PopoverView, atPointer pointer: CGPoint, of view: UIView) {
        guard let window = view.window else { return }
        let cursor = PointerAnchor(pointer, cursorHeight: PointerKind.current.reach).rect
        shown.present(from: cursor, in: window, preferring: PointerAnchor.directions, animated: true)
    }

    /// Whether a move of the pointer shows `popover` again where it is: in UIKit, whenever
    /// the tooltip was shown, so one whose placement failed near an edge tries again.
    func showsAgain(_ popover: PopoverView) -> Bool { true }

    /// At the view, or at `rect` of it, in its window.
    func present(_ shown: PopoverView, at view: UIView, rect: CGRect?) {
        guard let window = view.window else { return }
        shown.present(from: view.convert(rect ?? view.bounds, to: window), in: window, preferring: PointerAnchor.directions, animated: true)
    }
}

#endif
