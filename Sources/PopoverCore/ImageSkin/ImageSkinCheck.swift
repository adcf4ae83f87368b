import Foundation

/// A problem with a hand-made image skin, in plain words.
///
/// ```swift
/// for warning in ImageSkinCheck.warnings(for: skin.geometry) { print("warning:", warning) }
/// ```
public struct ImageSkinWarning: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem.
    public enum Kind: String, Sendable, CaseIterable {
        /// The caps cover the whole image along an axis: nothing stretches.
        case nothingToStretch
        /// A cap inset is larger than the image.
        case capInsetsExceedImage
        /// The arrow image is not the arrow base wide or is shorter than the arrow.
        case arrowSizeMismatch
        /// The arrow image stops at the body edge: a seam shows between arrow and body.
        case arrowDoesNotOverlapBody
        /// The arrow may slide over the background's rounded corners.
        case arrowCanCrossCorners
        /// The popover's edge is too short for the arrow to slide.
        case tooLittleStraightEdge
    }

    /// What kind of problem.
    public var kind: Kind
    /// The explanation, with the numbers.
    public var message: String

    /// The explanation.
    public var description: String { message }
}

/// The measurements of an image skin to check, in points.
///
/// ```swift
/// let skin = ImageSkinGeometry(backgroundSize: CGSize(width: 29, height: 29), capInsets: .uniform(14),
///                              arrowImageSize: CGSize(width: 30, height: 16), metrics: PopoverStyle.orange.metrics)
/// ```
public struct ImageSkinGeometry: Sendable, Equatable {
    /// The background image's size.
    public var backgroundSize: CGSize
    /// Its cap insets.
    public var capInsets: PopoverInsets
    /// The up-pointing arrow image's size (for per-direction images, the up one).
    public var arrowImageSize: CGSize
    /// The skin's metrics.
    public var metrics: SkinMetrics

    /// Makes the measurements.
    public init(backgroundSize: CGSize, capInsets: PopoverInsets, arrowImageSize: CGSize, metrics: SkinMetrics) {
        self.backgroundSize = backgroundSize
        self.capInsets = capInsets
        self.arrowImageSize = arrowImageSize
        self.metrics = metrics
    }
}

/// Checks an image skin the way a reviewer would, before anyone runs it on a device.
public enum ImageSkinCheck {
    /// Every warning for a skin; with a popover size and direction, also whether the arrow
    /// can slide along that edge. Empty for a good skin.
    ///
    /// ```swift
    /// ImageSkinCheck.warnings(for: skin.geometry, popoverSize: CGSize(width: 120, height: 80), direction: .up)
    /// ```
    public static func warnings(for skin: ImageSkinGeometry, popoverSize: CGSize? = nil, direction: ArrowDirection = .unknown) -> [ImageSkinWarning] {
        var warnings: [ImageSkinWarning] = []
        let b = skin.backgroundSize, c = skin.capInsets, m = skin.metrics
        func n(_ v: CGFloat) -> String { NumberText.format(v) }
        func warn(_ kind: ImageSkinWarning.Kind, _ message: String) { warnings.append(ImageSkinWarning(kind: kind, message: message)) }

        for (name, inset, extent) in [("top", c.top, b.height), ("left", c.left, b.width), ("bottom", c.bottom, b.height), ("right", c.right, b.width)]
        where inset > extent || inset < 0 {
            warn(.capInsetsExceedImage, "cap inset \(name) \(n(inset)) is outside the background image (\(n(b.width))×\(n(b.height)) pt)")
        }
        if c.left + c.right >= b.width {
            warn(.nothingToStretch, "cap insets leave nothing to stretch across: left \(n(c.left)) + right \(n(c.right)) ≥ width \(n(b.width)) pt")
        }
        if c.top + c.bottom >= b.height {
            warn(.nothingToStretch, "cap insets leave nothing to stretch down: top \(n(c.top)) + bottom \(n(c.bottom)) ≥ height \(n(b.height)) pt")
        }
        let arrow = skin.arrowImageSize
        if abs(arrow.width - m.arrowBase) > 0.01 || arrow.height < m.arrowHeight - 0.01 {
            warn(.arrowSizeMismatch, "the arrow image is \(n(arrow.width))×\(n(arrow.height)) pt but the metrics say base \(n(m.arrowBase)), height \(n(m.arrowHeight)): make it \(n(m.arrowBase)) wide and at least \(n(m.arrowHeight)) tall")
        } else if arrow.height < m.arrowHeight + 0.5 {
            warn(.arrowDoesNotOverlapBody, "the arrow image is exactly the arrow's height (\(n(m.arrowHeight)) pt), so it meets the body edge without overlapping it and a seam shows: make it 1–2 pt taller, reaching into the body")
        }
        // Caps hold the image's corners; metrics that ignore them let the arrow onto them.
        let corner = max(c.left, c.right, c.top, c.bottom)
        if m.cornerRadius < corner / 2 {
            warn(.arrowCanCrossCorners, "the metrics' corner radius (\(n(m.cornerRadius)) pt) is less than half the background's caps (\(n(corner)) pt): the arrow can slide onto the image's rounded corners; set the corner radius to the image's")
        }
        if let size = popoverSize, direction != .unknown {
            let edge = direction.isVertical ? size.width : size.height
            let slide = edge - 2 * m.cornerRadius - m.arrowBase
            if slide < m.arrowBase / 2 {
                warn(.tooLittleStraightEdge, "a \(n(edge)) pt edge leaves \(n(max(0, slide))) pt of straight edge for the \(n(m.arrowBase)) pt arrow to slide along: make the popover larger or the corners smaller")
            }
        }
        return warnings
    }
}
