import Foundation
import PopoverCore

/// What `skin.json`'s `background` holds: an image set's name, or `{"colour": "#RRGGBBAA"}`
/// for a body of one colour (OpenIM's popover: a `UIView` filled with #0C1C33 at 85%,
/// rounded by 15, only the arrow a PNG). A colour whose alpha is 0 hides the body: only
/// the arrow shows (the "iOS 7 style", where the content view draws its own background).
enum BackgroundSource: Decodable, Equatable {
    case image(String)
    case colour(RGBAColor)

    private enum Keys: String, CodingKey, CaseIterable { case colour }

    init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self = .image(name)
            return
        }
        guard (try? decoder.container(keyedBy: Keys.self)) != nil else {
            throw PopoverInputError(
                field: decoder.codingPath.dotted(), rule: "must be an image set's name or {\"colour\": \"#RRGGBB\" or \"#RRGGBBAA\"}", value: "something else"
            )
        }
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        self = .colour(try decoder.container(keyedBy: Keys.self).decode(RGBAColor.self, forKey: .colour))
    }
}
