import Foundation


/// A dimmed backdrop with the anchor cut out: the container's rectangle and a rounded
/// hole around the anchor (grown by `padding`), one path that UIKit, SwiftUI and the
/// renderer fill as it is (with either fill rule). A touch in the hole can pass through
/// to the anchor.
///
/// ```swift
/// let spotlight = Spotlight(padding: 8, cornerRadius: 12)
/// let container = CGRect(x: 0, y: 0, width: 390, height: 844)
/// let anchor = CGRect(x: 300, y: 60, width: 44, height: 44)
/// spotlight.hole(around: anchor, in: container)                         // (292, 52, 60, 60)
/// spotlight.path(around: anchor, in: container).contains(CGPoint(x: 322, y: 82))   // false: the anchor shows
/// spotlight.path(around: anchor, in: container).contains(CGPoint(x: 100, y: 400))  // true: dimmed
/// ```
public struct Spotlight: Sendable, Hashable {
    /// How far the hole reaches beyond the anchor on every side, in points (>= 0).
    public var padding: CGFloat
    /// The hole's corner radius, in points (>= 0; at most half its shorter side).
    public var cornerRadius: CGFloat
    /// How dark the dim is: the black's opacity, 0...1.
    public var dimOpacity: Double

    /// A spotlight; the defaults are a 8 pt margin, 12 pt corners and a 40 % dim.
    ///
    /// ```swift
    /// Spotlight().padding  // 8
    /// ```
    public init(padding: CGFloat = 8, cornerRadius: CGFloat = 12, dimOpacity: Double = PopoverDim.standardOpacity) {
        self.padding = padding
        self.cornerRadius = cornerRadius
        self.dimOpacity = dimOpacity
    }

    /// Throws ``/PopoverCore/PopoverInputError`` naming the field: a padding or radius that is negative,
    /// not finite or above ``/PopoverCore/PopoverLimits/maximumLength``; an opacity outside 0...1.
    ///
    /// ```swift
    /// try Spotlight(dimOpacity: 2).validate()  // throws: spotlight.dimOpacity: must be between 0 and 1, got 2
    /// ```
    public func validate() throws {
        try Validation.nonNegative(padding, "spotlight.padding", limit: PopoverLimits.maximumLength)
        try Validation.nonNegative(cornerRadius, "spotlight.cornerRadius", limit: PopoverLimits.maximumLength)
        guard (0...1).contains(dimOpacity) else {
            throw PopoverInputError(field: "spotlight.dimOpacity", rule: "must be between 0 and 1", value: NumberText.exact(CGFloat(dimOpacity)))
        }
    }

    /// The hole: the anchor grown by `padding` on every side, kept inside the container
    /// (empty when the anchor is outside it or not finite, or the container is not finite
    /// or beyond ``/PopoverCore/PopoverLimits/maximumCoordinate``).
    ///
    /// ```swift
    /// Spotlight().hole(around: CGRect(x: -20, y: 10, width: 44, height: 44), in: CGRect(x: 0, y: 0, width: 390, height: 844))  // (0, 2, 32, 60)
    /// ```
    public func hole(around anchor: CGRect, in container: CGRect) -> CGRect {
        let s = sanitized, box = Self.finite(container)
        let a = anchor
        guard a.origin.x.isFinite, a.origin.y.isFinite, a.width.isFinite, a.height.isFinite else { return CGRect(origin: box.origin, size: .zero) }
        let grown = anchor.standardized.insetBy(dx: -s.padding, dy: -s.padding).intersection(box)
        return grown.isNull ? CGRect(origin: box.origin, size: .zero) : grown
    }

    /// The dim: the container's rectangle (clockwise on screen), then the rounded hole
    /// (anticlockwise), so that both fill rules, even-odd and nonzero, leave the hole clear.
    ///
    /// ```swift
    /// Spotlight().path(around: .zero, in: CGRect(x: 0, y: 0, width: 100, height: 100)).bounds  // (0, 0, 100, 100)
    /// ```
    public func path(around anchor: CGRect, in container: CGRect) -> PopoverPath {
        let box = Self.finite(container), hole = hole(around: anchor, in: container)
        var path = PopoverPath(reservingCapacity: 20)
        path.move(to: box.origin)
        path.line(to: CGPoint(x: box.maxX, y: box.minY))
        path.line(to: CGPoint(x: box.maxX, y: box.maxY))
        path.line(to: CGPoint(x: box.minX, y: box.maxY))
        path.close()
        guard hole.width > 0, hole.height > 0 else { return path }
        path.append(holeContour(hole))
        return path
    }

    /// Whether a touch at `point` falls in the hole (and may reach the anchor below).
    ///
    /// ```swift
    /// Spotlight().holeContains(CGPoint(x: 20, y: 20), around: CGRect(x: 10, y: 10, width: 20, height: 20), in: CGRect(x: 0, y: 0, width: 100, height: 100))  // true
    /// ```
    public func holeContains(_ point: CGPoint, around anchor: CGRect, in container: CGRect) -> Bool {
        let hole = hole(around: anchor, in: container)
        guard hole.width > 0, hole.height > 0 else { return false }
        return holeContour(hole).contains(point)
    }

    /// The hole's rounded rectangle, walked anticlockwise on screen (y down): down the
    /// left side, along the bottom, up the right side, back along the top; each corner a
    /// cubic quarter circle.
    private func holeContour(_ hole: CGRect) -> PopoverPath {
        let r = min(sanitized.cornerRadius, hole.width / 2, hole.height / 2), k = r * 0.552_284_749_8
        let (x0, y0, x1, y1) = (hole.minX, hole.minY, hole.maxX, hole.maxY)
        var path = PopoverPath(reservingCapacity: 10)
        path.move(to: CGPoint(x: x0 + r, y: y0))
        path.curve(to: CGPoint(x: x0, y: y0 + r), control1: CGPoint(x: x0 + r - k, y: y0), control2: CGPoint(x: x0, y: y0 + r - k))
        path.line(to: CGPoint(x: x0, y: y1 - r))
        path.curve(to: CGPoint(x: x0 + r, y: y1), control1: CGPoint(x: x0, y: y1 - r + k), control2: CGPoint(x: x0 + r - k, y: y1))
        path.line(to: CGPoint(x: x1 - r, y: y1))
        path.curve(to: CGPoint(x: x1, y: y1 - r), control1: CGPoint(x: x1 - r + k, y: y1), control2: CGPoint(x: x1, y: y1 - r + k))
        path.line(to: CGPoint(x: x1, y: y0 + r))
        path.curve(to: CGPoint(x: x1 - r, y: y0), control1: CGPoint(x: x1, y: y0 + r - k), control2: CGPoint(x: x1 - r + k, y: y0))
        path.close()
        return path
    }

    /// A copy safe to use whatever it holds: lengths into 0...maximumLength (not finite: 0),
    /// the opacity into 0...1 (NaN: 0).
    ///
    /// ```swift
    /// Spotlight(padding: .nan, dimOpacity: 7).sanitized.dimOpacity  // 1
    /// ```
    public var sanitized: Spotlight {
        let limit = PopoverLimits.maximumLength
        return Spotlight(
            padding: Validation.clean(padding, limit: limit), cornerRadius: Validation.clean(cornerRadius, limit: limit),
            dimOpacity: dimOpacity.isNaN ? 0 : min(1, max(0, dimOpacity))
        )
    }

    private static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
            && max(abs(r.minX), abs(r.maxX), abs(r.minY), abs(r.maxY)) <= PopoverLimits.maximumCoordinate
    }

    /// The container, or an empty rectangle at the origin when it is not finite.
    private static func finite(_ r: CGRect) -> CGRect { isFinite(r) ? r.standardized : .zero }
}
