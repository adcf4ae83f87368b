import Foundation
import PopoverCore

/// One stretched image of an ``ArrowInBackgroundLayout``: a part of a skin image, stretched
/// between its cap insets over a rectangle of the view, maybe flipped.
///
/// Draw it in the image's own orientation, then flip within `destination`: a flipped
/// nine-part image is the nine-part image of the flipped art, so `capInsets` stay those of
/// the art as stored. In UIKit: an image view showing the part cropped from the image and
/// made resizable with `capInsets`, its bounds `destination`'s size, centred on
/// `destination`, its transform a scale of −1 on each flipped axis.
///
/// ```swift
/// let piece = arrowInBackgroundLayout.pieces[1]   // GIK's up image, 220 pt wide, arrow in the middle
/// piece.source       // (47, 0, 10, 51): the image from its second stretch on
/// piece.capInsets    // (41, 0, 9, 9): one point stretches, then 9 pt of corner
/// piece.destination  // (128.5, 0, 91.5, 150)
/// ```
public struct BackgroundPiece: Sendable, Equatable {
    /// The skin image drawn.
    public var image: ArrowBackgroundImageID
    /// The part of that image drawn, in its points, before any flip.
    public var source: CGRect
    /// The part's cap insets, in points, from the edges of `source`.
    public var capInsets: PopoverInsets
    /// Where the stretched part goes in the view.
    public var destination: CGRect
    /// Whether the part is mirrored left to right within `destination`.
    public var flippedHorizontally: Bool
    /// Whether the part is mirrored top to bottom within `destination`.
    public var flippedVertically: Bool

    /// Describes a piece.
    ///
    /// ```swift
    /// BackgroundPiece(image: ArrowBackgroundImageID(direction: .up, variant: .trailingCorner),
    ///                 source: CGRect(x: 0, y: 0, width: 52, height: 51), capInsets: PopoverInsets(top: 41, left: 9, bottom: 9, right: 42),
    ///                 destination: CGRect(x: 0, y: 0, width: 220, height: 150), flippedHorizontally: true, flippedVertically: false)
    /// ```
    public init(
        image: ArrowBackgroundImageID, source: CGRect, capInsets: PopoverInsets, destination: CGRect,
        flippedHorizontally: Bool, flippedVertically: Bool
    ) {
        self.image = image
        self.source = source
        self.capInsets = capInsets
        self.destination = destination
        self.flippedHorizontally = flippedHorizontally
        self.flippedVertically = flippedVertically
    }
}

extension BackgroundPiece {
    /// The part of art at `scale` pixels per point to crop for this piece, on whole pixels
    /// (`.integral`) and inside the image's pixels, or `nil` when the piece is the whole
    /// `imageSize` image, or when the numbers give no finite part of it (then the whole
    /// image is the safe thing to draw).
    ///
    /// ```swift
    /// let piece = BackgroundPiece(image: ArrowBackgroundImageID(direction: .up, variant: .main),
    ///                             source: CGRect(x: 0, y: 0, width: 28.5, height: 51), capInsets: .zero,
    ///                             destination: CGRect(x: 0, y: 0, width: 100, height: 51), flippedHorizontally: false, flippedVertically: false)
    /// piece.cropInPixels(imageSize: CGSize(width: 57, height: 51), scale: 2)  // (0, 0, 57, 102)
    /// ```
    public func cropInPixels(imageSize: CGSize, scale: CGFloat) -> CGRect? {
        guard source != CGRect(origin: .zero, size: imageSize), scale.isFinite, scale > 0 else { return nil }
        let pixels = CGRect(x: source.minX * scale, y: source.minY * scale, width: source.width * scale, height: source.height * scale)
        let image = CGRect(x: 0, y: 0, width: imageSize.width * scale, height: imageSize.height * scale)
        guard [pixels.minX, pixels.minY, pixels.width, pixels.height, image.width, image.height].allSatisfy(\.isFinite) else { return nil }
        let crop = pixels.integral.intersection(image.integral)
        return crop.isNull || crop.isEmpty ? nil : crop
    }
}
