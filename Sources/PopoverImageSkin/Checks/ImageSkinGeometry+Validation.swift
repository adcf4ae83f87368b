import Foundation
import PopoverCore

extension ImageSkinGeometry {
    /// Throws ``/PopoverCore/PopoverInputError`` for cap insets a nine-part image cannot use: not
    /// finite, negative, above ``/PopoverCore/PopoverLimits/maximumLength``, or larger than the
    /// background image along their axis (`capInsets.top`…); then for bad metrics.
    /// ``ImageSkinCheck/warnings(for:popoverSize:direction:)`` explains the softer problems.
    ///
    /// ```swift
    /// let skin = ImageSkinGeometry(backgroundSize: CGSize(width: 29, height: 29), capInsets: .uniform(-1e308),
    ///                              arrowImageSize: CGSize(width: 30, height: 16), metrics: SkinMetrics())
    /// try skin.validate()  // throws: capInsets.top: must be >= 0, got -1e+308
    /// ```
    public func validate() throws {
        try Validation.size(backgroundSize, "backgroundSize")
        try Validation.insets(capInsets, "capInsets", limit: PopoverLimits.maximumLength)
        let b = backgroundSize, c = capInsets
        for (name, inset, extent) in [("top", c.top, b.height), ("left", c.left, b.width), ("bottom", c.bottom, b.height), ("right", c.right, b.width)]
        where inset > extent {
            throw PopoverInputError(
                field: "capInsets.\(name)",
                rule: "must lie inside the \(NumberText.format(b.width))×\(NumberText.format(b.height)) pt background image",
                value: NumberText.exact(inset)
            )
        }
        try arrangement.validate()
        // The visible body must be left inside the image: a margin as wide as the image
        // would put the arrow against nothing.
        let i = arrangement.backgroundInsets
        if i.left + i.right >= b.width || i.top + i.bottom >= b.height {
            throw PopoverInputError(
                field: "placement.backgroundInsets",
                rule: "must leave a visible body inside the \(NumberText.format(b.width))×\(NumberText.format(b.height)) pt background image",
                value: [i.top, i.left, i.bottom, i.right].map(NumberText.exact).joined(separator: ",")
            )
        }
        try metrics.validate()
    }
}
