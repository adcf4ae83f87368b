/// Switches that change how a popover may be placed.
///
/// ```swift
/// var options = PlacementOptions()
/// options.mayOverlapAnchor = true   // a big anchor, such as a table row
/// ```
public struct PlacementOptions: Sendable, Hashable, Codable {
    /// Keep the popover inside the container less its insets, sliding it along the
    /// arrow's edge and shrinking content as allowed. Off: the popover is centred on
    /// the anchor at full size wherever that lands.
    public var keepInsideContainer: Bool
    /// Shrink the content when no permitted direction has room for all of it.
    public var mayShrinkContent: Bool
    /// Let the popover move over the anchor (up to the anchor's middle) when there is
    /// not room beside it; the arrow tip then lies inside the anchor.
    public var mayOverlapAnchor: Bool

    /// Makes options; the defaults keep the popover inside, may shrink content, and
    /// never cover the anchor.
    ///
    /// ```swift
    /// PlacementOptions(mayShrinkContent: false)
    /// ```
    public init(keepInsideContainer: Bool = true, mayShrinkContent: Bool = true, mayOverlapAnchor: Bool = false) {
        self.keepInsideContainer = keepInsideContainer
        self.mayShrinkContent = mayShrinkContent
        self.mayOverlapAnchor = mayOverlapAnchor
    }
}
