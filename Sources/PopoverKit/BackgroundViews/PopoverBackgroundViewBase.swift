#if canImport(UIKit)
import PopoverCore
import UIKit

/// What every skin for the system popover shares: UIKit's `arrowOffset` and
/// `arrowDirection` stored, their setters asking for layout (UIKit may set them while the
/// popover is visible, inside its animation), a clear background, and the core's
/// ``BackgroundLayout`` for the current size, direction and offset.
///
/// ``DrawnPopoverBackgroundView`` and ``ImagePopoverBackgroundView`` build on it; so can
/// a skin of your own:
///
/// ```swift
/// final class StripedBackground: PopoverBackgroundViewBase {
///     override class func arrowHeight() -> CGFloat { 12 }
///     override class func arrowBase() -> CGFloat { 24 }
///     override class func contentViewInsets() -> UIEdgeInsets { .zero }
///     override func layoutSubviews() {
///         super.layoutSubviews()
///         let layout = backgroundLayout(metrics: SkinMetrics(arrowBase: 24, arrowHeight: 12))
///         // place your views from layout.body and layout.arrow
///     }
/// }
/// ```
open class PopoverBackgroundViewBase: UIPopoverBackgroundView {
    private var storedArrowOffset: CGFloat = 0
    private var storedArrowDirection: UIPopoverArrowDirection = .unknown

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

    /// The core's layout of this view for skin metrics: body, content and arrow.
    ///
    /// ```swift
    /// final class StripedBackground: DrawnPopoverBackgroundView {
    ///     let stripes = UIView()
    ///     override func layoutSubviews() {
    ///         super.layoutSubviews()
    ///         stripes.frame = backgroundLayout(metrics: Self.popoverStyle.metrics).body
    ///     }
    /// }
    /// ```
    public func backgroundLayout(metrics: SkinMetrics) -> BackgroundLayout {
        BackgroundLayout(size: bounds.size, direction: ArrowDirection(arrowDirection), arrowOffset: arrowOffset, metrics: metrics)
    }
}
#endif
