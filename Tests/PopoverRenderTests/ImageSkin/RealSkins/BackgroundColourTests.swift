import Foundation
import PopoverCore
import PopoverImageSkin
@testable import PopoverRender
import Testing

/// Issue 21, fault 4: a skin whose body is no image. OpenIM's popover background
/// (openimsdk/openim-ios-demo, CustomPopoverBackgroundView.swift) fills a `UIView` with
/// #0C1C33 at 85% and rounds it by 15; only its arrow is a PNG (28×9 pt drawn into 14×9,
/// pointing down). OpenIM's art is AGPL and not ours to commit: KSCustomUIPopover's arrow,
/// also drawn pointing down (MIT), stands in. A colour whose alpha is 0 hides the body.
@Suite struct BackgroundColourTests {
    static let openIMJSON = """
        {"format": 1, "name": "OpenIM", "background": {"colour": "#0C1C33D9"},
         "arrows": {"up": "popover-black-bottom-arrow-image"},
         "metrics": {"cornerRadius": 15, "arrow": {"base": 14, "height": 9}, "contentInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0}},
         "placement": {"arrowOrientation": {"drawn": "down"}, "arrowImageSize": {"width": 14, "height": 9}, "backgroundCornerRadius": 15}}
        """

    /// A skin folder: the JSON and KS's down arrow at 1x and 2x.
    static func folder(_ json: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in ["popover-black-bottom-arrow-image.png", "popover-black-bottom-arrow-image@2x.png"] {
            try RealSkin.png("KSCustomUIPopover", file).write(to: folder.appendingPathComponent(file))
        }
        try json.write(to: folder.appendingPathComponent("skin.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The skin as the catalog `assets --skin` writes gives it back, composed.
    static func compose(_ json: String, direction: ArrowDirection = .up, offset: CGFloat = 0) throws -> RenderedImage {
        let folder = try Self.folder(json)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (manifest, pngs) = try ImageSkinFolder.read(folder.appendingPathComponent("skin.json"))
        let catalog = folder.appendingPathComponent("Skin.xcassets")
        try ImageSkinExporter.export(manifest, pngs: pngs).write(to: catalog)
        let (skin, _) = try ImageSkinCatalog.load(catalog, scale: 2, appearance: .light)
        return try SkinCompositor.compose(skin, size: CGSize(width: 200, height: 120), direction: direction, arrowOffset: offset, scale: 2)
    }

    @Test func skinJSONSaysAColourInsteadOfAnImage() throws {
        let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(Self.openIMJSON.utf8))
        #expect(manifest.backgroundColour == (try RGBAColor(hex: "#0C1C33D9")))
        #expect(manifest.artwork.imageNames == ["backgroundColour", "popover-black-bottom-arrow-image"])
        // Written back and read again, the same; the colour goes out as a colour, with no cap insets.
        let json = try JSONEncoder().encode(manifest)
        #expect(try JSONDecoder().decode(ImageSkinManifest.self, from: json) == manifest)
        #expect(String(decoding: json, as: UTF8.self).contains(##""background":{"colour":"#0C1C33D9"}"##))
        #expect(!String(decoding: json, as: UTF8.self).contains("capInsets"))
        let (_, pngs) = try ImageSkinFolder.read(try Self.folder(Self.openIMJSON).appendingPathComponent("skin.json"))
        let pixel = try PNGCodec.decode(try #require(pngs["backgroundColour"]?[1]))
        #expect(pixel.width == 1 && pixel.height == 1 && pixel.pixel(x: 0, y: 0) == (43, 24, 10, 217))
    }

    @Test func mistakesAreRefusedByName() {
        func refusal(_ from: String, _ to: String) -> String? {
            do {
                _ = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(Self.openIMJSON.replacingOccurrences(of: from, with: to).utf8))
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal("#0C1C33D9", "navy") == ##"background.colour: must be #RRGGBB or #RRGGBBAA, got "navy""##)
        #expect(refusal(#""colour":"#, #""color":"#) == #"background.color: is not a key here (known: colour; did you mean "colour"?), got "color""#)
        #expect(refusal(##""background": {"colour": "#0C1C33D9"},"##, ##""background": {"colour": "#0C1C33D9"}, "capInsets": {"top": 1, "left": 1, "bottom": 1, "right": 1},"##)
            == "capInsets: must be left out with a background colour (one colour stretches alike everywhere), got capInsets")
        #expect(refusal(##""background": {"colour": "#0C1C33D9"}"##, ##""background": 7"##)
            == ##"background: must be an image set's name or {"colour": "#RRGGBB" or "#RRGGBBAA"}, got something else"##)
        #expect(refusal(#""up": "popover-black-bottom-arrow-image""#, #""up": "backgroundColour""#)
            == #"arrows: must not be named backgroundColour, the image set of the background colour, got "backgroundColour""#)
    }

    /// OpenIM's look: the body is the colour, rounded by 15 pt; the arrow is KS's art.
    @Test func theBodyIsTheColourRoundedAndTheArrowTheArt() throws {
        let preview = try Self.compose(Self.openIMJSON)
        // The body: below the 9 pt arrow, 200 × 111 pt at 2x.
        let centre = preview.pixel(x: 200, y: 130)
        #expect(abs(Int(centre.b) - 43) <= 1 && abs(Int(centre.g) - 24) <= 1 && abs(Int(centre.r) - 10) <= 1 && centre.a == 217)
        // Rounded by 15 pt: the corner pixel is clear, a pixel 15 pt in on the diagonal is body.
        #expect(preview.pixel(x: 0, y: 18).a == 0 && preview.pixel(x: 399, y: 239).a == 0)
        #expect(preview.pixel(x: 30, y: 48).a == 217)
        // Along the straight top edge the body starts at the arrow's height, 9 pt.
        #expect(preview.pixel(x: 100, y: 17).a == 0 && preview.pixel(x: 100, y: 18).a == 217)
        // The arrow (KS's dark grey art, opaque, turned up) sits above the body at the centre.
        let arrow = preview.pixel(x: 200, y: 10)
        #expect(arrow.a == 255 && arrow.r == arrow.b && arrow.r < 40)
    }

    /// Alpha 0 hides the body: only the arrow is drawn ("iOS 7 style").
    @Test func aClearColourHidesTheBodyAndLeavesTheArrow() throws {
        let preview = try Self.compose(Self.openIMJSON.replacingOccurrences(of: "#0C1C33D9", with: "#00000000"), direction: .left, offset: 10)
        var drawn: [(Int, Int)] = []
        for y in 0..<preview.height { for x in 0..<preview.width where preview.pixel(x: x, y: y).a > 0 { drawn.append((x, y)) } }
        // Only the arrow: within its 9 × 14 pt frame on the left edge, 10 pt below the middle.
        #expect(!drawn.isEmpty)
        #expect(drawn.allSatisfy { $0.0 < 18 && abs($0.1 - 140) <= 14 }, "\(drawn.prefix(5))")
    }
}
