import Foundation

/// Where a popover goes: the solver's answer to a ``PlacementRequest``.
///
/// Every rectangle and point is in the request's coordinate space.
///
/// ```swift
/// let placement = try Placement.solve(PlacementRequest(
///     anchor: CGRect(x: 500, y: 40, width: 44, height: 44),
///     container: CGRect(x: 0, y: 0, width: 1024, height: 768),
///     contentSize: CGSize(width: 320, height: 200)))
/// placement.direction   // .up: the popover sits below the anchor
/// placement.frame       // (362, 84, 320, 213)
/// placement.arrowTip    // (522, 84): the middle of the anchor's bottom edge
/// ```
public struct Placement: Sendable {
    /// The arrow's direction; `unknown` when the popover has no arrow (no direction was
    /// permitted, or ``PlacementOptions/showsArrow`` is off).
    public var direction: ArrowDirection
    /// The side of the anchor the popover sits on, with an arrow (the side its arrow
    /// points from) or without one (``PlacementOptions/showsArrow`` off); ``PopoverSide/onAnchor``
    /// for one centred on its anchor (no permitted direction).
    ///
    /// ```swift
    /// placement.side  // .below: the popover is below its anchor, with or without an arrow
    /// ```
    public var side: PopoverSide = .onAnchor
    /// The popover's frame, arrow included: the background view's frame.
    public var frame: CGRect
    /// The anchor as used: the requested anchor clipped to the container.
    public var anchor: CGRect
    /// Whether the content is smaller than requested, to fit.
    public var contentShrunk: Bool
    /// Whether the arrow could not reach where it aims (the anchor's near edge, plus the
    /// gap; with an attachment point, the place in line with it, within 0.5 pt): the
    /// anchor lies nearer a container corner or edge than the arrow can slide or the
    /// insets allow.
    public var arrowClampedAwayFromAnchor: Bool
    /// Whether the popover's frame covers part of the anchor (more than a rounding error
    /// each way; a zero-size anchor when it lies inside the frame): moved over it with
    /// `mayOverlapAnchor`, or kept at full size inside a container with no room beside it.
    /// A popover whose arrow only touches the anchor's edge does not cover it. The anchor
    /// is the one requested, its part outside the container included: a container
    /// narrower than its insets, or `keepInsideContainer` off, can put the frame there.
    public var overlapsAnchor: Bool
    /// Whether the container moved the popover from where its alignment put it (or, with
    /// a fixed arrow position, the arrow from where it was asked to be, by more than
    /// 0.5 pt): the popover slid back inside, or the arrow could not stand that near a
    /// corner. Always `false` without an arrow.
    public var alignmentAdjusted: Bool
    /// The offset the solver asked the background layout for, before the layout slid the
    /// arrow off the corners: laying out again with it gives the solver's layout exactly.
    var requestedArrowOffset: CGFloat
    /// The skin's metrics, as requested.
    var metrics: SkinMetrics

    /// UIKit's `arrowOffset` for the background view: from the frame's centre to the
    /// arrow's tip along the arrow's edge (0 without an arrow). Worked out when read, as
    /// the background lays the arrow out.
    ///
    /// ```swift
    /// placement.arrowOffset  // 0: the popover is centred on the anchor
    /// ```
    public var arrowOffset: CGFloat { arrowStand?.stand.drawnOffset ?? 0 }

    /// The tip of the arrow, or `nil` without an arrow. Worked out when read, as the
    /// background lays the arrow out.
    ///
    /// ```swift
    /// placement.arrowTip  // (522, 84): the middle of the anchor's bottom edge
    /// ```
    public var arrowTip: CGPoint? { arrowStand?.tip }

    /// Where the background lays the arrow out, and its tip; `nil` without an arrow. The
    /// metrics passed the solver's validation.
    private var arrowStand: (stand: ArrowStand, tip: CGPoint)? {
        guard direction != .unknown else { return nil }
        return BackgroundLayout.arrowStand(in: frame, direction: direction, arrowOffset: requestedArrowOffset, validMetrics: metrics)
    }

    /// The background view's own layout (in its own coordinates) for this placement,
    /// laid out each time it is read (about 55 ns): a placement keeps only what it needs to
    /// lay it out. Keep it in a constant to read several of its parts.
    ///
    /// ```swift
    /// let layout = placement.background
    /// layout.bounds.size == placement.frame.size  // true
    /// layout.arrow?.tip                           // (160, 0): the placement's arrowTip, in the view
    /// ```
    public var background: BackgroundLayout {
        BackgroundLayout(size: frame.size, direction: direction, arrowOffset: requestedArrowOffset, metrics: metrics)
    }

    /// The body: the frame less the arrow (from ``background``, laid out when read).
    ///
    /// ```swift
    /// placement.frame.contains(placement.body)  // true
    /// ```
    public var body: CGRect { background.body.offsetBy(dx: frame.minX, dy: frame.minY) }

    /// The content's frame, inside the body (from ``background``, laid out when read).
    ///
    /// ```swift
    /// placement.content.size  // (320, 200): the content size asked for
    /// ```
    public var content: CGRect { background.content.offsetBy(dx: frame.minX, dy: frame.minY) }
}

extension Placement: Equatable {
    /// Whether two placements put the popover in the same place with the same layout:
    /// every public property is equal (the arrow's offset and tip are the layout's).
    ///
    /// ```swift
    /// let request = PlacementRequest(
    ///     anchor: CGRect(x: 500, y: 40, width: 44, height: 44),
    ///     container: CGRect(x: 0, y: 0, width: 1024, height: 768),
    ///     contentSize: CGSize(width: 320, height: 200))
    /// try Placement.solve(request) == Placement.solve(request)  // true
    /// ```
    public static func == (lhs: Placement, rhs: Placement) -> Bool {
        lhs.direction == rhs.direction && lhs.side == rhs.side && lhs.frame == rhs.frame && lhs.anchor == rhs.anchor && lhs.contentShrunk == rhs.contentShrunk
            && lhs.arrowClampedAwayFromAnchor == rhs.arrowClampedAwayFromAnchor
            && lhs.overlapsAnchor == rhs.overlapsAnchor && lhs.alignmentAdjusted == rhs.alignmentAdjusted
            && lhs.background == rhs.background
    }
}

extension Placement: Encodable {
    private enum Keys: String, CodingKey {
        case direction, side, frame, body, content, arrowOffset, arrowTip, anchor
        case contentShrunk, arrowClampedAwayFromAnchor, overlapsAnchor, alignmentAdjusted
    }

    /// Encodes the placement with rectangles as `{x, y, width, height}` and points as `{x, y}`.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    /// let json = try encoder.encode(placement)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(direction, forKey: .direction)
        try container.encode(side, forKey: .side)
        try container.encode(JSONRect(frame), forKey: .frame)
        try container.encode(JSONRect(body), forKey: .body)
        try container.encode(JSONRect(content), forKey: .content)
        try container.encode(arrowOffset, forKey: .arrowOffset)
        try container.encode(arrowTip.map(JSONPoint.init), forKey: .arrowTip)
        try container.encode(JSONRect(anchor), forKey: .anchor)
        try container.encode(contentShrunk, forKey: .contentShrunk)
        try container.encode(arrowClampedAwayFromAnchor, forKey: .arrowClampedAwayFromAnchor)
        try container.encode(overlapsAnchor, forKey: .overlapsAnchor)
        try container.encode(alignmentAdjusted, forKey: .alignmentAdjusted)
    }
}

/// A point as `{x, y}` in JSON.
private struct JSONPoint: Encodable {
    var x: CGFloat
    var y: CGFloat
    init(_ p: CGPoint) { (x, y) = (p.x, p.y) }
}

/// A rectangle as `{x, y, width, height}` in JSON.
private struct JSONRect: Encodable {
    var x: CGFloat
    var y: CGFloat
    var width: CGFloat
    var height: CGFloat
    init(_ r: CGRect) { (x, y, width, height) = (r.minX, r.minY, r.width, r.height) }
}
