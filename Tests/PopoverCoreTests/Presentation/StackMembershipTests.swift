import Foundation
import Testing
@testable import PopoverCore

/// Hover tooltips stay out of the Escape key's and a touch's searches (issue 45: Escape
/// closed a tooltip instead of the popover the user meant, and a touch where a tooltip
/// was drawn counted as a touch on a popover above).
@Suite struct StackMembershipTests {
    @Test func escapeSkipsTooltipsAndPopoversGoing() {
        let sheet = StackMembership(isUp: true, isHoverTooltip: false)
        let going = StackMembership(isUp: false, isHoverTooltip: false)
        let tooltip = StackMembership(isUp: true, isHoverTooltip: true)
        #expect(StackMembership.escapeTarget(backToFront: [sheet, tooltip]) == 0)
        #expect(StackMembership.escapeTarget(backToFront: [sheet, going, tooltip]) == 0)
        #expect(StackMembership.escapeTarget(backToFront: [tooltip]) == nil)
        #expect(StackMembership.escapeTarget(backToFront: []) == nil)
        #expect(!tooltip.countsAsPopoverAbove && sheet.countsAsPopoverAbove && going.countsAsPopoverAbove)
        #expect(!tooltip.joinsStack && sheet.joinsStack)
    }

    /// 5,000 random stacks: the target is the front-most up non-tooltip (against a scan
    /// from the front), never a tooltip, and tooltips put anywhere change neither the
    /// Escape target nor whether a touch is on a popover above.
    @Test func tooltipsAnywhereChangeNeitherSearch() {
        forAllSeeds(5_000) { seed, random in
            let count = Int.random(in: 0...8, using: &random)
            let popovers = (0..<count).map { _ in
                StackMembership(isUp: Bool.random(using: &random), isHoverTooltip: Int.random(in: 0..<3, using: &random) == 0)
            }
            var expected: Int?
            for index in popovers.indices.reversed() where popovers[index].isUp && !popovers[index].isHoverTooltip {
                expected = index
                break
            }
            let target = StackMembership.escapeTarget(backToFront: popovers)
            guard target == expected else { return "seed \(seed): \(String(describing: target)) vs \(String(describing: expected)) in \(popovers)" }
            if let target, popovers[target].isHoverTooltip { return "seed \(seed): Escape chose a tooltip" }
            // Insert tooltips at random places: the same popover (by identity) is chosen.
            var withTips = popovers.enumerated().map { (id: $0.offset, member: $0.element) }
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let tip = (id: -1, member: StackMembership(isUp: Bool.random(using: &random), isHoverTooltip: true))
                withTips.insert(tip, at: Int.random(in: 0...withTips.count, using: &random))
            }
            let chosen = StackMembership.escapeTarget(backToFront: withTips.map(\.member)).map { withTips[$0].id }
            guard chosen == target else { return "seed \(seed): tooltips moved Escape from \(String(describing: target)) to \(String(describing: chosen))" }
            // A touch that lands on random popovers above: tooltips never make it "above".
            let hits = withTips.map { ($0.member, Bool.random(using: &random)) }
            let above = hits.contains { $0.0.countsAsPopoverAbove && $0.1 }
            let aboveWithoutTips = hits.filter { !$0.0.isHoverTooltip }.contains { $0.1 }
            guard above == aboveWithoutTips else { return "seed \(seed): a tooltip counted as a popover above" }
            return nil
        }
    }
}

/// The Mac's Escape rule, every row (issue 45: the rule lived in the Apple layer).
@Suite struct PanelEscapeTests {
    @Test func onlyTheTargetInItsWindowsWithNothingElseWantingTheKey() {
        var rows = 0
        for target in [false, true] {
            for inWindow in [false, true] {
                for modal in [false, true] {
                    for composing in [false, true] {
                        let escape = PanelEscape(isTarget: target, keyWindowIsPanelOrAnchorWindow: inWindow, modalWindowRuns: modal, composingText: composing)
                        let expected = target && inWindow && !modal && !composing
                        #expect(escape.reachesPanel == expected, "\(escape)")
                        rows += 1
                    }
                }
            }
        }
        #expect(rows == 16)
    }
}
