import Foundation
import Testing
@testable import PopoverCore
import PopoverInvariantChecks

/// Issue 34, item 4: `showsArrow = false` places a popover by the same rules on the same
/// sides, without an arrow, the gap measured from its body. Over 10,000 generated
/// requests (hostile values included) each.
@Suite struct ArrowlessPlacementPropertyTests {
    /// Solves `request` with and without an arrow, for every valid request that places
    /// both ways.
    private func forAllPairs(_ property: (PlacementRequest, _ arrowed: Placement, _ arrowless: Placement) -> String?) {
        var checked = 0, seed: UInt64 = 0, failures = 0
        while checked < 10_000 {
            defer { seed += 1 }
            var random = SeededRandom(seed: seed)
            var request = random.placementRequest(hostileChance: 0.04)
            request.options.gap = random.chance(0.5) ? 0 : random.value(0...24)
            guard PlacementOracle.isValid(request), let arrowed = try? Placement.solve(request) else { continue }
            var bare = request
            bare.options.showsArrow = false
            checked += 1
            let problem: String?
            do {
                problem = property(request, arrowed, try Placement.solve(bare))
            } catch {
                problem = "placed with an arrow, refused without one: \(error)"
            }
            if let problem {
                failures += 1
                if failures <= 5 { Issue.record("seed \(seed): \(problem)") }
            }
        }
        if failures > 5 { Issue.record("\(failures) of \(checked) placements failed (first 5 shown)") }
    }

    /// No arrow anywhere: no direction, tip or offset; the body is the whole frame and
    /// holds the content; everything finite.
    @Test func noArrowAndTheBodyIsTheFrame() {
        forAllPairs { _, _, p in
            guard p.direction == .unknown, p.arrowTip == nil, p.arrowOffset == 0 else { return "an arrow: \(p.direction), \(String(describing: p.arrowTip))" }
            guard p.body == p.frame else { return "body \(p.body) is not the frame \(p.frame)" }
            guard p.frame.allFinite, p.content.allFinite else { return "not finite: \(p.frame)" }
            return p.body.contains(p.content, tolerance: 1e-6 * max(1, p.frame.maxX.magnitude, p.frame.maxY.magnitude))
                ? nil : "content \(p.content) outside the body \(p.body)"
        }
    }

    /// The side is a permitted direction (none when none is permitted), and never later
    /// in the preference order than the first direction where the arrowed popover fits
    /// whole beside its anchor: without its arrow it is smaller, so it fits there too.
    @Test func theSideIsPermittedAndNoLaterThanTheArrowedOne() {
        var compared = 0
        forAllPairs { request, _, p in
            let permitted = PlacementOracle.permitted(request)
            if permitted.isEmpty { return p.side == .onAnchor ? nil : "no direction permitted, got side \(p.side)" }
            guard let index = permitted.firstIndex(of: p.side.arrowDirection) else { return "side \(p.side) not in \(permitted)" }
            guard !permitted.contains(request.currentDirection),
                  let fitting = permitted.firstIndex(where: { PlacementOracle.fitsFully(request, anchor: p.anchor, $0) }) else { return nil }
            compared += 1
            return index <= fitting ? nil : "side \(p.side) comes after \(permitted[fitting]), where it fits even with its arrow"
        }
        #expect(compared > 1_500)
    }

    /// Beside the anchor on its side, `gap` from it: the body's near edge is the gap away
    /// from the anchor's near edge (within 0.5 pt) unless the placement says it could not
    /// be (over the anchor, or held away by the container).
    @Test func theBodyKeepsTheGapFromTheAnchor() {
        var measured = 0
        forAllPairs { request, _, p in
            guard p.side != .onAnchor, !p.overlapsAnchor, !p.arrowClampedAwayFromAnchor else { return nil }
            let a = p.anchor, f = p.frame, gap = request.options.gap
            let distance: CGFloat = switch p.side {
            case .below: f.minY - a.maxY
            case .above: a.minY - f.maxY
            case .right: f.minX - a.maxX
            case .left: a.minX - f.maxX
            case .onAnchor: gap
            }
            measured += 1
            // Allowed over the anchor, the body may come nearer than the gap without reaching it.
            let kept = request.options.mayOverlapAnchor ? distance <= gap + 0.5 : abs(distance - gap) <= 0.5
            return kept ? nil : "side \(p.side): body \(distance) pt from the anchor, gap \(gap)"
        }
        #expect(measured > 3_000)
    }

    /// Kept inside the container less its insets whenever it is no larger than that.
    @Test func insideTheContainerWheneverItIsSmallerThanIt() {
        forAllPairs { request, _, p in
            guard request.options.keepInsideContainer, request.options.mayShrinkContent else { return nil }
            let inner = request.containerInsets.inset(request.container)
            guard p.frame.width <= inner.width, p.frame.height <= inner.height else { return nil }
            let tolerance = 1e-6 * max(1, inner.maxX.magnitude, inner.maxY.magnitude)
            return inner.contains(p.frame, tolerance: tolerance) ? nil : "frame \(p.frame) outside \(inner) though it is smaller"
        }
    }
}

/// The arrowless popover by example, and what depends on its side.
@Suite struct ArrowlessPlacementTests {
    /// A card 8 pt below a 44 pt button on an iPhone: the body's top is the button's
    /// bottom plus 8, its height the content's plus the insets (no arrow's height).
    @Test func aCardBelowItsButton() throws {
        let metrics = SkinMetrics(contentInsets: .uniform(6))
        let request = PlacementRequest(
            anchor: CGRect(x: 173, y: 100, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 390, height: 844),
            contentSize: CGSize(width: 200, height: 80), permittedDirections: [.up], metrics: metrics,
            options: PlacementOptions(gap: 8, showsArrow: false)
        )
        let p = try Placement.solve(request)
        #expect(p.side == .below)
        #expect(p.direction == .unknown)
        #expect(p.frame == CGRect(x: 89, y: 152, width: 212, height: 92))
        #expect(p.content == CGRect(x: 95, y: 158, width: 200, height: 80))
        var arrowed = request
        arrowed.options.showsArrow = true
        #expect(try Placement.solve(arrowed).frame.height == 92 + metrics.arrowHeight)
    }

    /// With an arrow the side is where the arrow points from; centred on the anchor it is
    /// on the anchor. Each side and arrow direction map to each other one to one.
    @Test func sidesAndArrowDirectionsMapOneToOne() {
        for direction in ArrowDirection.allCases {
            #expect(PopoverSide(arrowPointing: direction).arrowDirection == direction)
        }
        #expect(Set(ArrowDirection.allCases.map(PopoverSide.init(arrowPointing:))) == Set(PopoverSide.allCases))
        #expect(PopoverSide(arrowPointing: .up) == .below && PopoverSide(arrowPointing: .left) == .right)
    }

    /// With an arrow the side is the arrow's; centred on the anchor it is on the anchor.
    @Test func theSideOfArrowedAndCentredPopovers() throws {
        var request = PlacementRequest(
            anchor: CGRect(x: 173, y: 700, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 390, height: 844),
            contentSize: CGSize(width: 200, height: 80)
        )
        let arrowed = try Placement.solve(request)
        #expect(arrowed.side.arrowDirection == arrowed.direction)
        #expect(arrowed.side == .above)
        request.permittedDirections = []
        #expect(try Placement.solve(request).side == .onAnchor)
    }

    /// The measuring proposal of content without an arrow leaves out the arrow's height.
    @Test func theProposalHasNoArrow() {
        var request = PlacementRequest(
            anchor: CGRect(x: 20, y: 100, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 390, height: 844),
            contentSize: .zero, permittedDirections: [.up]
        )
        let arrowed = ContentFitting.proposal(for: request)
        request.options.showsArrow = false
        #expect(ContentFitting.proposal(for: request).height == arrowed.height + request.metrics.arrowHeight)
    }

    /// The options keep `showsArrow` through JSON, and older files without it show one.
    @Test func showsArrowRoundTripsAndDefaultsToTrue() throws {
        let options = PlacementOptions(gap: 4, showsArrow: false)
        let decoded = try JSONDecoder().decode(PlacementOptions.self, from: JSONEncoder().encode(options))
        #expect(decoded == options)
        #expect(try JSONDecoder().decode(PlacementOptions.self, from: Data(#"{"gap": 4}"#.utf8)).showsArrow)
    }
}
