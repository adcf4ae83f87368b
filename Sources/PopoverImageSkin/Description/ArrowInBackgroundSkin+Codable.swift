import Foundation
import PopoverCore

extension ArrowInBackgroundSkin: Codable where Image: Codable {
    private enum Keys: String, CodingKey, CaseIterable { case up, down, left, right }

    /// Decodes `{"up": …, "down": …, "left": …, "right": …}` with the directions the art
    /// has; unknown keys are refused by name. In `skin.json` it is the `arrowInBackground`
    /// object, checked there against the metrics (``validate(metrics:)``).
    ///
    /// ```swift
    /// let json = #"{"up": {"main": {"image": "up", "size": {"width": 57, "height": 51}, "capInsets": {"top": 41, "left": 47, "bottom": 10, "right": 10}, "arrowCentre": 28.5}, "fixedArrow": true}}"#
    /// try JSONDecoder().decode(ArrowInBackgroundSkin<String>.self, from: Data(json.utf8)).drawnDirections == .up  // true
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            up: try c.decodeIfPresent(ArrowBackgroundSet<Image>.self, forKey: .up),
            down: try c.decodeIfPresent(ArrowBackgroundSet<Image>.self, forKey: .down),
            right: try c.decodeIfPresent(ArrowBackgroundSet<Image>.self, forKey: .right),
            left: try c.decodeIfPresent(ArrowBackgroundSet<Image>.self, forKey: .left)
        )
    }

    /// Encodes the directions the skin has, as above.
    ///
    /// ```swift
    /// try JSONEncoder().encode(arrowInBackgroundSkin)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(up, forKey: .up)
        try c.encodeIfPresent(down, forKey: .down)
        try c.encodeIfPresent(right, forKey: .right)
        try c.encodeIfPresent(left, forKey: .left)
    }
}
