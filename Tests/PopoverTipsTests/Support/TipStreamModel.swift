import Foundation
@testable import PopoverTips

/// What the richer rules' property tests remember of a random stream, independently of
/// the ledger, on the stream's own monotonic time: `real` moves on when time passes or the
/// clock is set forward, and stays when the clock is set back (the ledger, which sees only
/// the clock, cannot tell a clock set forward from time passing).
struct TipStreamModel {
    /// One donation: when (on monotonic time), with what value, and whether the clock was
    /// set back since (then the ledger may count it as "now" for a window after that).
    struct Donation {
        var real: Double
        var value: String?
        var clockSetBackSince = false
    }

    var real: Double = 0
    /// Each tip's showings since it was last reset, on monotonic time.
    var shown: [String: [Double]] = [:]
    /// The last showing of any tip since everything was reset.
    var lastAnyShown: Double?
    /// The tips that ended for good since they were last reset.
    var ended: Set<String> = []
    var eventTotals: [String: Int] = [:]
    var donations: [String: [Donation]] = [:]
    var parameters: [String: TipParameterValue] = [:]

    mutating func clockSetBack() {
        for event in donations.keys {
            for index in donations[event]!.indices { donations[event]![index].clockSetBackSince = true }
        }
    }

    mutating func reset(_ tip: String) {
        shown[tip] = nil
        ended.remove(tip)
    }

    mutating func resetAll() {
        self = TipStreamModel(real: real)
    }

    /// How many donations a requirement may count now: its total without a window or a
    /// value; otherwise those with its value that are within its window on monotonic time,
    /// or that the clock was set back since.
    func mayCount(_ requirement: TipEventRequirement) -> Int {
        guard requirement.within != nil || requirement.value != nil else { return eventTotals[requirement.event] ?? 0 }
        return (donations[requirement.event] ?? []).filter { donation in
            (requirement.value == nil || donation.value == requirement.value)
                && (requirement.within.map { real - donation.real <= $0 } ?? true || donation.clockSetBackSince)
        }.count
    }

    /// Why `tip`, shown now under `rules` and `frequency`, breaks the rules; `nil` if it does not.
    func breach(showing tip: String, rules: TipRules, frequency: TimeInterval) -> String? {
        let shown = shown[tip] ?? []
        if let limit = rules.maximumDisplayCount, shown.count >= limit { return "\(tip) shown after \(shown.count) of \(limit)" }
        if let last = shown.last, real - last < rules.minimumInterval { return "\(tip) shown \(real - last) s after its last showing" }
        if ended.contains(tip) { return "\(tip) shown after it ended" }
        if !rules.ignoresDisplayFrequency, let last = lastAnyShown, real - last < frequency {
            return "\(tip) shown \(real - last) s after a tip, within the frequency \(frequency)"
        }
        if let before = rules.afterTips.first(where: { !ended.contains($0) }) { return "\(tip) shown before \(before) ended" }
        if let name = rules.requiredParameters.keys.first(where: { parameters[$0] != rules.requiredParameters[$0] }) {
            return "\(tip) shown without parameter \(name)"
        }
        if let event = rules.requiredEvents.first(where: { eventTotals[$0.key, default: 0] < $0.value }) { return "\(tip) shown before \(event.key)" }
        if let requirement = rules.eventRequirements.first(where: { mayCount($0) < $0.count }) {
            return "\(tip) shown before \(requirement) (\(mayCount(requirement)))"
        }
        return nil
    }
}
