import Foundation
import PopoverCore
import PopoverImageSkin
@testable import PopoverRender
import Testing

/// Issue 21, fault 1: cap insets that leave nothing to stretch. UIKit keeps the caps at
/// their size and stretches the pixel at their boundary; so do the renderer and the catalog.
@Suite struct CoveringCapsTests {
    /// GIK's SideTop art (37×53 pt, 2x) with the header's insets 43, 9, 23, 27: top and
    /// bottom add up to 66, more than the image. Drawn 120 pt tall, the top 43 pt and the
    /// last 10 pt are the art's own rows; every row between is the boundary row (the first
    /// after the top cap, row 86 at 2x).
    @Test func gikSideTopKeepsItsCapsAndStretchesTheBoundaryRow() throws {
        let image = try PNGCodec.decode(RealSkin.png("GIKPopoverBackgroundView", "PopoverBackgroundArrowSideTop@2x.png"))
        #expect(image.width == 74 && image.height == 106)
        let drawing = NinePartImage(image: image, imageScale: 2, source: CGRect(x: 0, y: 0, width: 37, height: 53),
                                      capInsets: PopoverInsets(top: 43, left: 9, bottom: 23, right: 27))
        var canvas = BlendBuffer(width: 74, height: 240)
        drawing.draw(over: CGRect(x: 0, y: 0, width: 37, height: 120), into: &canvas, scale: 2)
        let drawn = canvas.image
        func row(_ picture: RenderedImage, _ y: Int) -> [UInt8] { Array(picture.bytes[(y * 74 * 4)..<((y + 1) * 74 * 4)]) }
        for y in 0..<86 { #expect(row(drawn, y) == row(image, y), "top cap row \(y)") }
        for y in 0..<20 { #expect(row(drawn, 220 + y) == row(image, 86 + y), "bottom cap row \(y)") }
        for y in 86..<220 { #expect(row(drawn, y) == row(image, 86), "stretched row \(y)") }
        // The boundary row is not flat (the arrow is drawn across it): stretching it is visible.
        let boundary = row(image, 86)
        let alphas = Set(stride(from: 3, to: boundary.count, by: 4).map { boundary[$0] })
        #expect(alphas.count > 1)
    }

    /// Compose from loose files and from the catalog `assets --skin` writes draw the same
    /// pixels, caps that cover the background included (the slicing gives the boundary
    /// pixel to a one-pixel centre).
    @Test(arguments: [BackgroundResizing.stretch, .tile])
    func theCatalogDrawsWhatTheLooseFilesDraw(mode: BackgroundResizing) throws {
        let we = RealSkin.wePopover(scale: 2)
        var loose = we.skin
        loose.arrangement.resizingMode = mode
        // WEPopover's 62 pt background with caps 31 + 31: nothing left to stretch.
        loose.capInsets = PopoverInsets(top: 31, left: 31, bottom: 31, right: 31)
        let manifest = ImageSkinManifest(name: "we", background: "bg", capInsets: loose.capInsets, arrows: .perDirection(up: "u", down: "d", left: "l", right: "r"),
                                         metrics: loose.metrics, arrangement: loose.arrangement)
        let arrows = ["u": loose.arrows.images[0], "d": loose.arrows.images[1], "l": loose.arrows.images[2], "r": loose.arrows.images[3]]
        var pngs: [String: [Int: Data]] = ["bg": [2: try PNGCodec.encode(loose.background)]]
        for (name, image) in arrows { pngs[name] = [2: try PNGCodec.encode(image)] }
        let export = try ImageSkinExporter.export(manifest, pngs: pngs)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("covering-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        try export.write(to: folder)
        let (fromCatalog, _) = try ImageSkinCatalog.load(folder, scale: 2, appearance: .light)
        #expect(fromCatalog.arrangement.resizingMode == mode)
        for direction in [ArrowDirection.up, .left] {
            func compose(_ skin: ImageSkinImages) throws -> RenderedImage {
                try SkinCompositor.compose(skin, size: CGSize(width: 220, height: 140), direction: direction, arrowOffset: -20, scale: 2)
            }
            #expect(try compose(loose) == (try compose(fromCatalog)), "\(mode) \(direction)")
        }
    }
}
