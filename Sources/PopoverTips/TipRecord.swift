import Foundation
import PopoverCore

/// What ``TipLedger`` remembers of one tip: how often and when it last showed, and
/// whether it ended for good.
///
/// ```swift
/// var record = TipRecord()
/// record.displayCount  // 0
/// ```
public struct TipRecord: Sendable, Hashable, Codable {
    /// How many times it has shown.
    public var displayCount: Int
    /// When it last showed; `nil` if never.
    public var lastDisplayed: Date?
    /// Why it will not show again; `nil` while it may.
    public var invalidation: TipInvalidation?

    /// A record; by default of a tip never shown.
    ///
    /// ```swift
    /// TipRecord(displayCount: 2, lastDisplayed: Date(timeIntervalSince1970: 0)).displayCount  // 2
    /// ```
    public init(displayCount: Int = 0, lastDisplayed: Date? = nil, invalidation: TipInvalidation? = nil) {
        self.displayCount = displayCount
        self.lastDisplayed = lastDisplayed
        self.invalidation = invalidation
    }
}
