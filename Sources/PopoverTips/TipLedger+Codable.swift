import Foundation
import PopoverCore

extension TipLedger: Codable {
    private enum Keys: String, CodingKey {
        case records, eventCounts
    }

    /// Decodes a saved ledger, refusing counts no ledger can reach: a negative display
    /// count or event count throws ``/PopoverCore/PopoverInputError`` naming it
    /// (`ledger.records.<tip>.displayCount`, `ledger.eventCounts.<event>`; the first by name).
    ///
    /// ```swift
    /// let json = #"{"records": {"share": {"displayCount": -1}}, "eventCounts": {}}"#
    /// try JSONDecoder().decode(TipLedger.self, from: Data(json.utf8))  // throws: ledger.records.share.displayCount: must be >= 0, got -1
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let records = try c.decode([String: TipRecord].self, forKey: .records)
        let eventCounts = try c.decode([String: Int].self, forKey: .eventCounts)
        for (tip, record) in records.sorted(by: { $0.key < $1.key }) where record.displayCount < 0 {
            throw PopoverInputError(field: "ledger.records.\(tip).displayCount", rule: "must be >= 0", value: "\(record.displayCount)")
        }
        for (event, count) in eventCounts.sorted(by: { $0.key < $1.key }) where count < 0 {
            throw PopoverInputError(field: "ledger.eventCounts.\(event)", rule: "must be >= 0", value: "\(count)")
        }
        self.init(records: records, eventCounts: eventCounts)
    }

    /// Encodes the records and the event counts.
    ///
    /// ```swift
    /// let saved = try JSONEncoder().encode(TipLedger())
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(records, forKey: .records)
        try c.encode(eventCounts, forKey: .eventCounts)
    }
}
