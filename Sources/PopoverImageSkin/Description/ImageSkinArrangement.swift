import Foundation
import PopoverCore

/// How a skin's images sit together, beyond ``/PopoverCore/SkinMetrics``: what real skins do that a
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
/// - `directions`: the arrow directions the skin draws (an up-only skin); asked for
///   another, it draws the body without an arrow. PopoverKit's `presentAsPopover` tells
///   the system popover to permit only these (``/PopoverCore/ArrowDirections/drawable(by:)``); an app
///   that sets `popoverBackgroundViewClass` itself sets `permittedArrowDirections` to
///   them itself (``ImageSkinArtwork/drawnDirections``).
/// - `fixedArrowOffsets`: for each direction listed, the arrow drawn at this offset from
///   its edge's centre whatever UIKit's `arrowOffset` says, as skins that set or ignore the
///   offset do (in skin.json `fixedArrowOffset`: one number for every direction, or one
///   per direction).
/// - `arrowImageSize`: the frame the arrow image is drawn into, in points, as drawn
///   (before it is turned), when it is not the image's own size.
/// - `backgroundCornerRadius`: the background image's rectangle clipped to round corners
///   (the app's `layer.cornerRadius` with `masksToBounds` on its background image view);
///   the arrow is not clipped.
///
/// In `skin.json` it is the `placement` object (the key format 1 has); every key is optional:
///
/// ```json
/// "placement": { "bodyOverlap": 2, "backgroundInsets": { "top": 13, "left": 13, "bottom": 13, "right": 13 },
///                "arrowLayer": "underBody", "arrowOrientation": { "drawn": "down", "vertical": "flip" },
///                "resizingMode": "tile", "directions": ["up"], "fixedArrowOffset": { "up": -80, "down": 0 },
///                "arrowImageSize": { "width": 14, "height": 9 }, "backgroundCornerRadius": 15 }
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
    /// The arrow directions the skin draws, each once (default: all four).
    public var directions: [ArrowDirection]
    /// The arrow's offset from its edge's centre whatever UIKit asks, by direction; a
    /// direction not listed follows UIKit.
    public var fixedArrowOffsets: [ArrowDirection: CGFloat]
    /// The frame the arrow image is drawn into, in points, before it is turned; `nil`: its own size.
    public var arrowImageSize: CGSize?
    /// The radius the background image's rectangle is clipped to (0: not clipped).
    public var backgroundCornerRadius: CGFloat

    /// Makes an arrangement; the defaults describe a plain skin (no overlap, no margin, the
    /// arrow over the body, drawn up and rotated, on whole pixels, the middle stretched,
    /// every direction, the arrow where UIKit asks, drawn at the image's size, no clipping).
    ///
    /// ```swift
    /// ImageSkinArrangement(backgroundInsets: .uniform(13), arrowLayer: .underBody)   // WEPopover
    /// ImageSkinArrangement(bodyOverlap: 2, fixedArrowOffsets: [.up: -80, .down: 0, .left: 0, .right: 0])  // Rockpack
    /// ```
    public init(
        bodyOverlap: CGFloat = 0, backgroundInsets: PopoverInsets = .zero, arrowLayer: ArrowLayer = .overBody,
        arrowOrientation: ArrowOrientation = ArrowOrientation(), pixelAligned: Bool = true,
        resizingMode: BackgroundResizing = .stretch, directions: [ArrowDirection] = ArrowDirection.arrowed,
        fixedArrowOffsets: [ArrowDirection: CGFloat] = [:], arrowImageSize: CGSize? = nil, backgroundCornerRadius: CGFloat = 0
    ) {
        self.bodyOverlap = bodyOverlap
        self.backgroundInsets = backgroundInsets
        self.arrowLayer = arrowLayer
        self.arrowOrientation = arrowOrientation
        self.pixelAligned = pixelAligned
        self.resizingMode = resizingMode
        self.directions = directions
        self.fixedArrowOffsets = fixedArrowOffsets
        self.arrowImageSize = arrowImageSize
        self.backgroundCornerRadius = backgroundCornerRadius
    }

    /// Throws ``/PopoverCore/PopoverInputError`` for an overlap, inset, corner radius or arrow image
    /// size that is negative (or zero, for a size), not finite or above
    /// ``/PopoverCore/PopoverLimits/maximumLength``; a fixed offset that ``/PopoverCore/PopoverLimits/checkArrowOffset(_:field:)``
    /// refuses; directions that are empty, repeated or `unknown`.
    ///
    /// ```swift
    /// try ImageSkinArrangement(bodyOverlap: -1).validate()  // throws: placement.bodyOverlap: must be >= 0, got -1
    /// ```
    public func validate() throws {
        let limit = PopoverLimits.maximumLength
        try Validation.nonNegative(bodyOverlap, "placement.bodyOverlap", limit: limit)
        try Validation.insets(backgroundInsets, "placement.backgroundInsets", limit: limit)
        try Validation.nonNegative(backgroundCornerRadius, "placement.backgroundCornerRadius", limit: limit)
        for direction in ArrowDirection.arrowed + [.unknown] {
            guard let offset = fixedArrowOffsets[direction] else { continue }
            guard direction != .unknown else {
                throw PopoverInputError(field: "placement.fixedArrowOffset", rule: "takes up, down, left and right", value: "none")
            }
            try PopoverLimits.checkArrowOffset(offset, field: "placement.fixedArrowOffset.\(direction)")
        }
        if let size = arrowImageSize {
            try Validation.positive(size.width, "placement.arrowImageSize.width", limit: limit)
            try Validation.positive(size.height, "placement.arrowImageSize.height", limit: limit)
        }
        let names = directions.map(\.name).joined(separator: ",")
        guard !directions.isEmpty, directions.allSatisfy({ $0 != .unknown }), Set(directions).count == directions.count else {
            throw PopoverInputError(field: "placement.directions", rule: "must list up, down, left or right, each at most once, at least one", value: "[\(names)]")
        }
    }

    /// Hashes every field (written out: `CGSize` is not `Hashable` in the iOS 16.5 SDK).
    ///
    /// ```swift
    /// Set([ImageSkinArrangement(), ImageSkinArrangement()]).count  // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bodyOverlap)
        hasher.combine(backgroundInsets)
        hasher.combine(arrowLayer)
        hasher.combine(arrowOrientation)
        hasher.combine(pixelAligned)
        hasher.combine(resizingMode)
        hasher.combine(directions)
        hasher.combine(fixedArrowOffsets)
        hasher.combine(arrowImageSize?.width)
        hasher.combine(arrowImageSize?.height)
        hasher.combine(backgroundCornerRadius)
    }

    /// A copy safe to lay out whatever it holds (see ``/PopoverCore/SkinMetrics/sanitized``).
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
        copy.backgroundCornerRadius = clean(backgroundCornerRadius)
        copy.fixedArrowOffsets = fixedArrowOffsets.mapValues(PopoverLimits.clampedArrowOffset)
        copy.arrowImageSize = arrowImageSize.map { CGSize(width: clean($0.width), height: clean($0.height)) }
        if directions.isEmpty { copy.directions = ArrowDirection.arrowed }
        return copy
    }
}
