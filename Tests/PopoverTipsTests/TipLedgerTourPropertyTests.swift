import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Tours kept in the ledger over random histories: tours driven by random events, their
/// progress recorded at every change, progress of the app's own, resets, tips' activity,
/// and relaunches (JSON, and UserDefaults in a fresh suite). After a relaunch each tour,
/// made again from the ledger, resumes where it stood.
@Suite struct TipLedgerTourPropertyTests {
    static let tours = ["editor": ["crop", "adjust"], "onboarding": ["share", "filter", "export"]]
    static let names = tours.keys.sorted()

    /// The relaunched ledger: through JSON, or through UserDefaults in `suite`.
    static func relaunch(_ ledger: TipLedger, suite: String?) throws -> TipLedger {
        guard let suite else { return try JSONDecoder().decode(TipLedger.self, from: JSONEncoder().encode(ledger)) }
        let storage = UserDefaultsTipLedgerStorage(suiteName: suite, key: "tips")
        try storage.saveLedger(ledger)
        return try storage.loadLedger()
    }

    static func event(_ steps: Int, _ random: inout SeededRandom) -> TourEvent {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: .skip
        case 1: .finish
        case 2, 3: .back
        case 4, 5, 6: .anchor(step: Int.random(in: 0..<steps, using: &random), available: random.chance(0.6))
        case 7: .start
        default: .next
        }
    }

    /// Any progress: a step of the tour or one it no longer has, an ending, both, neither.
    static func anyProgress(_ steps: [String], _ random: inout SeededRandom) -> TourProgress {
        TourProgress(
            step: random.chance(0.6) ? (random.chance(0.8) ? steps.randomElement(using: &random)! : "removed") : nil,
            ending: random.chance(0.4) ? [TourEnding.completed, .skipped].randomElement(using: &random)! : nil
        )
    }

    /// Why `tour`, just made from `saved`, would not resume where it stood; `nil` if it would.
    static func resumeBreach(_ tour: Tour, from saved: TourProgress?) -> String? {
        var probe = tour
        let effects = probe.start(onScreen: Set(tour.steps.indices))
        if let ending = saved?.ending { return probe.state == .ended(ending) && effects.isEmpty ? nil : "an ended tour resumed: \(effects)" }
        let step = saved?.step.flatMap { tour.steps.firstIndex(of: $0) } ?? 0
        return effects == [.show(step)] ? nil : "resumed with \(effects), saved \(String(describing: saved))"
    }

    @Test func toursResumeWhereTheyStoodAcrossRelaunches() throws {
        let suite = "PopoverKitTests.\(UUID().uuidString)"
        defer { UserDefaults().removePersistentDomain(forName: suite) }
        try forAllSeeds(2_000) { _, random in
            let missingAnchor: MissingAnchor = random.chance(0.5) ? .wait : .skip
            var ledger = TipLedger()
            var expected: [String: TourProgress] = [:]
            var running: [String: Tour] = [:]  // this launch's tours, made from the ledger
            for _ in 0..<60 {
                let id = Self.names.randomElement(using: &random)!, steps = Self.tours[id]!
                switch Int.random(in: 0..<10, using: &random) {
                case 0...4:  // the tour moves, and its driver records every change
                    var tour: Tour
                    if let made = running[id] {
                        tour = made
                    } else {
                        tour = try Tour(steps: steps, missingAnchor: missingAnchor, resumingFrom: ledger.tourProgress[id])
                        if let breach = Self.resumeBreach(tour, from: expected[id]) { return "\(id): \(breach)" }
                    }
                    let before = tour.progress
                    _ = tour.handle(Self.event(steps.count, &random))
                    running[id] = tour
                    if tour.progress != before {
                        ledger.recordTourProgress(id, tour.progress)
                        expected[id] = tour.progress
                    }
                case 5:  // progress of the app's own
                    let progress = Self.anyProgress(steps, &random)
                    ledger.recordTourProgress(id, progress)
                    expected[id] = progress.ending.map { TourProgress(step: nil, ending: $0) } ?? progress
                    running[id] = nil
                case 6:  // the tips' activity, under a tip named as the tour
                    ledger.recordDisplay(of: id, at: Date(timeIntervalSince1970: 1_000))
                    ledger.recordEvent(id, at: Date(timeIntervalSince1970: 1_000))
                    if random.chance(0.5) { ledger.reset(id) }
                case 7:
                    if random.chance(0.2) {
                        ledger.resetAll()
                        expected = [:]
                        running = [:]
                    } else {
                        ledger.resetTour(id)
                        expected[id] = nil
                        running[id] = nil
                    }
                default:  // a relaunch, through UserDefaults now and then
                    let back = try Self.relaunch(ledger, suite: random.chance(0.1) ? suite : nil)
                    if back != ledger { return "the ledger changed over a relaunch" }
                    ledger = back
                    running = [:]
                }
                if ledger.tourProgress != expected { return "kept \(ledger.tourProgress), expected \(expected)" }
            }
            return nil
        }
    }
}
