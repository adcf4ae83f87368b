import Foundation
import PopoverCore

/// What a background image's pixels say, in points: where its visible (at least half
/// opaque) body starts inside the image, and how round its visible corners are.
///
/// ```swift
/// let reading = BackgroundReading(size: CGSize(width: 62, height: 62), visibleInsets: PopoverInsets(top: 12, left: 12, bottom: 11, right: 11),
///                                 cornerRadius: 6)   // WEPopover's popoverBg.png
/// reading.visibleInsets.top  // 12: a 12 pt transparent (shadow) margin above the body
/// ```
public struct BackgroundReading: Sendable, Equatable {
    /// The image's size.
    public var size: CGSize
    /// How far inside the image its visible body starts on each side (the shadow margin).
    public var visibleInsets: PopoverInsets
    /// The largest of the visible body's corner radii.
    public var cornerRadius: CGFloat
    /// Whether any of the image is solid body; `false` for an image that is transparent
    /// (or only faint shadow) along its middle row and column.
    public var isVisible: Bool

    /// Makes a reading.
    ///
    /// ```swift
    /// BackgroundReading(size: CGSize(width: 128, height: 128), visibleInsets: .zero, cornerRadius: 8)
    /// ```
    public init(size: CGSize, visibleInsets: PopoverInsets, cornerRadius: CGFloat, isVisible: Bool = true) {
        self.size = size
        self.visibleInsets = visibleInsets
        self.cornerRadius = cornerRadius
        self.isVisible = isVisible
    }

    /// How far a rounded corner's curve lies from its straight edge at `distance` from
    /// the corner, in points: how deep a notch opens under an arrow base ending there.
    ///
    /// ```swift
    /// BackgroundReading(size: CGSize(width: 50, height: 50), visibleInsets: .zero, cornerRadius: 9).curveDepth(at: 0)  // 9
    /// ```
    public func curveDepth(at distance: CGFloat) -> CGFloat {
        let r = cornerRadius
        guard distance < r else { return 0 }
        return r - (r * r - (r - max(0, distance)) * (r - max(0, distance))).squareRoot()
    }

    /// The least distance from a corner where the curve is at most `depth` from the
    /// straight edge: the corner radius an arrow must keep clear of to overhang it by no more.
    ///
    /// ```swift
    /// BackgroundReading(size: CGSize(width: 50, height: 50), visibleInsets: .zero, cornerRadius: 9).clearance(forDepth: 0)  // 9
    /// ```
    public func clearance(forDepth depth: CGFloat) -> CGFloat {
        let r = cornerRadius, t = min(max(0, depth), r)
        return r - (r * r - (r - t) * (r - t)).squareRoot()
    }
}
