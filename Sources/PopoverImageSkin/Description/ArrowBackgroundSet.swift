import Foundation
import PopoverCore

/// The images for one arrow direction in the arrow-in-background family: the main image,
/// stretched twice (once on each side of the arrow, so the arrow follows `arrowOffset`),
/// and the corner variants used when the arrow comes within the corner radius of an end
/// of its edge, stretched once.
///
/// - `main`: its cap insets are the first stretch's; the second stretch's part is the one
///   point just before `secondStretchCap` at the image's trailing end (GIKPopoverBackgroundView's
///   `kSecondHalfRightInset` and `kSecondHalfBottomInset`, 9).
/// - `leadingCorner`: for an arrow near the left end (up, down) or the top end (left,
///   right) of its edge; `nil` takes `trailingCorner` mirrored along the edge.
/// - `trailingCorner`: near the right or bottom end; `nil` takes `leadingCorner` mirrored.
///   Without either, the main image is used everywhere and the arrow stops where its
///   caps allow.
/// - `fixedArrow`: the main image is stretched once, whole, and its arrow stays where the
///   art puts it, inside a cap, whatever `arrowOffset` asks (Mumble's
///   MUPopoverBackgroundView: one resizable image, its arrow in the 47 pt left cap).
///   `secondStretchCap` is then unused; the corner variants still serve the ends.
///
/// ```swift
/// let up = ArrowBackgroundSet(
///     main: ArrowBackgroundImage(image: "PopoverBackgroundArrowUp", size: CGSize(width: 57, height: 51),
///                                capInsets: PopoverInsets(top: 41, left: 9, bottom: 9, right: 47), arrowCentre: 28.5),
///     secondStretchCap: 9,
///     trailingCorner: ArrowBackgroundImage(image: "PopoverBackgroundArrowUpRight", size: CGSize(width: 52, height: 51),
///                                          capInsets: PopoverInsets(top: 41, left: 9, bottom: 9, right: 42), arrowCentre: 28.5))
/// up.leadingCorner == nil  // true: the up-right image, mirrored, serves the left end
/// ```
public struct ArrowBackgroundSet<Image> {
    /// The image stretched twice, on each side of the arrow.
    public var main: ArrowBackgroundImage<Image>
    /// The second stretch's cap at the main image's trailing (right or bottom) end, in points.
    public var secondStretchCap: CGFloat
    /// The image for an arrow near the left or top end of its edge; `nil` mirrors `trailingCorner`.
    public var leadingCorner: ArrowBackgroundImage<Image>?
    /// The image for an arrow near the right or bottom end of its edge; `nil` mirrors `leadingCorner`.
    public var trailingCorner: ArrowBackgroundImage<Image>?
    /// Whether the main image is stretched whole, its arrow fixed where the art draws it
    /// (inside its leading or trailing cap), instead of twice around a moving arrow.
    public var fixedArrow: Bool

    /// Describes one direction's images.
    ///
    /// ```swift
    /// ArrowBackgroundSet(main: ArrowBackgroundImage(image: "side", size: CGSize(width: 37, height: 72),
    ///                                               capInsets: PopoverInsets(top: 24, left: 9, bottom: 47, right: 27), arrowCentre: 43.5),
    ///                    secondStretchCap: 9)
    /// ```
    public init(
        main: ArrowBackgroundImage<Image>, secondStretchCap: CGFloat,
        leadingCorner: ArrowBackgroundImage<Image>? = nil, trailingCorner: ArrowBackgroundImage<Image>? = nil
    ) {
        self.main = main
        self.secondStretchCap = secondStretchCap
        self.leadingCorner = leadingCorner
        self.trailingCorner = trailingCorner
        fixedArrow = false
    }

    /// Describes one direction's image stretched whole, its arrow fixed in the art: one
    /// resizable image over the view, as MUPopoverBackgroundView draws it.
    ///
    /// ```swift
    /// let mumble = ArrowBackgroundSet(fixedArrow: ArrowBackgroundImage(
    ///     image: "_UIPopoverViewBlackBackgroundArrowUp", size: CGSize(width: 57, height: 51),
    ///     capInsets: PopoverInsets(top: 41, left: 47, bottom: 10, right: 10), arrowCentre: 28.5))
    /// mumble.fixedArrow  // true
    /// ```
    public init(
        fixedArrow main: ArrowBackgroundImage<Image>,
        leadingCorner: ArrowBackgroundImage<Image>? = nil, trailingCorner: ArrowBackgroundImage<Image>? = nil
    ) {
        self.init(main: main, secondStretchCap: 0, leadingCorner: leadingCorner, trailingCorner: trailingCorner)
        fixedArrow = true
    }

    /// The same images transformed (names loaded into pixels, say).
    ///
    /// ```swift
    /// let set = ArrowBackgroundSet(main: ArrowBackgroundImage(image: "up", size: CGSize(width: 57, height: 51),
    ///                                                         capInsets: .zero, arrowCentre: 28.5), secondStretchCap: 9)
    /// set.map { $0.uppercased() }.main.image  // "UP"
    /// ```
    public func map<Other>(_ transform: (Image) throws -> Other) rethrows -> ArrowBackgroundSet<Other> {
        try mapImages { try transform($1) }
    }

    /// The same images transformed, each knowing which variant it is.
    ///
    /// ```swift
    /// arrowInBackgroundSkin.right?.mapImages { variant, _ in variant.rawValue }.leadingCorner?.image  // "leadingCorner"
    /// ```
    public func mapImages<Other>(_ transform: (ArrowBackgroundVariant, Image) throws -> Other) rethrows -> ArrowBackgroundSet<Other> {
        var set = ArrowBackgroundSet<Other>(
            main: try main.map { try transform(.main, $0) }, secondStretchCap: secondStretchCap,
            leadingCorner: try leadingCorner.map { corner in try corner.map { try transform(.leadingCorner, $0) } },
            trailingCorner: try trailingCorner.map { corner in try corner.map { try transform(.trailingCorner, $0) } }
        )
        set.fixedArrow = fixedArrow
        return set
    }

    /// The image of a variant, as stored (`nil` for a corner left to the other's mirror).
    func image(_ variant: ArrowBackgroundVariant) -> ArrowBackgroundImage<Image>? {
        switch variant {
        case .main: main
        case .leadingCorner: leadingCorner
        case .trailingCorner: trailingCorner
        }
    }
}

extension ArrowBackgroundSet: Sendable where Image: Sendable {}
extension ArrowBackgroundSet: Equatable where Image: Equatable {}

