import Foundation
import Testing
@testable import PopoverCore
import PopoverInvariantChecks

/// The invariants of ARCHITECTURE.md, each over 10,000 generated requests (hostile values
/// included). A failure prints the seed; `SeededRandom(seed:)` replays it.
@Suite struct PlacementPropertyTests {
    /// Checks `property` on 10,000 solved placements: seeds run from 0 until that many
    /// requests were valid (about 6 in 10 are; the rest hold a hostile value and must
    /// be refused, which `badInputThrowsAndGoodInputDoesNot` checks).
    private func forAllPlacements(_ property: (PlacementRequest, Placement) -> String?) {
        var checked = 0, seed: UInt64 = 0, failures = 0
        while checked < 10_000 {
            defer { seed += 1 }
            var random = SeededRandom(seed: seed)
            let request = random.placementRequest(hostileChance: 0.04)
            guard PlacementOracle.isValid(request) else { continue }
            checked += 1
            let problem: String?
            do {
                problem = property(request, try Placement.solve(request))
            } catch where PlacementOracle.isNothingFits(error) && PlacementOracle.nothingFits(request) != false {
                continue
            } catch {
                problem = "valid input was refused: \(error)"
            }
            if let problem {
                failures += 1
                if failures <= 5 { Issue.record("seed \(seed): \(problem)") }
            }
        }
        if failures > 5 { Issue.record("\(failures) of \(checked) placements failed (first 5 shown)") }
    }

    @Test func badInputThrowsAndGoodInputDoesNot() {
        forAllSeeds { _, random in
            let request = random.placementRequest(hostileChance: 0.08)
            let valid = PlacementOracle.isValid(request)
            do {
                _ = try Placement.solve(request)
                return valid ? nil : "accepted invalid input \(request)"
            } catch where valid && PlacementOracle.isNothingFits(error) {
                return PlacementOracle.nothingFits(request) != false ? nil : "said nothing fits, but content has room: \(error)"
            } catch {
                return valid ? "refused valid input: \(error)" : nil
            }
        }
    }

    /// Issue 24: a placement whose body is 0 pt wide is no placement. Shrinking to keep
    /// inside, `solve` throws exactly when no permitted direction has room for 1 pt of each
    /// content side (or all of a smaller side), and a placement it returns shows that much.
    @Test func nothingFitsExactlyWhenNoDirectionHasRoomForContent() {
        var saidNothingFits = 0, placed = 0
        forAllSeeds { _, random in
            let request = random.placementRequest(hostileChance: 0)
            guard PlacementOracle.isValid(request), let expected = PlacementOracle.nothingFits(request) else { return nil }
            do {
                let p = try Placement.solve(request)
                placed += 1
                if expected { return "no direction has room for content, yet placed \(p.frame) with content \(p.content)" }
                guard request.options.keepInsideContainer, request.options.mayShrinkContent else { return nil }
                let tolerance = 1e-6 * max(1, p.frame.maxX.magnitude, p.frame.maxY.magnitude)
                let shows = p.content.width >= min(request.contentSize.width, 1) - tolerance
                    && p.content.height >= min(request.contentSize.height, 1) - tolerance
                return shows ? nil : "placed content \(p.content.size) for \(request.contentSize): less than 1 pt of a side"
            } catch where PlacementOracle.isNothingFits(error) {
                saidNothingFits += 1
                return expected ? nil : "said nothing fits, but a permitted direction has room: \(error)"
            } catch {
                return "refused valid input: \(error)"
            }
        }
        #expect(saidNothingFits > 50, "the generator rarely leaves no room: \(saidNothingFits) of \(placed + saidNothingFits)")
        #expect(placed > 5_000)
    }

    /// `overlapsAnchor` is true exactly when the popover covers part of the anchor: then
    /// the middle of their common part lies inside both; else no point of the anchor lies
    /// inside the frame (9 × 9 points across the anchor, its edges included).
    @Test func overlapsAnchorIsTrueExactlyWhenThePopoverCoversTheAnchor() {
        var overlapping = 0
        forAllPlacements { request, p in
            if p.overlapsAnchor { overlapping += 1 }
            return PlacementOracle.overlapsAnchorViolation(p, requestedAnchor: request.anchor)
        }
        #expect(overlapping > 100)
    }

    @Test func invariant1_directionIsPermitted() {
        forAllPlacements { request, placement in
            let permitted = PlacementOracle.permitted(request)
            if permitted.isEmpty { return placement.direction == .unknown ? nil : "no direction permitted, got \(placement.direction)" }
            return permitted.contains(placement.direction) ? nil : "\(placement.direction) not in \(permitted)"
        }
    }

    @Test func firstFittingDirectionInPreferenceOrderWins() {
        forAllPlacements { request, p in
            let fitting = PlacementOracle.permitted(request).filter { PlacementOracle.fitsFully(request, anchor: p.anchor, $0) }
            guard let first = fitting.first else { return nil }
            if fitting.contains(request.currentDirection) {
                return p.direction == request.currentDirection ? nil : "current \(request.currentDirection) still fits, got \(p.direction)"
            }
            guard !p.contentShrunk else { return "content shrunk although \(first) fits" }
            return p.direction == first ? nil : "\(first) is the first that fits, got \(p.direction) (fitting: \(fitting))"
        }
    }

    @Test func invariant2_insideTheContainerWheneverItCanFit() {
        forAllPlacements { request, placement in
            guard request.options.keepInsideContainer, request.options.mayShrinkContent,
                  PlacementOracle.canFit(request, anchor: placement.anchor) else { return nil }
            let inner = request.containerInsets.inset(request.container)
            let tolerance = 1e-6 * max(1, inner.maxX.magnitude, inner.maxY.magnitude)
            return inner.contains(placement.frame, tolerance: tolerance) ? nil : "frame \(placement.frame) outside \(inner)"
        }
    }

    /// Issue 11: never wholly outside the container when keeping inside — inside it
    /// whenever the popover is no larger than the container less its insets.
    @Test func invariant2_insideTheContainerWheneverItIsSmallerThanIt() {
        forAllPlacements { request, p in
            guard request.options.keepInsideContainer, request.options.mayShrinkContent, p.direction != .unknown else { return nil }
            let inner = request.containerInsets.inset(request.container)
            guard p.frame.width <= inner.width, p.frame.height <= inner.height else { return nil }
            let tolerance = 1e-6 * max(1, inner.maxX.magnitude, inner.maxY.magnitude)
            return inner.contains(p.frame, tolerance: tolerance) ? nil : "frame \(p.frame) outside \(inner) though it is smaller"
        }
    }

    @Test func invariant3_tipOnTheAnchorsNearEdgeOrFlagged() {
        forAllPlacements { request, p in
            guard let tip = p.arrowTip else { return nil }
            let a = p.anchor
            guard p.direction != .unknown else { return "an arrow tip without a direction" }
            let onEdge = PlacementOracle.tipIsOnNearEdge(tip, of: a, p.direction)
            let insideAnchor = a.insetBy(dx: -0.5, dy: -0.5).contains(tip)
            let acceptable = onEdge || (request.options.mayOverlapAnchor && p.overlapsAnchor && insideAnchor)
            if p.arrowClampedAwayFromAnchor {
                return acceptable ? "flagged as clamped, but the tip \(tip) is on the anchor \(a)" : nil
            }
            return acceptable ? nil : "tip \(tip) is off the anchor \(a) going \(p.direction), and not flagged"
        }
    }

    @Test func invariant4_arrowBaseOnTheStraightPartOfItsEdge() {
        forAllPlacements { _, p in
            guard let arrow = p.background.arrow else { return nil }
            return StraightEdge.violation(of: arrow, in: p.background)
        }
    }

    /// Where no permitted direction has room even for an empty popover, the popover
    /// stays inside the container by covering the anchor, and says so.
    @Test func invariant5_popoverDoesNotCoverTheAnchor() {
        forAllPlacements { request, p in
            guard p.direction != .unknown, !request.options.mayOverlapAnchor else { return nil }
            let canFit = PlacementOracle.canFit(request, anchor: p.anchor)
            if p.overlapsAnchor {
                return canFit ? "overlapsAnchor without mayOverlapAnchor although an empty popover fits beside the anchor" : nil
            }
            let overlap = p.frame.intersection(p.anchor)
            let area = overlap.isNull ? 0 : overlap.width * overlap.height
            let tolerance = 1e-6 * max(1, p.frame.width * p.frame.height)
            return area <= tolerance ? nil : "frame \(p.frame) covers anchor \(p.anchor) by \(area)"
        }
    }

    @Test func invariant6_contentInsideBodyAndEverythingFinite() {
        forAllPlacements { _, p in
            let rects = [p.frame, p.body, p.content, p.anchor]
            guard rects.allSatisfy(\.allFinite), p.arrowOffset.isFinite,
                  p.arrowTip.map({ $0.x.isFinite && $0.y.isFinite }) ?? true
            else { return "non-finite output \(p)" }
            let tolerance = 1e-9 * max(1, p.frame.maxX.magnitude, p.frame.maxY.magnitude)
            guard p.frame.contains(p.body, tolerance: tolerance) else { return "body \(p.body) outside frame \(p.frame)" }
            return p.body.contains(p.content, tolerance: tolerance) ? nil : "content \(p.content) outside body \(p.body)"
        }
    }

    /// A placement keeps what it needs to lay the background view out, and the background
    /// view is laid out again from the offset it is given: the tip and offset the solver
    /// reports are its layout's, exactly, and the view given `arrowOffset` (as UIKit gives
    /// it) draws the arrow where the placement says, to a rounding error.
    @Test func theBackgroundViewDrawsTheArrowWhereThePlacementSays() {
        forAllPlacements { _, p in
            let layout = p.background
            guard layout.bounds.size == p.frame.size, layout.direction == p.direction else {
                return "background \(layout.bounds) going \(layout.direction) for frame \(p.frame) going \(p.direction)"
            }
            let origin = p.frame.origin
            guard layout.arrowOffset == p.arrowOffset else { return "offset \(p.arrowOffset), its layout's \(layout.arrowOffset)" }
            let layoutTip = layout.arrow.map { CGPoint(x: $0.tip.x + origin.x, y: $0.tip.y + origin.y) }
            guard layoutTip == p.arrowTip else { return "tip \(String(describing: p.arrowTip)), its layout's \(String(describing: layoutTip))" }
            let view = BackgroundLayout(size: p.frame.size, direction: p.direction, arrowOffset: p.arrowOffset, metrics: layout.metrics)
            let tolerance = 1e-9 * max(1, p.frame.maxX.magnitude, p.frame.maxY.magnitude)
            guard let tip = p.arrowTip else { return view.arrow == nil ? nil : "an arrow in the view, none in the placement" }
            guard view.body == layout.body, let drawn = view.arrow?.tip else {
                return "the view laid out from arrowOffset \(p.arrowOffset) differs: \(view)"
            }
            let error = max(abs(drawn.x + origin.x - tip.x), abs(drawn.y + origin.y - tip.y))
            return error <= tolerance ? nil : "the view draws the tip \(error) pt from \(tip)"
        }
    }
}
