import PopoverCore

/// The arrow artwork of an image skin: one up-pointing image turned to each direction,
/// or one image per direction (for arrows a rotation would spoil, such as a gradient's).
/// Generic over what an image is: a name in a catalog, a `UIImage`, decoded pixels.
///
/// ```swift
/// let names: ArrowImages<String> = .rotated(up: "orangePopoverArrow")
/// names.image(for: .left)?.image    // "orangePopoverArrow"
/// names.image(for: .left)?.rotated  // true: the up image, turned to point left
/// ```
public enum ArrowImages<Image> {
    /// One up-pointing image, rotated for the other directions.
    case rotated(up: Image)
    /// One image drawn for each direction.
    case perDirection(up: Image, down: Image, left: Image, right: Image)

    /// The up-pointing image.
    ///
    /// ```swift
    /// ArrowImages.rotated(up: "a").up  // "a"
    /// ```
    public var up: Image {
        switch self {
        case let .rotated(up), let .perDirection(up, _, _, _): up
        }
    }

    /// Every image: the up one, or up, down, left and right.
    ///
    /// ```swift
    /// ArrowImages.perDirection(up: "u", down: "d", left: "l", right: "r").images  // ["u", "d", "l", "r"]
    /// ```
    public var images: [Image] {
        switch self {
        case let .rotated(up): [up]
        case let .perDirection(up, down, left, right): [up, down, left, right]
        }
    }

    /// Whether one image is rotated for every direction.
    ///
    /// ```swift
    /// ArrowImages.rotated(up: "a").isRotated  // true
    /// ```
    public var isRotated: Bool {
        if case .rotated = self { true } else { false }
    }

    /// The image for a direction and whether to rotate it (by the direction's
    /// ``/PopoverCore/ArrowDirection/rotation``); `nil` for `unknown`.
    ///
    /// ```swift
    /// ArrowImages.perDirection(up: "u", down: "d", left: "l", right: "r").image(for: .right)  // ("r", false)
    /// ```
    public func image(for direction: ArrowDirection) -> (image: Image, rotated: Bool)? {
        switch (self, direction) {
        case (_, .unknown): nil
        case let (.rotated(up), _): (up, true)
        case let (.perDirection(up, _, _, _), .up): (up, false)
        case let (.perDirection(_, down, _, _), .down): (down, false)
        case let (.perDirection(_, _, left, _), .left): (left, false)
        case let (.perDirection(_, _, _, right), .right): (right, false)
        }
    }

    /// The same artwork with each image transformed (names loaded into images, say).
    ///
    /// ```swift
    /// let names: ArrowImages<String> = .rotated(up: "orangePopoverArrow")
    /// let files = names.map { "\($0)@2x.png" }
    /// files.image(for: .down)?.image  // "orangePopoverArrow@2x.png"
    /// ```
    public func map<Other>(_ transform: (Image) throws -> Other) rethrows -> ArrowImages<Other> {
        switch self {
        case let .rotated(up): .rotated(up: try transform(up))
        case let .perDirection(up, down, left, right):
            .perDirection(up: try transform(up), down: try transform(down), left: try transform(left), right: try transform(right))
        }
    }
}

extension ArrowImages: Sendable where Image: Sendable {}
extension ArrowImages: Equatable where Image: Equatable {}
extension ArrowImages: Hashable where Image: Hashable {}

extension ArrowImages: Codable where Image: Codable {
    private enum Keys: String, CodingKey { case up, down, left, right }

    /// Decodes `{"up": …}` (rotated) or all four directions.
    ///
    /// ```swift
    /// try JSONDecoder().decode(ArrowImages<String>.self, from: Data(#"{"up":"arrow"}"#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let up = try c.decode(Image.self, forKey: .up)
        if c.contains(.down) || c.contains(.left) || c.contains(.right) {
            self = .perDirection(
                up: up, down: try c.decode(Image.self, forKey: .down),
                left: try c.decode(Image.self, forKey: .left), right: try c.decode(Image.self, forKey: .right)
            )
        } else {
            self = .rotated(up: up)
        }
    }

    /// Encodes `{"up": …}` or all four directions.
    ///
    /// ```swift
    /// try JSONEncoder().encode(ArrowImages.rotated(up: "arrow"))  // {"up":"arrow"}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case let .rotated(up):
            try c.encode(up, forKey: .up)
        case let .perDirection(up, down, left, right):
            try c.encode(up, forKey: .up)
            try c.encode(down, forKey: .down)
            try c.encode(left, forKey: .left)
            try c.encode(right, forKey: .right)
        }
    }
}
