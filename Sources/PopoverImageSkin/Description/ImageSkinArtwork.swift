import PopoverCore

/// What an image skin draws with, in one of two families: a stretchable background with
/// separate arrow images (most skins), or the arrow drawn into per-direction backgrounds
/// (Apple's iOS 5 popover art, GIKPopoverBackgroundView). Generic over what an image is: a
/// name in a catalog, a `UIImage`.
///
/// ```swift
/// let artwork: ImageSkinArtwork<String> = .arrowInBackground(arrowInBackgroundSkin)
/// artwork.imageNames.count  // 7
/// ```
public enum ImageSkinArtwork<Image> {
    /// A background stretched between its cap insets and arrow image(s), placed as the arrangement says.
    case separateArrow(background: Image, capInsets: PopoverInsets, arrows: ArrowImages<Image>, arrangement: ImageSkinArrangement)
    /// Backgrounds with the arrow drawn in, one set per direction.
    case arrowInBackground(ArrowInBackgroundSkin<Image>)

    /// Every image, background first (the order of a catalog's image sets).
    ///
    /// ```swift
    /// ImageSkinArtwork.separateArrow(background: "bg", capInsets: .uniform(14), arrows: .rotated(up: "arrow"),
    ///                                arrangement: ImageSkinArrangement()).imageNames  // ["bg", "arrow"]
    /// ```
    public var imageNames: [Image] {
        switch self {
        case let .separateArrow(background, _, arrows, _): [background] + arrows.images
        case let .arrowInBackground(skin): skin.imageIDs.compactMap { skin.image($0)?.image }
        }
    }

    /// The arrow directions this artwork draws: a separate arrow's
    /// `arrangement.directions` (an up-only skin draws only up); for an arrow drawn into
    /// backgrounds, the directions it has images for
    /// (``ArrowInBackgroundSkin/drawnDirections``). UIKit's popover should permit only
    /// these (``/PopoverCore/ArrowDirections/drawable(by:)``).
    ///
    /// ```swift
    /// ImageSkinArtwork.separateArrow(background: "bg", capInsets: .uniform(14), arrows: .rotated(up: "arrow"),
    ///                                arrangement: ImageSkinArrangement(directions: [.up])).drawnDirections  // ArrowDirections.up
    /// ```
    public var drawnDirections: ArrowDirections {
        switch self {
        case let .separateArrow(_, _, _, arrangement): ArrowDirections(arrangement.directions)
        case let .arrowInBackground(skin): skin.drawnDirections
        }
    }

    /// The same artwork with every image transformed (names loaded into images, say).
    ///
    /// ```swift
    /// ImageSkinArtwork.arrowInBackground(arrowInBackgroundSkin).map { $0.count }.imageNames.first  // 24
    /// ```
    public func map<Other>(_ transform: (Image) throws -> Other) rethrows -> ImageSkinArtwork<Other> {
        switch self {
        case let .separateArrow(background, capInsets, arrows, arrangement):
            .separateArrow(background: try transform(background), capInsets: capInsets, arrows: try arrows.map(transform), arrangement: arrangement)
        case let .arrowInBackground(skin): .arrowInBackground(try skin.map(transform))
        }
    }
}

extension ImageSkinArtwork: Sendable where Image: Sendable {}
extension ImageSkinArtwork: Equatable where Image: Equatable {}
