import Foundation
import PopoverCore

/// The layout of an ``ArrowInBackgroundSkin`` in a background view: which image draws it
/// and the one or two ``BackgroundPiece``s that stretch it over the view.
///
/// With UIKit's `arrowOffset` (from the middle of the arrow's edge to the arrow's centre
/// line) the arrow's centre asks to be at `along = edge / 2 + arrowOffset`. As
/// GIKPopoverBackgroundView decides:
///
/// - When the arrow's base comes within the corner radius of an end of its edge
///   (`along − base / 2 < cornerRadius`, or `along + base / 2 > edge − cornerRadius`; the
///   left or top end first), that end's corner variant fills the view, stretched once; its
///   arrow sits where the art puts it, at that end.
/// - Otherwise the main image is stretched twice and the two stretches meet just past the
///   arrow, at its second stretch, so the arrow's centre is on `along`: the first piece is
///   the image up to the second stretch, its own caps kept; the second is the rest, its
///   one-point stretch then `secondStretchCap`. The arrow stops where a piece would get
///   shorter than its caps (never squeezing the art), and ``offsetWasClamped`` says so.
///   The pieces meet on the pixel grid of `scale`, so no seam shows: the arrow's centre is
///   within half a pixel of `along`.
/// - A set with a `fixedArrow` is its main image stretched whole over the view, its arrow
///   where the art puts it (as MUPopoverBackgroundView draws it); the corner variants
///   still serve the ends.
/// - Without an arrow (`unknown`), or for a direction the art has no images for, the body
///   (UIKit's, the arrow's room left empty) is the first of the up, down, right and left
///   main images without its arrow: its parts before and after the arrow (from the second
///   stretch on), beyond the arrow's height, meeting in the middle.
///
/// The images fill the view across the edge, as GIKPopoverBackgroundView's image view
/// does: the arrow's tip is on the view's edge. Never throws (for `layoutSubviews`): sizes,
/// offsets, metrics and the skin's numbers are sanitized.
///
/// ```swift
/// let layout = ArrowInBackgroundLayout(size: CGSize(width: 220, height: 150), direction: .up, arrowOffset: 0,
///                                      skin: arrowInBackgroundSkin, metrics: arrowInBackgroundMetrics, scale: 2)
/// layout.variant                 // .main
/// layout.tip                     // (110, 0)
/// layout.pieces[0].destination   // (0, 0, 128.5, 150): up to the second stretch, 18.5 pt past the arrow's centre
/// layout.pieces[1].source        // (47, 0, 10, 51)
/// ```
public struct ArrowInBackgroundLayout: Sendable, Equatable {
    /// The view's bounds, at the origin.
    public var bounds: CGRect
    /// Where the arrow points; `unknown` for none.
    public var direction: ArrowDirection
    /// UIKit's body: the bounds less the arrow's height on the arrow's side.
    public var body: CGRect
    /// The image drawn: main, or the corner variant of the end the arrow is near.
    public var variant: ArrowBackgroundVariant
    /// The stretched images, in drawing order; they do not overlap.
    public var pieces: [BackgroundPiece]
    /// The arrow's tip on the view's edge, where the art puts it; `nil` without an arrow.
    public var tip: CGPoint?
    /// The offset drawn: from the middle of the arrow's edge to the tip.
    public var arrowOffset: CGFloat
    /// Whether the arrow is not where `arrowOffset` asked (beyond pixel rounding): stopped
    /// by the main image's caps, or placed by a corner variant's art.
    public var offsetWasClamped: Bool

    /// Lays out an arrow-in-background skin.
    ///
    /// - Parameters:
    ///   - size: the view's size in points, arrow included.
    ///   - direction: where the arrow points; `unknown` for none.
    ///   - arrowOffset: UIKit's offset from the middle of the edge to the arrow's centre.
    ///   - skin: the images' numbers.
    ///   - metrics: the arrow's base and the corner radius decide the corner variants.
    ///   - scale: pixels per point; the main image's pieces meet on this grid.
    ///
    /// ```swift
    /// ArrowInBackgroundLayout(size: CGSize(width: 220, height: 150), direction: .up, arrowOffset: 1000,
    ///                         skin: arrowInBackgroundSkin, metrics: arrowInBackgroundMetrics, scale: 2).tip  // (196.5, 0)
    /// ```
    public init<Image>(
        size: CGSize, direction: ArrowDirection, arrowOffset: CGFloat, skin: ArrowInBackgroundSkin<Image>, metrics: SkinMetrics, scale: CGFloat
    ) {
        let m = metrics.sanitized, limit = PopoverLimits.maximumExtent
        let bounds = CGRect(x: 0, y: 0, width: Validation.clean(size.width, limit: limit), height: Validation.clean(size.height, limit: limit))
        let grid = PixelGrid(scale: scale, borderWidth: 0).scale
        self.bounds = bounds
        self.direction = direction
        body = BackgroundLayout(size: bounds.size, direction: direction, arrowOffset: 0, metrics: m).body
        // A left arrow without images of its own is the right one mirrored across its edge.
        let stored = skin.set(for: direction) == nil && direction == .left ? ArrowDirection.right : direction
        guard let set = skin.set(for: stored) else {
            // No arrow, or one the art does not draw: the body where UIKit put it, no arrow.
            variant = .main
            pieces = Self.bodyWithoutArrow(skin, in: body, metrics: m, scale: grid)
            tip = nil
            self.arrowOffset = 0
            offsetWasClamped = false
            return
        }
        let frame = EdgeFrame(bounds: bounds, direction: direction, mirroredAcross: stored != direction)
        let offset = PopoverLimits.clampedArrowOffset(arrowOffset)
        let requested = frame.edge / 2 + offset, half = m.arrowBase / 2
        let wanted: ArrowBackgroundVariant? = requested - half < m.cornerRadius ? .leadingCorner
            : requested + half > frame.edge - m.cornerRadius ? .trailingCorner : nil
        let placed: (pieces: [BackgroundPiece], along: CGFloat)
        if let wanted, let corner = set.corner(wanted) {
            variant = wanted
            placed = Self.corner(corner, at: wanted, of: stored, in: frame)
        } else if set.fixedArrow {
            variant = .main
            placed = Self.stretchedWhole(set.main, of: stored, in: frame)
        } else {
            variant = .main
            placed = Self.twoStretches(set, of: stored, in: frame, centredOn: requested, scale: grid)
        }
        pieces = placed.pieces
        tip = frame.tip(along: placed.along)
        self.arrowOffset = placed.along - frame.edge / 2
        offsetWasClamped = abs(placed.along - requested) > 0.5 / grid + 1e-9 * max(1, abs(requested))
    }
}

extension ArrowBackgroundSet {
    /// The image for a corner variant: its own, or the other end's mirrored along the
    /// edge (`mirrored`); `nil` when the set has neither.
    func corner(_ end: ArrowBackgroundVariant) -> (variant: ArrowBackgroundVariant, image: ArrowBackgroundImage<Image>, mirrored: Bool)? {
        let other: ArrowBackgroundVariant = end == .leadingCorner ? .trailingCorner : .leadingCorner
        if let own = image(end) { return (end, own, false) }
        return image(other).map { (other, $0, true) }
    }
}
