import Foundation

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

    /// The body without an arrow, from the up image: its part left of the arrow and its
    /// part from the second stretch on, both below the arrow's height, meeting in the middle.
    static func bodyWithoutArrow<Image>(_ set: ArrowBackgroundSet<Image>, in bounds: CGRect, arrowHeight: CGFloat, scale: CGFloat) -> [BackgroundPiece] {
        let image = set.main.sanitized, span = EdgeSpan(image, horizontal: true), cut = SecondStretch(span, cap: set.secondStretchCap)
        let frame = EdgeFrame(bounds: bounds, direction: .up, mirroredAcross: false)
        let rise = min(arrowHeight, image.capInsets.top), below = max(0, image.size.height - rise)
        let left = min(cut.split, span.length - span.trailingCap)
        let across = PopoverInsets(top: image.capInsets.top - rise, left: 0, bottom: min(below, image.capInsets.bottom), right: 0)
        let meeting = min(bounds.width, (bounds.width / 2 * scale).rounded() / scale)
        let id = ArrowBackgroundImageID(direction: .up, variant: .main)
        return [
            BackgroundPiece(
                image: id, source: CGRect(x: 0, y: rise, width: left, height: below),
                capInsets: frame.insets(leading: min(left, span.leadingCap), trailing: 0, across: across),
                destination: CGRect(x: 0, y: 0, width: meeting, height: bounds.height), flippedHorizontally: false, flippedVertically: false
            ),
            BackgroundPiece(
                image: id, source: CGRect(x: cut.split, y: rise, width: span.length - cut.split, height: below),
                capInsets: frame.insets(leading: 0, trailing: cut.secondCap, across: across),
                destination: CGRect(x: meeting, y: 0, width: bounds.width - meeting, height: bounds.height), flippedHorizontally: false, flippedVertically: false
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
