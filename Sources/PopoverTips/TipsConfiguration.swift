import Foundation
import PopoverCore

/// How an app's tips behave this run, across every tip (TipKit's `Tips.configure(_:)`):
/// at most one tip per `displayFrequency`, and the testing switch. Set it at each launch;
/// the ledger does not save it.
///
/// ```swift
/// let daily = TipsConfiguration(displayFrequency: 86_400)   // TipKit's .displayFrequency(.daily)
/// daily.testing  // .off
/// ```
public struct TipsConfiguration: Sendable, Hashable {
    /// Seconds that must pass after any tip showed before another tip shows, unless its
    /// rules say ``TipRules/ignoresDisplayFrequency`` (TipKit's `.displayFrequency`); 0:
    /// any time (TipKit's `.immediate`).
    public var displayFrequency: TimeInterval
    /// Shows or hides tips whatever their rules, for tests and previews.
    public var testing: TipTesting

    /// A configuration; by default tips show whenever their own rules allow.
    ///
    /// ```swift
    /// TipsConfiguration(testing: .hideAll).displayFrequency  // 0
    /// ```
    public init(displayFrequency: TimeInterval = 0, testing: TipTesting = .off) {
        self.displayFrequency = displayFrequency
        self.testing = testing
    }

    /// Throws ``/PopoverCore/PopoverInputError`` naming `configuration.displayFrequency`
    /// when it is negative, not finite or longer than ``TipRules/maximumInterval``.
    ///
    /// ```swift
    /// try TipsConfiguration(displayFrequency: -1).validate()  // throws: configuration.displayFrequency: must be >= 0, got -1
    /// ```
    public func validate() throws {
        try Validation.nonNegative(CGFloat(displayFrequency), "configuration.displayFrequency", limit: CGFloat(TipRules.maximumInterval))
    }
}
