import Foundation
import Testing
@testable import PopoverCore

/// Placement checks good input with comparisons alone and names a field only when one
/// fails (issue 23: validation was a quarter of a placement). These tests hold the quick
/// checks to the rules as ARCHITECTURE.md states them, written out here independently, over
/// values at and just past every edge: each input is accepted exactly when every rule
/// holds, and otherwise refused naming the first field, in the order the fields are checked.
@Suite struct QuickValidationPropertyTests {
    /// Values at and around every limit: zero of both signs, tiny, the length and
    /// coordinate limits and the next numbers past them, NaN and the infinities.
    private static let edges: [CGFloat] = [
        0, -0.0, 1, -1, 0.5, 1e-300, -1e-300, 7, 10_000, CGFloat(10_000).nextUp, -10_000,
        1e9, CGFloat(1e9).nextUp, -1e9, CGFloat(-1e9).nextDown, .nan, .infinity, -.infinity,
    ]

    /// A value usually ordinary (`ordinary`), sometimes an edge.
    private static func value(_ ordinary: CGFloat, _ random: inout SeededRandom) -> CGFloat {
        Double.random(in: 0..<1, using: &random) < 0.8 ? ordinary : edges.randomElement(using: &random)!
    }

    /// The rules a field must keep: finite and within `limit`, and at least or above zero.
    private enum Rule {
        case finite, nonNegative, positive, fraction

        func holds(_ v: CGFloat, limit: CGFloat) -> Bool {
            guard v.isFinite else { return false }
            switch self {
            case .finite: return abs(v) <= limit
            case .nonNegative: return v >= 0 && v <= limit
            case .positive: return v > 0 && v <= limit
            case .fraction: return v >= 0 && v <= 1
            }
        }
    }

    /// The first field in `fields` that breaks its rule, or `nil`.
    private static func firstBroken(_ fields: [(String, CGFloat, Rule, CGFloat)]) -> String? {
        fields.first { !$0.2.holds($0.1, limit: $0.3) }?.0
    }

    private static func metricsFields(_ m: SkinMetrics) -> [(String, CGFloat, Rule, CGFloat)] {
        let length = PopoverLimits.maximumLength
        return [
            ("cornerRadius", m.cornerRadius, .nonNegative, length), ("arrow.base", m.arrowBase, .positive, length),
            ("arrow.height", m.arrowHeight, .positive, length), ("arrow.tipRadius", m.arrowTipRadius, .nonNegative, length),
            ("arrow.tipSkew", m.arrowTipSkew, .nonNegative, length),
            ("contentInsets.top", m.contentInsets.top, .nonNegative, length), ("contentInsets.left", m.contentInsets.left, .nonNegative, length),
            ("contentInsets.bottom", m.contentInsets.bottom, .nonNegative, length), ("contentInsets.right", m.contentInsets.right, .nonNegative, length),
        ]
    }

    private static func randomMetrics(_ random: inout SeededRandom) -> SkinMetrics {
        SkinMetrics(
            arrowBase: value(36, &random), arrowHeight: value(13, &random),
            contentInsets: PopoverInsets(top: value(4, &random), left: value(0, &random), bottom: value(4, &random), right: value(0, &random)),
            cornerRadius: value(13, &random), arrowTipRadius: value(2, &random), arrowTipSkew: value(0, &random)
        )
    }

    /// What `error` names, or what else it was.
    private static func field(thrownBy work: () throws -> Void) -> String? {
        do { try work() } catch let error as PopoverInputError { return error.field } catch { return "unexpected \(error)" }
        return nil
    }

    @Test func metricsAreAcceptedExactlyWhenEveryRuleHolds() {
        var random = SeededRandom(seed: 23)
        var refused = 0
        for _ in 0..<20_000 {
            let metrics = Self.randomMetrics(&random)
            let expected = Self.firstBroken(Self.metricsFields(metrics))
            #expect(metrics.isValid == (expected == nil), "\(metrics)")
            #expect(Self.field { try metrics.validate() } == expected, "\(metrics)")
            if expected != nil { refused += 1 }
        }
        #expect(refused > 5_000 && refused < 19_000, "the edges were drawn too rarely or too often: \(refused)")
    }

    @Test func optionsAreAcceptedExactlyWhenEveryRuleHolds() {
        var random = SeededRandom(seed: 230)
        for _ in 0..<20_000 {
            let pick = Int.random(in: 0..<3, using: &random)
            let number = Self.value(pick == 2 ? 12 : 0.25, &random)
            let alignment: PopoverAlignment = [.fraction(number), .arrow(at: .fraction(number)), .arrow(at: .points(number))][pick]
            let alignmentField: (String, CGFloat, Rule, CGFloat) = [
                ("options.alignment", number, .fraction, 1), ("options.alignment.arrowFraction", number, .fraction, 1),
                ("options.alignment.arrowPoints", number, .nonNegative, PopoverLimits.maximumCoordinate),
            ][pick]
            let point = Bool.random(using: &random) ? AnchorPoint(x: Self.value(0.5, &random), y: Self.value(1, &random)) : nil
            let options = PlacementOptions(alignment: alignment, gap: Self.value(4, &random), attachmentPoint: point)
            var fields = [alignmentField, ("options.gap", options.gap, .nonNegative, PopoverLimits.maximumCoordinate)]
            if let point {
                fields += [("options.attachmentPoint.x", point.x, .fraction, 1), ("options.attachmentPoint.y", point.y, .fraction, 1)]
            }
            let expected = Self.firstBroken(fields)
            #expect(options.isValid == (expected == nil), "\(options)")
            #expect(Self.field { try options.validate() } == expected, "\(options)")
        }
    }

    /// A whole request: refused naming the first broken field in the solver's order
    /// (container, insets, anchor, content size, metrics, options); when every rule holds,
    /// refused at most for where the anchor lies, never for a number.
    @Test func requestsAreRefusedNamingTheFirstBrokenField() {
        var random = SeededRandom(seed: 2_300)
        let coordinate = PopoverLimits.maximumCoordinate
        var refused = 0
        for _ in 0..<20_000 {
            var request = PlacementRequest(
                anchor: CGRect(x: Self.value(500, &random), y: Self.value(40, &random), width: Self.value(44, &random), height: Self.value(44, &random)),
                container: CGRect(x: Self.value(0, &random), y: Self.value(0, &random), width: Self.value(1024, &random), height: Self.value(768, &random)),
                containerInsets: PopoverInsets(top: Self.value(24, &random), left: Self.value(10, &random), bottom: Self.value(30, &random), right: Self.value(10, &random)),
                contentSize: CGSize(width: Self.value(320, &random), height: Self.value(200, &random))
            )
            request.metrics = Bool.random(using: &random) ? Self.randomMetrics(&random) : SkinMetrics()
            request.options = PlacementOptions(gap: Self.value(0, &random))
            let c = request.container, i = request.containerInsets, a = request.anchor, s = request.contentSize
            let fields: [(String, CGFloat, Rule, CGFloat)] = [
                ("container.x", c.origin.x, .finite, coordinate), ("container.y", c.origin.y, .finite, coordinate),
                ("container.width", c.size.width, .nonNegative, coordinate), ("container.height", c.size.height, .nonNegative, coordinate),
                ("container.width", c.width, .positive, coordinate), ("container.height", c.height, .positive, coordinate),
                ("insets.top", i.top, .nonNegative, coordinate), ("insets.left", i.left, .nonNegative, coordinate),
                ("insets.bottom", i.bottom, .nonNegative, coordinate), ("insets.right", i.right, .nonNegative, coordinate),
                ("anchor.x", a.origin.x, .finite, coordinate), ("anchor.y", a.origin.y, .finite, coordinate),
                ("anchor.width", a.size.width, .nonNegative, coordinate), ("anchor.height", a.size.height, .nonNegative, coordinate),
                ("contentSize.width", s.width, .nonNegative, coordinate), ("contentSize.height", s.height, .nonNegative, coordinate),
            ] + Self.metricsFields(request.metrics) + [("options.gap", request.options.gap, .nonNegative, coordinate)]
            let expected = Self.firstBroken(fields)
            let named = Self.field { _ = try Placement.solve(request) }
            if let expected {
                refused += 1
                #expect(named == expected, "\(request)")
            } else {
                // Valid numbers may still leave no room: on the anchor, or on the style's
                // content insets or arrow when those alone do not fit (issue 32).
                #expect(named == nil || ["anchor", "contentInsets", "arrow"].contains(named), "valid numbers refused naming \(named ?? ""): \(request)")
            }
        }
        #expect(refused > 10_000, "the edges were drawn too rarely: \(refused)")
    }
}
