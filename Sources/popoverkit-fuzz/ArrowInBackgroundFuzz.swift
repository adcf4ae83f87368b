import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender

/// Skins whose arrow is drawn into their backgrounds, with hostile numbers and PNGs, some
/// directions left out and some arrows fixed in the art: the
/// layout keeps every piece finite and inside the view and its image whatever the numbers;
/// composing draws the view's size or refuses with ``PopoverInputError``.
enum ArrowInBackgroundFuzz {
    static let area = FuzzArea(name: "drawnArrow", weight: 2) { random in
        let h = random.pick([0.0, 0.05, 0.3])
        func image() -> ArrowBackgroundImage<Data> {
            ArrowBackgroundImage(
                image: ImageFuzz.mutatedPNGOrReal(&random),
                size: CGSize(width: random.value(1...80, hostileChance: h), height: random.value(1...80, hostileChance: h)),
                capInsets: PopoverInsets(top: random.value(0...40, hostileChance: h), left: random.value(0...40, hostileChance: h),
                                         bottom: random.value(0...40, hostileChance: h), right: random.value(0...40, hostileChance: h)),
                arrowCentre: random.value(0...80, hostileChance: h)
            )
        }
        /// A direction's images, or none (a skin with only some directions; sometimes none at all).
        func set() -> ArrowBackgroundSet<Data>? {
            guard random.chance(0.85) else { return nil }
            var set = ArrowBackgroundSet(main: image(), secondStretchCap: random.value(0...20, hostileChance: h),
                                         leadingCorner: random.chance(0.5) ? image() : nil, trailingCorner: random.chance(0.5) ? image() : nil)
            set.fixedArrow = random.chance(0.3)
            return set
        }
        let pngs = ArrowInBackgroundSkin(up: set(), down: set(), right: set(), left: random.chance(0.2) ? set() : nil)
        let size = CGSize(width: random.value(1...400, hostileChance: h), height: random.value(1...300, hostileChance: h))
        let direction = random.pick(ArrowDirection.allCases), offset = random.value(-300...300, hostileChance: h)
        let metrics = FuzzInputs.metrics(&random, hostileChance: h)
        let layout = ArrowInBackgroundLayout(size: size, direction: direction, arrowOffset: offset, skin: pngs, metrics: metrics,
                                             scale: random.value(1...3, hostileChance: h))
        for piece in layout.pieces {
            let d = piece.destination, s = piece.source
            guard [d.minX, d.minY, d.width, d.height, s.minX, s.minY, s.width, s.height].allSatisfy(\.isFinite),
                  d.minX >= -1e-6, d.minY >= -1e-6, d.maxX <= layout.bounds.maxX + 1e-6, d.maxY <= layout.bounds.maxY + 1e-6
            else { return "piece \(piece) outside \(layout.bounds)" }
        }
        let scale = random.chance(0.05) ? random.int(-1...5) : random.int(1...3)
        return try ImageFuzz.composed(width: size.width, scale: scale) {
            let skin = try ArrowInBackgroundImages.loose(pngs, metrics: metrics, imageScale: random.chance(0.05) ? random.int(-1...5) : 1)
            return try SkinCompositor.compose(skin, size: size, direction: direction, arrowOffset: offset, scale: scale)
        }
    }
}

extension ArrowInBackgroundFuzz {
    /// `skin inspect` without an arrow file, on art whose arrow we drew: the built-in styles
    /// rendered small (their arrow drawn into the body), at random directions, offsets and
    /// scales. The reading finds the arrow on the side it was drawn or refuses; what it reads
    /// validates and composes.
    static let readArea = FuzzArea(name: "readArrow", weight: 1) { random in
        let style = random.pick(PopoverStyle.builtIn), direction = random.pick([ArrowDirection.up, .down, .left, .right])
        let scale = random.int(1...3)
        let size = CGSize(width: random.value(20...120, hostileChance: 0.05), height: random.value(20...120, hostileChance: 0.05))
        let offset = random.value(-40...40)
        let art: RenderedImage
        do {
            art = try PopoverRenderer.image(SkinRenderRequest(style: style, size: size, direction: direction, arrowOffset: offset, scale: scale))
        } catch is PopoverInputError {
            return FuzzOutcome.refused
        }
        let reading: ArrowInBackgroundInspection
        do {
            reading = try ArrowInBackgroundInspection(art, imageScale: scale)
        } catch is PopoverInputError {
            return FuzzOutcome.refused
        }
        guard reading.direction == direction else {
            return "\(style.name) \(size) offset \(offset) at \(scale)x: read an arrow pointing \(reading.direction), drawn \(direction)"
        }
        let skin = ArrowInBackgroundInspection.skin(direction, reading.set.map { _ in art })
        try skin.validate(metrics: reading.metrics)
        return try ImageFuzz.composed(width: 140, scale: scale) {
            try SkinCompositor.compose(ArrowInBackgroundImages(skin: skin, metrics: reading.metrics, imageScale: scale),
                                       size: CGSize(width: 140, height: 100), direction: direction, arrowOffset: random.value(-60...60), scale: scale)
        }
    }
}
