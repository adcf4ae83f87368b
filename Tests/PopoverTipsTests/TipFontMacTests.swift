import Foundation
import Testing
@testable import PopoverTips

/// The Mac's text-style sizes from Apple's Human Interface Guidelines (macOS built-in
/// text styles): a tip on the Mac is laid out at them, by the same core layout.
@Suite struct TipFontMacTests {
    @Test func theMacsSizesAreTheGuidelines() {
        let sizes: [TipFont.TextStyle: CGFloat] = [
            .largeTitle: 26, .title1: 22, .title2: 17, .title3: 15, .headline: 13, .body: 13,
            .callout: 12, .subheadline: 11, .footnote: 10, .caption1: 10, .caption2: 10,
        ]
        for style in TipFont.TextStyle.allCases {
            #expect(style.macSize == sizes[style])
            #expect(style.macScale * style.defaultSize == style.macSize)
        }
    }

    /// Laid out with the Mac's scale, a tip's lines are those of the Mac's fonts: the
    /// message's text measured at 13 pt, not 17.
    @Test func aTipLaidOutAtTheMacsScaleMeasuresSmallerText() {
        var measured: [CGFloat] = []
        let content = TipContent(title: "Share", message: "Send this photo to a friend")
        _ = TipTextLayout(content, style: TipTextStyle(), textScale: { $0.macScale }) { text, font in
            measured.append(font.size)
            return CGFloat(text.count) * font.size / 2
        }
        #expect(!measured.isEmpty)
        #expect(measured.allSatisfy { $0 <= 13 })
    }
}
