import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Issue 20, item 6: the rules over random sequences of what an app does (show a tip when
/// it is eligible, note events and endings, the clock moving on, sometimes back, resets).
@Suite struct TipLedgerPropertyTests {
    static let tips = ["share", "filter", "profile"]

    static func rules(_ random: inout SeededRandom) -> TipRules {
        TipRules(
            maximumDisplayCount: random.chance(0.5) ? Int.random(in: 0...4, using: &random) : nil,
            minimumInterval: random.chance(0.5) ? TimeInterval(Int.random(in: 0...100, using: &random)) : 0,
            requiredEvents: random.chance(0.4) ? ["saved": Int.random(in: 0...3, using: &random)] : [:],
            endsWhenClosed: random.chance(0.7), endsWhenActionPerformed: random.chance(0.7)
        )
    }

    /// Shown only when eligible, a tip never shows more than its limit, never twice within
    /// its interval (while the clock runs forward), never after it ended until a reset, and
    /// never before its events; eligibility never waits longer than the interval from now.
    @Test func theRulesHoldOverRandomHistories() {
        forAllSeeds(2_000) { _, random in
            let rules = Dictionary(uniqueKeysWithValues: Self.tips.map { ($0, Self.rules(&random)) })
            var ledger = TipLedger()
            var now = Date(timeIntervalSince1970: 1_000_000)
            var shownSinceReset: [String: [Date]] = [:]
            var clockWentBack = false
            for _ in 0..<60 {
                let tip = Self.tips.randomElement(using: &random)!, tipRules = rules[tip]!
                let eligibility = ledger.eligibility(of: tip, rules: tipRules, at: now)
                if case let .tooSoon(until) = eligibility, until > now.addingTimeInterval(tipRules.minimumInterval) {
                    return "\(tip) waits until \(until), past now + interval"
                }
                switch Int.random(in: 0..<7, using: &random) {
                case 0, 1:
                    guard eligibility.isEligible else { continue }
                    let shown = shownSinceReset[tip, default: []]
                    if let limit = tipRules.maximumDisplayCount, shown.count >= limit { return "\(tip) eligible after \(shown.count) of \(limit)" }
                    if !clockWentBack, let last = shown.last, now.timeIntervalSince(last) < tipRules.minimumInterval {
                        return "\(tip) eligible \(now.timeIntervalSince(last)) s after its last showing"
                    }
                    if let need = tipRules.requiredEvents["saved"], ledger.eventCounts["saved", default: 0] < need { return "\(tip) eligible before its events" }
                    ledger.recordDisplay(of: tip, at: now)
                    shownSinceReset[tip, default: []].append(now)
                case 2: ledger.recordEvent("saved", times: Int.random(in: -1...2, using: &random))
                case 3:
                    let ending = TipEnding.allCases.randomElement(using: &random)!
                    ledger.recordEnding(of: tip, ending, rules: tipRules)
                    let ends = (ending == .closed && tipRules.endsWhenClosed) || (ending == .actionPerformed && tipRules.endsWhenActionPerformed)
                    if ends, ledger.eligibility(of: tip, rules: tipRules, at: now.addingTimeInterval(1e9)).isEligible { return "\(tip) eligible after it ended" }
                case 4:
                    ledger.reset(tip)
                    shownSinceReset[tip] = nil
                case 5:
                    let step = TimeInterval(Int.random(in: -20...150, using: &random))
                    if step < 0 { clockWentBack = true }
                    now.addTimeInterval(step)
                default:
                    guard let data = try? JSONEncoder().encode(ledger), let back = try? JSONDecoder().decode(TipLedger.self, from: data), back == ledger else {
                        return "the ledger does not survive JSON"
                    }
                }
            }
            return nil
        }
    }
}
