import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// An asset catalog as Xcode writes it (no skin.json): the slicing in the background's
/// Contents.json, the metrics and arrangement given in code.
@Suite struct XcodeCatalogTests {
    /// MBPopoverBackgroundView's red skin as an Xcode catalog: 1x art only, the background
    /// sliced 12 px on every side (`resizing`), empty 2x and 3x slots as Xcode leaves them.
    static func catalog(slicing: String?) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-\(UUID().uuidString).xcassets")
        func set(_ name: String, _ file: String, resizing: String?) throws {
            let folder = url.appendingPathComponent("\(name).imageset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try RealSkin.png("MBPopoverBackgroundView", file).write(to: folder.appendingPathComponent(file))
            let sliced = resizing.map { ",\n      \"resizing\" : \($0)" } ?? ""
            try Data("""
                {
                  "images" : [
                    {
                      "filename" : "\(file)",
                      "idiom" : "universal"\(sliced),
                      "scale" : "1x"
                    },
                    {
                      "idiom" : "universal",
                      "scale" : "2x"
                    },
                    {
                      "idiom" : "universal",
                      "scale" : "3x"
                    }
                  ],
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  }
                }
                """.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        try set("popover-background-red", "popover-background-red.png", resizing: slicing)
        try set("popover-arrow-red", "popover-arrow-red.png", resizing: nil)
        return url
    }

    static let ninePart = #"{ "cap-insets" : { "bottom" : 12, "left" : 12, "right" : 12, "top" : 12 }, "center" : { "height" : 1, "mode" : "stretch", "width" : 1 }, "mode" : "9-part" }"#

    let real = RealSkin.mbPopoverBackgroundView.skin

    func load(_ url: URL, scale: Int = 2) throws -> ImageSkinImages {
        try ImageSkinCatalog.load(url, background: "popover-background-red", arrows: .rotated(up: "popover-arrow-red"),
                                  metrics: real.metrics, arrangement: real.arrangement, scale: scale, appearance: .light)
    }

    @Test func xcodesSlicingGivesTheCapInsetsAndTheSkinIsTheProjects() throws {
        let url = try Self.catalog(slicing: Self.ninePart)
        defer { try? FileManager.default.removeItem(at: url) }
        // A 2x device, 1x art: UIKit scales the 1x art up.
        let skin = try load(url)
        #expect(skin == real)
        #expect(skin.capInsets == .uniform(12) && skin.imageScale == 1)
        #expect(ImageSkinCheck.warnings(for: skin.geometry).isEmpty)
    }

    @Test func threePartSlicingCapsOneAxis() throws {
        let url = try Self.catalog(slicing: #"{ "cap-insets" : { "left" : 20, "right" : 21 }, "center" : { "mode" : "tile", "width" : 1 }, "mode" : "3-part-horizontal" }"#)
        defer { try? FileManager.default.removeItem(at: url) }
        let skin = try load(url, scale: 1)
        #expect(skin.capInsets == PopoverInsets(top: 0, left: 20, bottom: 0, right: 21))
        #expect(skin.arrangement.resizingMode == .tile)
    }

    @Test func aBackgroundWithoutSlicingSaysSo() throws {
        let url = try Self.catalog(slicing: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: PopoverInputError(field: "popover-background-red.imageset/Contents.json",
                                          rule: "must carry Xcode's slicing (resizing with cap-insets) for its 1x image", value: "none")) {
            try load(url)
        }
    }

    @Test func setNamesStayInsideTheCatalog() throws {
        let url = try Self.catalog(slicing: Self.ninePart)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: PopoverInputError.self) {
            try ImageSkinCatalog.load(url, background: "../elsewhere", arrows: .rotated(up: "popover-arrow-red"),
                                      metrics: real.metrics, scale: 1, appearance: .light)
        }
    }
}
