import Foundation
import Testing
@testable import PopoverCore

/// Regression tests for background layouts, outlines and numbers under hostile input.
@Suite struct LayoutHostileTests {
    /// Content insets larger than the body once put the content outside it.
    @Test func contentStaysInsideTheBodyWhenInsetsExceedIt() {
        for direction in ArrowDirection.allCases {
            let metrics = SkinMetrics(arrowBase: 10, arrowHeight: 5, contentInsets: PopoverInsets(top: 0, left: 30, bottom: 70, right: 0), cornerRadius: 2)
            let layout = BackgroundLayout(size: CGSize(width: 40, height: 40), direction: direction, arrowOffset: 0, metrics: metrics)
            let body = layout.body, content = layout.content
            #expect(content.minX >= body.minX && content.maxX <= body.maxX && content.minY >= body.minY && content.maxY <= body.maxY,
                    "\(direction): content \(content) outside body \(body)")
        }
    }

    /// Sizes and offsets near Double's range are clamped, so every output is finite.
    @Test func hugeSizesAndOffsetsGiveFiniteLayoutsAndOutlines() throws {
        let layout = BackgroundLayout(size: CGSize(width: 1e308, height: 1.7e308), direction: .left, arrowOffset: -1e308, metrics: SkinMetrics(cornerRadius: 1e300))
        let arrow = try #require(layout.arrow)
        for value in [layout.body.maxX, layout.body.maxY, layout.content.maxY, layout.cornerRadius, layout.arrowOffset, arrow.tip.x, arrow.tip.y] {
            #expect(value.isFinite)
        }
        #expect(layout.bounds.width == PopoverLimits.maximumExtent)
        let path = PopoverOutline.path(for: layout, pixelGrid: PixelGrid(scale: 1e300, borderWidth: 1e300))
        #expect(path.bounds.width.isFinite && path.bounds.height.isFinite)
    }

    /// A pixel grid scale of 1e300 once made the outline NaN; it is clamped.
    @Test func pixelGridScaleIsClamped() throws {
        #expect(PixelGrid(scale: 1e300, borderWidth: 1).scale == PopoverLimits.pixelScale.upperBound)
        #expect(PixelGrid(scale: 1e-300, borderWidth: 1).scale == PopoverLimits.pixelScale.lowerBound)
        let layout = BackgroundLayout(size: CGSize(width: 200, height: 100), direction: .up, arrowOffset: 0, metrics: SkinMetrics())
        let path = PopoverOutline.path(for: layout, pixelGrid: PixelGrid(scale: 1e300, borderWidth: 0.5))
        #expect(path.svgPathData.contains("nan") == false)
        #expect(abs(path.bounds.width - 199.5) < 0.1, "\(path.bounds)")
    }

    /// Huge numbers printed hundreds of digits, and finite ones above 1.8e305 as `inf`.
    @Test func hugeNumbersPrintShort() {
        #expect(NumberText.format(1e306) == "1e+306")
        #expect(NumberText.format(-1.7e308) == "-1.7e+308")
        #expect(NumberText.format(2e15) == "2000000000000000")
    }

    /// A 10 MB bad value was echoed whole on stderr.
    @Test func longValuesAreCutShort() {
        let error = PopoverInputError(field: "name", rule: "must be short", value: String(repeating: "x", count: 10_000_000))
        #expect(error.value.count == PopoverInputError.maximumValueLength + 1)
        #expect(error.description.count < 200)
    }

    /// Found by popoverkit-fuzz (outline seed 562949954422572): with pixels larger than the
    /// body (scale 1/64), the snapped edges inverted and collapsed outside the layout.
    @Test func aPixelLargerThanTheBodyKeepsTheOutlineInsideTheLayout() {
        let metrics = SkinMetrics(arrowBase: 51, arrowHeight: 6, cornerRadius: 4)
        let layout = BackgroundLayout(size: CGSize(width: 265, height: 24.8), direction: .up, arrowOffset: 0, metrics: metrics)
        let bounds = PopoverOutline.path(for: layout, pixelGrid: PixelGrid(scale: 1.0 / 64, borderWidth: 1.5)).bounds
        #expect(bounds.minY >= 0 && bounds.maxY <= layout.bounds.maxY, "\(bounds) leaves \(layout.bounds)")
        #expect(bounds.minX >= 0 && bounds.maxX <= layout.bounds.maxX, "\(bounds) leaves \(layout.bounds)")
    }

    /// Found by popoverkit-fuzz (placement seed 1248512): a needle-thin rounded arrow
    /// (height 10000, base 2.6) missed its tip by 1.3e-5 pt, as `acos` near 1 lost digits.
    @Test func aNeedleThinRoundedArrowReachesItsTip() {
        let metrics = SkinMetrics(arrowBase: 2.5873267311868458, arrowHeight: 10_000, cornerRadius: 39.98576341212658,
                                  arrowTipRadius: 0.522398585754339, arrowSides: .curved)
        let layout = BackgroundLayout(size: CGSize(width: 10012.347061453958, height: 193.4345831623899), direction: .right, arrowOffset: 0, metrics: metrics)
        let bounds = PopoverOutline.path(for: layout).bounds
        #expect(abs(bounds.maxX - layout.bounds.maxX) <= 1e-9 * layout.bounds.width, "\(bounds.maxX) vs \(layout.bounds.maxX)")
    }
}
