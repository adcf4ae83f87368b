import Foundation
import PopoverCore

/// How a shown tip went away, as ``TipLedger/recordEnding(of:_:rules:)`` hears it.
///
/// ```swift
/// TipEnding.closed.invalidation  // .tipClosed
/// ```
public enum TipEnding: String, Sendable, Hashable, Codable, CaseIterable {
    /// The user closed it (its close button, a tap outside).
    case closed
    /// The user used its action.
    case actionPerformed
    /// Its time ran out (``/PopoverCore/TimedDismissal``).
    case timedOut
    /// The app took it away (a tour moved on, the screen changed).
    case app

    /// What ends the tip for good when the rules say so; `nil` for endings that never do.
    ///
    /// ```swift
    /// TipEnding.timedOut.invalidation  // nil
    /// ```
    public var invalidation: TipInvalidation? {
        switch self {
        case .closed: .tipClosed
        case .actionPerformed: .actionPerformed
        case .timedOut, .app: nil
        }
    }
}

/// Why a tip will not show again (TipKit's `Tips.InvalidationReason`).
///
/// ```swift
/// TipInvalidation.actionPerformed.rawValue  // "actionPerformed"
/// ```
public enum TipInvalidation: String, Sendable, Hashable, Codable, CaseIterable {
    /// The user closed it, and its rules end it then.
    case tipClosed
    /// The user used its action, and its rules end it then.
    case actionPerformed
    /// The app ended it (``TipLedger/invalidate(_:reason:)``).
    case app
}
