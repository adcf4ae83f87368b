import Foundation
import PopoverCore

/// A switch for testing and previews that shows or hides tips whatever their rules say
/// (TipKit's `Tips.showAllTipsForTesting()`, `hideAllTipsForTesting()`,
/// `showTipsForTesting(_:)`, `hideTipsForTesting(_:)`). It is part of a run's
/// ``TipsConfiguration``, never saved in the ledger.
///
/// ```swift
/// let testing = TipTesting.show(["share"])
/// testing.decision(for: "share")   // true
/// testing.decision(for: "filter") == nil  // true
/// ```
public enum TipTesting: Sendable, Hashable {
    /// Tips follow their rules.
    case off
    /// Every tip may show, whatever its rules (even one that ended for good).
    case showAll
    /// No tip shows.
    case hideAll
    /// These tips may show whatever their rules; the others follow their rules.
    case show(Set<String>)
    /// These tips never show; the others follow their rules.
    case hide(Set<String>)

    /// Whether the switch shows `tip` (`true`), hides it (`false`) or leaves it to its
    /// rules (`nil`).
    ///
    /// ```swift
    /// TipTesting.hideAll.decision(for: "share")  // false
    /// ```
    public func decision(for tip: String) -> Bool? {
        switch self {
        case .off: nil
        case .showAll: true
        case .hideAll: false
        case let .show(tips): tips.contains(tip) ? true : nil
        case let .hide(tips): tips.contains(tip) ? false : nil
        }
    }
}
