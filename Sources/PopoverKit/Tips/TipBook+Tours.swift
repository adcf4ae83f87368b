#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import PopoverTips

extension TipBook {
    /// Where the tour `tour` stood when its progress was last recorded, to resume it; `nil`
    /// for a tour never recorded (or reset), or when the ledger cannot be read. A
    /// ``TourPresenter`` or ``ArrowTour`` made with `book:` asks and records by itself.
    ///
    /// ```swift
    /// let book = TipBook(storage: MemoryTipLedgerStorage())
    /// let tour = try ArrowTour(steps: ["share", "filter"], resumingFrom: book.tourProgress(of: "onboarding"))
    /// tour.start()
    /// ```
    public func tourProgress(of tour: String) -> TourProgress? {
        load()?.tourProgress[tour]
    }

    /// Records where the tour `tour` stands (its step, or how it ended), so it resumes
    /// there after a relaunch.
    ///
    /// ```swift
    /// let book = TipBook(storage: MemoryTipLedgerStorage())
    /// book.recordTourProgress("onboarding", TourProgress(step: "filter", ending: nil))
    /// ```
    public func recordTourProgress(_ tour: String, _ progress: TourProgress) {
        guard var ledger = load() else { return }
        ledger.recordTourProgress(tour, progress)
        _ = save(ledger)
    }

    /// Forgets where the tour `tour` stands, so it starts over the next time it is made
    /// from the book (a "show the tour again" setting); a driver still running it records
    /// its next change again.
    ///
    /// ```swift
    /// TipBook(storage: MemoryTipLedgerStorage()).resetTour("onboarding")
    /// ```
    public func resetTour(_ tour: String) {
        guard var ledger = load() else { return }
        ledger.resetTour(tour)
        _ = save(ledger)
    }
}
#endif
