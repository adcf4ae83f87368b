import Foundation
import PopoverCore

extension TipLedger {
    /// Notes where the tour `tour` (the app's identifier for it) stands, replacing what was
    /// noted before, so that it resumes after a relaunch
    /// (``Tour/init(steps:missingAnchor:resumingFrom:)`` with ``tourProgress``). A progress
    /// with both a step and an ending keeps the ending alone: an ended tour resumes ended,
    /// whatever step it names.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.recordTourProgress("onboarding", TourProgress(step: "filter", ending: nil))
    /// ledger.tourProgress["onboarding"]?.step  // "filter"
    /// ```
    public mutating func recordTourProgress(_ tour: String, _ progress: TourProgress) {
        tourProgress[tour] = progress.ending.map { TourProgress(step: nil, ending: $0) } ?? progress
    }

    /// Forgets where the tour `tour` stands, so it starts over the next time it is made
    /// from the ledger; tips and other tours are left alone (``resetAll()`` forgets every
    /// tour too).
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.recordTourProgress("onboarding", TourProgress(step: nil, ending: .skipped))
    /// ledger.resetTour("onboarding")
    /// ledger.tourProgress["onboarding"] == nil  // true
    /// ```
    public mutating func resetTour(_ tour: String) {
        tourProgress[tour] = nil
    }

    /// Throws naming the first tour (by name) whose saved progress holds both a step and an
    /// ending, which ``recordTourProgress(_:_:)`` never keeps.
    static func checkTourProgress(_ tourProgress: [String: TourProgress]) throws {
        for (tour, progress) in tourProgress.sorted(by: { $0.key < $1.key }) {
            guard let step = progress.step, let ending = progress.ending else { continue }
            throw PopoverInputError(
                field: "ledger.tourProgress.\(tour)", rule: "must hold a step or an ending, not both",
                value: "step \"\(step)\" and ending \(ending.rawValue)"
            )
        }
    }
}
