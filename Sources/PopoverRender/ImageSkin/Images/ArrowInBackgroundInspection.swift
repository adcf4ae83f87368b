import Foundation
import PopoverCore
import PopoverImageSkin

/// The numbers of one background image with its arrow drawn in (Apple's iOS 5 art,
/// GIKPopoverBackgroundView's, Mumble's), read from its pixels as a designer would
/// measure them: which side the arrow sticks out of, its base, height and centre line,
/// the body's corner radius, and where the image can stretch.
///
/// The arrow is the narrow shape on one side of the body: lines (rows for an up or down
/// arrow, columns for a side one) from the image's edge whose art is shorter than 80% of
/// the body's, up to the body's first line. Along the edge, the stretches go on bands of
/// lines that all match (within ``ImageSkinInspection/uniformTolerance``), clear of the
/// arrow: with one band on each side of the arrow the set is stretched twice, so the arrow
/// follows the offset (as GIK lays it out); with a band on one side only, the image is
/// stretched whole and the arrow stays where the art has it (`fixedArrow`). Across the
/// edge, the longest band of matching lines in the body.
///
/// ```swift
/// let reading = try ArrowInBackgroundInspection(gik.skin.up!.main.image, imageScale: 2)  // GIK's up image
/// reading.direction             // .up
/// reading.set.main.arrowCentre  // 28.5
/// reading.set.secondStretchCap  // 9: stretched on each side of the arrow, as GIK does
/// ```
public struct ArrowInBackgroundInspection: Sendable, Equatable {
    /// The way the arrow drawn into the image points.
    public var direction: ArrowDirection
    /// The image's numbers (its name left empty): the two stretches, or `fixedArrow`.
    public var set: ArrowBackgroundSet<String>
    /// Arrow base and height, the body's corner radius, content insets clear of the corners.
    public var metrics: SkinMetrics
    /// Whether a band of matching lines across the arrow's edge was found to stretch; where
    /// none was (a gradient all the way), the caps across are the arrow's height plus the
    /// corner radius, and the far edge plus the radius: stretching will show.
    public var foundUniformLines: Bool

    /// Reads an image. Throws ``/PopoverCore/PopoverInputError`` (field `background`) when
    /// no side has an arrow sticking out of the body, or no band of the body can stretch
    /// along the arrow's edge.
    ///
    /// ```swift
    /// try ArrowInBackgroundInspection(gik.skin.up!.main.image, imageScale: 2).metrics.arrowBase  // 37
    /// ```
    public init(_ image: RenderedImage, imageScale: Int) throws {
        let s = max(1, imageScale)
        guard let found = ArrowDirection.allCases.lazy.filter({ $0 != .unknown })
            .compactMap({ d in ArrowSide(ArrowSideView(image, pointing: d)).map { (d, $0) } })
            .max(by: { $0.1.contrast < $1.1.contrast })
        else {
            throw PopoverInputError(
                field: "background", rule: "must have an arrow drawn into it (a narrow shape sticking out of one side of the body), or give the arrow image(s) too",
                value: "none found"
            )
        }
        let (pointing, side) = found
        let view = ArrowSideView(image, pointing: pointing)
        func pt(_ pixels: Int) -> CGFloat { CGFloat(pixels) / CGFloat(s) }
        let along = view.bands(lines: view.length, across: false, from: 0)
        let acrossBands = view.bands(lines: view.depth, across: true, from: side.height)
        // On each side of the arrow: the longest band of matching lines, and the one line just
        // past the arrow's base (small 1x art may have no longer band clear of the corners).
        let before = [along.filter { $0.end < side.arrowStart }.max { $0.count < $1.count }, (side.arrowStart - 1, side.arrowStart - 1, 1)]
            .compactMap { $0 }.filter { $0.start >= 0 }
        let after = [along.filter { $0.start > side.arrowEnd }.max { $0.count < $1.count }, (side.arrowEnd + 1, side.arrowEnd + 1, 1)]
            .compactMap { $0 }.filter { $0.start < view.length }
        let length = pt(view.length), depth = pt(view.depth)
        let body = SkinPixels.background(view.farBody(from: side.height), scale: s)
        let radius = body.cornerRadius, clear = (radius / 2).rounded(.up), farEdge = body.visibleInsets.bottom
        // Across: the longest band of matching lines of the body; else the arrow and the corner radius, and say so.
        let rows = acrossBands.max { $0.count < $1.count }
        foundUniformLines = rows != nil
        let near = rows.map { pt($0.start).rounded(.up) } ?? min(depth - 1, pt(side.height).rounded(.up) + radius.rounded(.up))
        let far = rows.map { (depth - pt($0.end + 1)).rounded(.down) } ?? min(max(0, depth - near - 1), farEdge + radius.rounded(.up))
        let v = Self.caps(pointing, near: 0, far: farEdge, lead: body.visibleInsets.left, trail: body.visibleInsets.right)
        let metrics = SkinMetrics(
            arrowBase: pt(side.arrowEnd - side.arrowStart + 1).rounded(), arrowHeight: pt(side.height).rounded(),
            contentInsets: PopoverInsets(top: v.top + clear, left: v.left + clear, bottom: v.bottom + clear, right: v.right + clear), cornerRadius: radius
        )
        /// The image stretched at the first point of `band` (its leading cap up to there).
        func main(stretchingAt band: (start: Int, end: Int, count: Int)) -> ArrowBackgroundImage<String> {
            let lead = pt(band.start).rounded(.up)
            return ArrowBackgroundImage(
                image: "", size: CGSize(width: pt(image.width), height: pt(image.height)),
                capInsets: Self.caps(pointing, near: near, far: far, lead: lead, trail: max(0, length - lead - 1)),
                arrowCentre: (side.centre / Double(s) * 4).rounded() / 4
            )
        }
        // GIK's two stretches where the art allows (the arrow then follows the offset), else one whole stretch.
        var candidates: [ArrowBackgroundSet<String>] = []
        for first in before {
            for second in after {
                candidates.append(ArrowBackgroundSet(main: main(stretchingAt: first), secondStretchCap: max(0, length - pt(second.start).rounded(.up) - 1)))
            }
        }
        // One whole stretch: on the longest band first, clear of the corners at both ends.
        for band in (after + before).sorted(by: { $0.count > $1.count }) {
            let stretch = pt(band.start).rounded(.up)
            if stretch >= radius, length - stretch - 1 >= radius { candidates.append(ArrowBackgroundSet(fixedArrow: main(stretchingAt: band))) }
        }
        guard let set = candidates.first(where: { (try? Self.skin(pointing, $0).validate(metrics: metrics)) != nil }) else {
            throw PopoverInputError(
                field: "background", rule: "must have lines beside its \(pointing) arrow that can stretch without pulling the arrow or a corner apart", value: "none found"
            )
        }
        direction = pointing
        self.set = set
        self.metrics = metrics
    }

    /// A skin with one direction's images: these, for `direction`.
    ///
    /// ```swift
    /// let reading = try ArrowInBackgroundInspection(gik.skin.up!.main.image, imageScale: 2)
    /// ArrowInBackgroundInspection.skin(reading.direction, reading.set).drawnDirections == .up  // true
    /// ```
    public static func skin<Image>(_ direction: ArrowDirection, _ set: ArrowBackgroundSet<Image>) -> ArrowInBackgroundSkin<Image> {
        switch direction {
        case .up: ArrowInBackgroundSkin(up: set)
        case .down: ArrowInBackgroundSkin(down: set)
        case .left: ArrowInBackgroundSkin(left: set)
        case .right, .unknown: ArrowInBackgroundSkin(right: set)
        }
    }

    /// Cap insets from the canonical (arrow up) numbers, turned to the arrow's side.
    static func caps(_ d: ArrowDirection, near: CGFloat, far: CGFloat, lead: CGFloat, trail: CGFloat) -> PopoverInsets {
        switch d {
        case .up: PopoverInsets(top: near, left: lead, bottom: far, right: trail)
        case .down: PopoverInsets(top: far, left: lead, bottom: near, right: trail)
        case .left: PopoverInsets(top: lead, left: near, bottom: trail, right: far)
        case .right, .unknown: PopoverInsets(top: lead, left: far, bottom: trail, right: near)
        }
    }
}
