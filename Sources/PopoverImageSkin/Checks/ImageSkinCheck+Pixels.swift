import Foundation
import PopoverCore

extension ImageSkinCheck {
    /// The checks that read the images' pixels (see ``ImageSkinReading``): the background's,
    /// and the arrow's for the directions in `arrows` (none when no arrow is drawn).
    static func pixelWarnings(_ skin: ImageSkinGeometry, _ reading: ImageSkinReading, arrows: [ArrowDirection]) -> [ImageSkinWarning] {
        let background = [invisible(reading)]
        guard !arrows.isEmpty else { return background.compactMap { $0 } }
        return (background + [
            corners(skin, reading), gap(skin, reading, arrows), directions(skin, reading, arrows), depths(reading, arrows),
            halfPoints(reading, arrows), colourStep(reading, arrows),
        ]).compactMap { $0 }
    }

    /// A background with no pixel at least three quarters opaque draws no body.
    private static func invisible(_ reading: ImageSkinReading) -> ImageSkinWarning? {
        guard !reading.background.isVisible else { return nil }
        return ImageSkinWarning(kind: .invisibleBackground, message: "the background image has no pixel at least three quarters opaque along its middle row and column: the popover's body will not show; check that this is the background (not a mask or an empty export)")
    }

    /// The arrow keeps `cornerRadius` clear of the visible corners; if the measured curve is
    /// still more than a point deeper than the overlap there, the arrow's base overhangs it.
    private static func corners(_ skin: ImageSkinGeometry, _ reading: ImageSkinReading) -> ImageSkinWarning? {
        let background = reading.background, clear = skin.metrics.cornerRadius, overlap = skin.arrangement.bodyOverlap
        let overhang = background.curveDepth(at: clear) - overlap
        guard overhang >= 1 else { return nil }
        let needed = background.clearance(forDepth: overlap + 0.5).rounded(.up)
        return ImageSkinWarning(kind: .arrowCanCrossCorners, message: "the background's visible corners are \(n(background.cornerRadius)) pt round but the arrow keeps only \(n(clear)) pt clear of them, so near a corner its base overhangs the curve by \(n(overhang)) pt: set the corner radius to at least \(n(needed))")
    }

    /// The arrow's base meets the declared visible edge; the real one may lie further in
    /// (an undeclared shadow margin), and the arrow image may leave empty rows at its base.
    private static func gap(_ skin: ImageSkinGeometry, _ reading: ImageSkinReading, _ arrows: [ArrowDirection]) -> ImageSkinWarning? {
        let visible = reading.background.visibleInsets, declared = skin.arrangement.backgroundInsets, overlap = skin.arrangement.bodyOverlap
        let gaps = arrows.map { direction -> (ArrowDirection, CGFloat, CGFloat) in
            let margin = visible.side(of: direction) - declared.side(of: direction)
            let empty = reading.arrows.image(for: direction)?.image.baseMargin ?? 0
            return (direction, margin - overlap + empty, empty)
        }
        guard let (direction, gap, empty) = gaps.max(by: { $0.1 < $1.1 }), gap >= 1 else { return nil }
        let v = visible
        let fix = empty >= gap
            ? "crop the \(n(empty)) pt of empty rows at the arrow image's base, or make the body overlap \(n(empty + overlap))"
            : "set the background insets to the visible edge measured, \(n(v.top)),\(n(v.left)),\(n(v.bottom)),\(n(v.right))"
        return ImageSkinWarning(kind: .arrowOffTheBody, message: "the \(direction) arrow floats \(n(gap)) pt off the visible body: the background's visible edge is \(n(visible.side(of: direction))) pt inside the image on that side, the background insets say \(n(declared.side(of: direction))), the body overlaps \(n(overlap)) and the arrow image has \(n(empty)) pt of empty rows at its base; \(fix)")
    }

    /// One image must point the way the skin says it is drawn; four must be up, down, left,
    /// right (those for `arrows` are checked).
    private static func directions(_ skin: ImageSkinGeometry, _ reading: ImageSkinReading, _ arrows: [ArrowDirection]) -> ImageSkinWarning? {
        switch reading.arrows {
        case let .rotated(up):
            let drawn = skin.arrangement.arrowOrientation.drawn
            guard up.pointing != drawn, up.pointing != .unknown else { return nil }
            return ImageSkinWarning(kind: .arrowPointsWrongWay, message: "the arrow image points \(up.pointing) but the skin says it is drawn pointing \(drawn), so every arrow points the wrong way, some with the tip into the body: say it is drawn pointing \(up.pointing) (--arrow-drawn \(up.pointing), placement.arrowOrientation.drawn)")
        case .perDirection:
            let wrong = arrows.compactMap { slot -> String? in
                guard let reading = reading.arrows.image(for: slot)?.image, reading.pointing != slot, reading.pointing != .unknown else { return nil }
                return "the one given for \(slot) points \(reading.pointing)"
            }
            guard !wrong.isEmpty else { return nil }
            return ImageSkinWarning(kind: .arrowsInWrongOrder, message: "the four arrow images are in the wrong order: \(wrong.joined(separator: ", ")); give them as up, down, left, right")
        }
    }

    /// Four arrows must be as deep as the up one, or the tip misses the view's edge on some
    /// sides (those in `arrows` are checked).
    private static func depths(_ reading: ImageSkinReading, _ arrows: [ArrowDirection]) -> ImageSkinWarning? {
        guard case let .perDirection(up, _, _, _) = reading.arrows else { return nil }
        let off = arrows.filter { $0 != .up }.compactMap { direction -> String? in
            guard let depth = reading.arrows.image(for: direction)?.image.depth, abs(depth - up.depth) >= 1 else { return nil }
            return "the \(direction) arrow is \(n(depth)) pt deep"
        }
        guard !off.isEmpty else { return nil }
        return ImageSkinWarning(kind: .arrowsOfDifferentDepths, message: "\(off.joined(separator: ", ")) but the up arrow is \(n(up.depth)) pt: their tips do not reach the same distance from the body; draw all four arrows equally deep")
    }

    /// An arrow image a fraction of a point on a side lands its edge between pixels.
    private static func halfPoints(_ reading: ImageSkinReading, _ arrows: [ArrowDirection]) -> ImageSkinWarning? {
        let images: [(String, ArrowReading)] = switch reading.arrows {
        case let .rotated(up): [("arrow", up)]
        case .perDirection: arrows.compactMap { direction in reading.arrows.image(for: direction).map { ("\(direction) arrow", $0.image) } }
        }
        let odd = images.filter { !$0.1.isWholePoints }
        guard let first = odd.first?.1 else { return nil }
        let s = max(1, first.imageScale)
        func whole(_ pixels: Int) -> Int { (pixels + s - 1) / s * s }
        let names = odd.map(\.0).joined(separator: ", "), one = odd.count == 1
        let points = "\(n(CGFloat(first.pixelWidth) / CGFloat(s)))×\(n(CGFloat(first.pixelHeight) / CGFloat(s))) pt"
        return ImageSkinWarning(kind: .halfPointArrow, message: "the \(names) image\(one ? " is" : "s are") \(first.pixelWidth)×\(first.pixelHeight) px at \(s)x, \(points): a fraction of a point puts an edge between pixels, where it blurs and leaves a thin line at the base; make \(one ? "it" : "them") \(whole(first.pixelWidth))×\(whole(first.pixelHeight)) px")
    }

    /// Where an arrow's base meets the body, their colours should match.
    private static func colourStep(_ reading: ImageSkinReading, _ arrows: [ArrowDirection]) -> ImageSkinWarning? {
        let steps = arrows.compactMap { direction -> (ArrowDirection, RGBAColor, RGBAColor, Double)? in
            guard let arrow = reading.arrows.image(for: direction)?.image.baseColour, let body = reading.bodyColours[direction],
                  arrow.alpha > 0, body.alpha > 0 else { return nil }
            return (direction, arrow, body, arrow.difference(from: body))
        }
        guard let (direction, arrow, body, step) = steps.max(by: { $0.3 < $1.3 }), step >= visibleColourStep else { return nil }
        return ImageSkinWarning(kind: .colourStepAtBase, message: "where the \(direction) arrow meets the body the colour jumps from \(arrow.hex) (the arrow's base) to \(body.hex) (the body): a seam shows; draw the arrow's base in the body's edge colour")
    }
}
