import Foundation

/// What an image skin's code needs besides its images: metrics, cap insets and the
/// names of the image sets. `popoverkit assets` writes it as `skin.json` in a data set
/// of the catalog; `ImagePopoverSkin(assetCatalogSkin:)` reads it.
///
/// ```json
/// { "format": 1, "name": "orange", "background": "orangeBackground",
///   "capInsets": { "top": 14, "left": 14, "bottom": 14, "right": 14 },
///   "arrows": { "up": "orangeArrow" },
///   "metrics": { "cornerRadius": 12, "arrow": { … }, "contentInsets": { … } } }
/// ```
///
/// ```swift
/// let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: data)
/// ```
public struct ImageSkinManifest: Sendable, Equatable, Codable {
    /// The version of this layout; 1.
    public var format: Int
    /// The skin's name (the style it came from).
    public var name: String
    /// The background image set's name.
    public var background: String
    /// The background's cap insets in points.
    public var capInsets: PopoverInsets
    /// The arrow image sets' names.
    public var arrows: ArrowImageNames
    /// Arrow base and height, corner radius the arrow keeps clear of, content insets.
    public var metrics: SkinMetrics

    /// Makes a manifest (format 1).
    ///
    /// ```swift
    /// ImageSkinManifest(name: "orange", background: "orangeBackground", capInsets: .uniform(14),
    ///                   arrows: ArrowImageNames(up: "orangeArrow"), metrics: PopoverStyle.orange.metrics)
    /// ```
    public init(name: String, background: String, capInsets: PopoverInsets, arrows: ArrowImageNames, metrics: SkinMetrics) {
        self.format = 1
        self.name = name
        self.background = background
        self.capInsets = capInsets
        self.arrows = arrows
        self.metrics = metrics
    }
}

/// The arrow images of a skin: one up-pointing image that is rotated, or one per direction.
///
/// ```swift
/// ArrowImageNames(up: "arrow").isRotated  // true
/// ```
public struct ArrowImageNames: Sendable, Equatable, Codable {
    /// The up-pointing image.
    public var up: String
    /// The other directions' images, when each direction has its own.
    public var down: String?
    /// See ``down``.
    public var left: String?
    /// See ``down``.
    public var right: String?

    /// Makes the names; give all four or only `up`.
    ///
    /// ```swift
    /// ArrowImageNames(up: "u", down: "d", left: "l", right: "r")
    /// ```
    public init(up: String, down: String? = nil, left: String? = nil, right: String? = nil) {
        self.up = up
        self.down = down
        self.left = left
        self.right = right
    }

    /// Whether one up-pointing image is rotated for every direction.
    public var isRotated: Bool { down == nil || left == nil || right == nil }

    /// The image for a direction and whether it must be rotated (`nil` for `unknown`).
    ///
    /// ```swift
    /// names.image(for: .left)  // ("arrowLeft", false) or ("arrow", true)
    /// ```
    public func image(for direction: ArrowDirection) -> (name: String, rotated: Bool)? {
        if isRotated { return direction == .unknown ? nil : (up, true) }
        switch direction {
        case .up: return (up, false)
        case .down: return down.map { ($0, false) }
        case .left: return left.map { ($0, false) }
        case .right: return right.map { ($0, false) }
        case .unknown: return nil
        }
    }
}
