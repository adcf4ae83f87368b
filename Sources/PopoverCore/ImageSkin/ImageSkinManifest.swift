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
/// let url = catalogURL.appendingPathComponent("orangePopoverSkin.dataset/skin.json")
/// let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(contentsOf: url))
/// manifest.background  // "orangePopoverBackground"
/// ```
///
/// Decoding checks the values: cap insets finite, >= 0 and at most
/// ``PopoverLimits/maximumLength`` (`capInsets.top`…), valid metrics, and image set
/// names that are plain names (no `/`, no `..`), so a catalog cannot point outside itself.
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
    public var arrows: ArrowImages<String>
    /// Arrow base and height, corner radius the arrow keeps clear of, content insets.
    public var metrics: SkinMetrics
    /// Overlap, background margin, arrow layer and orientation; the defaults when absent
    /// (so manifests written before it still read).
    public var placement: ImageSkinPlacement

    /// Makes a manifest (format 1).
    ///
    /// ```swift
    /// ImageSkinManifest(name: "orange", background: "orangeBackground", capInsets: .uniform(14),
    ///                   arrows: .rotated(up: "orangeArrow"), metrics: PopoverStyle.orange.metrics)
    /// ```
    public init(
        name: String, background: String, capInsets: PopoverInsets, arrows: ArrowImages<String>, metrics: SkinMetrics,
        placement: ImageSkinPlacement = ImageSkinPlacement()
    ) {
        self.format = 1
        self.name = name
        self.background = background
        self.capInsets = capInsets
        self.arrows = arrows
        self.metrics = metrics
        self.placement = placement
    }
}

extension ImageSkinManifest {
    /// Decodes and checks a manifest (see the type's notes); a bad value throws
    /// ``PopoverInputError`` naming its field.
    ///
    /// ```swift
    /// let url = catalogURL.appendingPathComponent("orangePopoverSkin.dataset/skin.json")
    /// let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(contentsOf: url))
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(Int.self, forKey: .format)
        name = try c.decode(String.self, forKey: .name)
        background = try c.decode(String.self, forKey: .background)
        capInsets = try c.decode(PopoverInsets.self, forKey: .capInsets)
        arrows = try c.decode(ArrowImages<String>.self, forKey: .arrows)
        metrics = try c.decode(SkinMetrics.self, forKey: .metrics)
        placement = try c.decodeIfPresent(ImageSkinPlacement.self, forKey: .placement) ?? ImageSkinPlacement()
        try Validation.insets(capInsets, "capInsets", limit: PopoverLimits.maximumLength)
        try Self.checkSetName(background, "background")
        _ = try arrows.map { try Self.checkSetName($0, "arrows") }
    }

    /// Throws ``PopoverInputError`` naming `field` unless `name` is an image set's plain
    /// name (not empty, no `/` or `\`, no leading `.`), so it stays inside the catalog.
    ///
    /// ```swift
    /// try ImageSkinManifest.checkSetName("../secrets", "background")  // throws: background: must be an image set's plain name (no /, \ or leading .), got "../secrets"
    /// ```
    public static func checkSetName(_ name: String, _ field: String) throws {
        guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), !name.hasPrefix("."), !name.contains("\0") else {
            throw PopoverInputError(field: field, rule: "must be an image set's plain name (no /, \\ or leading .)", value: "\"\(name)\"")
        }
    }
}
