import Foundation
import PopoverCore

extension ArrowBackgroundSet: Codable where Image: Codable {
    private enum Keys: String, CodingKey, CaseIterable { case main, secondStretchCap, leadingCorner, trailingCorner, fixedArrow }

    /// Decodes `{"main": …, "secondStretchCap": …}` and the corner variants given
    /// (`leadingCorner`, `trailingCorner`); or `{"main": …, "fixedArrow": true}`, where
    /// `secondStretchCap` is not used and may be left out. Unknown keys are refused by name.
    ///
    /// ```swift
    /// let json = #"{"main": {"image": "up", "size": {"width": 57, "height": 51}, "capInsets": {"top": 41, "left": 47, "bottom": 10, "right": 10}, "arrowCentre": 28.5}, "fixedArrow": true}"#
    /// try JSONDecoder().decode(ArrowBackgroundSet<String>.self, from: Data(json.utf8)).fixedArrow  // true
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        let fixed = try c.decodeIfPresent(Bool.self, forKey: .fixedArrow) ?? false
        self.init(
            main: try c.decode(ArrowBackgroundImage<Image>.self, forKey: .main),
            secondStretchCap: fixed ? try c.decodeIfPresent(CGFloat.self, forKey: .secondStretchCap) ?? 0 : try c.decode(CGFloat.self, forKey: .secondStretchCap),
            leadingCorner: try c.decodeIfPresent(ArrowBackgroundImage<Image>.self, forKey: .leadingCorner),
            trailingCorner: try c.decodeIfPresent(ArrowBackgroundImage<Image>.self, forKey: .trailingCorner)
        )
        fixedArrow = fixed
    }

    /// Encodes the layout shown above; a fixed arrow's set writes `fixedArrow` instead of
    /// `secondStretchCap`.
    ///
    /// ```swift
    /// try JSONEncoder().encode(arrowInBackgroundSkin.up)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(main, forKey: .main)
        if fixedArrow {
            try c.encode(true, forKey: .fixedArrow)
        } else {
            try c.encode(secondStretchCap, forKey: .secondStretchCap)
        }
        try c.encodeIfPresent(leadingCorner, forKey: .leadingCorner)
        try c.encodeIfPresent(trailingCorner, forKey: .trailingCorner)
    }
}
