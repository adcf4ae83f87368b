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

    /// Makes a manifest (format 1).
    ///
    /// ```swift
    /// ImageSkinManifest(name: "orange", background: "orangeBackground", capInsets: .uniform(14),
    ///                   arrows: .rotated(up: "orangeArrow"), metrics: PopoverStyle.orange.metrics)
    /// ```
    public init(name: String, background: String, capInsets: PopoverInsets, arrows: ArrowImages<String>, metrics: SkinMetrics) {
        self.format = 1
        self.name = name
        self.background = background
        self.capInsets = capInsets
        self.arrows = arrows
        self.metrics = metrics
    }
}
