import Foundation

/// How a skin's images sit together, beyond ``SkinMetrics``: what real skins do that a
/// plain "body plus arrow" cannot say.
///
/// - `bodyOverlap`: the visible body starts this many points before the body edge, under
///   the arrow, so no seam shows between the two images.
/// - `backgroundInsets`: the background image's transparent margin (a baked-in shadow):
///   its visible edge lies this far inside the image. The arrow meets the visible edge
///   and keeps clear of the visible corners.
/// - `arrowLayer`: the arrow under or over the body.
/// - `arrowOrientation`: which way a single arrow image is drawn and how it turns.
/// - `pixelAligned`: the arrow image's origin lands on the device pixel grid (a half
///   pixel blurs a 1x arrow), as UIKit skins do with `roundf`.
/// - `resizingMode`: the background's middle stretched or tiled between its caps.
///
/// In `skin.json` it is the `placement` object (the key format 1 has); every key is optional:
///
/// ```json
/// "placement": { "bodyOverlap": 2, "backgroundInsets": { "top": 13, "left": 13, "bottom": 13, "right": 13 },
///                "arrowLayer": "underBody", "arrowOrientation": { "drawn": "down", "vertical": "flip" },
///                "resizingMode": "tile" }
/// ```
///
/// ```swift
/// let arrangement = ImageSkinArrangement(bodyOverlap: 2)   // KSCustomUIPopover
/// ```
public struct ImageSkinArrangement: Sendable, Hashable {
    /// How far the visible body reaches under the arrow, in points (>= 0).
    public var bodyOverlap: CGFloat
    /// The background image's transparent margin on each side, in points (each >= 0).
    public var backgroundInsets: PopoverInsets
    /// The arrow under or over the body.
    public var arrowLayer: ArrowLayer
    /// How a single arrow image is drawn and turned.
    public var arrowOrientation: ArrowOrientation
    /// Whether the arrow image's origin is rounded to the device pixel grid.
    public var pixelAligned: Bool
    /// How the background's middle fills the space between its caps.
    public var resizingMode: BackgroundResizing

    /// Makes an arrangement; the defaults describe a plain skin (no overlap, no margin, the
    /// arrow over the body, drawn up and rotated, on whole pixels, the middle stretched).
    ///
    /// ```swift
    /// ImageSkinArrangement(backgroundInsets: .uniform(13), arrowLayer: .underBody)   // WEPopover
    /// ```
    public init(
        bodyOverlap: CGFloat = 0, backgroundInsets: PopoverInsets = .zero, arrowLayer: ArrowLayer = .overBody,
        arrowOrientation: ArrowOrientation = ArrowOrientation(), pixelAligned: Bool = true,
        resizingMode: BackgroundResizing = .stretch
    ) {
        self.bodyOverlap = bodyOverlap
        self.backgroundInsets = backgroundInsets
        self.arrowLayer = arrowLayer
        self.arrowOrientation = arrowOrientation
        self.pixelAligned = pixelAligned
        self.resizingMode = resizingMode
    }

    /// Throws ``PopoverInputError`` for an overlap or inset that is negative, not finite
    /// or above ``PopoverLimits/maximumLength``.
    ///
    /// ```swift
    /// try ImageSkinArrangement(bodyOverlap: -1).validate()  // throws: placement.bodyOverlap: must be >= 0, got -1
    /// ```
    public func validate() throws {
        try Validation.nonNegative(bodyOverlap, "placement.bodyOverlap", limit: PopoverLimits.maximumLength)
        try Validation.insets(backgroundInsets, "placement.backgroundInsets", limit: PopoverLimits.maximumLength)
    }

    /// A copy safe to lay out whatever it holds (see ``SkinMetrics/sanitized``).
    ///
    /// ```swift
    /// ImageSkinArrangement(bodyOverlap: .nan).sanitized.bodyOverlap  // 0
    /// ```
    public var sanitized: ImageSkinArrangement {
        func clean(_ value: CGFloat) -> CGFloat { Validation.clean(value, limit: PopoverLimits.maximumLength) }
        var copy = self
        copy.bodyOverlap = clean(bodyOverlap)
        let i = backgroundInsets
        copy.backgroundInsets = PopoverInsets(top: clean(i.top), left: clean(i.left), bottom: clean(i.bottom), right: clean(i.right))
        return copy
    }
}

extension ImageSkinArrangement: Codable {
    private enum Keys: String, CodingKey {
        case bodyOverlap, backgroundInsets, arrowLayer, arrowOrientation, pixelAligned, resizingMode
    }

    /// Decodes and validates an arrangement; a missing key takes its default, an unknown
    /// one is refused by name, with the closest known key.
    ///
    /// ```swift
    /// try JSONDecoder().decode(ImageSkinArrangement.self, from: Data(#"{"bodyOverlap": 2}"#.utf8)).bodyOverlap  // 2
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try KnownKeys.check(decoder, ["bodyOverlap", "backgroundInsets", "arrowLayer", "arrowOrientation", "pixelAligned", "resizingMode"])
        self.init(
            bodyOverlap: try c.decodeIfPresent(CGFloat.self, forKey: .bodyOverlap) ?? 0,
            backgroundInsets: try c.decodeIfPresent(PopoverInsets.self, forKey: .backgroundInsets) ?? .zero,
            arrowLayer: try c.decodeIfPresent(ArrowLayer.self, forKey: .arrowLayer) ?? .overBody,
            arrowOrientation: try c.decodeIfPresent(ArrowOrientation.self, forKey: .arrowOrientation) ?? ArrowOrientation(),
            pixelAligned: try c.decodeIfPresent(Bool.self, forKey: .pixelAligned) ?? true,
            resizingMode: try c.decodeIfPresent(BackgroundResizing.self, forKey: .resizingMode) ?? .stretch
        )
        try validate()
    }

    /// Encodes every key.
    ///
    /// ```swift
    /// try JSONEncoder().encode(ImageSkinArrangement())
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(bodyOverlap, forKey: .bodyOverlap)
        try c.encode(backgroundInsets, forKey: .backgroundInsets)
        try c.encode(arrowLayer, forKey: .arrowLayer)
        try c.encode(arrowOrientation, forKey: .arrowOrientation)
        try c.encode(pixelAligned, forKey: .pixelAligned)
        try c.encode(resizingMode, forKey: .resizingMode)
    }
}
