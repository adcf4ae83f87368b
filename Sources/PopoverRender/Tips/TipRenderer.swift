import Foundation
import PopoverCore

/// Renders a tip to pixels, PNG, PDF or SVG: the popover drawn as ``PopoverRenderer``
/// draws it, the text laid out by ``/PopoverTips/TipTextLayout`` with the renderer's font, and
/// in a scene the spotlight's dim (``/PopoverCore/Spotlight``) and the placement of
/// ``/PopoverCore/Placement``.
///
/// ```swift
/// let request = TipRenderRequest(content: TipContent(title: "Share", message: "Tap here to send this photo."), style: .system)
/// let image = try TipRenderer.image(request)
/// ```
public enum TipRenderer {
    /// The tip as pixels.
    ///
    /// ```swift
    /// try TipRenderer.image(TipRenderRequest(content: TipContent(message: "Hi"), style: .tooltip)).width > 0  // true
    /// ```
    public static func image(_ request: TipRenderRequest) throws -> RenderedImage {
        try TipSheet(request).image()
    }

    /// The tip encoded in a format. Bad input throws ``/PopoverCore/PopoverInputError``
    /// naming the field: the content (``/PopoverTips/TipContent/validate()``), the style, the
    /// scale, the scene's container, anchor and spotlight, or a canvas over the budget.
    ///
    /// ```swift
    /// let pdf = try TipRenderer.data(TipRenderRequest(content: TipContent(message: "Hi"), style: .tooltip), format: .pdf)
    /// ```
    public static func data(_ request: TipRenderRequest, format: OutputFormat) throws -> Data {
        let sheet = try TipSheet(request)
        try sheet.checkCanvas(format, field: request.scene == nil ? "tip" : "container", value: NumberText.format(sheet.canvasSize))
        return try sheet.data(format)
    }
}
