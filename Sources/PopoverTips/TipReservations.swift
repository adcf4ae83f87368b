import Foundation
import PopoverCore

/// The tips asked for and not yet ended, so that tips asked for together do not all pass
/// rules the ledger checks one at a time: a tip's display is recorded only once it is on
/// screen, so until it ends it holds its place. The same tip is never shown twice at once
/// (a tip on every row of a list shows on one), and with an app-wide display frequency
/// only one tip that follows it is shown at a time.
///
/// ```swift
/// var reservations = TipReservations()
/// let daily = TipsConfiguration(displayFrequency: 86_400)
/// reservations.reserve("share", rules: TipRules(), configuration: daily)    // true
/// reservations.reserve("filter", rules: TipRules(), configuration: daily)   // false: one tip a day, and share holds it
/// reservations.release("share")
/// ```
public struct TipReservations: Sendable, Hashable {
    /// The tips held, and whether each follows the display frequency.
    public private(set) var held: [String: Bool] = [:]

    /// No tip held.
    ///
    /// ```swift
    /// TipReservations().held.isEmpty  // true
    /// ```
    public init() {}

    /// Holds `tip` and answers `true`, unless it is held already, or it follows a display
    /// frequency (`configuration.displayFrequency` above 0, and its rules do not ignore it)
    /// and another held tip does too. Ask the ledger first; release when the tip ends.
    ///
    /// ```swift
    /// var reservations = TipReservations()
    /// reservations.reserve("share", rules: TipRules(), configuration: TipsConfiguration())  // true
    /// reservations.reserve("share", rules: TipRules(), configuration: TipsConfiguration())  // false: shown already
    /// ```
    public mutating func reserve(_ tip: String, rules: TipRules, configuration: TipsConfiguration) -> Bool {
        guard held[tip] == nil else { return false }
        let follows = configuration.displayFrequency > 0 && !rules.ignoresDisplayFrequency
        if follows, held.values.contains(true) { return false }
        held[tip] = follows
        return true
    }

    /// Lets `tip` go: it ended, or never came.
    ///
    /// ```swift
    /// var reservations = TipReservations()
    /// reservations.release("share")   // nothing held: nothing happens
    /// ```
    public mutating func release(_ tip: String) {
        held[tip] = nil
    }
}
