import Foundation
import PopoverCore
import Testing
@testable import PopoverRender

/// A PNG signature and IHDR chunk declaring `width × height` (1-bit grey), nothing after:
/// what a decompression bomb shows before its data.
func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    bytes += [1, 0, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
}

/// Regression tests from issue 11 for PNG files and asset catalogs.
@Suite struct PNGAndCatalogHostileTests {
    /// A 16000×16000 1-bit PNG (31 KB) decoded to 2 GB; it is refused from its header.
    @Test func decompressionBombsAreRefusedFromTheHeader() {
        #expect(throws: PopoverInputError(
            field: "image", rule: "must be at most 16384 pixels a side and 20000000 pixels in all", value: "16000×16000 pixels"
        )) { try PNGCodec.decode(pngHeader(width: 16000, height: 16000)) }
        #expect(throws: PopoverInputError.self) { try PNGCodec.decode(pngHeader(width: 0x7FFF_FFFF, height: 1)) }
        #expect(throws: PopoverInputError.self) { try PNGCodec.decode(pngHeader(width: 0, height: 5)) }
    }

    /// The skin's budget multiplied a header's sides before the per-image check: sides of
    /// 2^32 − 1 overflowed and trapped (popoverkit-fuzz, compose area). Such a file is now
    /// refused by the per-image rule, and the budget counts only images within it.
    @Test func aSkinsBudgetRefusesHugeHeadersWithoutTrapping() {
        for (width, height) in [(UInt32.max, UInt32.max), (0x7FFF_FFFF, 0x7FFF_FFFF), (16000, 16000)] {
            var budget = PNGDecodingBudget()
            #expect(throws: PopoverInputError(
                field: "arrows", rule: "must be at most 16384 pixels a side and 20000000 pixels in all", value: "\(width)×\(height) pixels"
            )) { try budget.decode(pngHeader(width: width, height: height), field: "arrows") }
            #expect(budget.remainingPixels == PNGDecodingBudget.maximumTotalPixels)
        }
    }

    /// Text, JPEG and GIF files all said "out of memory".
    @Test func filesThatAreNotPNGSayWhatTheyAre() {
        let cases: [(Data, String)] = [
            (Data("hello, world\n".utf8), "a text file"),
            (Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]), "a JPEG file"),
            (Data("GIF89a".utf8), "a GIF file"),
            (Data(), "an empty file"),
        ]
        for (data, kind) in cases {
            #expect(throws: PopoverInputError(field: "image", rule: "must be a PNG file", value: kind)) { try PNGCodec.decode(data) }
        }
    }

    /// A real PNG with one byte of its data flipped (bad CRC) is a clear error, not a trap.
    @Test func corruptPNGDataIsAnError() throws {
        let request = SkinRenderRequest(style: .orange, size: CGSize(width: 100, height: 60), direction: .up, scale: 1)
        var png = [UInt8](try PopoverRenderer.data(request, format: .png))
        png[png.count / 2] ^= 0xFF
        #expect(throws: (any Error).self) { try PNGCodec.decode(Data(png)) }
    }

    private func exportedCatalog() throws -> (URL, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        let catalog = folder.appendingPathComponent("Orange.xcassets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ImageSkinExporter.export(style: .orange).write(to: catalog)
        return (folder, catalog.appendingPathComponent("orangePopoverBackground.imageset"))
    }

    /// Contents.json naming `../` led the reader out of the catalog.
    @Test func catalogFileNamesCannotLeaveTheirImageSet() throws {
        let (folder, set) = try exportedCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = folder.appendingPathComponent("outside.png")
        try FileManager.default.copyItem(at: set.appendingPathComponent("orangePopoverBackground@2x.png"), to: outside)
        let contents = set.appendingPathComponent("Contents.json")
        let text = try String(contentsOf: contents, encoding: .utf8)
            .replacingOccurrences(of: "\"orangePopoverBackground@2x.png\"", with: "\"../../outside.png\"")
        try text.write(to: contents, atomically: true, encoding: .utf8)
        #expect(throws: PopoverInputError(
            field: "orangePopoverBackground.imageset/Contents.json", rule: "must name a file inside orangePopoverBackground.imageset",
            value: "\"../../outside.png\""
        )) {
            _ = try ImageSkinCatalog.load(folder.appendingPathComponent("Orange.xcassets"), scale: 2, appearance: .light)
        }
    }

    /// A symlink inside an image set that points out of the catalog is refused.
    @Test func catalogSymlinksCannotLeaveTheCatalog() throws {
        let (folder, set) = try exportedCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = folder.appendingPathComponent("outside.png")
        let inside = set.appendingPathComponent("orangePopoverBackground@2x.png")
        try FileManager.default.moveItem(at: inside, to: outside)
        try FileManager.default.createSymbolicLink(at: inside, withDestinationURL: outside)
        do {
            _ = try ImageSkinCatalog.load(folder.appendingPathComponent("Orange.xcassets"), scale: 2, appearance: .light)
            Issue.record("the symlink was followed")
        } catch let error as PopoverInputError {
            #expect(error.rule == "must stay inside the catalog (a symlink leads out)")
        }
    }

    /// A catalog whose skin.json has cap insets of 1e308 crashed compose.
    @Test func catalogWithHugeCapInsetsIsRefused() throws {
        let (folder, _) = try exportedCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Orange.xcassets/orangePopoverSkin.dataset/skin.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
        object["capInsets"] = ["top": 1e308, "left": 1e308, "bottom": 1e308, "right": 1e308]
        try JSONSerialization.data(withJSONObject: object).write(to: manifest)
        #expect(throws: PopoverInputError(
            field: "orangePopoverSkin.dataset/skin.json: capInsets.top", rule: "must be at most 10000", value: "1e+308"
        )) {
            _ = try ImageSkinCatalog.load(folder.appendingPathComponent("Orange.xcassets"), scale: 2, appearance: .light)
        }
    }

    /// `.NAME.UUID.tmp` made names of 214–255 bytes unwritable; `-o x.png/` wrote `x.png`.
    @Test func atomicWritesTakeLongNamesAndRefuseFolderNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = folder.appendingPathComponent(String(repeating: "n", count: 251) + ".png")
        try AtomicFile.write(Data([1, 2, 3]), to: long)
        #expect(try Data(contentsOf: long) == Data([1, 2, 3]))
        let slash = URL(fileURLWithPath: folder.path + "/x.png/")
        #expect(throws: RenderError.self) { try AtomicFile.write(Data([1]), to: slash) }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [long.lastPathComponent])
    }

    /// Found by popoverkit-fuzz (render seed 1407374883557430): a render inside the canvas
    /// budget (4474×4101 px) could not be read back by the PNG reader's smaller budget.
    @Test func everyRenderWeWriteReadsBack() throws {
        var style = PopoverStyle.system
        style.shadow?.blur = 2000
        let request = SkinRenderRequest(style: style, size: CGSize(width: 300, height: 100), direction: .up, scale: 1)
        let png = try PopoverRenderer.data(request, format: .png)
        let header = try PNGHeader(png)
        #expect(header.width * header.height > 16_777_216)
        let image = try PNGCodec.decode(png)
        #expect(image.width == header.width && image.height == header.height)
    }

    /// Found by libFuzzer (catalog reader, LeakSanitizer): an empty image file leaked 4 KB
    /// in Foundation on every load; it is now known empty without reading and refused.
    @Test func emptyImageFileInACatalogIsRefusedPlainly() throws {
        let (folder, set) = try exportedCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: set.appendingPathComponent("orangePopoverBackground@2x.png"))
        #expect(throws: PopoverInputError(
            field: "orangePopoverBackground.imageset/orangePopoverBackground@2x.png", rule: "must be a PNG file", value: "an empty file"
        )) {
            _ = try ImageSkinCatalog.load(folder.appendingPathComponent("Orange.xcassets"), scale: 2, appearance: .light)
        }
    }
}
