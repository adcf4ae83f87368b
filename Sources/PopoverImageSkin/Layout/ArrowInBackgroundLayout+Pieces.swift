import Foundation
import PopoverCore

extension ArrowInBackgroundLayout {
    /// A corner variant over the whole view, its arrow where the art puts it at its end.
    static func corner<Image>(
        _ corner: (variant: ArrowBackgroundVariant, image: ArrowBackgroundImage<Image>, mirrored: Bool),
        at end: ArrowBackgroundVariant, of stored: ArrowDirection, in frame: EdgeFrame
    ) -> (pieces: [BackgroundPiece], along: CGFloat) {
        let image = corner.image.sanitized
        var span = EdgeSpan(image, horizontal: frame.horizontal)
        if corner.mirrored { span = span.mirrored }
        let along = end == .leadingCorner ? span.arrowCentre : frame.edge - (span.length - span.arrowCentre)
        let piece = BackgroundPiece(
            image: ArrowBackgroundImageID(direction: stored, variant: corner.variant), source: CGRect(origin: .zero, size: image.size),
            capInsets: image.capInsets, destination: frame.bounds,
            flippedHorizontally: frame.horizontal ? corner.mirrored : frame.mirroredAcross,
            flippedVertically: frame.horizontal ? false : corner.mirrored
        )
        return ([piece], min(frame.edge, max(0, along)))
    }

    /// The main image in two pieces that meet at its second stretch, placed so the arrow's
    /// centre is on `requested` as far as the pieces' caps allow, the meeting on the pixel grid.
    static func twoStretches<Image>(
        _ set: ArrowBackgroundSet<Image>, of stored: ArrowDirection, in frame: EdgeFrame, centredOn requested: CGFloat, scale: CGFloat
    ) -> (pieces: [BackgroundPiece], along: CGFloat) {
        let image = set.main.sanitized, span = EdgeSpan(image, horizontal: frame.horizontal)
        let cut = SecondStretch(span, cap: set.secondStretchCap)
        // From the arrow's centre to the meeting; the shortest and longest first piece.
        let toMeeting = cut.split - span.arrowCentre
        let lowest = cut.firstLeadingCap + cut.firstTrailingCap, highest = frame.edge - cut.secondCap
        let meeting: CGFloat, along: CGFloat
        if lowest <= highest {
            let wanted = min(highest, max(lowest, requested + toMeeting))
            let low = (lowest * scale).rounded(.up) / scale, high = (highest * scale).rounded(.down) / scale
            let snapped = (wanted * scale).rounded() / scale
            meeting = low <= high ? min(high, max(low, snapped)) : wanted
            along = meeting - toMeeting
        } else {
            // An edge shorter than the caps: both pieces shrink alike, the arrow with them.
            let share = lowest + cut.secondCap > 0 ? lowest / (lowest + cut.secondCap) : 0.5
            meeting = min(frame.edge, (frame.edge * share * scale).rounded() / scale)
            along = cut.split > 0 ? span.arrowCentre * meeting / cut.split : meeting
        }
        let first = BackgroundPiece(
            image: ArrowBackgroundImageID(direction: stored, variant: .main),
            source: frame.rect(along: 0, cut.split, across: 0, frame.across(of: image.size)),
            capInsets: frame.insets(leading: cut.firstLeadingCap, trailing: cut.firstTrailingCap, across: image.capInsets),
            destination: frame.rect(along: 0, meeting, across: 0, frame.across),
            flippedHorizontally: frame.mirroredAcross, flippedVertically: false
        )
        var second = first
        second.source = frame.rect(along: cut.split, span.length, across: 0, frame.across(of: image.size))
        second.capInsets = frame.insets(leading: 0, trailing: cut.secondCap, across: image.capInsets)
        second.destination = frame.rect(along: meeting, frame.edge, across: 0, frame.across)
        return ([first, second], min(frame.edge, max(0, along)))
    }

    /// The main image stretched whole over the view, its arrow where the art puts it: in
    /// its leading cap, or its trailing cap kept at the far end. Both caps keep their
    /// size while the view is at least as long as they are (or, if they cover the image,
    /// as the image); shorter, the whole image scales, the arrow with it.
    static func stretchedWhole<Image>(
        _ main: ArrowBackgroundImage<Image>, of stored: ArrowDirection, in frame: EdgeFrame
    ) -> (pieces: [BackgroundPiece], along: CGFloat) {
        let image = main.sanitized, span = EdgeSpan(image, horizontal: frame.horizontal)
        let kept = min(span.length, span.leadingCap + span.trailingCap)
        let along: CGFloat
        if frame.edge < kept {
            along = span.length > 0 ? span.arrowCentre * frame.edge / span.length : 0
        } else if span.arrowCentre <= span.leadingCap {
            along = span.arrowCentre
        } else {
            along = frame.edge - (span.length - span.arrowCentre)
        }
        let piece = BackgroundPiece(
            image: ArrowBackgroundImageID(direction: stored, variant: .main), source: CGRect(origin: .zero, size: image.size),
            capInsets: image.capInsets, destination: frame.bounds,
            flippedHorizontally: frame.horizontal ? false : frame.mirroredAcross, flippedVertically: false
        )
        return ([piece], min(frame.edge, max(0, along)))
    }

    /// The body without an arrow, from the first main image of up, down, right and left:
    /// its part before the arrow and its part after it (from the second stretch on, for
    /// an image stretched twice), both beyond the arrow's height, meeting in the middle.
    static func bodyWithoutArrow<Image>(_ skin: ArrowInBackgroundSkin<Image>, in body: CGRect, metrics: SkinMetrics, scale: CGFloat) -> [BackgroundPiece] {
        guard let (stored, set) = [ArrowDirection.up, .down, .right, .left].lazy.compactMap({ d in skin.set(for: d).map { (d, $0) } }).first else {
            return []
        }
        let image = set.main.sanitized, frame = EdgeFrame(bounds: body, direction: stored, mirroredAcross: false)
        let span = EdgeSpan(image, horizontal: frame.horizontal), c = image.capInsets
        // Across the edge: the arrow's rise cut off its side, the caps that remain.
        let (nearCap, farCap) = switch stored {
        case .up: (c.top, c.bottom)
        case .down: (c.bottom, c.top)
        case .left: (c.left, c.right)
        case .right, .unknown: (c.right, c.left)
        }
        let depth = frame.across(of: image.size), rise = min(metrics.arrowHeight, nearCap, depth), below = depth - rise
        let nearFirst = stored == .up || stored == .left
        let acrossRange = nearFirst ? (rise, depth) : (0, below)
        let acrossCaps = (start: nearFirst ? nearCap - rise : min(below, farCap), end: nearFirst ? min(below, farCap) : nearCap - rise)
        let across = frame.horizontal ? PopoverInsets(top: acrossCaps.start, left: 0, bottom: acrossCaps.end, right: 0)
            : PopoverInsets(top: 0, left: acrossCaps.start, bottom: 0, right: acrossCaps.end)
        // Along it: the parts before and after the arrow, and their caps.
        let before: (end: CGFloat, leading: CGFloat, trailing: CGFloat), after: (start: CGFloat, leading: CGFloat, trailing: CGFloat)
        if set.fixedArrow {
            let arrowStart = max(0, span.arrowCentre - metrics.arrowBase / 2), arrowEnd = min(span.length, span.arrowCentre + metrics.arrowBase / 2)
            let trailingStart = span.length - span.trailingCap
            before = (arrowStart, min(arrowStart, span.leadingCap), max(0, arrowStart - trailingStart))
            after = (arrowEnd, max(0, span.leadingCap - arrowEnd), min(span.trailingCap, span.length - arrowEnd))
        } else {
            let cut = SecondStretch(span, cap: set.secondStretchCap)
            let end = min(cut.split, span.length - span.trailingCap)
            before = (end, min(end, span.leadingCap), 0)
            after = (cut.split, 0, cut.secondCap)
        }
        let meeting = min(frame.edge, (frame.edge / 2 * scale).rounded() / scale)
        let id = ArrowBackgroundImageID(direction: stored, variant: .main)
        func placed(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: body.minX, dy: body.minY) }
        return [
            BackgroundPiece(
                image: id, source: frame.rect(along: 0, before.end, across: acrossRange.0, acrossRange.1),
                capInsets: frame.insets(leading: before.leading, trailing: before.trailing, across: across),
                destination: placed(frame.rect(along: 0, meeting, across: 0, frame.across)), flippedHorizontally: false, flippedVertically: false
            ),
            BackgroundPiece(
                image: id, source: frame.rect(along: after.start, span.length, across: acrossRange.0, acrossRange.1),
                capInsets: frame.insets(leading: after.leading, trailing: after.trailing, across: across),
                destination: placed(frame.rect(along: meeting, frame.edge, across: 0, frame.across)), flippedHorizontally: false, flippedVertically: false
            ),
        ]
    }
}

/// Where the main image is cut for its second stretch: the one point before
/// `secondStretchCap` at its trailing end (never before the first stretch's trailing cap).
struct SecondStretch {
    /// Where the second piece starts, along the image.
    let split: CGFloat
    /// The first piece's caps: the image's leading cap, and the first stretch's trailing
    /// cap up to the split (the arrow).
    let firstLeadingCap: CGFloat, firstTrailingCap: CGFloat
    /// The second piece's trailing cap (after its one-point stretch).
    let secondCap: CGFloat

    init(_ span: EdgeSpan, cap: CGFloat) {
        let trailingCapStart = span.length - span.trailingCap
        let secondStretch = span.length - Validation.clean(cap, limit: PopoverLimits.maximumLength) - 1
        split = min(span.length, max(trailingCapStart, secondStretch))
        firstLeadingCap = min(span.leadingCap, split)
        firstTrailingCap = max(0, split - max(trailingCapStart, firstLeadingCap))
        secondCap = max(0, span.length - split - 1)
    }
}

/// The view seen along the arrow's edge: its length, its depth across, and rectangles and
/// insets built from along/across numbers.
struct EdgeFrame {
    let bounds: CGRect
    let direction: ArrowDirection
    /// Whether the images are mirrored across the edge (a left arrow from the right images).
    let mirroredAcross: Bool

    var horizontal: Bool { direction.isVertical }
    var edge: CGFloat { horizontal ? bounds.width : bounds.height }
    var across: CGFloat { horizontal ? bounds.height : bounds.width }

    func across(of size: CGSize) -> CGFloat { horizontal ? size.height : size.width }

    func rect(along a0: CGFloat, _ a1: CGFloat, across c0: CGFloat, _ c1: CGFloat) -> CGRect {
        horizontal ? CGRect(x: a0, y: c0, width: a1 - a0, height: c1 - c0) : CGRect(x: c0, y: a0, width: c1 - c0, height: a1 - a0)
    }

    /// Insets with `leading` and `trailing` along the edge and the image's own across it.
    func insets(leading: CGFloat, trailing: CGFloat, across c: PopoverInsets) -> PopoverInsets {
        horizontal ? PopoverInsets(top: c.top, left: leading, bottom: c.bottom, right: trailing)
            : PopoverInsets(top: leading, left: c.left, bottom: trailing, right: c.right)
    }

    /// The tip on the view's edge at `along`.
    func tip(along: CGFloat) -> CGPoint {
        switch direction {
        case .up: CGPoint(x: along, y: 0)
        case .down: CGPoint(x: along, y: bounds.height)
        case .left: CGPoint(x: 0, y: along)
        case .right, .unknown: CGPoint(x: bounds.width, y: along)
        }
    }
}
