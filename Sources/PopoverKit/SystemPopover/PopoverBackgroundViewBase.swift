#if canImport(UIKit)
import PopoverCore
import UIKit

/// What every skin for the system popover shares: the three class methods UIKit
/// requires (`arrowHeight`, `arrowBase`, `contentViewInsets`) answered from one
/// ``skinMetrics`` that subclasses override; UIKit's `arrowOffset` and `arrowDirection`
/// stored, their setters asking for layout (UIKit may set them while the popover is
/// visible, inside its animation); a clear background; no shadow of UIKit's under the
/// skin's own; and the core's ``/PopoverCore/BackgroundLayout`` for the current size,
/// direction and offset.
///
/// ``DrawnPopoverBackgroundView`` and ``ImagePopoverBackgroundView`` build on it; so can
/// a skin of your own:
///
/// ```swift
/// final class StripedBackground: PopoverBackgroundViewBase {
///     override class var skinMetrics: SkinMetrics { SkinMetrics(arrowBase: 24, arrowHeight: 12) }
///     override func layoutSubviews() {
///         super.layoutSubviews()
///         let layout = backgroundLayout()
///         // place your views from layout.body and layout.arrow
///     }
/// }
/// ```
///
/// UIKit ignores `wantsDefaultContentAppearance` since iOS 13 and clips the content to
/// a corner radius of its own; give the content view
/// ``/PopoverCore/BackgroundLayout/contentCornerRadius`` (``UIKit/UIViewController/presentAsPopover(_:from:sourceRect:backgroundViewClass:permittedArrowDirections:backgroundEffect:animated:delegate:completion:)``
/// does) so its corners follow the skin. On iOS 26 and later the system also clips the
/// popover to its own corner configuration, which would cut off the skin's arrow; this
/// class stops that clip where it would cut the skin (only the public `clipsToBounds` of
/// its own ancestors, on every layout).
open class PopoverBackgroundViewBase: UIPopoverBackgroundView {
    /// The skin's arrow, corners and content insets. Override it; every class method UIKit
    /// asks is answered from it. The default is ``/PopoverCore/SkinMetrics/init(arrowBase:arrowHeight:contentInsets:cornerRadius:arrowTipRadius:arrowTipSkew:arrowSides:)``'s.
    open class var skinMetrics: SkinMetrics { SkinMetrics() }

    /// The arrow directions the skin draws (default: all four). `presentAsPopover` permits
    /// only these of those asked for (``/PopoverCore/ArrowDirections/drawable(by:)``).
    /// UIKit itself never reads this: when you set `popoverBackgroundViewClass` yourself,
    /// set the popover's `permittedArrowDirections` to these yourself.
    ///
    /// ```swift
    /// final class UpOnlyBackground: PopoverBackgroundViewBase {
    ///     override class var skinDirections: ArrowDirections { .up }   // an up-only skin
    /// }
    /// ```
    open class var skinDirections: ArrowDirections { .any }

    /// The arrow's height from ``skinMetrics`` (UIKit asks once).
    override open class func arrowHeight() -> CGFloat { skinMetrics.arrowHeight }

    /// The arrow's base from ``skinMetrics`` (UIKit asks once).
    override open class func arrowBase() -> CGFloat { skinMetrics.arrowBase }

    /// The content insets from ``skinMetrics`` (UIKit asks once).
    override open class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(skinMetrics.contentInsets) }

    private var storedArrowOffset: CGFloat = 0
    private var storedArrowDirection: UIPopoverArrowDirection = .unknown
    /// The content corners `presentAsPopover` asked for in this skin's presentation.
    private var contentCorners: PopoverContentCorners?

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

    /// Clears the shadow UIKit gives the background view's own layer, so the only
    /// shadow is the skin's, and on iOS 26 and later stops the system's corner clip from
    /// cutting off the arrow (``ArrowClipRelease``). UIKit may set either again after the
    /// view is made, so this runs on every layout.
    override open func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowOpacity = 0
        layer.shadowPath = nil
        ArrowClipRelease.release(ancestorsOf: self)
    }

    /// On iOS 26 and later, releases the system's corner clip as soon as the view is in
    /// the popover (``ArrowClipRelease``); rounds the content to the skin's corners while
    /// the skin is in the window, and gives the content its own back when it leaves.
    override open func didMoveToWindow() {
        super.didMoveToWindow()
        ArrowClipRelease.release(ancestorsOf: self)
        if window != nil, contentCorners == nil { contentCorners = PopoverContentCorners.claim(around: self) }
        contentCorners?.skinMoved(inWindow: window != nil)
    }

    /// Light/dark and scale changes lay the skin out again, in the other colours, images
    /// and pixel grid.
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.changesDrawing(from: previousTraitCollection) { setNeedsLayout() }
    }

    /// The core's layout of this view: body, content and arrow for the current size,
    /// direction and offset and the class's ``skinMetrics``.
    ///
    /// ```swift
    /// final class StripedBackground: DrawnPopoverBackgroundView {
    ///     let stripes = UIView()
    ///     override func layoutSubviews() {
    ///         super.layoutSubviews()
    ///         stripes.frame = backgroundLayout().body
    ///     }
    /// }
    /// ```
    public func backgroundLayout() -> BackgroundLayout {
        BackgroundLayout(size: bounds.size, direction: ArrowDirection(arrowDirection), arrowOffset: arrowOffset, metrics: Self.skinMetrics)
    }
}
#endif
