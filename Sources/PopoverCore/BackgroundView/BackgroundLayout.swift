import Foundation

/// The layout of a `UIPopoverBackgroundView`: body, arrow and content rectangles
/// from the view's size, arrow direction, arrow offset and skin metrics.
///
/// It follows UIKit's contract: the view's bounds include the arrow; the body is
/// the bounds less `arrowHeight` on the arrow's side; content sits in the body inset
/// by `contentInsets`; `arrowOffset` is the distance from the view's centre to the
/// arrow's centre line, negative to the left (up/down arrows) or upwards (left/right
/// arrows). The arrow's base stays on the straight part of its edge: an offset that
/// would push it over a rounded corner slides it back (the tip may lean past the
/// base by up to `arrowTipSkew`), and ``offsetWasClamped`` says so.
///
/// It never throws, because `layoutSubviews` cannot: a size that is negative or not
/// finite counts as zero and one above ``PopoverLimits/maximumExtent`` as that
/// limit, an offset that is not finite counts as zero and one beyond that limit is
/// clamped to it, metrics are ``SkinMetrics/sanitized``, a corner radius too large for
/// the body (or for the arrow's edge with the arrow on it) is reduced to fit, and content
/// insets larger than the body collapse the content to a line or point inside the body.
///
/// ```swift
/// let layout = BackgroundLayout(size: CGSize(width: 300, height: 200), direction: .down,
///                               arrowOffset: -40, metrics: SkinMetrics(arrowHeight: 12))
/// layout.body        // (0, 0, 300, 188)
/// layout.arrow?.tip  // (110, 200)
/// ```
public struct BackgroundLayout: Sendable, Equatable {
    /// The view's bounds, at the origin.
    public var bounds: CGRect
    /// The arrow's direction; `unknown` means no arrow.
    public var direction: ArrowDirection
    /// The body: bounds less the arrow's height on the arrow's side.
    public var body: CGRect
    /// Where the content goes: the body inset by the content insets.
    public var content: CGRect
    /// The corner radius used, at most the metrics' radius (see the type's notes).
    public var cornerRadius: CGFloat
    /// The arrow, or `nil` when the direction is `unknown`.
    public var arrow: ArrowGeometry?
    /// The offset actually drawn: from the view's centre to the tip along the arrow's edge.
    public var arrowOffset: CGFloat
    /// Whether the requested offset had to be reduced to keep the arrow off the corners.
    public var offsetWasClamped: Bool
    /// The metrics as laid out (``SkinMetrics/sanitized``): what the outline draws with,
    /// so the metrics enter a drawing once, here.
    public var metrics: SkinMetrics

    /// Lays out a background view.
    ///
    /// ```swift
    /// let layout = BackgroundLayout(size: CGSize(width: 200, height: 100), direction: .unknown,
    ///                               arrowOffset: 0, metrics: SkinMetrics())
    /// layout.body  // (0, 0, 200, 100): no arrow, the body is the whole view
    /// ```
    public init(size: CGSize, direction: ArrowDirection, arrowOffset: CGFloat, metrics: SkinMetrics) {
        let (width, height, offset) = Self.cleaned(size: size, arrowOffset: arrowOffset)
        let m = metrics.sanitized
        self.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.direction = direction
        self.metrics = m

        guard direction != .unknown else {
            body = bounds
            content = m.contentInsets.inset(body).clamped(to: body)
            cornerRadius = min(m.cornerRadius, width / 2, height / 2)
            arrow = nil
            self.arrowOffset = 0
            offsetWasClamped = false
            return
        }

        let stand = ArrowStand(width: width, height: height, direction: direction, offset: offset, metrics: m)
        let arrowHeight = stand.arrowHeight
        switch direction {
        case .up: body = CGRect(x: 0, y: arrowHeight, width: width, height: height - arrowHeight)
        case .down: body = CGRect(x: 0, y: 0, width: width, height: height - arrowHeight)
        case .left: body = CGRect(x: arrowHeight, y: 0, width: width - arrowHeight, height: height)
        case .right, .unknown: body = CGRect(x: 0, y: 0, width: width - arrowHeight, height: height)
        }
        content = m.contentInsets.inset(body).clamped(to: body)
        cornerRadius = stand.radius
        self.arrowOffset = stand.drawnOffset
        offsetWasClamped = abs(stand.tipAlong - stand.requested) > 1e-9 * max(1, abs(stand.requested))

        let base = stand.base, baseAlong = stand.baseAlong
        let half = base / 2
        let tip = stand.tip(width: width, height: height, direction: direction)
        let leading: CGPoint, trailing: CGPoint, center: CGPoint
        switch direction {
        case .up:
            center = CGPoint(x: baseAlong, y: arrowHeight)
            leading = CGPoint(x: baseAlong - half, y: arrowHeight)
            trailing = CGPoint(x: baseAlong + half, y: arrowHeight)
        case .down:
            center = CGPoint(x: baseAlong, y: height - arrowHeight)
            leading = CGPoint(x: baseAlong + half, y: height - arrowHeight)
            trailing = CGPoint(x: baseAlong - half, y: height - arrowHeight)
        case .left:
            center = CGPoint(x: arrowHeight, y: baseAlong)
            leading = CGPoint(x: arrowHeight, y: baseAlong + half)
            trailing = CGPoint(x: arrowHeight, y: baseAlong - half)
        case .right, .unknown:
            center = CGPoint(x: width - arrowHeight, y: baseAlong)
            leading = CGPoint(x: width - arrowHeight, y: baseAlong - half)
            trailing = CGPoint(x: width - arrowHeight, y: baseAlong + half)
        }
        let minX = min(tip.x, min(leading.x, trailing.x)), maxX = max(tip.x, max(leading.x, trailing.x))
        let minY = min(tip.y, min(leading.y, trailing.y)), maxY = max(tip.y, max(leading.y, trailing.y))
        let rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        arrow = ArrowGeometry(
            direction: direction, tip: tip, baseCenter: center,
            leadingBase: leading, trailingBase: trailing, baseWidth: base,
            rect: rect, skew: stand.tipAlong - baseAlong
        )
    }
}

extension BackgroundLayout {
    /// The size and offset as laid out: a size that is negative or not finite as zero and
    /// one above ``PopoverLimits/maximumExtent`` as that limit, an offset that is not
    /// finite as zero and one beyond that limit clamped to it.
    private static func cleaned(size: CGSize, arrowOffset: CGFloat) -> (width: CGFloat, height: CGFloat, offset: CGFloat) {
        let limit = PopoverLimits.maximumExtent
        return (
            Validation.clean(size.width, limit: limit), Validation.clean(size.height, limit: limit),
            PopoverLimits.clampedArrowOffset(arrowOffset)
        )
    }

    /// Where the arrow stands, as this type lays it out for a view whose frame is `frame`,
    /// and its tip in the frame's coordinates, without the rest of the layout; `direction`
    /// is not `unknown`.
    ///
    /// The metrics have passed ``SkinMetrics/validate()``, so sanitising them changes
    /// nothing and is skipped; or they are such metrics with an arrow of no size (the
    /// placement of a popover without an arrow).
    @inline(__always)
    static func arrowStand(in frame: CGRect, direction: ArrowDirection, arrowOffset: CGFloat, validMetrics metrics: SkinMetrics)
        -> (stand: ArrowStand, tip: CGPoint) {
        assert(metrics.isValid || (metrics.arrowBase == 0 && metrics.arrowHeight == 0), "arrowStand takes validated metrics")
        let (width, height, offset) = cleaned(size: frame.size, arrowOffset: arrowOffset)
        let stand = ArrowStand(width: width, height: height, direction: direction, offset: offset, metrics: metrics)
        let tip = stand.tip(width: width, height: height, direction: direction)
        return (stand, CGPoint(x: tip.x + frame.minX, y: tip.y + frame.minY))
    }

    /// The corner radius that keeps content inside the body's rounded corners: the body's
    /// radius less the smallest gap between content and body, never below 0.
    ///
    /// ```swift
    /// contentView.layer.cornerRadius = layout.contentCornerRadius
    /// ```
    public var contentCornerRadius: CGFloat {
        let gaps = [content.minX - body.minX, content.minY - body.minY, body.maxX - content.maxX, body.maxY - content.maxY]
        return max(0, cornerRadius - max(0, gaps.min() ?? 0))
    }
}

extension SkinMetrics {
    /// The corner radius that keeps content inside the body's rounded corners in any
    /// popover big enough for its corners: the body's radius less the smallest content
    /// inset, never below 0. For the system popover, whose content view UIKit sizes.
    ///
    /// ```swift
    /// PopoverStyle.system.metrics.contentCornerRadius                 // 13
    /// PopoverStyle.tooltip.metrics.contentCornerRadius                // 0
    /// ```
    public var contentCornerRadius: CGFloat {
        let insets = contentInsets
        return max(0, cornerRadius - max(0, min(insets.top, insets.left, insets.bottom, insets.right)))
    }
}

extension CGRect {
    /// The rectangle moved and shrunk as little as possible to lie inside `outer`.
    func clamped(to outer: CGRect) -> CGRect {
        let x = Interval(lower: outer.minX, upper: outer.maxX)
        let y = Interval(lower: outer.minY, upper: outer.maxY)
        let minX = x.clamp(self.minX), maxX = x.clamp(self.maxX)
        let minY = y.clamp(self.minY), maxY = y.clamp(self.maxY)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
