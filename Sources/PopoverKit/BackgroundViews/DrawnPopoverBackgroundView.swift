#if canImport(UIKit)
import PopoverCore
import UIKit

/// A skin for the system popover, drawn from a ``PopoverStyle`` with layers: one outline
/// of body and arrow, solid or gradient fill, inner highlight, hairline border and a
/// `shadowPath` shadow, in light and dark.
///
/// UIKit takes a class, not an instance, so pick the style by subclassing:
///
/// ```swift
/// final class OrangePopoverBackground: DrawnPopoverBackgroundView {
///     override class var popoverStyle: PopoverStyle { .orange }
/// }
///
/// controller.modalPresentationStyle = .popover
/// controller.popoverPresentationController?.popoverBackgroundViewClass = OrangePopoverBackground.self
/// ```
///
/// Every number comes from ``BackgroundLayout`` and ``PopoverOutline``: UIKit's arrow
/// offset convention, the unknown direction, and an arrow that never crosses a rounded
/// corner. Changes UIKit makes while the popover is visible animate with UIKit's animation.
open class DrawnPopoverBackgroundView: UIPopoverBackgroundView {
    /// The style drawn. Override in a subclass; the system style by default.
    open class var popoverStyle: PopoverStyle { .system }

    /// The style's arrow height (UIKit asks once).
    override open class func arrowHeight() -> CGFloat { popoverStyle.metrics.arrowHeight }

    /// The style's arrow base (UIKit asks once).
    override open class func arrowBase() -> CGFloat { popoverStyle.metrics.arrowBase }

    /// The style's content insets (UIKit asks once).
    override open class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(popoverStyle.metrics.contentInsets) }

    /// `false`: the style draws the whole background.
    override open class var wantsDefaultContentAppearance: Bool { false }

    private var storedArrowOffset: CGFloat = 0
    private var storedArrowDirection: UIPopoverArrowDirection = .unknown
    private lazy var skin = SkinLayers(in: layer)

    /// Set by UIKit: from the view's centre to the arrow, negative to the left or up.
    override open var arrowOffset: CGFloat {
        get { storedArrowOffset }
        set { storedArrowOffset = newValue; setNeedsLayout() }
    }

    /// Set by UIKit: where the arrow points.
    override open var arrowDirection: UIPopoverArrowDirection {
        get { storedArrowDirection }
        set { storedArrowDirection = newValue; setNeedsLayout() }
    }

    /// Makes the view (UIKit does this).
    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    /// Not supported: the system makes this view in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The layout this view draws, from the core.
    public var backgroundLayout: BackgroundLayout {
        BackgroundLayout(size: bounds.size, direction: ArrowDirection(arrowDirection), arrowOffset: arrowOffset, metrics: Self.popoverStyle.metrics)
    }

    /// Redraws the layers for the current size, direction and offset.
    override open func layoutSubviews() {
        super.layoutSubviews()
        skin.update(
            style: Self.popoverStyle, layout: backgroundLayout, appearance: Appearance(traitCollection),
            scale: traitCollection.displayScale > 0 ? traitCollection.displayScale : 2,
            animationDuration: UIView.inheritedAnimationDuration
        )
    }

    /// Light/dark changes redraw with the other colours.
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection)
            || traitCollection.displayScale != previousTraitCollection?.displayScale {
            setNeedsLayout()
        }
    }
}
#endif
