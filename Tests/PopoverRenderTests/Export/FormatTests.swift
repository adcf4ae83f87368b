import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PopoverCore
import Testing
@testable import PopoverRender

@Suite struct FormatTests {
    let request = SkinRenderRequest(style: .classic, size: CGSize(width: 200, height: 130), direction: .left, arrowOffset: -20, scale: 2)

    @Test(arguments: OutputFormat.allCases)
    func sameRequestGivesTheSameBytes(format: OutputFormat) throws {
        let first = try PopoverRenderer.data(request, format: format)
        let second = try PopoverRenderer.data(request, format: format)
        #expect(first == second)
        #expect(first.count > 500)
    }

    @Test func pngIsAPNGOfTheCanvasSize() throws {
        let png = try PopoverRenderer.data(request, format: .png)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16–23.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == Int(request.canvasSize.width) * 2 && height == Int(request.canvasSize.height) * 2)
    }

    @Test func pdfIsOnePageOfTheCanvasSize() throws {
        let text = String(decoding: try PopoverRenderer.data(request, format: .pdf), as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        let size = request.canvasSize
        #expect(text.contains("/MediaBox [ 0 0 \(Int(size.width)) \(Int(size.height)) ]"))
        #expect(text.contains("/CreationDate (") && text.contains("20000101000000"))
    }

    @Test func svgHoldsTheSameOutlineGradientAndShadow() throws {
        let svg = String(decoding: try PopoverRenderer.data(request, format: .svg), as: UTF8.self)
        let size = request.canvasSize
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(NumberText.format(size.width))" height="\#(NumberText.format(size.height))""#))
        let outline = PopoverOutline.path(for: request.layout, pixelGrid: PixelGrid(scale: 2, borderWidth: 1))
            .offsetBy(dx: request.viewOrigin.x, dy: request.viewOrigin.y)
        #expect(svg.contains(#"<path d="\#(outline.svgPathData)" fill="url(#g2)"/>"#))
        #expect(svg.contains(#"<feGaussianBlur stdDeviation="4"/>"#))   // classic's blur 12 / 3
        #expect(svg.contains(##"<stop offset="0" stop-color="#5C6E8F"/>"##))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func svgParsesAsXML() throws {
        let svg = try PopoverRenderer.data(SkinRenderRequest(style: .system, size: CGSize(width: 150, height: 90), direction: .up), format: .svg)
        #expect(XMLParser(data: svg).parse())
    }

    @Test(arguments: [
        (CGSize(width: 20, height: 10), ArrowDirection.up, 2, "size: must be at least 62,39 for an up arrow in system, got 20,10"),
        (CGSize(width: 200, height: 100), ArrowDirection.left, 4, "scale: must be 1, 2 or 3, got 4"),
        (CGSize(width: CGFloat.infinity, height: 100), ArrowDirection.down, 2, "size: must be finite, got inf,100"),
        (CGSize(width: 1e9, height: 100), ArrowDirection.down, 3, "size: must fit a canvas of at most 16384 pixels a side and 20000000 in all at 3x, got 1000000000,100"),
    ])
    func badRequestsAreErrorsNamingTheField(size: CGSize, direction: ArrowDirection, scale: Int, message: String) {
        let request = SkinRenderRequest(style: .system, size: size, direction: direction, scale: scale)
        do {
            _ = try PopoverRenderer.image(request)
            Issue.record("rendered a bad request")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func writeIsWholeOrNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("skin.svg")
        try PopoverRenderer.write(request, to: good)
        #expect(FileManager.default.fileExists(atPath: good.path))
        #expect(throws: RenderError.unknownFormat(".jpg")) {
            try PopoverRenderer.write(request, to: directory.appendingPathComponent("skin.jpg"))
        }
        #expect(throws: RenderError.self) {
            try PopoverRenderer.write(request, to: directory.appendingPathComponent("missing/skin.png"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["skin.svg"])
    }

    /// Issue 22: the library's message reads as the command line's rule for `-o`.
    @Test func aWriteErrorReadsAsTheCommandLinesRule() {
        let error = RenderError.write(path: "/no/such/folder/skin.png", reason: "no such folder: /no/such/folder")
        #expect(error.description == "cannot write /no/such/folder/skin.png (no such folder: /no/such/folder)")
    }

    /// A read-only file system read "permission denied" (issue 32): Foundation reports it
    /// as its own error, without the system's, and the reason is now the system's words.
    @Test func aReadOnlyFileSystemIsCalledSo() {
        let folder = FileManager.default.temporaryDirectory
        #expect(AtomicFile.reason(for: folder, error: CocoaError(.fileWriteVolumeReadOnly)) == "read-only file system")
        #expect(AtomicFile.reason(for: folder, error: CocoaError(.fileWriteOutOfSpace)) == "no space left on device")
    }

    @Test func galleryDrawsEveryStyleRow() throws {
        let one = GallerySheet(styles: [.orange], scale: 1)
        let two = GallerySheet(styles: [.orange, .noir], scale: 1)
        let short = GalleryGridSheet(styles: one.styles, scale: 1), tall = GalleryGridSheet(styles: two.styles, scale: 1)
        let spacing = GalleryGridSheet.Spacing.regular
        #expect(tall.canvasSize.height - short.canvasSize.height == 2 * spacing.cell.height)
        let image = try short.image()
        // The first popover of the light panel is orange: sample its body's centre.
        let left = spacing.margin + spacing.rowLabelWidth + (spacing.cell.width - GalleryGridSheet.popover.width) / 2
        let top = spacing.titleHeight + spacing.panelHeader + (spacing.cell.height - GalleryGridSheet.popover.height) / 2
        let centre = image.pixel(x: Int(left + GalleryGridSheet.popover.width / 2), y: Int(top + GalleryGridSheet.popover.height / 2 + 7))
        #expect(centre.r == 255 && centre.g == 149 && centre.b == 0)
        #expect(throws: PopoverInputError.self) { try GallerySheet(scale: 5).data(.png) }
    }

    @Test func diagramDrawsThePlacementToScale() throws {
        let request = PlacementRequest(anchor: CGRect(x: 500, y: 40, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 1024, height: 768),
                                       contentSize: CGSize(width: 320, height: 200))
        let diagram = try PlacementDiagram(request: request, style: .orange, scale: 1)
        let sheet = DiagramSheet(diagram: diagram)
        #expect(sheet.canvasSize == CGSize(width: 1024 + 48, height: 768 + 48 + 56))
        let image = try sheet.image()
        let body = diagram.placement.body
        let centre = image.pixel(x: Int(body.midX + DiagramSheet.margin), y: Int(body.midY + DiagramSheet.margin))
        #expect(centre.r == 255 && centre.g == 149 && centre.b == 0)
    }
}
