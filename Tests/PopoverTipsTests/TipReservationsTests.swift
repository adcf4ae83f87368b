import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Issue 35: tips asked for together do not all pass rules checked one at a time.
@Suite struct TipReservationsTests {
    static let daily = TipsConfiguration(displayFrequency: 86_400)

    @Test func aTipIsHeldOnceUntilReleased() {
        var reservations = TipReservations()
        let ok1 = reservations.reserve("share", rules: TipRules(), configuration: TipsConfiguration())
        #expect(ok1)
        let ok2 = reservations.reserve("share", rules: TipRules(), configuration: TipsConfiguration())
        #expect(!ok2)
        let ok3 = reservations.reserve("filter", rules: TipRules(), configuration: TipsConfiguration())
        #expect(ok3)
        reservations.release("share")
        let ok4 = reservations.reserve("share", rules: TipRules(), configuration: TipsConfiguration())
        #expect(ok4)
    }

    @Test func aDisplayFrequencyHoldsOneTipAtATime() {
        var reservations = TipReservations()
        let ok5 = reservations.reserve("share", rules: TipRules(), configuration: Self.daily)
        #expect(ok5)
        let ok6 = reservations.reserve("filter", rules: TipRules(), configuration: Self.daily)
        #expect(!ok6)
        // A tip that ignores the frequency shows beside it, and holds no frequency slot.
        let ok7 = reservations.reserve("new", rules: TipRules(ignoresDisplayFrequency: true), configuration: Self.daily)
        #expect(ok7)
        reservations.release("share")
        let ok8 = reservations.reserve("filter", rules: TipRules(), configuration: Self.daily)
        #expect(ok8)
    }

    /// Random asks and releases: a tip is never held twice, and under a frequency at most
    /// one held tip follows it; held is exactly what was reserved and not released.
    @Test func randomAsksKeepTheRules() {
        let tips = ["a", "b", "c", "d"]
        forAllSeeds(2_000) { _, random in
            var reservations = TipReservations()
            var model: [String: Bool] = [:]
            for _ in 0..<40 {
                let tip = tips.randomElement(using: &random)!
                if random.chance(0.4) {
                    reservations.release(tip)
                    model[tip] = nil
                    continue
                }
                let ignores = random.chance(0.3)
                let configuration = random.chance(0.5) ? Self.daily : TipsConfiguration()
                let got = reservations.reserve(tip, rules: TipRules(ignoresDisplayFrequency: ignores), configuration: configuration)
                let follows = configuration.displayFrequency > 0 && !ignores
                let expected = model[tip] == nil && !(follows && model.values.contains(true))
                if got != expected { return "reserve \(tip) answered \(got), model \(expected)" }
                if got { model[tip] = follows }
                if reservations.held != model { return "held \(reservations.held), model \(model)" }
                if reservations.held.values.filter({ $0 }).count > 1 { return "two tips hold the frequency" }
            }
            return nil
        }
    }
}
