import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// Real skins exported from their own PNGs with their projects' numbers
/// (``ImageSkinExporter/export(_:pngs:)``), and read back as the device and
/// `compose --assets` read them: the same images, caps, metrics and arrangement as the loose
/// files, the PNGs untouched, every scale checked.
@Suite struct ExportFromFilesTests {
    /// A fixture's image sets: set name → (scale → file).
    struct Packed {
        let real: [Int: RealSkin]
        let project: String
        let background: String
        let arrows: ArrowImages<String>
        let files: [String: [Int: String]]

        func manifest() throws -> ImageSkinManifest {
            let skin = try #require(real.values.first).skin
            return ImageSkinManifest(name: project, background: background, capInsets: skin.capInsets, arrows: arrows, metrics: skin.metrics, arrangement: skin.arrangement)
        }

        func images() -> [String: [Int: Data]] {
            files.mapValues { $0.mapValues { RealSkin.png(project, $0) } }
        }
    }

    static let fixtures: [Packed] = [
        Packed(
            real: [1: .wePopover, 2: .wePopover2x], project: "WEPopover", background: "popoverBg",
            arrows: .perDirection(up: "popoverArrowUp", down: "popoverArrowDown", left: "popoverArrowLeft", right: "popoverArrowRight"),
            files: Dictionary(uniqueKeysWithValues: ["popoverBg", "popoverArrowUp", "popoverArrowDown", "popoverArrowLeft", "popoverArrowRight"].map {
                ($0, [1: "\($0).png", 2: "\($0)@2x.png"])
            })
        ),
        Packed(
            real: [2: .ksCustomUIPopover], project: "KSCustomUIPopover", background: "bg",
            arrows: .perDirection(up: "top", down: "bottom", left: "left", right: "right"),
            files: ["bg": [2: "popover-black-bcg-image@2x.png"], "top": [2: "popover-black-top-arrow-image@2x.png"],
                    "bottom": [2: "popover-black-bottom-arrow-image@2x.png"], "left": [2: "popover-black-left-arrow-image@2x.png"],
                    "right": [2: "popover-black-right-arrow-image@2x.png"]]
        ),
        Packed(
            real: [1: .mbPopoverBackgroundView], project: "MBPopoverBackgroundView", background: "background", arrows: .rotated(up: "arrow"),
            files: ["background": [1: "popover-background-red.png"], "arrow": [1: "popover-arrow-red.png"]]
        ),
        Packed(
            real: [2: .ylfPopoverBackgroundView], project: "YLFPopoverBackgroundView", background: "background", arrows: .rotated(up: "arrow"),
            files: ["background": [2: "background@2x.png", 3: "background@3x.png"], "arrow": [2: "arrow@2x.png", 3: "arrow@3x.png"]]
        ),
    ]

    @Test(arguments: fixtures.indices)
    func aPackedRealSkinReadsBackAsItsLooseFiles(index: Int) throws {
        let fixture = Self.fixtures[index]
        let package = try ImageSkinExporter.export(try fixture.manifest(), pngs: fixture.images())
        // The designer's PNGs, byte for byte.
        for (set, byScale) in fixture.images() {
            for (scale, data) in byScale { #expect(package.files["\(set).imageset/\(set)@\(scale)x.png"] == data) }
        }
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("pack-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: catalog) }
        try package.write(to: catalog)
        for (scale, real) in fixture.real {
            let (loaded, manifest) = try ImageSkinCatalog.load(catalog, scale: scale, appearance: .light)
            #expect(loaded == real.skin, "\(fixture.project) at \(scale)x")
            #expect(manifest.artwork == (try fixture.manifest().artwork))
        }
        // The Xcode slicing alone (no skin.json) gives the same caps.
        let sliced = try ImageSkinCatalog.load(
            catalog, background: fixture.background, arrows: fixture.arrows, metrics: try fixture.manifest().metrics,
            arrangement: try #require(fixture.real.values.first).skin.arrangement, scale: 2, appearance: .light
        )
        #expect(sliced.capInsets == (try #require(fixture.real.values.first)).skin.capInsets)
    }

    @Test func aDeviceScaleWithoutArtFallsBackToTheArtThereIs() throws {
        let ks = Self.fixtures[1]
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("pack-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: catalog) }
        try ImageSkinExporter.export(try ks.manifest(), pngs: ks.images()).write(to: catalog)
        let (onThreeX, _) = try ImageSkinCatalog.load(catalog, scale: 3, appearance: .light)
        #expect(onThreeX == RealSkin.ksCustomUIPopover.skin)   // the 2x art, imageScale 2
    }

    @Test func halfPointArrowsAreReportedOnceNotOncePerCheck() throws {
        let we = Self.fixtures[0]
        let warnings = try ImageSkinExporter.export(try we.manifest(), pngs: we.images()).warnings
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("36×27 px at 2x, 18×13.5 pt") == true)
    }

    @Test func artOfAnotherSizeAtAnotherScaleIsReported() throws {
        let mb = Self.fixtures[2]
        var images = mb.images()
        // A 2x background that is not twice the 1x one: YLF's, 64 pt wide against MB's 40.
        images["background"]?[2] = RealSkin.png("YLFPopoverBackgroundView", "background@2x.png")
        images["arrow"]?[2] = RealSkin.png("MBPopoverBackgroundView", "popover-arrow-red.png")
        let warnings = try ImageSkinExporter.export(try mb.manifest(), pngs: images).warnings
        #expect(warnings.contains { $0.hasPrefix("background@2x.png is") && $0.contains("but background@1x.png is") && $0.contains("make every scale the same size in points") })
        #expect(warnings.contains { $0.hasPrefix("arrow@2x.png is") })
    }

    @Test func badArtIsRefusedNamingTheFileAndNothingIsMade() throws {
        let mb = Self.fixtures[2]
        var missing = mb.images()
        missing["arrow"] = nil
        #expect(throws: PopoverInputError(field: "images.arrow", rule: "must have a PNG at 1x, 2x or 3x", value: "none")) {
            try ImageSkinExporter.export(try mb.manifest(), pngs: missing)
        }
        var jpeg = mb.images()
        jpeg["background"]?[1] = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01])
        do {
            _ = try ImageSkinExporter.export(try mb.manifest(), pngs: jpeg)
            Issue.record("a JPEG was packed")
        } catch let error as PopoverInputError {
            #expect(error.field == "images.background.1x" && error.value.contains("JPEG"))
        }
        let mbSkin = RealSkin.mbPopoverBackgroundView.skin
        // MB's background is 128 pt square.
        let tooBig = ImageSkinManifest(name: "MB", background: "background", capInsets: .uniform(130), arrows: mb.arrows, metrics: mbSkin.metrics, arrangement: mbSkin.arrangement)
        #expect(throws: PopoverInputError(field: "1x art: capInsets.top", rule: "must lie inside the 128×128 pt background image", value: "130")) {
            try ImageSkinExporter.export(tooBig, pngs: mb.images())
        }
        var noCommonScale = mb.images()
        noCommonScale["arrow"] = [2: RealSkin.png("YLFPopoverBackgroundView", "arrow@2x.png")]
        #expect(throws: PopoverInputError(field: "images", rule: "must have one scale (1x, 2x or 3x) at which every image set has art", value: "none in common")) {
            try ImageSkinExporter.export(try mb.manifest(), pngs: noCommonScale)
        }
    }
}
