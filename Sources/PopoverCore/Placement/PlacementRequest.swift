import Foundation

/// Everything the placement solver needs, in one coordinate space (usually the
/// container view's).
///
/// ```swift
/// var request = PlacementRequest(
///     anchor: CGRect(x: 500, y: 40, width: 44, height: 44),
///     container: CGRect(x: 0, y: 0, width: 1024, height: 768),
///     contentSize: CGSize(width: 320, height: 200))
/// request.permittedDirections = [.down, .up]
/// let placement = try Placement.solve(request)
/// ```
public struct PlacementRequest: Sendable, Equatable {
    /// The rectangle the arrow points at. Clipped to the container; wholly outside it is an error.
    public var anchor: CGRect
    /// The bounds of the view the popover is placed in.
    public var container: CGRect
    /// Margins the popover keeps from the container's edges: UIKit's 10 pt popover
    /// layout margins by default; add the safe area to them.
    public var containerInsets: PopoverInsets
    /// The size the content would like.
    public var contentSize: CGSize
    /// Directions the arrow may take, most preferred first. Empty: no arrow, the
    /// popover is centred on the anchor.
    public var permittedDirections: [ArrowDirection]
    /// The skin's measurements.
    public var metrics: SkinMetrics
    /// How the popover may be moved and shrunk.
    public var options: PlacementOptions
    /// The direction shown now, kept while it still fits so that a popover following
    /// a moving anchor does not flap between sides; `unknown` when not yet shown.
    public var currentDirection: ArrowDirection
    /// Right-to-left layouts try right before left when both are permitted; the set of
    /// permitted directions never changes (directions are physical).
    public var layoutDirection: PopoverLayoutDirection

    /// Makes a request; everything but the anchor, container and content size has a default.
    ///
    /// ```swift
    /// PlacementRequest(anchor: button.frame, container: view.bounds,
    ///                  contentSize: CGSize(width: 280, height: 160),
    ///                  permittedDirections: ArrowDirections.any.inPreferenceOrder)
    /// ```
    public init(
        anchor: CGRect,
        container: CGRect,
        containerInsets: PopoverInsets = .uniform(PopoverInsets.popoverMargin),
        contentSize: CGSize,
        permittedDirections: [ArrowDirection] = ArrowDirection.arrowed,
        metrics: SkinMetrics = SkinMetrics(),
        options: PlacementOptions = PlacementOptions(),
        currentDirection: ArrowDirection = .unknown,
        layoutDirection: PopoverLayoutDirection = .leftToRight
    ) {
        self.anchor = anchor
        self.container = container
        self.containerInsets = containerInsets
        self.contentSize = contentSize
        self.permittedDirections = permittedDirections
        self.metrics = metrics
        self.options = options
        self.currentDirection = currentDirection
        self.layoutDirection = layoutDirection
    }
}
