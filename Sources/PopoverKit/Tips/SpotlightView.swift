#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

/// The spotlight on a device: the core's ``/PopoverTips/Spotlight`` dim (the container
/// less a rounded hole around the anchor) filled in black at its opacity. Touches in the
/// hole pass through to the anchor below; a tap on the dim calls ``onTapDim`` (dismiss
/// the tip, or move a tour on). Put it over the container, under the popover, and give it
/// the anchor in its own coordinates. A popover that dismisses on an outside tap (the
/// default) catches those taps first: turn that off so the hole and the dim get them.
///
/// ```swift
/// let tip = PopoverView.tip(TipContent(message: "Tap here to share"))
/// tip.dismissesOnOutsideTap = false
/// let dim = SpotlightView(spotlight: Spotlight())
/// dim.frame = view.bounds
/// dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
/// dim.anchorView = button
/// dim.onTapDim = { tip.dismiss() }
/// tip.onDismiss = { _, _ in dim.removeFromSuperview() }
/// view.addSubview(dim)
/// tip.present(from: button, in: view)
/// ```
@MainActor
public final class SpotlightView: UIView {
    /// The dim's padding, corner radius and opacity.
    public var spotlight: Spotlight { didSet { setNeedsLayout() } }
    /// The anchor, in this view's coordinates (read from ``anchorView`` when that is set).
    public var anchor: CGRect = .zero { didSet { setNeedsLayout() } }
    /// A view to follow: on every layout (a rotation, a resize) the hole goes around it.
    public weak var anchorView: UIView? { didSet { setNeedsLayout() } }
    /// Called when the dim (not the hole) is tapped.
    public var onTapDim: (() -> Void)?

    private let dim = CAShapeLayer()

    /// A spotlight view; set its frame, ``anchor`` and ``onTapDim``.
    ///
    /// ```swift
    /// let dim = SpotlightView(spotlight: Spotlight(padding: 6, cornerRadius: 10, dimOpacity: 0.5))
    /// dim.anchor = CGRect(x: 20, y: 40, width: 44, height: 44)
    /// ```
    public init(spotlight: Spotlight) {
        self.spotlight = spotlight
        super.init(frame: .zero)
        backgroundColor = .clear
        dim.fillColor = UIColor.black.cgColor
        layer.addSublayer(dim)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        isAccessibilityElement = false
    }

    /// Not supported: make it in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The dim's path for the current bounds and anchor, from the core.
    override public func layoutSubviews() {
        super.layoutSubviews()
        if let anchorView, anchorView.window != nil, anchorView.window === window {
            // Assigned only when it moved: the assignment asks for another layout.
            let followed = anchorView.convert(anchorView.bounds, to: self)
            if followed != anchor { anchor = followed }
        }
        dim.frame = bounds
        dim.path = spotlight.path(around: anchor, in: bounds).cgPath
        dim.opacity = Float(spotlight.sanitized.dimOpacity)
    }

    /// A touch in the hole is not this view's: it reaches the anchor below.
    override public func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) && !spotlight.holeContains(point, around: anchor, in: bounds)
    }

    @objc private func tapped() { onTapDim?() }
}
#endif
