import Foundation
import PopoverCore

/// How wide a menu is. Whatever it asks, a menu is never wider than the room it is shown in,
/// nor narrower than its two insets and 20 pt of title.
///
/// ```swift
/// var appearance = MenuAppearance()
/// appearance.width = .matchingAnchor  // a drop-down as wide as its text field
/// ```
public enum MenuWidth: Sendable, Hashable {
    /// As wide as the widest row, between the metrics' minimum and maximum (`UIMenu`'s and
    /// `NSMenu`'s way): the default.
    case natural
    /// As wide as the widest row, between `minimum` and `maximum` points.
    case fitting(minimum: CGFloat, maximum: CGFloat)
    /// Exactly this many points; titles wrap, then are cut short, to fit.
    case fixed(CGFloat)
    /// As wide as the anchor the menu points at (a drop-down under a text field, a pop-up
    /// button's menu); natural when the anchor is not known.
    case matchingAnchor

    /// The least and the most width for a menu laid out with `metrics` pointing at an anchor
    /// `anchorWidth` wide (`nil` when unknown).
    ///
    /// ```swift
    /// MenuWidth.fixed(240).bounds(metrics: .touch, anchorWidth: nil)  // 240...240
    /// MenuWidth.matchingAnchor.bounds(metrics: .touch, anchorWidth: 320)  // 320...320
    /// ```
    public func bounds(metrics: MenuMetrics, anchorWidth: CGFloat?) -> ClosedRange<CGFloat> {
        switch self {
        case .natural: return metrics.minimumWidth...max(metrics.minimumWidth, metrics.maximumWidth)
        case let .fitting(minimum, maximum): return minimum...max(minimum, maximum)
        case let .fixed(width): return width...width
        case .matchingAnchor:
            guard let anchorWidth, anchorWidth.isFinite, anchorWidth > 0 else { return MenuWidth.natural.bounds(metrics: metrics, anchorWidth: nil) }
            return anchorWidth...anchorWidth
        }
    }

    /// Refuses a width that is not finite or outside 1...10,000 points, or a `fitting` whose
    /// minimum is above its maximum, naming `field`.
    ///
    /// ```swift
    /// try MenuWidth.fixed(-1).validate("appearance.width")  // throws: appearance.width: must be between 1 and 10000 points, got -1
    /// ```
    public func validate(_ field: String) throws {
        func check(_ value: CGFloat, _ name: String) throws {
            guard value.isFinite, value >= 1, value <= PopoverLimits.maximumLength else {
                throw PopoverInputError(field: name, rule: "must be between 1 and \(NumberText.format(PopoverLimits.maximumLength)) points", value: NumberText.exact(value))
            }
        }
        switch self {
        case .natural, .matchingAnchor: break
        case let .fixed(width): try check(width, field)
        case let .fitting(minimum, maximum):
            try check(minimum, "\(field).minimum")
            try check(maximum, "\(field).maximum")
            guard minimum <= maximum else {
                throw PopoverInputError(field: "\(field).minimum", rule: "must be at most the maximum (\(NumberText.format(maximum)))", value: NumberText.exact(minimum))
            }
        }
    }
}

extension MenuWidth: Codable {
    private enum Keys: String, CodingKey, CaseIterable { case minimum, maximum }

    /// Reads `"natural"`, `"anchor"`, a number of points (fixed) or
    /// `{"minimum": 200, "maximum": 320}`.
    ///
    /// ```swift
    /// try JSONDecoder().decode(MenuWidth.self, from: Data("240".utf8))  // .fixed(240)
    /// ```
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if let points = try? single.decode(Double.self) {
                self = .fixed(CGFloat(points))
                return
            }
            if let word = try? single.decode(String.self) {
                switch word {
                case "natural": self = .natural
                case "anchor": self = .matchingAnchor
                default:
                    throw PopoverInputError(
                        field: decoder.codingPath.dotted(), rule: "must be natural, anchor, a number of points or {minimum, maximum}", value: "\"\(word)\"")
                }
                return
            }
        }
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self = .fitting(minimum: try c.decode(CGFloat.self, forKey: .minimum), maximum: try c.decode(CGFloat.self, forKey: .maximum))
    }

    /// Writes the form ``init(from:)`` reads.
    ///
    /// ```swift
    /// try JSONEncoder().encode(MenuWidth.matchingAnchor)  // "anchor"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .natural:
            var c = encoder.singleValueContainer()
            try c.encode("natural")
        case .matchingAnchor:
            var c = encoder.singleValueContainer()
            try c.encode("anchor")
        case let .fixed(width):
            var c = encoder.singleValueContainer()
            try c.encode(width)
        case let .fitting(minimum, maximum):
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(minimum, forKey: .minimum)
            try c.encode(maximum, forKey: .maximum)
        }
    }
}
