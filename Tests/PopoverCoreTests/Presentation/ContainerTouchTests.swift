import Foundation
import Testing
@testable import PopoverCore

/// What a touch in the container does: the popover's own outline, popovers above and
/// below it, passthrough views, the dim and its hole, and the outside-tap choice, as a
/// table and over random screens.
@Suite struct ContainerTouchTests {
    /// The screen from the top down, as the user sees it: popovers above this one, this
    /// popover, passthrough views (usable whatever covers them), the dim (a spotlight's
    /// hole shows what is under it), popovers below, and the rest of the screen, where the
    /// outside-tap choice applies. The first layer under the finger answers.
    static func expected(_ rule: OutsideInteraction, onThis: Bool, above: Bool, passthrough: Bool, inHole: Bool, below: Bool) -> ContainerTouch {
        if above { return .passesThrough }
        if onThis { return .onPopover }
        if passthrough && rule.hasPassthroughViews { return .passesThrough }
        let dimTakesIt = rule.dim != .none && !(inHole && rule.dim.hasHole)
        if dimTakesIt { return [.dismiss, .dismissAndPassThrough].contains(rule.outsideTap) ? .dismisses(.outsideTap) : .blocked }
        if below { return .passesThrough }
        return switch rule.outsideTap {
        case .dismiss: .dismisses(.outsideTap)
        case .dismissAndPassThrough: .dismissesAndPassesThrough(.outsideTap)
        case .passThrough: .passesThrough
        case .block: .blocked
        }
    }

    /// Every rule and every combination of the five facts (a touch on this popover and a
    /// popover above it at once is on the one above: this popover's own view, not the
    /// rule, sees it first, so only touches off this popover are asked about one above).
    @Test(arguments: OutsideTap.allCases, [false, true])
    func table(tap: OutsideTap, passthrough: Bool) {
        for dim in OutsideInteractionTests.dims {
            let rule = OutsideInteraction(outsideTap: tap, hasPassthroughViews: passthrough, dim: dim)
            for facts in 0..<32 {
                let f = (0..<5).map { facts >> $0 & 1 == 1 }
                if f[0] && f[1] { continue }
                let touch = rule.touch(onThisPopover: f[0], onAPopoverAbove: f[1], onAPassthroughView: f[2], inDimHole: f[3], onAPopoverBelow: f[4])
                let expected = Self.expected(rule, onThis: f[0], above: f[1], passthrough: f[2], inHole: f[3], below: f[4])
                #expect(touch == expected, "\(tap) \(dim) passthrough views \(passthrough) facts \(f)")
            }
        }
    }

    /// The four choices on an empty screen, as the issue lists them.
    @Test func theFourChoices() {
        func tap(_ choice: OutsideTap) -> ContainerTouch {
            OutsideInteraction(outsideTap: choice, hasPassthroughViews: false)
                .touch(onThisPopover: false, onAPopoverAbove: false, onAPassthroughView: false, inDimHole: false, onAPopoverBelow: false)
        }
        #expect(tap(.dismiss) == .dismisses(.outsideTap))
        #expect(tap(.dismissAndPassThrough) == .dismissesAndPassesThrough(.outsideTap))
        #expect(tap(.passThrough) == .passesThrough)
        #expect(tap(.block) == .blocked)
        #expect(tap(.dismiss).isOutsideTap && !tap(.dismiss).reachesViewBelow)
        #expect(tap(.dismissAndPassThrough).isOutsideTap && tap(.dismissAndPassThrough).reachesViewBelow)
        #expect(!tap(.passThrough).isOutsideTap && tap(.passThrough).reachesViewBelow)
        #expect(tap(.block).isOutsideTap && !tap(.block).reachesViewBelow)
    }

    /// Random screens: this popover, others above and below, passthrough views, a dim
    /// with or without a spotlight on a random anchor, random taps. Every tap answers as
    /// the layers say; no tap on the dim outside its hole reaches below it unless on a
    /// passthrough view or a popover above; and a fact is asked only when the answer
    /// depends on it.
    @Test func randomScreens() {
        let container = CGRect(x: 0, y: 0, width: 390, height: 844)
        forAllSeeds(2_000) { _, random in
            func rect() -> CGRect {
                CGRect(x: random.value(0...300), y: random.value(0...700), width: random.value(1...200), height: random.value(1...200))
            }
            let this = rect(), anchor = rect()
            let above = (0..<Int.random(in: 0...2, using: &random)).map { _ in rect() }
            let below = (0..<Int.random(in: 0...2, using: &random)).map { _ in rect() }
            let passthrough = (0..<Int.random(in: 0...2, using: &random)).map { _ in rect() }
            let dims: [PopoverDim] = [.none, .standard, .spotlight(Spotlight(padding: random.value(0...20), cornerRadius: random.value(0...20)))]
            let dim = dims[Int.random(in: 0..<3, using: &random)]
            let rule = OutsideInteraction(outsideTap: OutsideTap.allCases[Int.random(in: 0..<4, using: &random)],
                                          hasPassthroughViews: !passthrough.isEmpty, dim: dim)
            for _ in 0..<20 {
                let tap = CGPoint(x: random.value(0...390), y: random.value(0...844))
                let onAbove = above.contains { $0.contains(tap) }, onThis = !onAbove && this.contains(tap)
                let onPassthrough = passthrough.contains { $0.contains(tap) }, onBelow = below.contains { $0.contains(tap) }
                let inHole = dim.holeContains(tap, around: anchor, in: container)
                var asked: [String] = []
                let touch = rule.touch(
                    onThisPopover: { asked.append("this"); return onThis }(),
                    onAPopoverAbove: { asked.append("above"); return onAbove }(),
                    onAPassthroughView: { asked.append("passthrough"); return onPassthrough }(),
                    inDimHole: { asked.append("hole"); return inHole }(),
                    onAPopoverBelow: { asked.append("below"); return onBelow }()
                )
                let expected = Self.expected(rule, onThis: onThis, above: onAbove, passthrough: onPassthrough, inHole: inHole, below: onBelow)
                if touch != expected { return "tap \(tap) gave \(touch), expected \(expected)" }
                if dim == .standard, touch.reachesViewBelow, !onAbove, !onPassthrough { return "a tap on a full dim reached below it" }
                if onThis, asked != ["this"] { return "asked \(asked) for a tap on the popover" }
                if passthrough.isEmpty, asked.contains("passthrough") { return "asked about passthrough views with none" }
                if !dim.hasHole, asked.contains("hole") { return "asked about a hole the dim does not have" }
            }
            return nil
        }
    }
}
