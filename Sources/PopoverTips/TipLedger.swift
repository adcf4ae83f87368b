import Foundation
import PopoverCore

/// What an app's tips have done, and the one place that decides whether a tip may show:
/// a value, saved and loaded through a ``TipLedgerStorage``, with the time passed in (the
/// clock is the caller's, so tests inject theirs). It remembers each tip's record, the
/// events (their counts, and the newest ``maximumDonationsKept`` dated donations of each),
/// the parameters the app set, when any tip last showed, and where each tour stands
/// (``tourProgress``), so a tour resumes after a relaunch.
///
/// The rules, for a tip, its ``TipRules`` and the app's ``TipsConfiguration``, checked in
/// this order (``eligibility(of:rules:at:configuration:)``):
/// 1. the testing switch (``TipTesting``) shows or hides it whatever the rest say;
/// 2. once it ended for good (``TipInvalidation``) it never shows again, until ``reset(_:)``;
/// 3. it shows at most `maximumDisplayCount` times;
/// 4. not again until `minimumInterval` has passed since it last showed (a last showing
///    later than now, after the device's clock was set back, counts as now; asked through
///    ``checkEligibility(of:rules:at:configuration:)``, the ledger keeps that "now", so the
///    tip waits at most `minimumInterval` from when the clock was first seen set back);
/// 5. only once each tip of `afterTips` ended for good;
/// 6. only while each required parameter holds its value;
/// 7. only once every required event has happened its number of times (`requiredEvents`,
///    then `eventRequirements`; a donation dated later than now counts as now, and
///    `checkEligibility` keeps that too);
/// 8. unless its rules ignore it, not until the app's `displayFrequency` has passed since
///    any tip last showed (the clock set back counts as for rule 4).
///
/// ```swift
/// var ledger = TipLedger()
/// let once = TipRules(maximumDisplayCount: 1)
/// let now = Date(timeIntervalSince1970: 1_000)
/// ledger.eligibility(of: "share", rules: once, at: now).isEligible   // true
/// ledger.recordDisplay(of: "share", at: now)
/// ledger.eligibility(of: "share", rules: once, at: now)             // .displayCountExceeded(1)
/// ```
public struct TipLedger: Sendable, Hashable {
    /// Each tip's record, by its identifier.
    public internal(set) var records: [String: TipRecord]
    /// How many times each named event has happened (TipKit's donations), dated or not.
    public internal(set) var eventCounts: [String: Int]
    /// The newest dated donations of each event, oldest first, at most
    /// ``maximumDonationsKept`` each: what rules with a time window or a value count.
    public internal(set) var eventDonations: [String: [TipEventDonation]]
    /// The values the app set for its tips' rules, by name (TipKit's `@Parameter`).
    public internal(set) var parameters: [String: TipParameterValue]
    /// When any tip last showed, for the app's ``TipsConfiguration/displayFrequency``;
    /// ``reset(_:)`` leaves it, ``resetAll()`` forgets it.
    public internal(set) var lastDisplayed: Date?
    /// Where each tour stands, by the app's identifier for the tour
    /// (``recordTourProgress(_:_:)``): its step, or how it ended. One entry per tour,
    /// replaced as it moves, so it is not bounded; ``resetTour(_:)`` and ``resetAll()``
    /// forget it, ``reset(_:)`` does not.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.recordTourProgress("onboarding", TourProgress(step: nil, ending: .completed))
    /// ledger.tourProgress["onboarding"]?.ending  // .completed
    /// ```
    public internal(set) var tourProgress: [String: TourProgress]

    /// The most dated donations kept for each event (1,000): the oldest go first, so a
    /// rule with a window or a value counts at most this many.
    ///
    /// ```swift
    /// TipLedger.maximumDonationsKept  // 1000
    /// ```
    public static let maximumDonationsKept = 1_000

    /// An empty ledger: no tip shown, no event happened.
    ///
    /// ```swift
    /// TipLedger().records.isEmpty  // true
    /// ```
    public init() {
        self.init(records: [:], eventCounts: [:])
    }

    /// A ledger holding what is given, unchecked (decoding checks).
    init(
        records: [String: TipRecord], eventCounts: [String: Int], eventDonations: [String: [TipEventDonation]] = [:],
        parameters: [String: TipParameterValue] = [:], lastDisplayed: Date? = nil, tourProgress: [String: TourProgress] = [:]
    ) {
        self.records = records
        self.eventCounts = eventCounts
        self.eventDonations = eventDonations
        self.parameters = parameters
        self.lastDisplayed = lastDisplayed
        self.tourProgress = tourProgress
    }

    /// Notes that `tip` showed at `now` (and that a tip showed then, for the app's display
    /// frequency).
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.recordDisplay(of: "share", at: Date(timeIntervalSince1970: 5))
    /// ledger.records["share"]?.displayCount  // 1
    /// ```
    public mutating func recordDisplay(of tip: String, at now: Date) {
        var record = records[tip] ?? TipRecord()
        record.displayCount = record.displayCount < Int.max ? record.displayCount + 1 : Int.max
        record.lastDisplayed = now
        records[tip] = record
        lastDisplayed = now
    }

    /// Notes how a shown tip went away; it ends for good if its rules say so for that ending.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.recordEnding(of: "share", .actionPerformed, rules: TipRules())
    /// ledger.records["share"]?.invalidation  // .actionPerformed
    /// ```
    public mutating func recordEnding(of tip: String, _ ending: TipEnding, rules: TipRules) {
        guard let invalidation = ending.invalidation else { return }
        let ends = invalidation == .tipClosed ? rules.endsWhenClosed : rules.endsWhenActionPerformed
        if ends { invalidate(tip, reason: invalidation) }
    }

    /// Ends `tip` for good (until ``reset(_:)``); a tip already ended keeps its first reason.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.invalidate("share", reason: .app)
    /// ledger.eligibility(of: "share", rules: TipRules(), at: Date())  // .invalidated(.app)
    /// ```
    public mutating func invalidate(_ tip: String, reason: TipInvalidation) {
        var record = records[tip] ?? TipRecord()
        if record.invalidation == nil { record.invalidation = reason }
        records[tip] = record
    }

    /// Forgets `tip`'s record (a "show tips again" setting, a test); the events, the
    /// parameters, when any tip last showed and the tours' progress stay.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.invalidate("share", reason: .app)
    /// ledger.reset("share")
    /// ledger.records["share"] == nil  // true
    /// ```
    public mutating func reset(_ tip: String) {
        records[tip] = nil
    }

    /// Forgets everything: every record, event, parameter, the last showing of any tip
    /// (TipKit's `Tips.resetDatastore()`), and every tour's progress, so tours start over.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.recordEvent("photoSaved")
    /// ledger.resetAll()
    /// ledger == TipLedger()  // true
    /// ```
    public mutating func resetAll() {
        self = TipLedger()
    }
}
