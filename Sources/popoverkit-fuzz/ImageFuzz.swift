import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender

/// PNG reading, composing and asset catalogs with hostile files.
enum ImageFuzz {
    /// A few real PNGs to mutate: renders of built-in styles at small sizes.
    static let pngs: [Data] = PopoverStyle.builtIn.prefix(3).compactMap {
        try? PopoverRenderer.data(SkinRenderRequest(style: $0, size: CGSize(width: 60, height: 40), direction: .unknown, scale: 1), format: .png)
    }

    /// A PNG signature and IHDR declaring a size, then a mutated tail.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return bytes + [1, 0, 0, 0, 0, 0, 0, 0, 0]
    }

    static func mutatedPNG(_ r: inout FuzzRandom) -> Data {
        var bytes = [UInt8](r.pick(pngs))
        switch r.int(0...5) {
        case 0: // declare a huge or zero size, keep the data
            let sizes: [UInt32] = [0, 1, 4096, 4097, 16_000, 16_384, 16_385, 0x7FFF_FFFF, 0xFFFF_FFFF]
            let h = header(width: r.pick(sizes), height: r.pick(sizes))
            bytes.replaceSubrange(0..<min(bytes.count, h.count), with: h)
        case 1: // flip bytes
            for _ in 0..<r.int(1...16) { bytes[r.int(0...(bytes.count - 1))] ^= UInt8.random(in: 1...255, using: &r) }
        case 2: bytes = Array(bytes.prefix(r.int(0...bytes.count)))
        case 3: bytes = (0..<r.int(0...200)).map { _ in UInt8.random(in: 0...255, using: &r) }
        case 4: bytes = r.pick([Array("hello".utf8), [0xFF, 0xD8, 0xFF, 0xE0], Array("GIF89a".utf8), []])
        default: break
        }
        return Data(bytes)
    }

    static let pngArea = FuzzArea(name: "png", weight: 5) { random in
        let data = ImageFuzz.mutatedPNG(&random)
        do {
            let image = try PNGCodec.decode(data)
            let header = try PNGHeader(data)
            return image.width == header.width && image.height == header.height ? nil : "decoded size differs from the header"
        } catch is PopoverInputError {
            return FuzzOutcome.refused
        } catch is RenderError {
            return FuzzOutcome.refused
        }
    }

    static let composeArea = FuzzArea(name: "compose", weight: 2) { random in
        let h = random.pick([0.0, 0.02, 0.2])
        let insets = PopoverInsets(top: random.value(0...10, hostileChance: h), left: random.value(0...10, hostileChance: h),
                                   bottom: random.value(0...10, hostileChance: h), right: random.value(0...10, hostileChance: h))
        let arrows = random.chance(0.8) ? [ImageFuzz.mutatedPNGOrReal(&random)] : (0..<random.int(0...5)).map { _ in ImageFuzz.mutatedPNGOrReal(&random) }
        let size = CGSize(width: random.value(20...400, hostileChance: h), height: random.value(20...300, hostileChance: h))
        let scale = random.chance(0.05) ? random.int(-1...5) : random.int(1...3)
        return try ImageFuzz.composed(width: size.width, scale: scale) {
            var skin = try ImageSkinImages.loose(background: ImageFuzz.mutatedPNGOrReal(&random), capInsets: insets, arrows: arrows,
                                                 metrics: FuzzInputs.metrics(&random, hostileChance: h),
                                                 imageScale: random.chance(0.05) ? random.int(-1...5) : random.int(1...2))
            if random.chance(0.3) { skin.arrangement.resizingMode = .tile }
            _ = ImageSkinCheck.warnings(for: skin.geometry, popoverSize: size, direction: .up)
            return try SkinCompositor.compose(skin, size: size, direction: random.pick(ArrowDirection.allCases),
                                              arrowOffset: random.value(-100...100, hostileChance: h), scale: scale)
        }
    }

    /// A composition's outcome: `nil` when it is `width` points wide at `scale`, refused
    /// when it throws ``PopoverInputError`` or ``RenderError``, else the problem; any other
    /// error goes on to the harness.
    static func composed(width: CGFloat, scale: Int, _ compose: () throws -> RenderedImage) throws -> String? {
        do {
            let image = try compose()
            let expected = Int((width * CGFloat(scale)).rounded(.up))
            return image.width == expected ? nil : "composed width \(image.width), expected \(expected)"
        } catch is PopoverInputError {
            return FuzzOutcome.refused
        } catch is RenderError {
            return FuzzOutcome.refused
        }
    }

    static func mutatedPNGOrReal(_ r: inout FuzzRandom) -> Data {
        r.chance(0.8) ? r.pick(pngs) : mutatedPNG(&r)
    }
}
