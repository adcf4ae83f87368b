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
open class DrawnPopoverBackgroundView: PopoverBackgroundViewBase {
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

    private lazy var skin = SkinLayers(in: layer)

    /// Redraws the layers for the current size, direction and offset.
    override open func layoutSubviews() {
        super.layoutSubviews()
        skin.update(style: Self.popoverStyle, layout: backgroundLayout(metrics: Self.popoverStyle.metrics), traits: traitCollection)
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
