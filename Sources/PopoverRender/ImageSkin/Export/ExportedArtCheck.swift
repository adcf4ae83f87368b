import Foundation
import PopoverCore
import PopoverImageSkin

/// The checks a skin exported from its own PNGs gets: every scale all its art has is
/// loaded as the device would and validated; the checks' warnings at the largest such
/// scale, and art whose size in points differs between scales, come back in plain words.
enum ExportedArtCheck {
    /// The warnings for `manifest` with its decoded images by set name and scale; throws
    /// ``/PopoverCore/PopoverInputError`` naming the scale when the art cannot draw there.
    static func warnings(_ manifest: ImageSkinManifest, images decoded: [String: [Int: RenderedImage]]) throws -> [String] {
        var warnings = sizeMismatches(manifest.artwork.imageNames, decoded)
        guard case let .separateArrow(background, capInsets, arrows, arrangement) = manifest.artwork else { return warnings }
        let shared = RenderScale.supported.filter { scale in manifest.artwork.imageNames.allSatisfy { decoded[$0]?[scale] != nil } }
        guard !shared.isEmpty else {
            throw PopoverInputError(field: "images", rule: "must have one scale (1x, 2x or 3x) at which every image set has art", value: "none in common")
        }
        for scale in shared {
            func art(_ name: String) -> RenderedImage { decoded[name]![scale]! }
            var skin = ImageSkinImages(background: art(background), capInsets: capInsets, arrows: arrows.map(art), metrics: manifest.metrics, imageScale: scale)
            skin.arrangement = arrangement
            do {
                try skin.validate()
            } catch let error as PopoverInputError {
                throw PopoverInputError(field: "\(scale)x art: \(error.field)", rule: error.rule, value: error.value)
            }
            if scale == shared.last { warnings += ImageSkinCheck.scoped(ImageSkinCheck.warnings(for: skin.geometry), to: manifest).map { "\(scale)x art: \($0)" } }
        }
        return warnings
    }

    /// Art whose size in points differs between its scales by more than a pixel: UIKit
    /// draws each scale at its own size, so the skin changes from screen to screen. (Half a
    /// point, as an odd-sized 2x image against its 1x, is the half-point check's to report.)
    private static func sizeMismatches(_ names: [String], _ decoded: [String: [Int: RenderedImage]]) -> [String] {
        names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.compactMap { name in
            let sizes = (decoded[name] ?? [:]).sorted { $0.key < $1.key }.map { scale, image in
                (scale: scale, width: CGFloat(image.width) / CGFloat(scale), height: CGFloat(image.height) / CGFloat(scale))
            }
            guard let largest = sizes.last, let odd = sizes.first(where: {
                abs($0.width - largest.width) * CGFloat(largest.scale) > 1 || abs($0.height - largest.height) * CGFloat(largest.scale) > 1
            }) else { return nil }
            func n(_ v: CGFloat) -> String { NumberText.format(v, decimals: 1) }
            return "\(name)@\(largest.scale)x.png is \(n(largest.width)) × \(n(largest.height)) pt but \(name)@\(odd.scale)x.png is "
                + "\(n(odd.width)) × \(n(odd.height)) pt: UIKit draws each at its own size, so the skin differs between screens; "
                + "make every scale the same size in points"
        }
    }
}
