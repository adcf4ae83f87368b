import Foundation
import PopoverCore

/// One time an event happened, as ``TipLedger`` keeps it for rules with a time window or a
/// value (TipKit's donation): when, and with what value. The ledger keeps the newest
/// ``TipLedger/maximumDonationsKept`` of each event.
///
/// ```swift
/// let donation = TipEventDonation(date: Date(timeIntervalSince1970: 0), value: "pdf")
/// donation.value  // "pdf"
/// ```
public struct TipEventDonation: Sendable, Hashable, Codable {
    /// When it happened, by the clock of the call that noted it.
    public var date: Date
    /// The value it came with (a file type, a screen's name); `nil`: none.
    public var value: String?

    /// A donation at `date`, with an optional `value`.
    ///
    /// ```swift
    /// TipEventDonation(date: Date(timeIntervalSince1970: 60)).value == nil  // true
    /// ```
    public init(date: Date, value: String? = nil) {
        self.date = date
        self.value = value
    }
}
