import Foundation
import PopoverCore

/// An arrow-in-background image's numbers along the arrow's edge (x for an up or down
/// arrow, y for a side arrow), made safe to lay out whatever they hold: values that are
/// negative or not finite count as 0, caps and the arrow's centre lie inside the image.
struct EdgeSpan {
    var length: CGFloat
    var leadingCap: CGFloat
    var trailingCap: CGFloat
    var arrowCentre: CGFloat

    init(length: CGFloat, leadingCap: CGFloat, trailingCap: CGFloat, arrowCentre: CGFloat) {
        self.length = length
        self.leadingCap = leadingCap
        self.trailingCap = trailingCap
        self.arrowCentre = arrowCentre
    }

    /// The numbers of `image` along a horizontal edge (`horizontal`) or a vertical one.
    init(_ image: ArrowBackgroundImage<some Any>, horizontal: Bool) {
        let i = image.sanitized, c = i.capInsets
        length = horizontal ? i.size.width : i.size.height
        leadingCap = horizontal ? c.left : c.top
        trailingCap = horizontal ? c.right : c.bottom
        arrowCentre = min(length, i.arrowCentre)
    }

    /// The same image mirrored along the edge: the caps change ends, the arrow moves.
    var mirrored: EdgeSpan {
        EdgeSpan(length: length, leadingCap: trailingCap, trailingCap: leadingCap, arrowCentre: length - arrowCentre)
    }
}

extension ArrowBackgroundImage {
    /// A copy safe to lay out: size, caps and arrow centre within 0...``/PopoverCore/PopoverLimits/maximumLength``,
    /// not finite as 0, each cap no longer than the image along its axis.
    var sanitized: ArrowBackgroundImage {
        func clean(_ value: CGFloat) -> CGFloat { Validation.clean(value, limit: PopoverLimits.maximumLength) }
        let w = clean(size.width), h = clean(size.height), c = capInsets
        return ArrowBackgroundImage(
            image: image, size: CGSize(width: w, height: h),
            capInsets: PopoverInsets(top: min(h, clean(c.top)), left: min(w, clean(c.left)), bottom: min(h, clean(c.bottom)), right: min(w, clean(c.right))),
            arrowCentre: clean(arrowCentre)
        )
    }
}
