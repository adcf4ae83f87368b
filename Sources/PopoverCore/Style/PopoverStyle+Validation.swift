import Foundation

extension PopoverStyle {
    /// Throws ``PopoverInputError`` naming the first value that breaks its rule, with the
    /// same field paths as the JSON: the metrics (see ``SkinMetrics/validate()``), border
    /// and highlight widths, shadow blur and offsets — each finite, at least 0 where a
    /// length, and at most ``PopoverLimits/maximumLength`` in magnitude. Decoding checks
    /// all of this already; call it on a style built in code before drawing it.
    ///
    /// ```swift
    /// var style = PopoverStyle.system
    /// style.shadow?.blur = .infinity
    /// try style.validate()   // throws: shadow.blur: must be a finite number, got inf
    /// ```
    public func validate() throws {
        try metrics.validate()
        let limit = PopoverLimits.maximumLength
        if case let .points(width)? = border?.width {
            try Validation.nonNegative(width, "border.width", limit: limit)
        }
        if case let .points(width)? = innerHighlight?.width {
            try Validation.nonNegative(width, "innerHighlight.width", limit: limit)
        }
        if let shadow {
            try Validation.nonNegative(shadow.blur, "shadow.blur", limit: limit)
            try Validation.finite(shadow.offsetX, "shadow.offset.x", limit: limit)
            try Validation.finite(shadow.offsetY, "shadow.offset.y", limit: limit)
        }
    }
}
