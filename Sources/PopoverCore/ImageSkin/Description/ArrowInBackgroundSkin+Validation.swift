import Foundation

extension ArrowInBackgroundSkin {
    /// Throws ``PopoverInputError`` naming the first number the layout cannot use, its
    /// field a path such as `up.main.capInsets.right`:
    ///
    /// - sizes not positive, caps not finite, negative, or leaving nothing of the image to
    ///   stretch; an arrow's centre outside its image; bad metrics;
    /// - the cap on the arrow's side shorter than the arrow's height (it would stretch the arrow);
    /// - main images: the arrow (its base wide) outside the first stretch's trailing cap or
    ///   past the second stretch; a second stretch outside that cap; a leading cap or second
    ///   stretch cap that cannot hold the corner the arrow keeps clear of;
    /// - corner variants: the arrow outside the cap at their end.
    ///
    /// ```swift
    /// var skin = arrowInBackgroundSkin
    /// skin.right.leadingCorner?.capInsets.bottom = 23   // the .h's kArrowSideTopInsets, made for a 67 pt tall image
    /// try skin.validate(metrics: arrowInBackgroundMetrics)  // throws: right.leadingCorner.capInsets: top 43 and bottom 23 must leave part of the 37×53 pt image to stretch, got 66
    /// ```
    public func validate(metrics: SkinMetrics) throws {
        try metrics.validate()
        for direction in [ArrowDirection.up, .down, .left, .right] {
            guard let set = set(for: direction) else { continue }
            let horizontal = direction.isVertical
            for variant in ArrowBackgroundVariant.allCases {
                guard let image = set.image(variant) else { continue }
                try image.validate(ArrowBackgroundImageID(direction: direction, variant: variant), metrics: metrics)
            }
            try set.validateStretches("\(direction.name)", horizontal: horizontal, metrics: metrics)
        }
    }
}

extension ArrowBackgroundImage {
    /// The image's own numbers: size, caps, arrow centre, the cap on the arrow's side.
    func validate(_ id: ArrowBackgroundImageID, metrics: SkinMetrics) throws {
        let field = id.description, limit = PopoverLimits.maximumLength
        try Validation.positive(size.width, "\(field).size.width", limit: limit)
        try Validation.positive(size.height, "\(field).size.height", limit: limit)
        try Validation.insets(capInsets, "\(field).capInsets", limit: limit)
        let c = capInsets, sizeText = "\(NumberText.format(size.width))×\(NumberText.format(size.height)) pt"
        for (lead, trail, names, length) in [(c.top, c.bottom, ("top", "bottom"), size.height), (c.left, c.right, ("left", "right"), size.width)]
        where lead + trail >= length {
            throw PopoverInputError(
                field: "\(field).capInsets",
                rule: "\(names.0) \(NumberText.format(lead)) and \(names.1) \(NumberText.format(trail)) must leave part of the \(sizeText) image to stretch",
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
