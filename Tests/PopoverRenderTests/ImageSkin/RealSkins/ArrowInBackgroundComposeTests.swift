import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// GIKPopoverBackgroundView's skin composed in four directions, at offsets 0 and ±1000 and
/// near both ends of each edge, with its project's numbers: facts read from the pixels.
@Suite struct ArrowInBackgroundComposeTests {
    static let size = CGSize(width: 220, height: 150)

    /// Offsets for a direction: the middle, far beyond each end, and near each end (28 pt
    /// from it, inside GIK's main-image range; 24 pt, where GIK takes the corner variant).
    static func offsets(_ direction: ArrowDirection) -> [CGFloat] {
        let half = (direction.isVertical ? size.width : size.height) / 2
        return [0, -1000, 1000, -(half - 28), half - 28, -(half - 24), half - 24]
    }

    static let cases: [(ArrowDirection, CGFloat)] = ArrowDirection.arrowed.flatMap { d in offsets(d).map { (d, $0) } }

    /// A composed view and its layout, with pixels read along the arrow's edge and in from it.
    struct Composed {
        let image: RenderedImage
        let layout: ArrowInBackgroundLayout
        let scale: CGFloat
        var direction: ArrowDirection { layout.direction }
        var edge: CGFloat { direction.isVertical ? layout.bounds.width : layout.bounds.height }
        var depthOfView: CGFloat { direction.isVertical ? layout.bounds.height : layout.bounds.width }
        var tipAlong: CGFloat { direction.isVertical ? layout.tip!.x : layout.tip!.y }
        var meeting: CGFloat { direction.isVertical ? layout.pieces[0].destination.maxX : layout.pieces[0].destination.maxY }

        /// The pixel whose square holds the point `along` the edge and `depth` in from the arrow's side.
        func pixel(along: CGFloat, depth: CGFloat) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
            pixel(alongPixel: Int((along * scale).rounded(.down)), depthPixel: Int((depth * scale).rounded(.down)))
        }

        func pixel(alongPixel a: Int, depthPixel d: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
            switch direction {
            case .up: image.pixel(x: a, y: d)
            case .down: image.pixel(x: a, y: image.height - 1 - d)
            case .left: image.pixel(x: d, y: a)
            default: image.pixel(x: image.width - 1 - d, y: a)
            }
        }

        /// The opaque run (alpha >= 128) along the edge at a depth, as pixel indices: first and last.
        func opaqueRun(depthPixel d: Int) -> (first: Int, last: Int)? {
            let pixels = Int((edge * scale).rounded())
            let opaque = (0..<pixels).filter { pixel(alongPixel: $0, depthPixel: d).a >= 128 }
            return opaque.first.map { ($0, opaque.last!) }
        }
    }

    static func compose(_ direction: ArrowDirection, _ offset: CGFloat, skin: ArrowInBackgroundImages = RealArrowInBackgroundSkin.gik2x, scale: Int = 2) throws -> Composed {
        let image = try SkinCompositor.compose(skin, size: size, direction: direction, arrowOffset: offset, scale: scale)
        return Composed(image: image, layout: skin.layout(size: size, direction: direction, arrowOffset: offset, scale: CGFloat(scale)), scale: CGFloat(scale))
    }

    @Test(arguments: cases)
    func theTipIsOnTheViewsEdgeAndTheArrowOnItsAnchor(direction: ArrowDirection, offset: CGFloat) throws {
        let c = try Self.compose(direction, offset)
        // The first line of art from the arrow's edge in is the image's own first line: the image's edge is the view's.
        let firstRow = try #require((0..<Int(c.depthOfView * c.scale)).first { c.opaqueRun(depthPixel: $0) != nil })
        let art = try #require(RealArrowInBackgroundSkin.gik2x.skin.image(c.layout.pieces[0].image)).image
        #expect(firstRow == Self.firstArtLine(art, pointing: direction), "\(direction) \(offset): art starts \(CGFloat(firstRow) / c.scale) pt in")
        #expect(firstRow <= 3, "the art's tip is 1.5 pt in at most")
        // Halfway down the arrow its run of art is centred on the anchor, or where the layout stopped it.
        let run = try #require(c.opaqueRun(depthPixel: Int(9.5 * c.scale)))
        let centre = CGFloat(run.first + run.last + 1) / 2 / c.scale
        let anchor = c.edge / 2 + offset
        let expected = c.layout.offsetWasClamped ? c.tipAlong : anchor
        #expect(abs(centre - expected) <= 0.5, "\(direction) \(offset): arrow centred at \(centre), expected \(expected)")
        #expect(c.layout.offsetWasClamped == (abs(c.tipAlong - anchor) > 0.25))
        // The run there is the arrow's width at half its height (base 37 pt): it is one arrow, not two or none.
        #expect(abs(CGFloat(run.last - run.first + 1) / c.scale - 37 / 2) <= 1.5, "\(direction) \(offset): run \(run)")
    }

    @Test(arguments: cases)
    func theArrowIsAttachedToTheVisibleBody(direction: ArrowDirection, offset: CGFloat) throws {
        let c = try Self.compose(direction, offset)
        for depth in stride(from: 2, through: 19 + 8, by: 0.5) as StrideThrough<CGFloat> {
            let a = c.pixel(along: c.tipAlong, depth: depth).a
            #expect(a >= 200, "\(direction) \(offset): alpha \(a) at \(depth) pt from the edge, a gap between arrow and body")
        }
    }

    @Test(arguments: cases)
    func nothingIsOpaqueOutsideTheBodyButTheArrowAndTheArrowKeepsOffTheCorners(direction: ArrowDirection, offset: CGFloat) throws {
        let c = try Self.compose(direction, offset)
        let radius: CGFloat = 7, half: CGFloat = 37 / 2
        // Beside the body on the arrow's side, art is the arrow's only: within its base of the tip.
        for depth in stride(from: 0, to: 19, by: 0.5) as StrideTo<CGFloat> {
            guard let run = c.opaqueRun(depthPixel: Int(depth * c.scale)) else { continue }
            let first = CGFloat(run.first) / c.scale, last = CGFloat(run.last + 1) / c.scale
            #expect(first >= c.tipAlong - half - 0.5 && last <= c.tipAlong + half + 0.5, "\(direction) \(offset): art from \(first) to \(last) at \(depth) pt")
            // The main image keeps the arrow's base off both rounded corners.
            if c.layout.variant == .main { #expect(first >= radius && last <= c.edge - radius, "\(direction) \(offset): \(first)…\(last)") }
        }
        // The rounded corners the arrow does not replace stay round: the body's outermost corner pixel is clear.
        let ends: [CGFloat] = switch c.layout.variant {
        case .main: [0.25, c.edge - 0.25]
        case .leadingCorner: [c.edge - 0.25]
        case .trailingCorner: [0.25]
        }
        for along in ends {
            #expect(c.pixel(along: along, depth: 19.25).a < 64, "\(direction) \(offset): the corner at \(along) is filled")
            #expect(c.pixel(along: along, depth: c.depthOfView - 0.25).a < 64, "\(direction) \(offset): the far corner at \(along) is filled")
        }
    }

    @Test(arguments: cases.filter { RealArrowInBackgroundSkin.gik2x.layout(size: size, direction: $0.0, arrowOffset: $0.1, scale: 2).variant == .main })
    func theStretchesMeetWithNoSeam(direction: ArrowDirection, offset: CGFloat) throws {
        let c = try Self.compose(direction, offset)
        let seam = Int((c.meeting * c.scale).rounded())
        // Across the body, the pixels either side of the meeting are the same colour, and opaque.
        for d in Int(20 * c.scale)..<Int((c.depthOfView - 2) * c.scale) {
            let before = c.pixel(alongPixel: seam - 1, depthPixel: d), after = c.pixel(alongPixel: seam, depthPixel: d)
            let step = [abs(Int(before.r) - Int(after.r)), abs(Int(before.g) - Int(after.g)), abs(Int(before.b) - Int(after.b)), abs(Int(before.a) - Int(after.a))].max()!
            #expect(step <= 2 && after.a >= 240, "\(direction) \(offset): a step of \(step) at the meeting, \(CGFloat(d) / c.scale) pt in")
        }
    }

    @Test(arguments: [ArrowDirection.up, .down, .right, .left])
    func theArrowMeetsTheBodyInTheArtsOwnColours(direction: ArrowDirection) throws {
        // GIK's art is a vertical gradient: whatever step it has from the arrow's base into
        // the body, the composed view has the same, none added.
        let c = try Self.compose(direction, 0)
        let main = try #require(RealArrowInBackgroundSkin.gik2x.skin.image(c.layout.pieces[0].image))
        let art = main.image, s = 2
        func artPixel(depth: CGFloat) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
            let along = Int(main.arrowCentre * CGFloat(s)), d = Int(depth * CGFloat(s))
            return switch direction {
            case .up: art.pixel(x: along, y: d)
            case .down: art.pixel(x: along, y: art.height - 1 - d)
            default: art.pixel(x: art.width - 1 - d, y: along)   // right, and left from the right image mirrored
            }
        }
        for depth in [17.5, 18.5, 19.5, 20.5, 22.0] as [CGFloat] {
            let composed = c.pixel(along: c.tipAlong, depth: depth), drawn = artPixel(depth: depth)
            let difference = [abs(Int(composed.r) - Int(drawn.r)), abs(Int(composed.g) - Int(drawn.g)), abs(Int(composed.b) - Int(drawn.b))].max()!
            #expect(difference <= 3, "\(direction): \(depth) pt in, composed \(composed), art \(drawn)")
        }
    }

    @Test func theDeclaredArrowCentresAreWhereTheArtsTipsAre() {
        // skin.json's arrowCentre for each image against its pixels: the middle of the tip's first rows of art.
        for gik in [RealArrowInBackgroundSkin.gik1x, RealArrowInBackgroundSkin.gik2x] {
            let s = CGFloat(gik.imageScale)
            for id in gik.skin.imageIDs {
                let image = gik.skin.image(id)!, art = image.image
                let across = id.direction.isVertical ? art.width : art.height
                let line = Self.firstArtLine(art, pointing: id.direction)
                // The middle of each of the next eight points' lines of art; their median.
                let centres = (1...Int(8 * s)).map { step in
                    let run = (0..<across).filter { Self.alpha(art, pointing: id.direction, line: line + step, $0) >= 128 }
                    return CGFloat(run.first! + run.last! + 1) / 2 / s
                }.sorted()
                let centre = centres[centres.count / 2]
                #expect(abs(centre - image.arrowCentre) <= 0.25, "\(id) at \(gik.imageScale)x: tip centred at \(centre), declared \(image.arrowCentre)")
            }
        }
    }

    /// The alpha of an image drawn with its arrow pointing `direction` (right for side images),
    /// `line` pixels in from the arrow's side, `i` pixels along it.
    static func alpha(_ art: RenderedImage, pointing direction: ArrowDirection, line: Int, _ i: Int) -> UInt8 {
        switch direction {
        case .up: art.pixel(x: i, y: line).a
        case .down: art.pixel(x: i, y: art.height - 1 - line).a
        default: art.pixel(x: art.width - 1 - line, y: i).a
        }
    }

    /// The first line holding art (alpha >= 128), from the arrow's side in.
    static func firstArtLine(_ art: RenderedImage, pointing direction: ArrowDirection) -> Int {
        let lines = direction.isVertical ? art.height : art.width, across = direction.isVertical ? art.width : art.height
        return (0..<lines).first { line in (0..<across).contains { alpha(art, pointing: direction, line: line, $0) >= 128 } } ?? lines
    }

    @Test func oneXArtKeepsTheArrowWithinHalfAPixelOfTheAnchor() throws {
        for direction in ArrowDirection.arrowed {
            for offset in stride(from: -20, through: 20, by: 3) as StrideThrough<CGFloat> {
                let c = try Self.compose(direction, offset, skin: RealArrowInBackgroundSkin.gik1x, scale: 1)
                let run = try #require(c.opaqueRun(depthPixel: 9))
                let centre = CGFloat(run.first + run.last + 1) / 2
                #expect(abs(centre - (c.edge / 2 + offset)) <= 0.5, "\(direction) \(offset): \(centre)")
            }
        }
    }

    @Test func withoutAnArrowTheBodyIsWholeAndClosed() throws {
        let image = try SkinCompositor.compose(RealArrowInBackgroundSkin.gik2x, size: Self.size, direction: .unknown, arrowOffset: 0, scale: 2)
        // As opaque as the art (247) across the middle from edge to edge (a pixel in), clear at the outermost corners.
        for x in 2..<(image.width - 2) { #expect(image.pixel(x: x, y: 150).a >= 240, "x \(x)") }
        for y in 2..<(image.height - 2) { #expect(image.pixel(x: 220, y: y).a >= 240, "y \(y)") }
        for (x, y) in [(0, 0), (image.width - 1, 0), (0, image.height - 1), (image.width - 1, image.height - 1)] {
            #expect(image.pixel(x: x, y: y).a == 0)
        }
    }
}
