import Foundation
import PopoverCore

/// The layout of an image skin in a background view: UIKit's body and content (as
/// ``/PopoverCore/BackgroundLayout``), the visible body, where the background image goes, and where
/// the arrow image goes, following an ``ImageSkinArrangement``.
///
/// - The arrow's tip is on the view's edge; its base meets the visible body, which reaches
///   `bodyOverlap` points under it.
/// - The background image's visible edge lies `backgroundInsets` inside the image. On the
///   sides without the arrow the image fills the view (the margin stays inside the view,
///   so content insets must include it); on the arrow's side the image starts the margin
///   before the visible edge, behind the arrow.
/// - The arrow slides along the visible edge and stays `cornerRadius` clear of the
///   visible corners (``offsetWasClamped`` says when it had to).
/// - With `pixelAligned`, the arrow image's origin is rounded to the pixel grid of `scale`.
/// - A direction's `fixedArrowOffsets` stands for UIKit's offset; an `arrowImageSize` for the image's
///   size; a direction outside `directions` lays out the body with no arrow.
///
/// Never throws (for `layoutSubviews`): metrics, arrangement, the arrow image's size and the
/// scale are sanitized.
///
/// ```swift
/// // WEPopover: 13 pt shadow margin, an 18×14 pt arrow image pointing up.
/// let layout = ImageSkinLayout(
///     size: CGSize(width: 300, height: 200), direction: .up, arrowOffset: 0,
///     metrics: SkinMetrics(arrowBase: 18, arrowHeight: 14, cornerRadius: 4),
///     arrangement: ImageSkinArrangement(backgroundInsets: .uniform(13)),
///     arrowImageSize: CGSize(width: 18, height: 14), arrowImageDrawn: .up, scale: 2)
/// layout.visibleBody          // (13, 14, 274, 173)
/// layout.backgroundImageRect  // (0, 1, 300, 199)
/// layout.arrowImage?.center   // (150, 7)
/// ```
public struct ImageSkinLayout: Sendable, Equatable {
    /// UIKit's layout: body (bounds less the arrow) and content.
    public var background: BackgroundLayout
    /// The opaque part of the body as it shows: inside the background's margin, reaching
    /// `bodyOverlap` under the arrow.
    public var visibleBody: CGRect
    /// Where the (stretched) background image is drawn.
    public var backgroundImageRect: CGRect
    /// The arrow on the visible edge, or `nil` without an arrow.
    public var arrow: ArrowGeometry?
    /// Where the arrow image is drawn, or `nil` without an arrow.
    public var arrowImage: ArrowImageFrame?
    /// The corner radius the arrow kept clear of (at most the metrics').
    public var cornerRadius: CGFloat
    /// The offset drawn, from the view's centre to the tip along the arrow's edge.
    public var arrowOffset: CGFloat
    /// Whether the requested offset was reduced to keep the arrow off the visible corners.
    public var offsetWasClamped: Bool
    /// Whether the arrow is drawn under or over the body.
    public var arrowLayer: ArrowLayer
    /// The radius the background image's rectangle is clipped to (0: not clipped).
    public var backgroundCornerRadius: CGFloat

    /// Lays out an image skin.
    ///
    /// - Parameters:
    ///   - size: the view's size in points, arrow included.
    ///   - direction: where the arrow points; `unknown` for none.
    ///   - arrowOffset: UIKit's offset from the view's centre to the arrow.
    ///   - metrics: arrow base and height, corner radius, content insets.
    ///   - arrangement: overlap, margin, layer, orientation, pixel alignment.
    ///   - arrowImageSize: the arrow image's size in points, as drawn.
    ///   - arrowImageDrawn: the way that image points as drawn; for one image per
    ///     direction, `direction` itself (the image is not turned).
    ///   - scale: pixels per point, for `pixelAligned`.
    ///
    /// ```swift
    /// ImageSkinLayout(size: CGSize(width: 200, height: 120), direction: .down, arrowOffset: 0,
    ///                 metrics: SkinMetrics(arrowBase: 44, arrowHeight: 16), arrangement: ImageSkinArrangement(),
    ///                 arrowImageSize: CGSize(width: 44, height: 16), arrowImageDrawn: .up, scale: 1).arrow?.tip  // (100, 120)
    /// ```
    public init(
        size: CGSize, direction: ArrowDirection, arrowOffset: CGFloat, metrics: SkinMetrics, arrangement: ImageSkinArrangement,
        arrowImageSize: CGSize, arrowImageDrawn: ArrowDirection, scale: CGFloat
    ) {
        let m = metrics.sanitized, p = arrangement.sanitized, i = p.backgroundInsets
        let offset = p.fixedArrowOffsets[direction] ?? arrowOffset
        let full = BackgroundLayout(size: size, direction: direction, arrowOffset: offset, metrics: m)
        background = full
        arrowLayer = p.arrowLayer
        backgroundCornerRadius = p.backgroundCornerRadius
        let bounds = full.bounds
        guard direction != .unknown else {
            visibleBody = i.inset(bounds)
            backgroundImageRect = bounds
            arrow = nil
            arrowImage = nil
            cornerRadius = min(m.cornerRadius, visibleBody.width / 2, visibleBody.height / 2)
            self.arrowOffset = 0
            offsetWasClamped = false
            return
        }
        // The arrow slides along the visible edge: lay it out in the part of the view
        // inside the margins on the other three sides.
        let origin: CGPoint
        switch direction {
        case .up: origin = CGPoint(x: i.left, y: 0)
        case .down: origin = CGPoint(x: i.left, y: i.top)
        case .left: origin = CGPoint(x: 0, y: i.top)
        case .right, .unknown: origin = CGPoint(x: i.left, y: i.top)
        }
        let sides = PopoverInsets(
            top: direction == .up ? 0 : i.top, left: direction == .left ? 0 : i.left,
            bottom: direction == .down ? 0 : i.bottom, right: direction == .right ? 0 : i.right
        )
        let inner = sides.inset(bounds)
        let along = direction.isVertical ? bounds.width : bounds.height
        let innerAlong = direction.isVertical ? inner.width : inner.height
        let shift = direction.isVertical ? origin.x : origin.y
        let requested = along / 2 + PopoverLimits.clampedArrowOffset(offset)
        let sub = BackgroundLayout(size: inner.size, direction: direction, arrowOffset: requested - shift - innerAlong / 2, metrics: m)
        cornerRadius = sub.cornerRadius
        offsetWasClamped = sub.offsetWasClamped
        let arrow = sub.arrow.map { $0.translated(by: origin) }
        self.arrow = arrow
        self.arrowOffset = (arrow.map { direction.isVertical ? $0.tip.x : $0.tip.y } ?? along / 2) - along / 2

        var visible = sub.body.offsetBy(dx: origin.x, dy: origin.y)
        let overlap = min(p.bodyOverlap, min(m.arrowHeight, direction.isVertical ? bounds.height : bounds.width))
        switch direction {
        case .up: visible = CGRect(x: visible.minX, y: visible.minY - overlap, width: visible.width, height: visible.height + overlap)
        case .down: visible.size.height += overlap
        case .left: visible = CGRect(x: visible.minX - overlap, y: visible.minY, width: visible.width + overlap, height: visible.height)
        case .right, .unknown: visible.size.width += overlap
        }
        visibleBody = visible
        backgroundImageRect = CGRect(
            x: visible.minX - i.left, y: visible.minY - i.top,
            width: visible.width + i.horizontal, height: visible.height + i.vertical
        )
        // An image size or scale that is not a number draws nothing rather than garbage:
        // sizes are clamped to 0...maximumExtent, a scale outside PixelGrid's range aligns nothing.
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), PopoverLimits.maximumExtent) : 0 }
        let drawnSize = p.arrowImageSize ?? arrowImageSize
        let imageSize = CGSize(width: clean(drawnSize.width), height: clean(drawnSize.height))
        let alignment = p.pixelAligned && PopoverLimits.pixelScale.contains(scale) ? scale : 0
        arrowImage = arrow.map { arrow in
            Self.place(arrow, imageSize: imageSize, drawn: arrowImageDrawn, orientation: p.arrowOrientation, scale: alignment)
        }
        // A direction the skin does not draw: the body where UIKit put it, no arrow.
        if !p.directions.contains(direction) {
            self.arrow = nil
            arrowImage = nil
        }
    }

    /// The arrow image with its tip on the arrow's tip, centred on the base, turned to the
    /// arrow's direction, its origin on whole pixels when `scale` > 0.
    private static func place(_ arrow: ArrowGeometry, imageSize: CGSize, drawn: ArrowDirection, orientation: ArrowOrientation, scale: CGFloat) -> ArrowImageFrame {
        let direction = arrow.direction
        let turn = drawn == direction ? (rotation: CGFloat(0), mirrored: false)
            : ArrowOrientation(drawn: drawn, vertical: orientation.vertical, horizontal: orientation.horizontal).transform(to: direction)
        // The image's depth along the arrow (tip to base) once it points the right way.
        let across = drawn.isVertical ? imageSize.height : imageSize.width
        var center: CGPoint
        switch direction {
        case .up: center = CGPoint(x: arrow.baseCenter.x, y: arrow.tip.y + across / 2)
        case .down: center = CGPoint(x: arrow.baseCenter.x, y: arrow.tip.y - across / 2)
        case .left: center = CGPoint(x: arrow.tip.x + across / 2, y: arrow.baseCenter.y)
        case .right, .unknown: center = CGPoint(x: arrow.tip.x - across / 2, y: arrow.baseCenter.y)
        }
        var frame = ArrowImageFrame(center: center, size: imageSize, rotation: turn.rotation, mirrored: turn.mirrored)
        if scale > 0 {
            let box = frame.frame
            let x = (box.minX * scale).rounded() / scale, y = (box.minY * scale).rounded() / scale
            frame.center = CGPoint(x: x + box.width / 2, y: y + box.height / 2)
        }
        return frame
    }
}

extension ArrowGeometry {
    /// The same arrow moved by `offset`.
    func translated(by offset: CGPoint) -> ArrowGeometry {
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }
        var copy = self
        copy.tip = move(tip)
        copy.baseCenter = move(baseCenter)
        copy.leadingBase = move(leadingBase)
        copy.trailingBase = move(trailingBase)
        copy.rect = rect.offsetBy(dx: offset.x, dy: offset.y)
        return copy
    }
}
