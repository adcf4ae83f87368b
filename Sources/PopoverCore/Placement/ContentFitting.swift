import Foundation

/// How to size content whose height depends on its width (wrapped text, SwiftUI views):
/// measure it against the room the popover really gives it, not the whole container.
///
/// The container less its insets, the skin's content insets and the arrow is the most
/// any permitted direction can give (``proposal(for:)``). Content measured against it is
/// placed; where the placement gives it a narrower frame than it was measured at (the
/// chosen direction has less room, or the content was shrunk), it is measured again at
/// that width, so it gets the height its wrapped lines need.
///
/// ```swift
/// // Text of 12,000 pt² that wraps to any width, 390 × 844 container.
/// let request = PlacementRequest(
///     anchor: CGRect(x: 20, y: 100, width: 44, height: 44),
///     container: CGRect(x: 0, y: 0, width: 390, height: 844),
///     contentSize: .zero, permittedDirections: [.left, .up])
/// let size = ContentFitting.contentSize(for: request) { proposal in
///     CGSize(width: proposal.width, height: (12_000 / proposal.width).rounded(.up))
/// }
/// size  // (370, 33): no room to the anchor's right, so it sits below at the full width
/// ```
package enum ContentFitting {
    /// How many times content may be measured again after the first measure.
    public static let maximumRemeasures = 3

    /// The largest content size any permitted direction can give in `request`'s container
    /// (without an arrow when none is permitted or it shows none): what to measure
    /// content against first.
    /// Never negative; zero for a container with no room.
    ///
    /// ```swift
    /// ContentFitting.proposal(for: PlacementRequest(
    ///     anchor: CGRect(x: 20, y: 100, width: 44, height: 44),
    ///     container: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///     contentSize: .zero, permittedDirections: [.up]))  // (370, 811)
    /// ```
    public static func proposal(for request: PlacementRequest) -> CGSize {
        let inner = request.containerInsets.inset(request.container)
        let metrics = request.metrics, insets = metrics.contentInsets
        let directions = request.permittedDirections.isEmpty ? [ArrowDirection.unknown] : request.permittedDirections
        var width: CGFloat = 0, height: CGFloat = 0
        for direction in directions {
            let arrow = direction == .unknown || !request.options.showsArrow ? 0 : metrics.arrowHeight
            let vertical = direction.isVertical
            width = max(width, inner.width - insets.horizontal - (vertical ? 0 : arrow))
            height = max(height, inner.height - insets.vertical - (vertical ? arrow : 0))
        }
        return CGSize(width: clean(width), height: clean(height))
    }

    /// The content size to place: `measure` (the content's size for a proposed size) run
    /// against ``proposal(for:)``, then again at the width the placement gives whenever
    /// that is narrower than the width measured (at most ``maximumRemeasures`` times). A
    /// measured width wider than the proposal is taken as the proposal's; a NaN, infinite
    /// or negative measure as zero. Without a placement (bad input) the first measure
    /// stands.
    ///
    /// ```swift
    /// let request = PlacementRequest(
    ///     anchor: CGRect(x: 20, y: 100, width: 44, height: 44),
    ///     container: CGRect(x: 0, y: 0, width: 390, height: 844), contentSize: .zero)
    /// ContentFitting.contentSize(for: request) { _ in CGSize(width: 80, height: 30) }  // (80, 30)
    /// ```
    public static func contentSize(for request: PlacementRequest, measure: (CGSize) -> CGSize) -> CGSize {
        var proposal = proposal(for: request)
        var size = measured(measure(proposal), within: proposal)
        for _ in 0..<maximumRemeasures {
            var placed = request
            placed.contentSize = size
            guard let placement = try? Placement.solve(placed) else { return size }
            let given = placement.content.width
            // Wider than measured is harmless (a body never narrower than its arrow's base).
            guard given < size.width - 0.5 else { return size }
            proposal.width = clean(given)
            size = measured(measure(proposal), within: proposal)
        }
        return size
    }

    /// How content laid out by constraints answers a proposal: its natural size (each
    /// label on one line) when that fits the proposal's width, else its size laid out at
    /// the proposal's width (wrapped). The wrapped measure runs only when needed.
    ///
    /// ```swift
    /// ContentFitting.size(natural: CGSize(width: 500, height: 20), within: CGSize(width: 300, height: 800)) { width in
    ///     CGSize(width: width, height: 40)
    /// }  // (300, 40): two lines
    /// ```
    public static func size(natural: CGSize, within proposal: CGSize, laidOutAtWidth: (CGFloat) -> CGSize) -> CGSize {
        guard natural.width > proposal.width else { return natural }
        return laidOutAtWidth(proposal.width)
    }

    private static func measured(_ size: CGSize, within proposal: CGSize) -> CGSize {
        CGSize(width: min(clean(size.width), proposal.width), height: clean(size.height))
    }

    private static func clean(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}
