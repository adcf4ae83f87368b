import Foundation
import PopoverCore

/// One background image with the arrow drawn into it (the arrow-in-background family, as
/// Apple's iOS 5 popover art and GIKPopoverBackgroundView): the image, its size in points,
/// the cap insets of its stretch, and where its arrow's centre line lies.
///
/// `arrowCentre` is measured along the arrow's edge: from the image's left edge for an up
/// or down arrow, from its top edge for a left or right arrow. GIKPopoverBackgroundView's
/// 57 × 51 pt up image has its tip pixel at x = 28, so its arrow's centre line is 28.5:
///
/// ```swift
/// let up = ArrowBackgroundImage(image: "PopoverBackgroundArrowUp", size: CGSize(width: 57, height: 51),
///                               capInsets: PopoverInsets(top: 41, left: 9, bottom: 9, right: 47), arrowCentre: 28.5)
/// up.capInsets.right  // 47: the arrow and the body's edge beside it, up to the second stretch
/// ```
public struct ArrowBackgroundImage<Image> {
    /// The image (a name in a catalog, a `UIImage`, decoded pixels).
    public var image: Image
    /// The image's size in points.
    public var size: CGSize
    /// The parts that do not stretch, in points (for the main image, its first stretch).
    public var capInsets: PopoverInsets
    /// The arrow's centre line, in points from the image's left (up, down) or top (left, right) edge.
    public var arrowCentre: CGFloat

    /// Describes an image.
    ///
    /// ```swift
    /// ArrowBackgroundImage(image: "PopoverBackgroundArrowSide", size: CGSize(width: 37, height: 72),
    ///                      capInsets: PopoverInsets(top: 24, left: 9, bottom: 47, right: 27), arrowCentre: 43.5)
    /// ```
    public init(image: Image, size: CGSize, capInsets: PopoverInsets, arrowCentre: CGFloat) {
        self.image = image
        self.size = size
        self.capInsets = capInsets
        self.arrowCentre = arrowCentre
    }

    /// The same description with the image transformed (a name loaded into pixels, say).
    ///
    /// ```swift
    /// let named = ArrowBackgroundImage(image: "up", size: CGSize(width: 57, height: 51), capInsets: .zero, arrowCentre: 28.5)
    /// named.map { "\($0)@2x.png" }.image  // "up@2x.png"
    /// ```
    public func map<Other>(_ transform: (Image) throws -> Other) rethrows -> ArrowBackgroundImage<Other> {
        ArrowBackgroundImage<Other>(image: try transform(image), size: size, capInsets: capInsets, arrowCentre: arrowCentre)
    }
}

extension ArrowBackgroundImage: Sendable where Image: Sendable {}
extension ArrowBackgroundImage: Equatable where Image: Equatable {}
