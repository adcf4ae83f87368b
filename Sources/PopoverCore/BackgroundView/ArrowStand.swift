import Foundation

/// Where an arrow stands on its edge of a background view: the part of
/// ``BackgroundLayout`` that the placement solver needs (the drawn offset and the tip),
/// worked out without building the whole layout.
///
/// Its inputs are already clean: a size and offset that ``BackgroundLayout`` cleaned,
/// metrics ``SkinMetrics/sanitized``, a direction other than `unknown`.
struct ArrowStand {
    /// The length of the arrow's edge: the view's width for up and down arrows, else its height.
    let edgeLength: CGFloat
    /// The arrow's height, at most the view's depth across the edge.
    let arrowHeight: CGFloat
    /// The arrow's base, at most the edge.
    let base: CGFloat
    /// The corner radius used: the metrics' radius, reduced to fit the body and the edge with the arrow on it.
    let radius: CGFloat
    /// Where along the edge the tip was asked to be: the middle plus the offset.
    let requested: CGFloat
    /// Where along the edge the tip stands: as requested, slid back off the corners.
    let tipAlong: CGFloat
    /// Where along the edge the base's middle stands: the tip less the skew.
    let baseAlong: CGFloat

    init(width: CGFloat, height: CGFloat, direction: ArrowDirection, offset: CGFloat, metrics m: SkinMetrics) {
        let vertical = direction.isVertical
        edgeLength = vertical ? width : height
        arrowHeight = min(m.arrowHeight, vertical ? height : width)
        base = min(m.arrowBase, edgeLength)
        let bodyWidth = vertical ? width : width - arrowHeight
        let bodyHeight = vertical ? height - arrowHeight : height
        radius = max(0, min(m.cornerRadius, bodyWidth / 2, bodyHeight / 2, (edgeLength - base) / 2))
        let slide = Interval(lower: radius + base / 2, upper: edgeLength - radius - base / 2)
        let reach = Interval(
            lower: max(0, slide.lower - m.arrowTipSkew),
            upper: min(edgeLength, slide.upper + m.arrowTipSkew)
        )
        requested = edgeLength / 2 + offset
        tipAlong = reach.clamp(requested)
        baseAlong = slide.clamp(tipAlong)
    }

    /// The offset drawn: from the edge's middle to the tip.
    var drawnOffset: CGFloat { tipAlong - edgeLength / 2 }

    /// The tip, on the view's edge, in the view's coordinates.
    func tip(width: CGFloat, height: CGFloat, direction: ArrowDirection) -> CGPoint {
        switch direction {
        case .up: CGPoint(x: tipAlong, y: 0)
        case .down: CGPoint(x: tipAlong, y: height)
        case .left: CGPoint(x: 0, y: tipAlong)
        case .right, .unknown: CGPoint(x: width, y: tipAlong)
        }
    }
}
