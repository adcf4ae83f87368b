#if canImport(UIKit)
import PopoverCore
import UIKit

/// A skin for the system popover, drawn from a ``/PopoverCore/PopoverStyle`` with layers:
/// one outline of body and arrow, solid or gradient fill, inner highlight, hairline border
/// and a `shadowPath` shadow, in light and dark.
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
/// Every number comes from ``/PopoverCore/BackgroundLayout`` and
/// ``/PopoverCore/PopoverOutline``: UIKit's arrow offset convention, the unknown
/// direction, and an arrow that never crosses a rounded corner. UIKit puts the content
/// above this view, so the content insets are the style's widened to clear the border and
/// highlight (``/PopoverCore/PopoverStyle/metricsClearingStrokes``). Changes UIKit makes
/// while the popover is visible animate with UIKit's animation.
open class DrawnPopoverBackgroundView: PopoverBackgroundViewBase {
    /// The style drawn. Override in a subclass; the system style by default.
    open class var popoverStyle: PopoverStyle { .system }

    /// The style's metrics, content kept clear of its border and highlight.
    override open class var skinMetrics: SkinMetrics { popoverStyle.metricsClearingStrokes }

    private lazy var skin = SkinLayers(in: self)

    /// Redraws the layers for the current size, direction and offset.
    override open func layoutSubviews() {
        super.layoutSubviews()
        skin.update(style: Self.popoverStyle, layout: backgroundLayout(), traits: traitCollection)
    }
}
#endif
