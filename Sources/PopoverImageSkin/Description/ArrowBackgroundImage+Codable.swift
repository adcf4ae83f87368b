import Foundation
import PopoverCore

extension ArrowBackgroundImage: Codable where Image: Codable {
    private enum Keys: String, CodingKey, CaseIterable { case image, size, capInsets, arrowCentre }
    private enum SizeKeys: String, CodingKey, CaseIterable { case width, height }

    /// Decodes `{"image": …, "size": {"width": …, "height": …}, "capInsets": {…}, "arrowCentre": …}`;
    /// ``ArrowInBackgroundSkin/validate(metrics:)`` checks the numbers. Unknown keys are refused by name.
    ///
    /// ```swift
    /// let json = #"{"image": "up", "size": {"width": 57, "height": 51}, "capInsets": {"top": 41, "left": 9, "bottom": 9, "right": 47}, "arrowCentre": 28.5}"#
    /// try JSONDecoder().decode(ArrowBackgroundImage<String>.self, from: Data(json.utf8)).arrowCentre  // 28.5
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        try KnownKeys.check(try c.superDecoder(forKey: .size), SizeKeys.allCases.map(\.rawValue))
        let size = try c.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
        self.init(
            image: try c.decode(Image.self, forKey: .image),
            size: CGSize(width: try size.decode(CGFloat.self, forKey: .width), height: try size.decode(CGFloat.self, forKey: .height)),
            capInsets: try c.decode(PopoverInsets.self, forKey: .capInsets),
            arrowCentre: try c.decode(CGFloat.self, forKey: .arrowCentre)
        )
    }

    /// Encodes the layout shown above.
    ///
    /// ```swift
    /// try JSONEncoder().encode(arrowInBackgroundSkin.up?.main)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(image, forKey: .image)
        var s = c.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
        try s.encode(size.width, forKey: .width)
        try s.encode(size.height, forKey: .height)
        try c.encode(capInsets, forKey: .capInsets)
        try c.encode(arrowCentre, forKey: .arrowCentre)
    }
}
