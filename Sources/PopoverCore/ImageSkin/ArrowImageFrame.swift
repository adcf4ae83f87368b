import Foundation

/// Where an arrow image goes in a background view: its centre, its size before
/// rotation, and the rotation (as `UIView.transform`) that turns it to the arrow's direction.
///
/// ```swift
/// let frame = layout.arrow!.imageFrame(imageSize: upArrow.size, rotatesUpImage: true)
/// arrowView.bounds = CGRect(origin: .zero, size: frame.size)
/// arrowView.center = frame.center
/// arrowView.transform = CGAffineTransform(rotationAngle: frame.rotation)
/// ```
public struct ArrowImageFrame: Sendable, Equatable {
    /// The image's centre in the background view.
    public var center: CGPoint
    /// The image's size before rotation.
    public var size: CGSize
    /// Clockwise rotation in radians (0 for per-direction images).
    public var rotation: CGFloat
}

extension ArrowGeometry {
    /// Places an arrow image so its tip is on the layout's tip and it is centred on the
    /// base. An image taller than the arrow reaches into the body by the difference,
    /// which hides a seam between arrow and background images.
    ///
    /// - Parameters:
    ///   - imageSize: the image's size in points.
    ///   - rotatesUpImage: `true` for one up-pointing image turned to each direction;
    ///     `false` for an image drawn for this direction.
    ///
    /// ```swift
    /// arrow.imageFrame(imageSize: CGSize(width: 36, height: 14), rotatesUpImage: true)
    /// ```
    public func imageFrame(imageSize: CGSize, rotatesUpImage: Bool) -> ArrowImageFrame {
        // The image's extent across the edge once it points the right way.
        let across = rotatesUpImage || direction.isVertical ? imageSize.height : imageSize.width
        let center: CGPoint
        switch direction {
        case .up: center = CGPoint(x: baseCenter.x, y: tip.y + across / 2)
        case .down: center = CGPoint(x: baseCenter.x, y: tip.y - across / 2)
        case .left: center = CGPoint(x: tip.x + across / 2, y: baseCenter.y)
        case .right, .unknown: center = CGPoint(x: tip.x - across / 2, y: baseCenter.y)
        }
        return ArrowImageFrame(center: center, size: imageSize, rotation: rotatesUpImage ? rotation : 0)
    }
}
