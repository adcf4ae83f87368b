import Foundation

/// What a tooltip shown for the pointer points at: the pointer's hot spot and the cursor
/// below it, so the tooltip sits under the cursor (as the Mac's tooltips do), above it
/// when there is no room below, its leading end at the pointer (the pointer where an arrow
/// would stand, as near the leading corner as the corner lets it), arrowless unless asked.
/// It never covers the hot spot: the anchor is as tall as the cursor and zero wide, so
/// no direction beside it is permitted.
///
/// ```swift
/// let pointer = PointerAnchor(CGPoint(x: 200, y: 120))
/// pointer.rect == CGRect(x: 200, y: 120, width: 0, height: 20)  // true
/// let placement = try Placement.solve(pointer.request(
///     container: CGRect(x: 0, y: 0, width: 800, height: 600), contentSize: CGSize(width: 120, height: 22)))
/// placement.side  // .below
/// ```
public struct PointerAnchor: Sendable, Equatable {
    /// Points the cursor reaches below its hot spot: the Mac's arrow cursor is about this
    /// tall (the device checklist has it compared); iPadOS's round pointer reaches less.
    ///
    /// ```swift
    /// PointerAnchor.cursorHeight  // 20
    /// ```
    public static let cursorHeight: CGFloat = 20
    /// Points iPadOS's round pointer reaches below its centre (it is about 19 pt across),
    /// with a little room.
    ///
    /// ```swift
    /// PointerAnchor(.zero, cursorHeight: PointerAnchor.roundPointerReach).rect.height  // 12
    /// ```
    public static let roundPointerReach: CGFloat = 12
    /// The gap between the cursor and an arrowless tooltip.
    ///
    /// ```swift
    /// PointerAnchor.gap  // 2
    /// ```
    public static let gap: CGFloat = 2

    /// The pointer's hot spot, in the container's coordinates.
    public var location: CGPoint
    /// Points the cursor reaches below the hot spot (negative counts as 0).
    public var cursorHeight: CGFloat

    /// The pointer at `location`, its cursor `cursorHeight` tall.
    ///
    /// ```swift
    /// PointerAnchor(CGPoint(x: 10, y: 10), cursorHeight: 12).rect.height  // 12
    /// ```
    public init(_ location: CGPoint, cursorHeight: CGFloat = PointerAnchor.cursorHeight) {
        self.location = location
        self.cursorHeight = cursorHeight
    }

    /// The rectangle a pointer tooltip points at: from the hot spot down the cursor,
    /// zero wide.
    public var rect: CGRect {
        let height = cursorHeight.isFinite ? max(0, cursorHeight) : 0
        return CGRect(x: location.x, y: location.y, width: 0, height: height)
    }

    /// Below the pointer first, then above: arrows pointing up, then down.
    ///
    /// ```swift
    /// PointerAnchor.directions  // [.up, .down]
    /// ```
    public static let directions: [ArrowDirection] = [.up, .down]

    /// The request for a tooltip of `contentSize` at the pointer: kept inside the
    /// container and its insets, its leading end at the pointer (``PopoverAlignment/start``,
    /// the trailing end in right-to-left layouts), ``gap`` from the cursor when arrowless,
    /// with an arrow on the cursor when `showsArrow`.
    ///
    /// ```swift
    /// let request = PointerAnchor(CGPoint(x: 40, y: 590)).request(
    ///     container: CGRect(x: 0, y: 0, width: 800, height: 600), contentSize: CGSize(width: 100, height: 20))
    /// try Placement.solve(request).side  // .above
    /// ```
    public func request(
        container: CGRect, containerInsets: PopoverInsets = .uniform(4), contentSize: CGSize, metrics: SkinMetrics = SkinMetrics(),
        showsArrow: Bool = false, layoutDirection: PopoverLayoutDirection = .leftToRight
    ) -> PlacementRequest {
        PlacementRequest(
            anchor: rect, container: container, containerInsets: containerInsets, contentSize: contentSize,
            permittedDirections: Self.directions, metrics: metrics,
            options: PlacementOptions(alignment: .start, gap: showsArrow ? 0 : Self.gap, showsArrow: showsArrow),
            layoutDirection: layoutDirection
        )
    }
}
