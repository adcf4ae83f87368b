import Foundation
import PopoverCore

extension TipLedger: Codable {
    private enum Keys: String, CodingKey {
        case records, eventCounts, eventDonations, parameters, lastDisplayed, tourProgress
    }

    /// Decodes a saved ledger, refusing what no ledger can hold: a negative display count
    /// or event count, more than ``maximumDonationsKept`` donations of an event, a date or
    /// a parameter's number that is not finite, or a tour's progress with both a step and
    /// an ending (``recordTourProgress(_:_:)`` never keeps one) throws
    /// ``/PopoverCore/PopoverInputError`` naming it (`ledger.records.<tip>.displayCount`,
    /// `ledger.eventCounts.<event>`, `ledger.eventDonations.<event>`,
    /// `ledger.parameters.<name>`, `ledger.tourProgress.<tour>`...; the first by name).
    ///
    /// A ledger saved before events had dates (only `records` and `eventCounts`) decodes
    /// with no donations and no parameters, any tip's last showing the latest of its records';
    /// one saved before tours were kept (no `tourProgress`) decodes with no tour's progress.
    ///
    /// ```swift
    /// let json = #"{"records": {"share": {"displayCount": -1}}, "eventCounts": {}}"#
    /// try JSONDecoder().decode(TipLedger.self, from: Data(json.utf8))  // throws: ledger.records.share.displayCount: must be >= 0, got -1
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let records = try c.decode([String: TipRecord].self, forKey: .records)
        let eventCounts = try c.decode([String: Int].self, forKey: .eventCounts)
        let eventDonations = try c.decodeIfPresent([String: [TipEventDonation]].self, forKey: .eventDonations) ?? [:]
        let parameters = try c.decodeIfPresent([String: TipParameterValue].self, forKey: .parameters) ?? [:]
        let tourProgress = try c.decodeIfPresent([String: TourProgress].self, forKey: .tourProgress) ?? [:]
        let lastDisplayed = c.contains(.lastDisplayed)
            ? try c.decodeIfPresent(Date.self, forKey: .lastDisplayed)
            : records.values.compactMap(\.lastDisplayed).max()
        for (tip, record) in records.sorted(by: { $0.key < $1.key }) {
            if record.displayCount < 0 {
                throw PopoverInputError(field: "ledger.records.\(tip).displayCount", rule: "must be >= 0", value: "\(record.displayCount)")
            }
            try Self.checkDate(record.lastDisplayed, "ledger.records.\(tip).lastDisplayed")
        }
        for (event, count) in eventCounts.sorted(by: { $0.key < $1.key }) where count < 0 {
            throw PopoverInputError(field: "ledger.eventCounts.\(event)", rule: "must be >= 0", value: "\(count)")
        }
        for (event, donations) in eventDonations.sorted(by: { $0.key < $1.key }) {
            if donations.count > Self.maximumDonationsKept {
                throw PopoverInputError(
                    field: "ledger.eventDonations.\(event)", rule: "must hold at most \(Self.maximumDonationsKept) donations",
                    value: "\(donations.count)"
                )
            }
            for (index, donation) in donations.enumerated() { try Self.checkDate(donation.date, "ledger.eventDonations.\(event)[\(index)].date") }
        }
        for (name, value) in parameters.sorted(by: { $0.key < $1.key }) { try value.validate("ledger.parameters.\(name)") }
        try Self.checkDate(lastDisplayed, "ledger.lastDisplayed")
        try Self.checkTourProgress(tourProgress)
        self.init(
            records: records, eventCounts: eventCounts, eventDonations: eventDonations, parameters: parameters, lastDisplayed: lastDisplayed,
            tourProgress: tourProgress
        )
    }

    /// Encodes the records, the event counts and donations, the parameters, when any tip
    /// last showed (`null` if never) and each tour's progress.
    ///
    /// ```swift
    /// let saved = try JSONEncoder().encode(TipLedger())
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(records, forKey: .records)
        try c.encode(eventCounts, forKey: .eventCounts)
        try c.encode(eventDonations, forKey: .eventDonations)
        try c.encode(parameters, forKey: .parameters)
        if let lastDisplayed { try c.encode(lastDisplayed, forKey: .lastDisplayed) } else { try c.encodeNil(forKey: .lastDisplayed) }
        try c.encode(tourProgress, forKey: .tourProgress)
    }

    /// Throws naming `field` when `date` is not a finite time.
    private static func checkDate(_ date: Date?, _ field: @autoclosure () -> String) throws {
        guard let date, !date.timeIntervalSinceReferenceDate.isFinite else { return }
        throw PopoverInputError(field: field(), rule: "must be a finite date", value: "\(date.timeIntervalSinceReferenceDate)")
    }
}
