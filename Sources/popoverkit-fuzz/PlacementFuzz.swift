import Foundation
import PopoverCore
import PopoverInvariantChecks

/// Placement: random requests, realistic and hostile, against ARCHITECTURE.md's invariants.
enum PlacementFuzz {
    static let area = FuzzArea(name: "placement", weight: 40) { random in
        let request = PlacementFuzz.request(&random)
        let valid = PlacementOracle.isValid(request)
        let placement: Placement
        do {
            placement = try Placement.solve(request)
        } catch let error as PopoverInputError {
            guard valid else { return FuzzOutcome.refused }
            // Nothing fits: right exactly where no permitted direction has room for content.
            if PlacementOracle.isNothingFits(error), PlacementOracle.nothingFits(request) != false { return FuzzOutcome.refused }
            return "refused valid input: \(error)"
        }
        if !valid { return "accepted invalid input \(request)" }
        return PlacementInvariants.violation(request, placement)
    }

    static func request(_ r: inout FuzzRandom) -> PlacementRequest {
        let h = r.pick([0.0, 0.0, 0.01, 0.05, 0.2])
        let presets = [CGSize(width: 1024, height: 768), CGSize(width: 390, height: 844), CGSize(width: 768, height: 1024), CGSize(width: 1e9, height: 1e9)]
        let size = r.chance(0.5) ? r.pick(presets) : CGSize(width: r.value(1...1400), height: r.value(1...1400))
        let scale: CGFloat = r.chance(0.1) ? r.pick([1e-6, 1e3, 1e6, 5e8]) : 1
        let container = CGRect(
            x: r.chance(0.8) ? 0 : r.value(-500...500, hostileChance: h) * scale,
            y: r.chance(0.8) ? 0 : r.value(-500...500, hostileChance: h) * scale,
            width: r.chance(h) ? r.hostileValue() : size.width * min(scale, 1),
            height: r.chance(h) ? r.hostileValue() : size.height * min(scale, 1)
        )
        let anchorSize = r.chance(0.2)
            ? CGSize(width: r.pick([0, 1, 1e-9]), height: r.pick([0, 1]))
            : CGSize(width: r.value(0...300, hostileChance: h), height: r.value(0...300, hostileChance: h))
        func coordinate(_ lower: CGFloat, _ extent: CGFloat, _ anchorExtent: CGFloat, _ r: inout FuzzRandom) -> CGFloat {
            let e = extent.isFinite ? max(0, min(extent, 1e9)) : 1000
            let a = anchorExtent.isFinite ? max(0, min(anchorExtent, 1e9)) : 10
            let l = lower.isFinite ? lower : 0
            switch r.int(0...5) {
            case 0: return l + r.value(-a...5)
            case 1: return l + e - a + r.value(-5...max(-5, a))
            default: return l + r.value(0...max(0, e - min(a, e)))
            }
        }
        let anchor = CGRect(
            x: r.chance(h) ? r.hostileValue() : coordinate(container.minX, container.width, anchorSize.width, &r),
            y: r.chance(h) ? r.hostileValue() : coordinate(container.minY, container.height, anchorSize.height, &r),
            width: anchorSize.width, height: anchorSize.height
        )
        let content = CGSize(
            width: r.chance(0.15) ? r.value(1000...3000) : r.value(0...500, hostileChance: h),
            height: r.chance(0.15) ? r.value(1000...3000) : r.value(0...500, hostileChance: h)
        )
        var permitted = ArrowDirection.arrowed.shuffled(using: &r)
        permitted.removeLast(r.int(0...4))
        if r.chance(0.1) { permitted.append(permitted.first ?? .unknown) }
        return PlacementRequest(
            anchor: anchor, container: container,
            containerInsets: r.chance(0.3) ? .uniform(10)
                : PopoverInsets(top: r.value(0...80, hostileChance: h), left: r.value(0...40, hostileChance: h),
                                bottom: r.value(0...60, hostileChance: h), right: r.value(0...40, hostileChance: h)),
            contentSize: content, permittedDirections: permitted, metrics: FuzzInputs.metrics(&r, hostileChance: h),
            options: options(&r, hostileChance: h),
            currentDirection: r.pick(ArrowDirection.allCases),
            layoutDirection: r.chance(0.2) ? .rightToLeft : .leftToRight
        )
    }
}

extension PlacementFuzz {
    /// The switches, and issue 19's controls half the time: alignments, arrow positions,
    /// gaps and attachment points, hostile with the given chance per field.
    static func options(_ r: inout FuzzRandom, hostileChance h: Double) -> PlacementOptions {
        var options = PlacementOptions(keepInsideContainer: r.chance(0.9), mayShrinkContent: r.chance(0.8), mayOverlapAnchor: r.chance(0.2))
        guard r.chance(0.5) else { return options }
        func unit(_ r: inout FuzzRandom) -> CGFloat {
            r.chance(h) ? r.hostileValue() : (r.chance(0.3) ? r.pick([0, 0.5, 1]) : r.value(0...1))
        }
        switch r.int(0...2) {
        case 0: options.alignment = .fraction(unit(&r))
        case 1: options.alignment = .arrow(at: .fraction(unit(&r)))
        default: options.alignment = .arrow(at: .points(r.value(0...400, hostileChance: h)))
        }
        options.gap = r.chance(0.4) ? 0 : r.value(0...40, hostileChance: h)
        if r.chance(0.6) { options.attachmentPoint = AnchorPoint(x: unit(&r), y: unit(&r)) }
        return options
    }
}

/// Shared generators.
enum FuzzInputs {
    static func metrics(_ r: inout FuzzRandom, hostileChance h: Double) -> SkinMetrics {
        SkinMetrics(
            arrowBase: r.value(1...60, hostileChance: h), arrowHeight: r.value(1...30, hostileChance: h),
            contentInsets: PopoverInsets(top: r.value(0...20, hostileChance: h), left: r.value(0...20, hostileChance: h),
                                         bottom: r.value(0...20, hostileChance: h), right: r.value(0...20, hostileChance: h)),
            cornerRadius: r.value(0...40, hostileChance: h), arrowTipRadius: r.value(0...10, hostileChance: h),
            arrowTipSkew: r.chance(0.5) ? 0 : r.value(0...20, hostileChance: h),
            arrowSides: r.chance(0.5) ? .straight : .curved
        )
    }
}

/// Marker results that are not failures.
enum FuzzOutcome {
    static let refused = "\u{0}refused"
}
