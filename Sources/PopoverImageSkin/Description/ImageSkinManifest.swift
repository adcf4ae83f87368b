import Foundation
import PopoverCore

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
/// manifest.artwork.imageNames.first  // "orangePopoverBackground"
/// ```
///
/// A skin whose arrow is drawn into its backgrounds (``ArrowInBackgroundSkin``) has an
/// `arrowInBackground` object instead of `background`, `capInsets`, `arrows` and
/// `placement`, the skin's ``ImageSkinArrangement`` (manifests without it read as before):
///
/// ```json
/// { "format": 1, "name": "gik", "metrics": { … },
///   "arrowInBackground": {
///     "up": { "main": { "image": "PopoverBackgroundArrowUp", "size": { "width": 57, "height": 51 },
///                       "capInsets": { "top": 41, "left": 9, "bottom": 9, "right": 47 }, "arrowCentre": 28.5 },
///             "secondStretchCap": 9, "trailingCorner": { … } },
///     "down": { … }, "right": { … } } }
/// ```
///
/// A body of one colour instead of a background image (OpenIM's `UIView` filled with
/// #0C1C33 at 85%) is `"background": {"colour": "#0C1C33D9"}`, without `capInsets`
/// (``backgroundColour``); round it with `placement.backgroundCornerRadius`. A colour
/// whose alpha is 0 hides the body, and only the arrow shows.
///
/// Decoding checks the values: cap insets finite, >= 0 and at most
/// ``/PopoverCore/PopoverLimits/maximumLength`` (`capInsets.top`…), valid metrics, an
/// `arrowInBackground` the layout can use, and image set names that are plain names (no
/// `/`, no `..`), so a catalog cannot point outside itself.
public struct ImageSkinManifest: Sendable, Equatable, Codable {
    /// The version of this layout; 1.
    public var format: Int
    /// The skin's name (the style it came from).
    public var name: String
    /// The image sets' names and how they go together: a background (its cap insets, its
    /// arrangement) with arrow images, or the arrow drawn into per-direction backgrounds.
    public var artwork: ImageSkinArtwork<String>
    /// Arrow base and height, corner radius the arrow keeps clear of, content insets.
    public var metrics: SkinMetrics
    /// A body of one colour instead of a background image, or `nil`. The artwork's
    /// background is then the image set ``backgroundColourSetName``, which the skin
    /// folder and the catalog make: one pixel of the colour, stretched over the body.
    public var backgroundColour: RGBAColor?
    /// The image set that holds a ``backgroundColour``.
    public static let backgroundColourSetName = "backgroundColour"

    /// Whether the skin hides its body on purpose (a background colour whose alpha is 0:
    /// only the arrow shows), so an invisible background is no fault.
    ///
    /// ```swift
    /// ImageSkinManifest(name: "arrowOnly", backgroundColour: try RGBAColor(hex: "#00000000"), arrows: .rotated(up: "arrow"),
    ///                   metrics: SkinMetrics()).hidesBody  // true
    /// ```
    public var hidesBody: Bool { backgroundColour.map { $0.alpha == 0 } ?? false }

    /// Makes a manifest (format 1) for a background with separate arrow images.
    ///
    /// ```swift
    /// ImageSkinManifest(name: "orange", background: "orangeBackground", capInsets: .uniform(14),
    ///                   arrows: .rotated(up: "orangeArrow"), metrics: PopoverStyle.orange.metrics)
    /// ```
    public init(
        name: String, background: String, capInsets: PopoverInsets, arrows: ArrowImages<String>, metrics: SkinMetrics,
        arrangement: ImageSkinArrangement = ImageSkinArrangement()
    ) {
        self.init(name: name, artwork: .separateArrow(background: background, capInsets: capInsets, arrows: arrows, arrangement: arrangement), metrics: metrics)
    }

    /// Makes a manifest (format 1) for a body of one colour with separate arrow images.
    ///
    /// ```swift
    /// let openIM = ImageSkinManifest(name: "openim", backgroundColour: try RGBAColor(hex: "#0C1C33D9"), arrows: .rotated(up: "arrow"),
    ///                                metrics: SkinMetrics(arrowBase: 14, arrowHeight: 9, cornerRadius: 15),
    ///                                arrangement: ImageSkinArrangement(backgroundCornerRadius: 15))
    /// openIM.artwork.imageNames  // ["backgroundColour", "arrow"]
    /// ```
    public init(name: String, backgroundColour: RGBAColor, arrows: ArrowImages<String>, metrics: SkinMetrics, arrangement: ImageSkinArrangement = ImageSkinArrangement()) {
        self.init(name: name, background: Self.backgroundColourSetName, capInsets: .zero, arrows: arrows, metrics: metrics, arrangement: arrangement)
        self.backgroundColour = backgroundColour
    }

    /// Makes a manifest (format 1) for any artwork.
    ///
    /// ```swift
    /// ImageSkinManifest(name: "gik", artwork: .arrowInBackground(arrowInBackgroundSkin), metrics: arrowInBackgroundMetrics)
    /// ```
    public init(name: String, artwork: ImageSkinArtwork<String>, metrics: SkinMetrics) {
        self.format = 1
        self.name = name
        self.artwork = artwork
        self.metrics = metrics
    }
}

extension ImageSkinManifest {
    private enum Keys: String, CodingKey {
        case format, name, background, capInsets, arrows, arrowInBackground, metrics
        /// The arrangement's key in format 1, written before the word was kept for the solver's result.
        case arrangement = "placement"
    }

    /// Decodes and checks a manifest (see the type's notes); a bad value, or a key the
    /// format does not have, throws ``/PopoverCore/PopoverInputError`` naming its field. An `arrowInBackground` object stands instead
    /// of `background`, `capInsets`, `arrows` and `placement`, and is checked against the
    /// metrics (``ArrowInBackgroundSkin/validate(metrics:)``).
    ///
    /// ```swift
    /// let url = catalogURL.appendingPathComponent("orangePopoverSkin.dataset/skin.json")
    /// let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(contentsOf: url))
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        // Read as any number, so that 1.5 is refused as a format, not as JSON that does not read.
        let number = try c.decode(Double.self, forKey: .format)
        try KnownKeys.check(decoder, ["format", "name", "background", "capInsets", "arrows", "arrowInBackground", "metrics", "placement"])
        guard number == 1 else {
            // A later format may mean other things by the same keys: refuse it, don't guess.
            throw PopoverInputError(field: "format", rule: "must be 1, the format this version of PopoverKit reads", value: NumberText.exact(CGFloat(number)))
        }
        format = 1
        name = try c.decode(String.self, forKey: .name)
        metrics = try c.decode(SkinMetrics.self, forKey: .metrics)
        guard c.contains(.arrowInBackground) else {
            let background: String, capInsets: PopoverInsets
            let arrows = try c.decode(ArrowImages<String>.self, forKey: .arrows)
            switch try c.decode(BackgroundSource.self, forKey: .background) {
            case let .image(name):
                background = name
                capInsets = try c.decode(PopoverInsets.self, forKey: .capInsets)
            case let .colour(colour):
                if c.contains(.capInsets) {
                    throw PopoverInputError(field: "capInsets", rule: "must be left out with a background colour (one colour stretches alike everywhere)", value: "capInsets")
                }
                if arrows.images.contains(Self.backgroundColourSetName) {
                    throw PopoverInputError(field: "arrows", rule: "must not be named \(Self.backgroundColourSetName), the image set of the background colour", value: "\"\(Self.backgroundColourSetName)\"")
                }
                background = Self.backgroundColourSetName
                capInsets = .zero
                backgroundColour = colour
            }
            let arrangement = try c.decodeIfPresent(ImageSkinArrangement.self, forKey: .arrangement) ?? ImageSkinArrangement()
            try Validation.insets(capInsets, "capInsets", limit: PopoverLimits.maximumLength)
            try Self.checkSetName(background, "background")
            _ = try arrows.map { try Self.checkSetName($0, "arrows") }
            artwork = .separateArrow(background: background, capInsets: capInsets, arrows: arrows, arrangement: arrangement)
            return
        }
        if let other = [Keys.background, .capInsets, .arrows, .arrangement].first(where: { c.contains($0) }) {
            throw PopoverInputError(
                field: "arrowInBackground", rule: "stands instead of background, capInsets, arrows and placement (one kind of artwork a skin)",
                value: "\(other.stringValue) as well"
            )
        }
        let skin = try c.decode(ArrowInBackgroundSkin<String>.self, forKey: .arrowInBackground)
        do {
            try skin.validate(metrics: metrics)
        } catch let error as PopoverInputError {
            throw PopoverInputError(field: error.field.isEmpty ? "arrowInBackground" : "arrowInBackground.\(error.field)", rule: error.rule, value: error.value)
        }
        for id in skin.imageIDs {
            try Self.checkSetName(skin.image(id)?.image ?? "", "arrowInBackground.\(id).image")
        }
        artwork = .arrowInBackground(skin)
    }

    /// Encodes the manifest: `background`, `capInsets`, `arrows` and `placement`, or
    /// `arrowInBackground`, with the format, name and metrics.
    ///
    /// ```swift
    /// try JSONEncoder().encode(ImageSkinManifest(name: "gik", artwork: .arrowInBackground(arrowInBackgroundSkin), metrics: arrowInBackgroundMetrics))
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(format, forKey: .format)
        try c.encode(name, forKey: .name)
        switch artwork {
        case let .separateArrow(background, capInsets, arrows, arrangement):
            if let backgroundColour {
                var colour = c.nestedContainer(keyedBy: ColourKeys.self, forKey: .background)
                try colour.encode(backgroundColour, forKey: .colour)
            } else {
                try c.encode(background, forKey: .background)
                try c.encode(capInsets, forKey: .capInsets)
            }
            try c.encode(arrows, forKey: .arrows)
            try c.encode(arrangement, forKey: .arrangement)
        case let .arrowInBackground(skin):
            try c.encode(skin, forKey: .arrowInBackground)
        }
        try c.encode(metrics, forKey: .metrics)
    }

    private enum ColourKeys: String, CodingKey { case colour }

    /// Throws ``/PopoverCore/PopoverInputError`` naming `field` unless `name` is an image set's plain
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
