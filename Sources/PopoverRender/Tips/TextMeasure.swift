import Foundation
import PopoverCore
import PopoverTips
#if canImport(CCairo)
import CCairo
#elseif canImport(CoreText)
import CoreText
#endif

/// How wide a run of text is in the renderer's font (DejaVu Sans through Cairo on Linux,
/// Helvetica through CoreText on Apple platforms), the measure ``/PopoverTips/TipTextLayout``
/// breaks lines with when the renderer draws a tip.
enum TextMeasure {
    /// The advance of `text` at `size` points, bold or regular.
    static func width(_ text: String, size: CGFloat, bold: Bool) -> CGFloat {
        #if canImport(CCairo)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return 0 }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return 0 }
        defer { cairo_destroy(context) }
        CairoLabelFont.setFixedOptions(on: context)
        cairo_set_font_face(context, (bold ? CairoLabelFont.bold : CairoLabelFont.regular).pointer)
        cairo_set_font_size(context, Double(size))
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        return CGFloat(extents.x_advance)
        #elseif canImport(CoreText)
        let font = CTFontCreateWithName((bold ? "Helvetica-Bold" : "Helvetica") as CFString, size, nil)
        let attributes = [kCTFontAttributeName: font] as CFDictionary
        guard let attributed = CFAttributedStringCreate(nil, text as CFString, attributes) else { return 0 }
        return CGFloat(CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed), nil, nil, nil))
        #else
        return CGFloat(text.count) * size / 2
        #endif
    }

    /// The measure for a tip's fonts.
    static func tipFont(_ text: String, _ font: TipFont) -> CGFloat {
        width(text, size: font.size, bold: font.weight.isBold)
    }
}
