import Foundation
import PopoverCore

/// Checks an image skin the way a reviewer would, before anyone runs it on a device:
/// the numbers (caps, sizes) and, when the skin carries an ``ImageSkinReading``, what the
/// pixels show (corners, gaps, arrow directions and depths, colour steps).
public enum ImageSkinCheck {
    /// Every warning for a skin. With a popover size (a preview) they are scoped to what the
    /// preview draws: whether the body holds the caps, whether the arrow can slide along
    /// `direction`'s edge, and the arrow's checks for that direction only (none for
    /// `.unknown`, a preview without an arrow, or a direction the skin does not draw, which
    /// is said). Without one, every direction the skin draws is checked.
    /// Empty for a good skin.
    ///
    /// ```swift
    /// ImageSkinCheck.warnings(for: skin.geometry, popoverSize: CGSize(width: 120, height: 80), direction: .up)
    /// ```
    public static func warnings(for skin: ImageSkinGeometry, popoverSize: CGSize? = nil, direction: ArrowDirection = .unknown) -> [ImageSkinWarning] {
        let drawn = skin.arrangement.directions
        let arrows = popoverSize == nil ? drawn : drawn.filter { $0 == direction }
        var warnings = numberWarnings(skin, showsArrow: !arrows.isEmpty)
        if popoverSize != nil, direction != .unknown, !drawn.contains(direction) {
            let names = drawn.map(\.name).joined(separator: ", ")
            warnings.append(ImageSkinWarning(kind: .directionNotDrawn, message: "the skin draws its arrow only \(names) (placement.directions): a \(direction) popover shows the body without an arrow, and presentAsPopover permits only \(names)"))
        }
        if let size = popoverSize { warnings += sizeWarnings(skin, size: size, direction: direction) }
        if let reading = skin.reading { warnings += pixelWarnings(skin, reading, arrows: arrows) }
        // One fault, one warning: art a fraction of a point short of the metrics is the
        // half-point fault, and its fix (whole points) fixes the size too.
        if warnings.contains(where: { $0.kind == .halfPointArrow }), wholePointsMeetMetrics(skin) {
            warnings.removeAll { $0.kind == .arrowSizeMismatch }
        }
        return warnings
    }

    /// Whether the arrow image, rounded up to whole points, has the metrics' base and height.
    private static func wholePointsMeetMetrics(_ skin: ImageSkinGeometry) -> Bool {
        let arrow = skin.arrangement.arrowImageSize ?? skin.arrowImageSize, m = skin.metrics
        return abs(arrow.width.rounded(.up) - m.arrowBase) <= 0.01 && arrow.height.rounded(.up) >= m.arrowHeight - 0.01
    }

    /// The largest difference in any colour channel (0...1) that does not show as a seam
    /// where an arrow's base meets the body (see ``/PopoverCore/RGBAColor/difference(from:)``).
    ///
    /// ```swift
    /// ImageSkinCheck.visibleColourStep  // 0.16: about 40 of 255
    /// ```
    public static let visibleColourStep = 0.16

    /// A number for a message: at most one decimal.
    static func n(_ value: CGFloat) -> String { NumberText.readable(value, decimals: 1) }

    /// The caps and, when an arrow shows, the arrow image's size against the metrics.
    private static func numberWarnings(_ skin: ImageSkinGeometry, showsArrow: Bool) -> [ImageSkinWarning] {
        var warnings: [ImageSkinWarning] = []
        let b = skin.backgroundSize, c = skin.capInsets, m = skin.metrics
        func warn(_ kind: ImageSkinWarning.Kind, _ message: String) { warnings.append(ImageSkinWarning(kind: kind, message: message)) }
        for (name, inset, extent) in [("top", c.top, b.height), ("left", c.left, b.width), ("bottom", c.bottom, b.height), ("right", c.right, b.width)]
        where inset > extent || inset < 0 {
            warn(.capInsetsExceedImage, "cap inset \(name) \(n(inset)) is outside the background image (\(n(b.width))×\(n(b.height)) pt)")
        }
        if c.left + c.right >= b.width {
            warn(.nothingToStretch, "cap insets leave nothing to stretch across: left \(n(c.left)) + right \(n(c.right)) ≥ width \(n(b.width)) pt: the caps keep their size and the column at their boundary stretches, as UIKit does")
        }
        if c.top + c.bottom >= b.height {
            warn(.nothingToStretch, "cap insets leave nothing to stretch down: top \(n(c.top)) + bottom \(n(c.bottom)) ≥ height \(n(b.height)) pt: the caps keep their size and the row at their boundary stretches, as UIKit does")
        }
        // The size the arrow is drawn at: placement.arrowImageSize when the skin gives one (OpenIM draws its 28 pt art 14 wide).
        let drawnSize = skin.arrangement.arrowImageSize, arrow = drawnSize ?? skin.arrowImageSize
        if showsArrow, abs(arrow.width - m.arrowBase) > 0.01 || arrow.height < m.arrowHeight - 0.01 {
            let what = drawnSize == nil ? "the arrow image is" : "the arrow is drawn (placement.arrowImageSize)"
            warn(.arrowSizeMismatch, "\(what) \(n(arrow.width))×\(n(arrow.height)) pt but the metrics say base \(n(m.arrowBase)), height \(n(m.arrowHeight)): make it \(n(m.arrowBase)) wide and at least \(n(m.arrowHeight)) tall")
        }
        return warnings
    }

    /// Whether the arrow (if any) can slide along the edge, and whether the body holds the caps.
    private static func sizeWarnings(_ skin: ImageSkinGeometry, size: CGSize, direction: ArrowDirection) -> [ImageSkinWarning] {
        var warnings: [ImageSkinWarning] = []
        let m = skin.metrics, c = skin.capInsets
        let edge = direction.isVertical ? size.width : size.height
        let slide = edge - 2 * m.cornerRadius - m.arrowBase
        if direction != .unknown, slide < m.arrowBase / 2 {
            warnings.append(ImageSkinWarning(kind: .tooLittleStraightEdge, message: "a \(n(edge)) pt edge leaves \(n(max(0, slide))) pt of straight edge for the \(n(m.arrowBase)) pt arrow to slide along: make the popover larger or the corners smaller"))
        }
        let arrowHeight = direction == .unknown ? 0 : m.arrowHeight
        let body = direction.isVertical
            ? CGSize(width: size.width, height: size.height - arrowHeight) : CGSize(width: size.width - arrowHeight, height: size.height)
        if body.width < c.horizontal || body.height < c.vertical {
            warnings.append(ImageSkinWarning(kind: .bodySmallerThanCaps, message: "the popover's body is \(n(body.width))×\(n(body.height)) pt but the background's caps need at least \(n(c.horizontal))×\(n(c.vertical)) pt: the caps squash and the corners distort; make the popover at least that large, or the cap insets smaller"))
        }
        return warnings
    }
}
