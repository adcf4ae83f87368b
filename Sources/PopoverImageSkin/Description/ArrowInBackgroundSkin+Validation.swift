import Foundation
import PopoverCore

extension ArrowInBackgroundSkin {
    /// Throws ``/PopoverCore/PopoverInputError`` naming the first number the layout cannot use, its
    /// field a path such as `up.main.capInsets.right`:
    ///
    /// - no direction at all;
    /// - sizes not positive, caps not finite or negative; an arrow's centre outside its
    ///   image; bad metrics. Caps may cover an image (UIKit then stretches the pixel at
    ///   their boundary), except along the arrow's edge of a main image stretched twice,
    ///   which needs room for its first stretch;
    /// - the cap on the arrow's side shorter than the arrow's height (it would stretch the arrow);
    /// - main images: the arrow (its base wide) outside the first stretch's trailing cap or
    ///   past the second stretch; a second stretch outside that cap; a leading cap or second
    ///   stretch cap that cannot hold the corner the arrow keeps clear of;
    /// - corner variants: the arrow outside the cap at their end;
    /// - a `fixedArrow` main image: the arrow outside both caps along its edge.
    ///
    /// ```swift
    /// var skin = arrowInBackgroundSkin
    /// skin.up?.main.capInsets.left = 10   // with the right cap's 47, the whole 57 pt width
    /// try skin.validate(metrics: arrowInBackgroundMetrics)  // throws: up.main.capInsets: left 10 and right 47 must leave part of the 57×51 pt image for the first of its two stretches, got 57
    /// ```
    public func validate(metrics: SkinMetrics) throws {
        try metrics.validate()
        guard !drawnDirections.isEmpty else {
            throw PopoverInputError(field: "", rule: "must have images for at least one direction (up, down, left, right)", value: "none")
        }
        for direction in [ArrowDirection.up, .down, .left, .right] {
            guard let set = set(for: direction) else { continue }
            let horizontal = direction.isVertical
            for variant in ArrowBackgroundVariant.allCases {
                guard let image = set.image(variant) else { continue }
                let stretchedTwice = variant == .main && !set.fixedArrow
                try image.validate(ArrowBackgroundImageID(direction: direction, variant: variant), metrics: metrics, stretchedTwice: stretchedTwice)
            }
            if set.fixedArrow {
                try set.main.validateFixedArrow("\(direction.name).main", horizontal: horizontal, metrics: metrics)
            } else {
                try set.validateStretches("\(direction.name)", horizontal: horizontal, metrics: metrics)
            }
        }
    }
}

extension ArrowBackgroundImage {
    /// The image's own numbers: size, caps, arrow centre, the cap on the arrow's side. Caps
    /// may cover the image (UIKit's rule: the boundary pixel stretches), except along the
    /// arrow's edge of a main image `stretchedTwice`, whose first stretch needs room.
    func validate(_ id: ArrowBackgroundImageID, metrics: SkinMetrics, stretchedTwice: Bool) throws {
        let field = id.description, limit = PopoverLimits.maximumLength
        try Validation.positive(size.width, "\(field).size.width", limit: limit)
        try Validation.positive(size.height, "\(field).size.height", limit: limit)
        try Validation.insets(capInsets, "\(field).capInsets", limit: limit)
        let c = capInsets, sizeText = "\(NumberText.format(size.width))×\(NumberText.format(size.height)) pt"
        let (lead, trail, names, length) = id.direction.isVertical ? (c.left, c.right, ("left", "right"), size.width) : (c.top, c.bottom, ("top", "bottom"), size.height)
        if stretchedTwice, lead + trail >= length {
            throw PopoverInputError(
                field: "\(field).capInsets",
                rule: "\(names.0) \(NumberText.format(lead)) and \(names.1) \(NumberText.format(trail)) must leave part of the \(sizeText) image for the first of its two stretches",
                value: NumberText.exact(lead + trail)
            )
        }
        let along = id.direction.isVertical ? size.width : size.height
        try Validation.nonNegative(arrowCentre, "\(field).arrowCentre", limit: limit)
        if arrowCentre > along {
            throw PopoverInputError(field: "\(field).arrowCentre", rule: "must lie inside the \(sizeText) image", value: NumberText.exact(arrowCentre))
        }
        let (side, cap) = Self.arrowSideCap(c, direction: id.direction)
        if cap < metrics.arrowHeight {
            throw PopoverInputError(
                field: "\(field).capInsets.\(side)",
                rule: "must hold the arrow's height (\(NumberText.format(metrics.arrowHeight)) pt), or the arrow stretches", value: NumberText.exact(cap)
            )
        }
    }

    /// A main image stretched whole: its arrow (base wide) must lie in its leading or
    /// trailing cap along the edge, or the stretch would pull it apart.
    func validateFixedArrow(_ field: String, horizontal: Bool, metrics: SkinMetrics) throws {
        let span = EdgeSpan(self, horizontal: horizontal), half = metrics.arrowBase / 2, tolerance: CGFloat = 1e-9
        let inLeading = arrowCentre + half <= span.leadingCap + tolerance
        let inTrailing = arrowCentre - half >= span.length - span.trailingCap - tolerance
        guard inLeading || inTrailing else {
            func n(_ value: CGFloat) -> String { NumberText.format(value) }
            let names = horizontal ? ("left", "right") : ("top", "bottom")
            throw PopoverInputError(
                field: "\(field).arrowCentre",
                rule: "must keep the arrow (base \(n(metrics.arrowBase)) pt) inside the \(names.0) cap (\(n(span.leadingCap)) pt) or the \(names.1) cap (from \(n(span.length - span.trailingCap)) pt) of an image stretched whole (fixedArrow)",
                value: n(arrowCentre)
            )
        }
    }

    /// The cap on the side the arrow points to, and its name.
    private static func arrowSideCap(_ c: PopoverInsets, direction: ArrowDirection) -> (String, CGFloat) {
        switch direction {
        case .up: ("top", c.top)
        case .down: ("bottom", c.bottom)
        case .left: ("left", c.left)
        case .right, .unknown: ("right", c.right)
        }
    }
}

extension ArrowBackgroundSet {
    /// Where the arrows sit against the stretches and corners of one direction's images.
    func validateStretches(_ field: String, horizontal: Bool, metrics: SkinMetrics) throws {
        let half = metrics.arrowBase / 2, radius = metrics.cornerRadius, tolerance: CGFloat = 1e-9
        func n(_ value: CGFloat) -> String { NumberText.format(value) }
        try Validation.nonNegative(secondStretchCap, "\(field).secondStretchCap", limit: PopoverLimits.maximumLength)
        let span = EdgeSpan(main, horizontal: horizontal), capStart = span.length - span.trailingCap
        let secondStretch = span.length - secondStretchCap - 1
        if secondStretch < capStart - tolerance {
            throw PopoverInputError(
                field: "\(field).secondStretchCap",
                rule: "must leave its one-point stretch inside the main image's first trailing cap (from \(n(capStart)) pt)", value: n(secondStretchCap)
            )
        }
        let names = horizontal ? ("left", "right") : ("top", "bottom")
        if span.leadingCap < radius - tolerance || secondStretchCap < radius - tolerance {
            let (name, value) = span.leadingCap < radius ? ("main.capInsets.\(names.0)", span.leadingCap) : ("secondStretchCap", secondStretchCap)
            throw PopoverInputError(field: "\(field).\(name)", rule: "must hold the corner the arrow keeps clear of (\(n(radius)) pt)", value: n(value))
        }
        if span.arrowCentre - half < capStart - tolerance || span.arrowCentre + half > secondStretch + tolerance {
            throw PopoverInputError(
                field: "\(field).main.arrowCentre",
                rule: "must keep the arrow (base \(n(metrics.arrowBase)) pt) between the first stretch's trailing cap at \(n(capStart)) pt and the second stretch at \(n(secondStretch)) pt",
                value: n(span.arrowCentre)
            )
        }
        for variant in [ArrowBackgroundVariant.leadingCorner, .trailingCorner] {
            guard let corner = image(variant) else { continue }
            let s = EdgeSpan(corner, horizontal: horizontal)
            let inCap = variant == .leadingCorner ? s.arrowCentre + half <= s.leadingCap + tolerance
                : s.arrowCentre - half >= s.length - s.trailingCap - tolerance
            if !inCap {
                let cap = variant == .leadingCorner ? "\(names.0) cap (\(n(s.leadingCap)) pt)" : "\(names.1) cap (from \(n(s.length - s.trailingCap)) pt)"
                throw PopoverInputError(
                    field: "\(field).\(variant.rawValue).arrowCentre", rule: "must keep the arrow (base \(n(metrics.arrowBase)) pt) inside the \(cap)",
                    value: n(s.arrowCentre)
                )
            }
        }
    }
}
