import Foundation
import PopoverCore

/// Whether a tip may show now, and if not, why: what ``TipLedger/eligibility(of:rules:at:)``
/// decides. The reasons are checked in the order of the cases below (after the testing
/// switch), and the first that holds is the answer.
///
/// ```swift
/// let ledger = TipLedger()
/// ledger.eligibility(of: "share", rules: TipRules(), at: Date(timeIntervalSince1970: 0))  // .eligible
/// ```
public enum TipEligibility: Sendable, Hashable {
    /// It may show.
    case eligible
    /// The testing switch hides it (``TipTesting``).
    case hiddenForTesting
    /// It ended for good.
    case invalidated(TipInvalidation)
    /// It has shown as many times as its rules allow.
    case displayCountExceeded(Int)
    /// It showed too recently; it may show again from this date.
    case tooSoon(until: Date)
    /// A tip it comes after has not ended for good yet (the first in ``TipRules/afterTips``).
    case waitingForTip(String)
    /// A parameter does not hold the value the rules need (the first such, by name).
    case waitingForParameter(String)
    /// An event has not happened enough times yet: the first such of
    /// ``TipRules/requiredEvents`` by name, then of ``TipRules/eventRequirements`` in order,
    /// `have` counting what the requirement counts (within its window, with its value).
    case waitingForEvent(String, have: Int, need: Int)
    /// Another tip showed within the app's ``TipsConfiguration/displayFrequency``; a tip
    /// may show from this date.
    case tooSoonForAnyTip(until: Date)

    /// Whether it may show.
    ///
    /// ```swift
    /// TipEligibility.tooSoon(until: Date(timeIntervalSince1970: 60)).isEligible  // false
    /// ```
    public var isEligible: Bool { self == .eligible }
}
