import Foundation
import PopoverCore
import Testing
@testable import PopoverRender

/// Regression tests from issue 11 for unbounded drawing work: each case once took tens
/// of seconds, gigabytes, or trapped; now it draws or is refused naming the field. How
/// fast they draw is measured in the benchmarks (`HostileWork.swift`), not here, where a
/// busy machine could fail a time limit by chance.
@Suite struct DrawingWorkHostileTests {
    /// `compose --cap-insets -1e308,…` (and ±inf) stopped with "Double value cannot be converted to Int".
    @Test func composeRefusesCapInsetsItCannotUse() throws {
        let request = SkinRenderRequest(style: .orange, size: CGSize(width: 60, height: 60), direction: .unknown, scale: 2)
        let png = try PopoverRenderer.data(request, format: .png)
        for insets in [PopoverInsets.uniform(-1e308), PopoverInsets(top: -.infinity, left: .infinity, bottom: -.infinity, right: .infinity), .uniform(1e308)] {
            for tile in [false, true] {
                var skin = try ImageSkinImages.loose(background: png, capInsets: insets, arrows: [png], metrics: SkinMetrics(), imageScale: 2)
                if tile { skin.arrangement.resizingMode = .tile }
                #expect(throws: PopoverInputError.self) {
                    try SkinCompositor.compose(skin, size: CGSize(width: 300, height: 160), direction: .up, arrowOffset: 0, scale: 2)
                }
            }
        }
    }

    /// `place --anchor 500,40,44,44 --content 320,1000000 --no-shrink --diagram` took 18 s
    /// and 1.5 GB: the shadow mask covered the whole popover, not the canvas.
    @Test func diagramOfAHugePopoverDrawsOnlyTheCanvas() throws {
        for height: CGFloat in [1_000_000, 1e9] {
            let diagram = try PlacementDiagram(request: PlacementRequest(
                anchor: CGRect(x: 500, y: 40, width: 44, height: 44),
                container: CGRect(x: 0, y: 0, width: 1024, height: 768),
                contentSize: CGSize(width: 320, height: height),
                options: PlacementOptions(mayShrinkContent: false)
            ), style: .system)
            let png = try diagram.data(.png)
            #expect(try PNGHeader(png).width == Int(DiagramSheet(diagram: diagram).canvasSize.width) * 2, "height \(height)")
        }
    }

    /// A blur of 8000 took 99 s to PNG and 300 s / 5 GB to PDF; the canvas check now
    /// blames the style's blur, not `--size`.
    @Test func hugeBlurIsRefusedNamingTheStyleField() {
        var style = PopoverStyle.system
        style.shadow?.blur = 8000
        let request = SkinRenderRequest(style: style, size: CGSize(width: 320, height: 200), direction: .up, scale: 1)
        #expect(throws: PopoverInputError.self) { try PopoverRenderer.data(request, format: .png) }
        do { _ = try PopoverRenderer.data(request, format: .pdf) } catch let error as PopoverInputError {
            #expect(error.field == "shadow.blur")
        } catch { Issue.record("\(error)") }
    }

    /// A blur just inside the budget renders quickly: the mask's resolution follows the blur.
    @Test func largeBlurInsideTheBudgetIsQuick() throws {
        var style = PopoverStyle.system
        style.shadow?.blur = 1500
        let request = SkinRenderRequest(style: style, size: CGSize(width: 320, height: 200), direction: .up, scale: 1)
        let picture = try PopoverRenderer.image(request)
        // The shadow is there: faint, non-zero alpha above the popover, within the blur's reach.
        let row = (0..<picture.width).reduce(0) { $0 + Int(picture.pixel(x: $1, y: 1400).a) }
        #expect(row > 0)
    }

    /// `gallery` and `place --diagram` lacked `render`'s checks: a blur of 1e5 asked for
    /// 40 GB. Styles are validated, and the largest blur allowed is drawn on the canvas only.
    @Test func galleryWithHugeBlurIsRefusedOrQuick() throws {
        var style = PopoverStyle.system
        style.shadow?.blur = 1e5
        #expect(throws: PopoverInputError.self) { try GallerySheet(styles: [style], scale: 1).data(.png) }
        style.shadow?.blur = PopoverLimits.maximumLength
        let png = try GallerySheet(styles: [style], scale: 2).data(.png)
        #expect(try PNGHeader(png).width == Int(GalleryGridSheet(styles: [style], scale: 2).canvasSize.width) * 2)
    }

    /// Too many styles for one sheet are refused, naming `styles`.
    @Test func galleryOfTooManyStylesIsRefused() {
        let styles = Array(repeating: PopoverStyle.noir, count: 200)
        #expect(throws: PopoverInputError(
            field: "styles", rule: "must fit a canvas of at most 16384 pixels a side and 20000000 in all at 2x", value: "200 styles"
        )) { try GallerySheet(styles: styles, scale: 2).data(.png) }
    }
}

@Suite struct CanvasHostileTests {
    @Test(arguments: [CGFloat.nan, .infinity, -5, 1e12])
    func aCanvasOfAnImpossibleSizeThrowsInsteadOfTrapping(width: CGFloat) {
        #expect(throws: RenderError.self) { _ = try PlatformCanvas(imageWidth: width, height: 10, scale: 2) }
    }

    @Test func anOrdinaryCanvasIsMade() throws {
        let canvas = try PlatformCanvas(imageWidth: 10, height: 5, scale: 3)
        let image = canvas.image()
        #expect(image.width == 30 && image.height == 15)
    }
}
