import Foundation
import PopoverMenu

/// Every character `advance` times the font's size wide: a fixed-pitch font, so widths are
/// known to the point.
struct FixedPitch: MenuTextMeasuring {
    var advance: CGFloat = 0.5
    func width(of text: Substring, font: MenuFont) -> CGFloat { CGFloat(text.count) * font.size * advance }
}
