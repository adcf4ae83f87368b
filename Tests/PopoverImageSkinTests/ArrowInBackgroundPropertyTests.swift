import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverImageSkin

/// GIK's skin laid out in 10,000 random views, hostile sizes and offsets among them (NaN,
/// infinities, huge, negative): nothing breaks, and the arrow is where it should be.
@Suite struct ArrowInBackgroundPropertyTests {
    @Test func theLayoutHoldsForAnySizeAndOffset() {
        forAllSeeds { _, random in
            let h = 0.1
            let size = CGSize(width: random.chance(0.3) ? random.value(40...140, hostileChance: h) : random.value(140...2000, hostileChance: h),
                              height: random.chance(0.3) ? random.value(40...140, hostileChance: h) : random.value(140...2000, hostileChance: h))
            let direction = ArrowDirection.allCases.randomElement(using: &random)!
            let offset = random.chance(0.2) ? random.value(-3000...3000, hostileChance: h) : random.value(-400...400, hostileChance: h)
            let scale = random.chance(0.05) ? SeededRandom.hostile.randomElement(using: &random)! : CGFloat(Int.random(in: 1...3, using: &random))
            let l = ArrowInBackgroundLayout(size: size, direction: direction, arrowOffset: offset, skin: GIK.skin, metrics: GIK.metrics, scale: scale)
            return Self.problem(l, offset: offset, scale: scale)
        }
    }

    @Test func hostileSkinNumbersNeverEscapeTheView() {
        // Any numbers at all, even ones validate(metrics:) refuses: finite pieces inside the view, parts inside their images.
        forAllSeeds(3000) { _, random in
            func hostile(_ range: ClosedRange<CGFloat>) -> CGFloat { random.value(range, hostileChance: 0.3) }
            var skin = GIK.skin
            for id in skin.imageIDs {
                var image = skin.image(id)!
                image.size = CGSize(width: hostile(0...80), height: hostile(0...80))
                image.capInsets = PopoverInsets(top: hostile(0...60), left: hostile(0...60), bottom: hostile(0...60), right: hostile(0...60))
                image.arrowCentre = hostile(-10...80)
                skin.replace(id, with: image)
            }
            skin.up?.secondStretchCap = hostile(0...60)
            skin.right?.secondStretchCap = hostile(0...60)
            // Some directions left out (never all), some arrows fixed in the art.
            if random.chance(0.2) { skin.up = nil }
            if random.chance(0.2) { skin.down = nil }
            if random.chance(0.2), skin.up != nil || skin.down != nil { skin.right = nil }
            skin.up?.fixedArrow = random.chance(0.3)
            skin.right?.fixedArrow = random.chance(0.3)
            let size = CGSize(width: hostile(0...500), height: hostile(0...500))
            let l = ArrowInBackgroundLayout(size: size, direction: ArrowDirection.allCases.randomElement(using: &random)!, arrowOffset: hostile(-300...300),
                                            skin: skin, metrics: random.metrics(hostileChance: 0.2), scale: hostile(1...3))
            for piece in l.pieces {
                let image = skin.image(piece.image)!.sanitized
                guard piece.destination.allFinite, piece.source.allFinite, l.bounds.contains(piece.destination, tolerance: 1e-6),
                      CGRect(origin: .zero, size: image.size).contains(piece.source, tolerance: 1e-6),
                      [piece.capInsets.top, piece.capInsets.left, piece.capInsets.bottom, piece.capInsets.right].allSatisfy({ $0.isFinite && $0 >= 0 })
                else { return "\(piece) in \(l.bounds)" }
            }
            return l.tip.map { $0.x.isFinite && $0.y.isFinite && l.bounds.insetBy(dx: -1e-6, dy: -1e-6).contains($0) } == false ? "tip \(String(describing: l.tip))" : nil
        }
    }

    /// The first invariant the layout breaks, or `nil`.
    static func problem(_ l: ArrowInBackgroundLayout, offset: CGFloat, scale: CGFloat) -> String? {
        let bounds = l.bounds, tolerance: CGFloat = 1e-6
        guard bounds.allFinite, bounds.width >= 0, bounds.height >= 0 else { return "bounds \(bounds)" }
        for piece in l.pieces {
            guard piece.destination.allFinite, piece.source.allFinite, [piece.capInsets.top, piece.capInsets.left, piece.capInsets.bottom, piece.capInsets.right].allSatisfy({ $0.isFinite && $0 >= 0 })
            else { return "not finite: \(piece)" }
            guard bounds.contains(piece.destination, tolerance: tolerance), piece.destination.width >= 0, piece.destination.height >= 0 else {
                return "piece \(piece.destination) outside \(bounds)"
            }
            let image = GIK.skin.image(piece.image)!
            guard CGRect(origin: .zero, size: image.size).contains(piece.source, tolerance: tolerance) else { return "source \(piece.source) outside \(image.size)" }
        }
        // The pieces tile the view: along the edge they follow each other, across they fill it.
        let horizontal = l.direction == .unknown || l.direction.isVertical
        let edge = horizontal ? bounds.width : bounds.height
        var reached: CGFloat = 0
        for piece in l.pieces {
            let d = piece.destination
            let (start, end, across0, across1) = horizontal ? (d.minX, d.maxX, d.minY, d.maxY) : (d.minY, d.maxY, d.minX, d.maxX)
            guard abs(start - reached) <= tolerance, across0 == 0, abs(across1 - (horizontal ? bounds.height : bounds.width)) <= tolerance else {
                return "pieces do not tile: \(l.pieces.map(\.destination))"
            }
            reached = end
        }
        guard abs(reached - edge) <= tolerance else { return "pieces end at \(reached) of \(edge)" }
        guard l.direction != .unknown else { return l.tip == nil ? nil : "a tip without an arrow" }
        guard let tip = l.tip, tip.x.isFinite, tip.y.isFinite, l.arrowOffset.isFinite else { return "no finite tip" }
        // The tip is on the view's edge.
        let onEdge = switch l.direction {
        case .up: tip.y == 0
        case .down: tip.y == bounds.height
        case .left: tip.x == 0
        default: tip.x == bounds.width
        }
        guard onEdge else { return "tip \(tip) off the \(l.direction) edge of \(bounds)" }
        let along = horizontal ? tip.x : tip.y, half: CGFloat = 37 / 2, radius: CGFloat = 7
        let requested = edge / 2 + (offset.isFinite ? min(PopoverLimits.maximumExtent, max(-PopoverLimits.maximumExtent, offset)) : 0)
        let grid = scale.isFinite && scale > 0 ? min(64, max(1.0 / 64, scale)) : 1
        // The main image, in a view long enough for its caps: the arrow's centre is on the
        // anchor (within half a pixel), or stopped by the caps and said so; its base keeps
        // clear of both rounded corners.
        // Where GIK's main images can put the arrow unsqueezed: left cap + first trailing cap − the
        // arrow's distance to the split (9 + 37 − 18.5 = 27.5 across, 24 + 37 − 18.5 = 42.5 down),
        // and the second stretch's 9 + 18.5 from the far end.
        let main = horizontal ? (lowest: 27.5, highest: edge - 27.5) : (lowest: 42.5, highest: edge - 27.5)
        if l.variant == .main, main.lowest + 1 <= main.highest {
            if requested >= main.lowest, requested <= main.highest {
                guard abs(along - requested) <= 0.5 / grid + 1e-6, !l.offsetWasClamped else { return "arrow at \(along), asked for \(requested)" }
            } else {
                // Said to be clamped unless the clamp is within the pixel rounding.
                let said = l.offsetWasClamped || abs(along - requested) <= 0.5 / grid + 1e-6
                guard said, along >= main.lowest - 0.5 / grid - 1e-6, along <= main.highest + 0.5 / grid + 1e-6 else {
                    return "arrow at \(along) for \(requested), clamped \(l.offsetWasClamped)"
                }
            }
            guard along - half >= radius - 1e-6, along + half <= edge - radius + 1e-6 else { return "arrow \(along) ± \(half) over a corner of \(edge)" }
        }
        // A corner variant: the arrow at its end, where the art puts it, and only near that end.
        if l.variant != .main, edge >= 60 {
            let expected = l.variant == .leadingCorner ? (horizontal ? 52 - 28.5 : 23.75) : edge - (horizontal ? 52 - 28.5 : 67 - 43.5)
            guard abs(along - expected) <= 1e-6 else { return "\(l.variant) arrow at \(along), art at \(expected)" }
            let near = l.variant == .leadingCorner ? requested - half < radius : requested + half > edge - radius
            guard near else { return "\(l.variant) for an arrow asked at \(requested) of \(edge)" }
        }
        return nil
    }
}

extension ArrowInBackgroundSkin {
    /// The skin with one stored image's numbers replaced.
    mutating func replace(_ id: ArrowBackgroundImageID, with image: ArrowBackgroundImage<Image>) {
        func put(_ set: inout ArrowBackgroundSet<Image>) {
            switch id.variant {
            case .main: set.main = image
            case .leadingCorner: set.leadingCorner = image
            case .trailingCorner: set.trailingCorner = image
            }
        }
        switch id.direction {
        case .up: if var set = up { put(&set); up = set }
        case .down: if var set = down { put(&set); down = set }
        case .right: if var set = right { put(&set); right = set }
        case .left, .unknown: if var set = left { put(&set); left = set }
        }
    }
}
