import Foundation

/// Switches and controls that change how a popover may be placed.
///
/// ```swift
/// var options = PlacementOptions()
/// options.mayOverlapAnchor = true   // a big anchor, such as a table row
/// options.alignment = .start        // leading edges lined up
/// options.gap = 4                   // 4 pt between the tip and the anchor
/// options.showsArrow = false        // a card beside its anchor, 4 pt from its body
/// ```
public struct PlacementOptions: Sendable, Hashable {
    /// Keep the popover inside the container less its insets, sliding it along the
    /// arrow's edge and shrinking content as allowed. Off: the popover is placed by its
    /// alignment at full size wherever that lands.
    public var keepInsideContainer: Bool
    /// Shrink the content when no permitted direction has room for all of it.
    public var mayShrinkContent: Bool
    /// Let the popover move over the anchor (up to the anchor's middle) when there is
    /// not room beside it; the arrow tip then lies inside the anchor.
    public var mayOverlapAnchor: Bool
    /// Where the body sits along the arrow's edge: ``PopoverAlignment/center`` by
    /// default; a fraction from start to end, or the arrow at a fixed place on the body.
    public var alignment: PopoverAlignment
    /// Points between the arrow's tip and the anchor, the same on every side (0 by default).
    public var gap: CGFloat
    /// The point on the anchor the arrow aims at. `nil` (the default): the middle of the
    /// near edge, where the arrow may slide along the anchor's edge when it cannot reach
    /// the middle; with a point, a tip that misses it (by more than 0.5 pt) is reported
    /// in ``Placement/arrowClampedAwayFromAnchor``.
    public var attachmentPoint: AnchorPoint?
    /// Whether the popover has an arrow (`true` by default). Without one it is placed by
    /// the same rules on the same sides, the body where the arrow's tip would be: the gap
    /// is measured from the body. (A popover on top of its anchor, centred on it, is the
    /// one with no permitted direction.)
    public var showsArrow: Bool

    /// Makes options; the defaults keep the popover inside, may shrink content, never
    /// cover the anchor, centre the body on the anchor with no gap and aim at the middle
    /// of the anchor's near edge, with an arrow.
    ///
    /// ```swift
    /// PlacementOptions(mayShrinkContent: false, alignment: .end, gap: 6)
    /// PlacementOptions(gap: 8, showsArrow: false)
    /// ```
    public init(
        keepInsideContainer: Bool = true, mayShrinkContent: Bool = true, mayOverlapAnchor: Bool = false,
        alignment: PopoverAlignment = .center, gap: CGFloat = 0, attachmentPoint: AnchorPoint? = nil,
        showsArrow: Bool = true
    ) {
        self.keepInsideContainer = keepInsideContainer
        self.mayShrinkContent = mayShrinkContent
        self.mayOverlapAnchor = mayOverlapAnchor
        self.alignment = alignment
        self.gap = gap
        self.attachmentPoint = attachmentPoint
        self.showsArrow = showsArrow
    }

    /// Throws ``PopoverInputError`` naming the field for an alignment or arrow fraction
    /// outside 0...1, an arrow distance or gap that is negative, not finite or beyond
    /// ``PopoverLimits/maximumCoordinate``, or an attachment point outside 0...1.
    func validate() throws {
        guard !isValid else { return }
        switch alignment {
        case let .fraction(f): try Self.unit(f, "options.alignment")
        case let .arrow(at: .fraction(f)): try Self.unit(f, "options.alignment.arrowFraction")
        case let .arrow(at: .points(p)): try Validation.nonNegative(p, "options.alignment.arrowPoints")
        }
        try Validation.nonNegative(gap, "options.gap")
        if let point = attachmentPoint {
            try Self.unit(point.x, "options.attachmentPoint.x")
            try Self.unit(point.y, "options.attachmentPoint.y")
        }
    }

    /// Whether ``validate()`` passes, found with comparisons alone.
    var isValid: Bool {
        let alignmentValid = switch alignment {
        case let .fraction(f): Self.isUnit(f)
        case let .arrow(at: .fraction(f)): Self.isUnit(f)
        case let .arrow(at: .points(p)): Validation.isNonNegative(p)
        }
        guard alignmentValid, Validation.isNonNegative(gap) else { return false }
        guard let point = attachmentPoint else { return true }
        return Self.isUnit(point.x) && Self.isUnit(point.y)
    }

    private static func isUnit(_ value: CGFloat) -> Bool { value >= 0 && value <= 1 }

    private static func unit(_ value: CGFloat, _ field: @autoclosure () -> String) throws {
        guard value >= 0, value <= 1 else {
            throw PopoverInputError(field: field(), rule: "must be a fraction from 0 to 1", value: NumberText.exact(value))
        }
    }
}

extension PlacementOptions: Codable {
    private enum Keys: String, CodingKey {
        case keepInsideContainer, mayShrinkContent, mayOverlapAnchor, alignment, gap, attachmentPoint, showsArrow
    }

    /// Reads options; a missing key takes its default, so older files still read.
    ///
    /// ```swift
    /// try JSONDecoder().decode(PlacementOptions.self, from: Data(#"{"gap": 4, "alignment": {"fraction": 0}}"#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            keepInsideContainer: try c.decodeIfPresent(Bool.self, forKey: .keepInsideContainer) ?? true,
            mayShrinkContent: try c.decodeIfPresent(Bool.self, forKey: .mayShrinkContent) ?? true,
            mayOverlapAnchor: try c.decodeIfPresent(Bool.self, forKey: .mayOverlapAnchor) ?? false,
            alignment: try c.decodeIfPresent(PopoverAlignment.self, forKey: .alignment) ?? .center,
            gap: try c.decodeIfPresent(CGFloat.self, forKey: .gap) ?? 0,
            attachmentPoint: try c.decodeIfPresent(AnchorPoint.self, forKey: .attachmentPoint),
            showsArrow: try c.decodeIfPresent(Bool.self, forKey: .showsArrow) ?? true
        )
    }

    /// Writes every option (the attachment point only when one is set).
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(PlacementOptions(gap: 4))
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(keepInsideContainer, forKey: .keepInsideContainer)
        try c.encode(mayShrinkContent, forKey: .mayShrinkContent)
        try c.encode(mayOverlapAnchor, forKey: .mayOverlapAnchor)
        try c.encode(alignment, forKey: .alignment)
        try c.encode(gap, forKey: .gap)
        try c.encodeIfPresent(attachmentPoint, forKey: .attachmentPoint)
        try c.encode(showsArrow, forKey: .showsArrow)
    }
}
