import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender

/// A real public skin from Tests/Fixtures/RealSkins, with its project's own numbers
/// expressed in our skin description (see each fixture's README.md).
struct RealSkin: Sendable, CustomStringConvertible {
    let name: String
    let skin: ImageSkinImages
    /// Whether the arrow and body art have the same colour where they meet (no step to keep).
    let flatArt: Bool

    var description: String { name }

    /// Tests/Fixtures/RealSkins, found from this file's path wherever the test folders nest.
    static let folder = URL(fileURLWithPath: String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/")!.upperBound)))
        .appendingPathComponent("Fixtures/RealSkins")

    static func png(_ project: String, _ file: String) -> Data {
        // A fixture that does not read is a broken checkout: fail loudly.
        FileManager.default.contents(atPath: folder.appendingPathComponent("\(project)/\(file)").path)!
    }

    static func make(
        _ project: String, background: String, capInsets: PopoverInsets, arrows: [String], metrics: SkinMetrics,
        arrangement: ImageSkinArrangement, imageScale: Int, flatArt: Bool = false
    ) -> RealSkin {
        var skin = try! ImageSkinImages.loose(
            background: png(project, background), capInsets: capInsets, arrows: arrows.map { png(project, $0) },
            metrics: metrics, imageScale: imageScale
        )
        skin.arrangement = arrangement
        return RealSkin(name: project, skin: skin, flatArt: flatArt)
    }

    /// WEPopover: four arrows, a 13 pt shadow margin, the arrow under the body;
    /// `stretchableImageWithLeftCapWidth: 31 topCapHeight: 31` on a 62 pt image.
    static func wePopover(scale: Int) -> RealSkin {
        let suffix = scale == 2 ? "@2x" : ""
        return make(
            "WEPopover", background: "popoverBg\(suffix).png", capInsets: PopoverInsets(top: 31, left: 31, bottom: 30, right: 30),
            arrows: ["Up", "Down", "Left", "Right"].map { "popoverArrow\($0)\(suffix).png" },
            metrics: SkinMetrics(arrowBase: 18, arrowHeight: 14, contentInsets: PopoverInsets(top: 17, left: 17, bottom: 17, right: 16), cornerRadius: 4),
            arrangement: ImageSkinArrangement(backgroundInsets: .uniform(13), arrowLayer: .underBody), imageScale: scale
        )
    }

    /// WEPopover's 1x art (its 2x arrows are half a point short: see the tests).
    static let wePopover = wePopover(scale: 1)
    static let wePopover2x = wePopover(scale: 2)

    /// KSCustomUIPopover: four arrows at 2x, the body 2 pt under the arrow, arrow kept 9 pt from the ends.
    static let ksCustomUIPopover = make(
        "KSCustomUIPopover", background: "popover-black-bcg-image@2x.png", capInsets: PopoverInsets(top: 49, left: 46, bottom: 49, right: 45),
        arrows: ["popover-black-top-arrow-image@2x.png", "popover-black-bottom-arrow-image@2x.png",
                 "popover-black-left-arrow-image@2x.png", "popover-black-right-arrow-image@2x.png"],
        metrics: SkinMetrics(arrowBase: 35, arrowHeight: 19, contentInsets: .uniform(8), cornerRadius: 9),
        arrangement: ImageSkinArrangement(bodyOverlap: 2), imageScale: 2
    )

    /// MBPopoverBackgroundView (red): one up arrow at 1x, flipped for down, rotated for the sides.
    static let mbPopoverBackgroundView = make(
        "MBPopoverBackgroundView", background: "popover-background-red.png", capInsets: .uniform(12), arrows: ["popover-arrow-red.png"],
        metrics: SkinMetrics(arrowBase: 44, arrowHeight: 16, contentInsets: .uniform(10), cornerRadius: 12),
        arrangement: ImageSkinArrangement(arrowOrientation: ArrowOrientation(drawn: .up, vertical: .flip)), imageScale: 1, flatArt: true
    )

    /// YLFPopoverBackgroundView: one arrow drawn pointing down (2x), flipped for up, rotated for the sides.
    static let ylfPopoverBackgroundView = make(
        "YLFPopoverBackgroundView", background: "background@2x.png", capInsets: .uniform(15), arrows: ["arrow@2x.png"],
        metrics: SkinMetrics(arrowBase: 25, arrowHeight: 12, cornerRadius: 15),
        arrangement: ImageSkinArrangement(arrowOrientation: ArrowOrientation(drawn: .down, vertical: .flip)), imageScale: 2, flatArt: true
    )

    static let all = [wePopover, ksCustomUIPopover, mbPopoverBackgroundView, ylfPopoverBackgroundView]
}
