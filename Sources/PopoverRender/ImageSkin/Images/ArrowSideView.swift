import Foundation
import PopoverCore

/// An image seen as if its arrow pointed up: `along` runs left to right for an up or down
/// arrow and top to bottom for a side one; `across` runs from the arrow's side inwards.
struct ArrowSideView {
    let image: RenderedImage
    let pointing: ArrowDirection

    init(_ image: RenderedImage, pointing: ArrowDirection) {
        self.image = image
        self.pointing = pointing
    }

    /// Pixels along the arrow's edge, and across it.
    var length: Int { pointing.isVertical ? image.width : image.height }
    var depth: Int { pointing.isVertical ? image.height : image.width }

    /// The pixel at `along`, `across` (0 on the arrow's side).
    func pixel(along a: Int, across c: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
        switch pointing {
        case .up: image.pixel(x: a, y: c)
        case .down: image.pixel(x: a, y: image.height - 1 - c)
        case .left: image.pixel(x: c, y: a)
        case .right, .unknown: image.pixel(x: image.width - 1 - c, y: a)
        }
    }

    /// The first and last pixel of art on line `across`, or `nil` for an empty line.
    func art(across c: Int) -> ClosedRange<Int>? {
        guard let first = (0..<length).first(where: { pixel(along: $0, across: c).a >= SkinPixels.opaque }),
              let last = (0..<length).last(where: { pixel(along: $0, across: c).a >= SkinPixels.opaque }) else { return nil }
        return first...last
    }

    /// Runs of consecutive lines that all match the run's first within
    /// ``ImageSkinInspection/uniformTolerance``: lines across the edge (`across`, from
    /// `from` on) or along it.
    func bands(lines count: Int, across: Bool, from start: Int) -> [(start: Int, end: Int, count: Int)] {
        let span = across ? length : depth - start, tolerance = ImageSkinInspection.uniformTolerance
        func close(_ a: UInt8, _ b: UInt8) -> Bool { abs(Int(a) - Int(b)) <= tolerance }
        /// Whether line `i` matches line `j`, pixel for pixel.
        func matches(_ i: Int, _ j: Int) -> Bool {
            (0..<span).allSatisfy { k in
                let p = across ? pixel(along: k, across: i) : pixel(along: i, across: start + k)
                let q = across ? pixel(along: k, across: j) : pixel(along: j, across: start + k)
                return close(p.b, q.b) && close(p.g, q.g) && close(p.r, q.r) && close(p.a, q.a)
            }
        }
        var bands: [(start: Int, end: Int, count: Int)] = []
        var runStart = start
        for i in (start + 1)..<max(start + 1, count + 1) where i == count || !matches(i, runStart) {
            if i - 1 > runStart { bands.append((runStart, i - 1, i - runStart)) }
            runStart = i
        }
        return bands
    }

    /// The body's far half (away from the arrow, which takes the lines before `body`) and
    /// its mirror image, arrow up: an image whose four corners are the body's two far
    /// corners, which the arrow does not touch.
    func farBody(from body: Int) -> RenderedImage {
        let half = max(1, (depth - body) - (depth - body) / 2)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length * half * 2 * 4)
        for row in 0..<(half * 2) {
            let c = row < half ? depth - 1 - row : depth - half + (row - half)
            for a in 0..<length {
                let p = pixel(along: a, across: c)
                bytes += [p.b, p.g, p.r, p.a]
            }
        }
        return RenderedImage(width: length, height: half * 2, bytes: bytes)
    }
}

/// An arrow sticking out of one side of the body, in an ``ArrowSideView``'s pixels.
struct ArrowSide {
    /// Lines from the edge to the body's first.
    let height: Int
    /// The arrow's centre line along the edge, in pixels: the mean of its lines' middles.
    let centre: Double
    /// The arrow's base along the edge, where its sides reach the body.
    let arrowStart: Int, arrowEnd: Int
    /// How much narrower the arrow's base is than the body: the better side wins.
    let contrast: Double

    /// The arrow on the view's side, or `nil` when the art on that side is as wide as the
    /// body. The arrow's lines widen steadily (its sides' slope); the lines where the art
    /// suddenly widens more (the base flaring into the body's border) are the body's.
    init?(_ view: ArrowSideView) {
        let counts = (0..<view.depth).map { view.art(across: $0)?.count ?? 0 }
        // The body's longest line; the tip's line under a quarter of it (a corner's first line is longer).
        guard let edge = counts.firstIndex(where: { $0 > 0 }), let body = counts.max(), counts[edge] * 4 < body,
              let tip = view.art(across: edge) else { return nil }
        guard let bodyLine = (edge..<view.depth).first(where: { counts[$0] * 5 >= body * 4 }), bodyLine - edge >= 3 else { return nil }
        let growths = ((edge + 1)..<bodyLine).map { counts[$0] - counts[$0 - 1] }.sorted()
        let slope = max(0, growths[growths.count / 2])
        var last = bodyLine - 1
        while last > edge + 1, counts[last] - counts[last - 1] > 2 * slope + 2 { last -= 1 }
        guard let base = view.art(across: last), (base.count + slope) * 5 < body * 4 else { return nil }
        // A triangle widens steadily; a rounded corner's curve widens fast, then slowly.
        let middle = (edge + last) / 2
        guard counts[middle] - counts[edge] <= 2 * (counts[last] - counts[middle]) + 2 else { return nil }
        let lines = (edge...last).compactMap { view.art(across: $0) }
        height = last + 1
        centre = lines.map { Double($0.lowerBound + $0.upperBound + 1) / 2 }.reduce(0, +) / Double(lines.count)
        arrowStart = base.lowerBound - slope / 2
        arrowEnd = base.upperBound + (slope + 1) / 2
        contrast = 1 - Double(tip.count) / Double(body)
    }
}
