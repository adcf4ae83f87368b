import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverImageSkin

/// The inputs this core additions take, fed hostile numbers: NaN, ±∞, 1e308,
/// negative and zero sizes, scales and points. Nothing traps; what comes out is finite or
/// says there is nothing.
@Suite struct RecipeHostileTests {
    static let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, 0, -1, 1e-300]

    @Test func skinDrawingStaysFiniteForAnySizeAndScale() {
        forAllSeeds(2_000) { _, random in
            let style = PopoverStyle.builtIn.randomElement(using: &random)!
            let size = CGSize(width: random.value(0...2_000, hostileChance: 0.3), height: random.value(0...2_000, hostileChance: 0.3))
            let layout = BackgroundLayout(size: size, direction: ArrowDirection.allCases.randomElement(using: &random)!,
                                          arrowOffset: random.value(-500...500, hostileChance: 0.3), metrics: style.metrics)
            let scale = random.chance(0.3) ? Self.values.randomElement(using: &random)! : random.value(1...3)
            let drawing = SkinDrawing(style: style, layout: layout, appearance: random.chance(0.5) ? .light : .dark, scale: scale)
            let numbers = drawing.outline.svgPathData
            if numbers.contains("nan") || numbers.contains("inf") { return "outline \(numbers.prefix(80)) for \(size) @\(scale)" }
            for width in [drawing.border?.width, drawing.innerHighlight?.width].compactMap({ $0 }) where !(width.isFinite && width > 0) {
                return "stroke width \(width) @\(scale)"
            }
            if case let .linear(start, end, _) = drawing.fill, ![start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) {
                return "gradient \(start) → \(end) for \(size)"
            }
            if let unit = drawing.fill.unitEndpoints(in: size), ![unit.start.x, unit.start.y, unit.end.x, unit.end.y].allSatisfy(\.isFinite) {
                return "unit endpoints \(unit) for \(size)"
            }
            return nil
        }
    }

    @Test func hitTestingAPointThatIsNotANumberSaysNo() throws {
        let placement = try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 500, y: 40, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: CGSize(width: 320, height: 200)))
        // Not numbers, or far outside: never on the popover, whatever the other coordinate.
        let outside: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308]
        for x in outside {
            for y in Self.values + [100] {
                #expect(!placement.contains(pointInPopover: CGPoint(x: x, y: y)), "(\(x), \(y))")
                #expect(!placement.contains(pointInPopover: CGPoint(x: y, y: x)), "(\(y), \(x))")
            }
        }
    }

    @Test func aPieceWithHostileNumbersCropsNothingRatherThanGarbage() {
        for value in Self.values {
            for scale in Self.values + [2] {
                let piece = BackgroundPiece(image: ArrowBackgroundImageID(direction: .up, variant: .main),
                                            source: CGRect(x: value, y: 0, width: 20, height: value), capInsets: .zero,
                                            destination: CGRect(x: 0, y: 0, width: 20, height: 20), flippedHorizontally: false, flippedVertically: false)
                if let crop = piece.cropInPixels(imageSize: CGSize(width: 57, height: 51), scale: scale) {
                    #expect([crop.minX, crop.minY, crop.width, crop.height].allSatisfy { $0.isFinite }, "\(value) @\(scale): \(crop)")
                    #expect(crop.width > 0 && crop.height > 0, "\(value) @\(scale): \(crop)")
                }
            }
        }
    }

    @Test func theArtworkLayoutTakesHostileImageSizes() {
        for value in Self.values {
            let size = CGSize(width: value, height: value)
            for sizes in [ArrowImages.rotated(up: size), .perDirection(up: size, down: size, left: size, right: size)] {
                for direction in ArrowDirection.allCases {
                    let layout = ImageSkinLayout(size: CGSize(width: 200, height: 120), direction: direction, arrowOffset: value,
                                                 metrics: SkinMetrics(), arrangement: ImageSkinArrangement(), arrowImageSizes: sizes, scale: value)
                    if let frame = layout.arrowImage?.frame {
                        #expect([frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }, "\(value) \(direction) \(sizes.isRotated): \(frame)")
                    }
                    #expect(layout.visibleBody.width.isFinite && layout.backgroundImageRect.height.isFinite)
                }
            }
        }
    }
}
