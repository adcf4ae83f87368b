import Foundation
import Testing
@testable import PopoverCore
import PopoverInvariantChecks

/// Issue 19's invariants over 10,000 generated requests each, with random alignments,
/// arrow positions, gaps and attachment points. A failure prints the seed.
@Suite struct PlacementControlPropertyTests {
    /// Runs `property` on 10,000 solved placements of valid controlled requests.
    private func forAllControlled(_ property: (PlacementRequest, Placement) -> String?) {
        var checked = 0, seed: UInt64 = 0, failures = 0
        while checked < 10_000 {
            defer { seed += 1 }
            var random = SeededRandom(seed: seed)
            let request = random.controlledPlacementRequest()
            guard PlacementOracle.isValid(request) else { continue }
            let problem: String?
            do {
                problem = property(request, try Placement.solve(request))
                checked += 1
            } catch where PlacementOracle.isNothingFits(error) {
                continue
            } catch {
                checked += 1
                problem = "valid input was refused: \(error)"
            }
            if let problem {
                failures += 1
                if failures <= 5 { Issue.record("seed \(seed): \(problem)") }
            }
        }
        if failures > 5 { Issue.record("\(failures) of \(checked) placements failed (first 5 shown)") }
    }

    private static func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.5) -> Bool {
        abs(a - b) <= tolerance + 1e-9 * max(abs(a), abs(b))
    }

    /// Invariant 3: the tip sits on the attachment point's place on the near edge plus the
    /// gap (or, with overlap allowed, no deeper than the anchor's far side plus the gap),
    /// unless the result says the arrow was clamped; without a point, on the near edge.
    @Test func theTipSitsWhereItAimsPlusTheGapUnlessFlagged() {
        forAllControlled { request, p in
            guard let tip = p.arrowTip, !p.arrowClampedAwayFromAnchor else { return nil }
            let a = p.anchor, gap = request.options.gap
            let aim = request.options.attachmentPoint?.location(in: a, layoutDirection: request.layoutDirection)
            let (along, across): (Bool, Bool)
            let overlap = request.options.mayOverlapAnchor
            switch p.direction {
            case .up:
                along = aim.map { Self.close(tip.x, $0.x) } ?? (tip.x >= a.minX - 0.5 && tip.x <= a.maxX + 0.5)
                across = overlap ? (tip.y >= a.minY + gap - 0.5 && tip.y <= a.maxY + gap + 0.5) : Self.close(tip.y, a.maxY + gap)
            case .down:
                along = aim.map { Self.close(tip.x, $0.x) } ?? (tip.x >= a.minX - 0.5 && tip.x <= a.maxX + 0.5)
                across = overlap ? (tip.y <= a.maxY - gap + 0.5 && tip.y >= a.minY - gap - 0.5) : Self.close(tip.y, a.minY - gap)
            case .left:
                along = aim.map { Self.close(tip.y, $0.y) } ?? (tip.y >= a.minY - 0.5 && tip.y <= a.maxY + 0.5)
                across = overlap ? (tip.x >= a.minX + gap - 0.5 && tip.x <= a.maxX + gap + 0.5) : Self.close(tip.x, a.maxX + gap)
            case .right:
                along = aim.map { Self.close(tip.y, $0.y) } ?? (tip.y >= a.minY - 0.5 && tip.y <= a.maxY + 0.5)
                across = overlap ? (tip.x <= a.maxX - gap + 0.5 && tip.x >= a.minX - gap - 0.5) : Self.close(tip.x, a.minX - gap)
            case .unknown:
                return "a tip without a direction"
            }
            return along && across ? nil : "\(p.direction.name) tip \(tip) misses aim \(aim.map { "\($0)" } ?? "edge") of \(a) with gap \(gap)"
        }
    }

    /// Alignment holds unless the result says the container moved the popover: the body's
    /// point at f of its length on the anchor's point at f (start following the layout
    /// direction for up and down arrows), or the arrow at the place asked for on the body.
    @Test func alignmentHoldsUnlessAdjusted() {
        var held = 0
        forAllControlled { request, p in
            guard p.direction != .unknown, !p.alignmentAdjusted else { return nil }
            held += 1
            let vertical = p.direction.isVertical, rtl = vertical && request.layoutDirection == .rightToLeft
            let (bodyStart, bodyLength) = vertical ? (p.body.minX, p.body.width) : (p.body.minY, p.body.height)
            let (anchorStart, anchorLength) = vertical ? (p.anchor.minX, p.anchor.width) : (p.anchor.minY, p.anchor.height)
            switch request.options.alignment {
            case let .fraction(f):
                let fromLow = rtl ? 1 - f : f
                let expected = anchorStart + fromLow * (anchorLength - bodyLength)
                return Self.close(bodyStart, expected) ? nil : "\(request.options.alignment) body starts at \(bodyStart), expected \(expected)"
            case let .arrow(at: position):
                guard let tip = p.arrowTip else { return "no tip" }
                let tipAlong = vertical ? tip.x : tip.y
                let fromStart = rtl ? (bodyStart + bodyLength) - tipAlong : tipAlong - bodyStart
                let requested: CGFloat
                switch position {
                case let .fraction(f): requested = f * bodyLength
                case let .points(points): requested = points
                }
                return Self.close(fromStart, requested) ? nil : "arrow \(fromStart) from the start, asked \(requested)"
            }
        }
        #expect(held > 1_500)
    }

    /// Along the arrow's edge the popover stays inside the container less its insets
    /// whenever it is no longer than that, whatever the alignment; content inside the
    /// body; nothing NaN; a permitted direction.
    @Test func theOtherInvariantsHoldWithControls() {
        forAllControlled { request, p in
            let values = [p.frame.minX, p.frame.minY, p.frame.width, p.frame.height, p.arrowOffset]
            guard values.allSatisfy(\.isFinite) else { return "not finite: \(p)" }
            guard p.body.contains(p.content, tolerance: 1e-6 * max(1, abs(p.body.maxX), abs(p.body.maxY))) else { return "content outside the body" }
            if request.options.keepInsideContainer, p.direction != .unknown {
                let inner = request.containerInsets.inset(request.container)
                let vertical = p.direction.isVertical
                let (low, high) = vertical ? (p.frame.minX, p.frame.maxX) : (p.frame.minY, p.frame.maxY)
                let (innerLow, innerHigh) = vertical ? (inner.minX, inner.maxX) : (inner.minY, inner.maxY)
                let tolerance = 1e-6 * max(1, abs(innerLow), abs(innerHigh))
                if high - low <= innerHigh - innerLow, low < innerLow - tolerance || high > innerHigh + tolerance {
                    return "\(p.direction.name) frame \(p.frame) leaves \(inner) along the arrow's edge"
                }
            }
            return request.permittedDirections.contains(p.direction) || p.direction == .unknown ? nil : "direction not permitted"
        }
    }

    /// Right to left with any alignment is the mirror image of left to right with the same
    /// alignment, the container mirrored, and left and right exchanged.
    @Test func rightToLeftIsTheMirrorImage() {
        var compared = 0, seed: UInt64 = 0
        while compared < 10_000 {
            defer { seed += 1 }
            var random = SeededRandom(seed: seed)
            var request = random.controlledPlacementRequest()
            request.layoutDirection = .leftToRight
            guard PlacementOracle.isValid(request) else { continue }
            let mirrored = Self.mirror(request)
            let ltr = try? Placement.solve(request), rtl = try? Placement.solve(mirrored)
            guard let ltr, let rtl else {
                #expect((ltr == nil) == (rtl == nil), "seed \(seed): one side refused")
                continue
            }
            // A popover longer than the room along its edge is pinned to the container's
            // left (or top) edge in either layout direction: no mirror image to compare.
            let inner = request.containerInsets.inset(request.container)
            guard ltr.frame.width <= inner.width else { continue }
            compared += 1
            let c = request.container
            let expected = CGRect(x: c.minX + c.maxX - ltr.frame.maxX, y: ltr.frame.minY, width: ltr.frame.width, height: ltr.frame.height)
            let tolerance = 1e-6 * max(1, abs(c.maxX), abs(c.minX), abs(c.maxY))
            let same = rtl.direction == ltr.direction.mirrored
                && abs(rtl.frame.minX - expected.minX) <= tolerance && abs(rtl.frame.minY - expected.minY) <= tolerance
                && abs(rtl.frame.width - expected.width) <= tolerance && abs(rtl.frame.height - expected.height) <= tolerance
                && rtl.alignmentAdjusted == ltr.alignmentAdjusted && rtl.arrowClampedAwayFromAnchor == ltr.arrowClampedAwayFromAnchor
            if !same {
                Issue.record("seed \(seed): \(request.options.alignment) LTR \(ltr.direction.name) \(ltr.frame) mirrors to \(expected), RTL gave \(rtl.direction.name) \(rtl.frame)")
                return
            }
        }
    }

    /// The request seen in a mirror: x reflected in the container's middle, left and right
    /// insets and directions exchanged, laid out right to left.
    static func mirror(_ request: PlacementRequest) -> PlacementRequest {
        var m = request
        let c = request.container, a = request.anchor
        m.anchor = CGRect(x: c.minX + c.maxX - a.maxX, y: a.minY, width: a.width, height: a.height)
        m.containerInsets = PopoverInsets(top: request.containerInsets.top, left: request.containerInsets.right,
                                          bottom: request.containerInsets.bottom, right: request.containerInsets.left)
        // Right to left already tries right before left when both are permitted.
        let both = request.permittedDirections.contains(.left) && request.permittedDirections.contains(.right)
        if !both { m.permittedDirections = request.permittedDirections.map(\.mirrored) }
        m.currentDirection = request.currentDirection.mirrored
        m.layoutDirection = .rightToLeft
        return m
    }

    /// Bad controls are refused by field.
    @Test(arguments: [
        (PlacementOptions(alignment: .fraction(1.5)), "options.alignment"),
        (PlacementOptions(alignment: .fraction(.nan)), "options.alignment"),
        (PlacementOptions(alignment: .arrow(at: .fraction(-0.1))), "options.alignment.arrowFraction"),
        (PlacementOptions(alignment: .arrow(at: .points(.infinity))), "options.alignment.arrowPoints"),
        (PlacementOptions(alignment: .arrow(at: .points(-3))), "options.alignment.arrowPoints"),
        (PlacementOptions(gap: -1), "options.gap"),
        (PlacementOptions(gap: .nan), "options.gap"),
        (PlacementOptions(attachmentPoint: AnchorPoint(x: 2, y: 0)), "options.attachmentPoint.x"),
        (PlacementOptions(attachmentPoint: AnchorPoint(x: 0, y: -.infinity)), "options.attachmentPoint.y"),
    ])
    func badControlsAreRefusedByField(options: PlacementOptions, field: String) {
        var request = PlacementRequest(anchor: CGRect(x: 100, y: 100, width: 44, height: 44),
                                       container: CGRect(x: 0, y: 0, width: 800, height: 600), contentSize: CGSize(width: 200, height: 100))
        request.options = options
        #expect(throws: PopoverInputError.self) { try Placement.solve(request) }
        do { _ = try Placement.solve(request) } catch let error as PopoverInputError {
            #expect(error.field == field)
        } catch { Issue.record("\(error)") }
    }
}
