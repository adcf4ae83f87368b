#if canImport(CCairo)
import Foundation
import PopoverCore
import Testing
@testable import PopoverRender

/// The fast shadow (blur the body once at its smallest, stretch it, add the arrow) against
/// blurring the whole outline.
@Suite struct NinePartShadowTests {
    @Test(arguments: PopoverStyle.builtIn, ArrowDirection.allCases)
    func stretchedShadowEqualsTheFullBlur(style: PopoverStyle, direction: ArrowDirection) throws {
        for (scale, blur, offset) in [(1, CGFloat(10), CGFloat(-77)), (2, 12, 0), (3, 7.5, 31)] {
            let layout = BackgroundLayout(size: CGSize(width: 233, height: 141), direction: direction, arrowOffset: offset, metrics: style.metrics)
            let grid = PixelGrid(scale: CGFloat(scale), borderWidth: style.border?.width.points(atScale: CGFloat(scale)) ?? 0)
            let outline = PopoverOutline.path(for: layout, pixelGrid: grid).offsetBy(dx: 30, dy: 30)
            let body = PopoverOutline.alignedBody(for: layout, pixelGrid: grid)
            let shape = ShadowShape(outline: outline, body: (body.rect.offsetBy(dx: 30, dy: 30), body.radius), arrow: layout.arrow?.rect.offsetBy(dx: 30, dy: 30))
            let s = CGFloat(scale), radius = Int((blur * s).rounded()), shift = CGPoint(x: 2, y: 6)
            let region = outline.bounds.offsetBy(dx: shift.x, dy: shift.y).insetBy(dx: -blur, dy: -blur)
            let origin = (x: Int((region.minX * s).rounded(.down)), y: Int((region.minY * s).rounded(.down)))
            let width = Int((region.maxX * s).rounded(.up)) - origin.x, height = Int((region.maxY * s).rounded(.up)) - origin.y
            let rasterize = { (path: PopoverPath, origin: (x: Int, y: Int), width: Int, height: Int) in
                CairoCanvas.coverage(of: path, origin: origin, width: width, height: height, scale: s)
            }
            let fast = NinePartShadow(scale: s, radius: radius, rasterize: rasterize)
                .mask(of: shape, body: try #require(shape.body), offset: shift, origin: origin, width: width, height: height)
            var full = rasterize(outline.offsetBy(dx: shift.x, dy: shift.y), origin, width, height)
            full.blur(radius: radius)
            let worst = zip(fast.bytes, full.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 3, "\(style.name) \(direction) at \(scale)x: differs by \(worst)/255")
        }
    }
}
#endif
