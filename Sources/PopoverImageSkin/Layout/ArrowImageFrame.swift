import Foundation
import PopoverCore

/// Where an arrow image goes in a background view: its centre, its size before it is
/// turned, and the turn (as `UIView.transform`): mirror left to right when `mirrored`,
/// then rotate clockwise by `rotation`.
///
/// ```swift
/// let frame = imageLayout.arrowImage!
/// arrowView.bounds = CGRect(origin: .zero, size: frame.size)
/// arrowView.center = frame.center
/// arrowView.transform = CGAffineTransform(rotationAngle: frame.rotation).scaledBy(x: frame.mirrored ? -1 : 1, y: 1)
/// ```
public struct ArrowImageFrame: Sendable, Equatable {
    /// The image's centre in the background view.
    public var center: CGPoint
    /// The image's size before it is turned.
    public var size: CGSize
    /// Clockwise rotation in radians, a multiple of a quarter turn.
    public var rotation: CGFloat
    /// Whether the image is mirrored left to right (in its own coordinates) before the rotation.
    public var mirrored: Bool

    /// The rectangle the turned image covers.
    ///
    /// ```swift
    /// imageLayout.arrowImage?.frame   // (141, 0, 18, 14): WEPopover's up arrow on a 300 pt view
    /// ```
    public var frame: CGRect {
        let quarter = abs(abs(rotation) - .pi / 2) < 1e-6
        let w = quarter ? size.height : size.width, h = quarter ? size.width : size.height
        return CGRect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
    }
}
