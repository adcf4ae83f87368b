import Foundation
import PopoverCore

/// Whether a tip may show now, and if not, why: what ``TipLedger/eligibility(of:rules:at:)``
/// decides.
///
/// ```swift
/// let ledger = TipLedger()
/// ledger.eligibility(of: "share", rules: TipRules(), at: Date(timeIntervalSince1970: 0))  // .eligible
/// ```
public enum TipEligibility: Sendable, Hashable {
    /// It may show.
    case eligible
    /// It ended for good.
    case invalidated(TipInvalidation)
    /// It has shown as many times as its rules allow.
    case displayCountExceeded(Int)
    /// It showed too recently; it may show again from this date.
    case tooSoon(until: Date)
    /// An event has not happened enough times yet (the first such event, by name).
    case waitingForEvent(String, have: Int, need: Int)

    /// Whether it may show.
    ///
    /// ```swift
    /// TipEligibility.tooSoon(until: Date(timeIntervalSince1970: 60)).isEligible  // false
    /// ```
    public var isEligible: Bool { self == .eligible }
}
