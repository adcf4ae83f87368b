import Foundation
import PopoverInvariantChecks
import Testing
@testable import PopoverCore

/// Random arrangements of real displays (as System Settings lets them be arranged: each
/// touching one placed before it along an edge) with menu bars and a Dock: the flip
/// round-trips exactly, the display holding an anchor is the one it was put on, and a
/// popover kept inside the container lies inside that display's visible frame less the
/// margins, in AppKit's coordinates too.
@Suite struct ScreenSpacePropertyTests {
    /// Real displays' sizes in points: MacBook Air and Pro, iMac, Studio Display, 1080p and
    /// 1440p monitors, a portrait one.
    static let sizes: [CGSize] = [
        CGSize(width: 1440, height: 900), CGSize(width: 1470, height: 956), CGSize(width: 1512, height: 982),
        CGSize(width: 1728, height: 1117), CGSize(width: 2240, height: 1260), CGSize(width: 2560, height: 1440),
        CGSize(width: 1920, height: 1080), CGSize(width: 1280, height: 800), CGSize(width: 1080, height: 1920),
        CGSize(width: 3008, height: 1692),
    ]

    static func arrangement(_ random: inout SeededRandom) -> ScreenSpace {
        var frames: [CGRect] = []
        for index in 0..<Int.random(in: 1...4, using: &random) {
            let size = sizes.randomElement(using: &random)!
            guard index > 0 else { frames.append(CGRect(origin: .zero, size: size)); continue }
            // Touch a display placed before along one of its edges, offset along it,
            // retried until it overlaps none.
            for _ in 0..<20 {
                let base = frames.randomElement(using: &random)!
                let slideX = CGFloat(Int.random(in: Int(-size.width + 1)..<Int(base.width), using: &random))
                let slideY = CGFloat(Int.random(in: Int(-size.height + 1)..<Int(base.height), using: &random))
                let origin: CGPoint = switch Int.random(in: 0..<4, using: &random) {
                case 0: CGPoint(x: base.maxX, y: base.minY + slideY)
                case 1: CGPoint(x: base.minX - size.width, y: base.minY + slideY)
                case 2: CGPoint(x: base.minX + slideX, y: base.maxY)
                default: CGPoint(x: base.minX + slideX, y: base.minY - size.height)
                }
                let frame = CGRect(origin: origin, size: size)
                if frames.allSatisfy({ $0.intersection(frame).isEmpty }) { frames.append(frame); break }
            }
        }
        let screens = frames.enumerated().map { index, frame in
            // A menu bar on every display (separate Spaces), the Dock on the main one.
            let menuBar: CGFloat = [24, 25, 37].randomElement(using: &random)!
            var visible = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - menuBar)
            if index == 0 {
                let dock = CGFloat(Int.random(in: 0...120, using: &random))
                switch Int.random(in: 0..<3, using: &random) {
                case 0: visible = CGRect(x: visible.minX, y: visible.minY + dock, width: visible.width, height: visible.height - dock)
                case 1: visible = CGRect(x: visible.minX + dock, y: visible.minY, width: visible.width - dock, height: visible.height)
                default: visible = CGRect(x: visible.minX, y: visible.minY, width: visible.width - dock, height: visible.height)
                }
            }
            return ScreenSpace.Screen(frame: frame, visibleFrame: visible)
        }
        return ScreenSpace(screens: screens)
    }

    /// A coordinate on the 1/256 pt grid within ±2²⁰ pt.
    static func gridValue(_ random: inout SeededRandom, magnitude: Int = 1 << 20) -> CGFloat {
        CGFloat(Int.random(in: -magnitude * 256...magnitude * 256, using: &random)) / 256
    }

    @Test func theFlipRoundTripsExactly() {
        forAllSeeds { seed, random in
            let space = Self.arrangement(&random)
            let rect = CGRect(x: Self.gridValue(&random), y: Self.gridValue(&random),
                              width: abs(Self.gridValue(&random)), height: abs(Self.gridValue(&random)))
            let point = CGPoint(x: Self.gridValue(&random), y: Self.gridValue(&random))
            guard space.flipped(space.flipped(rect)) == rect else { return "seed \(seed): \(rect) does not round-trip" }
            guard space.flipped(space.flipped(point)) == point else { return "seed \(seed): \(point) does not round-trip" }
            // Heights and widths are kept; up and down swap.
            let flipped = space.flipped(rect)
            guard flipped.size == rect.size, flipped.minY == space.mainScreenTop - rect.maxY else {
                return "seed \(seed): \(rect) flips to \(flipped)"
            }
            return nil
        }
    }

    @Test func aPopoverStaysOnTheDisplayOfItsAnchor() {
        forAllSeeds(5_000) { seed, random in
            let space = Self.arrangement(&random)
            let index = Int.random(in: 0..<space.screens.count, using: &random)
            let screen = space.screens[index]
            let visible = screen.visibleFrame
            let size = CGSize(width: CGFloat(Int.random(in: 0...80, using: &random)), height: CGFloat(Int.random(in: 0...40, using: &random)))
            let anchor = CGRect(
                x: visible.minX + CGFloat(Int.random(in: 0...Int(visible.width - size.width), using: &random)),
                y: visible.minY + CGFloat(Int.random(in: 0...Int(visible.height - size.height), using: &random)),
                width: size.width, height: size.height)
            guard space.screenIndex(holding: anchor) == index else {
                return "seed \(seed): \(anchor) on display \(index) taken for \(String(describing: space.screenIndex(holding: anchor)))"
            }
            guard let container = space.container(for: anchor), container == space.flipped(visible) else {
                return "seed \(seed): container is not display \(index)'s visible frame"
            }
            let content = CGSize(width: CGFloat(Int.random(in: 20...600, using: &random)), height: CGFloat(Int.random(in: 20...500, using: &random)))
            let request = PlacementRequest(anchor: space.flipped(anchor), container: container, contentSize: content)
            guard let placement = try? Placement.solve(request) else {
                return "seed \(seed): no placement for \(anchor) on \(visible)"
            }
            let room = visible.insetBy(dx: 10, dy: 10)
            let panel = space.flipped(placement.frame)
            guard room.contains(panel) else { return "seed \(seed): panel \(panel) leaves \(room)" }
            // The arrow's side is the side on screen: a popover below its anchor (arrow
            // up) has its top at or under the anchor's bottom in AppKit's y-up space.
            if placement.direction == .up, panel.maxY > anchor.minY {
                return "seed \(seed): arrow up but panel \(panel) not below \(anchor)"
            }
            if placement.direction == .down, panel.minY < anchor.maxY {
                return "seed \(seed): arrow down but panel \(panel) not above \(anchor)"
            }
            return nil
        }
    }
}
