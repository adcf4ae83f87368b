import Foundation

/// A reflection of the plane that turns any arrow direction into `up` (popover
/// below its anchor, arrow on its top edge), so the solver is written once.
///
/// Along-edge coordinates map to canonical x with their sign kept, so an arrow
/// offset measured in canonical x is UIKit's `arrowOffset` for every direction.
struct CanonicalFrame {
    let direction: ArrowDirection

    @inline(__always)
    func map(_ p: CGPoint) -> CGPoint {
        switch direction {
        case .up, .unknown: p
        case .down: CGPoint(x: p.x, y: -p.y)
        case .left: CGPoint(x: p.y, y: p.x)
        case .right: CGPoint(x: p.y, y: -p.x)
        }
    }

    @inline(__always)
    func unmap(_ p: CGPoint) -> CGPoint {
        switch direction {
        case .up, .unknown: p
        case .down: CGPoint(x: p.x, y: -p.y)
        case .left: CGPoint(x: p.y, y: p.x)
        case .right: CGPoint(x: -p.y, y: p.x)
        }
    }

    @inline(__always)
    func map(_ r: CGRect) -> CanonicalRect {
        let a = map(CGPoint(x: r.minX, y: r.minY)), b = map(CGPoint(x: r.maxX, y: r.maxY))
        return CanonicalRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    @inline(__always)
    func unmap(_ r: CGRect) -> CGRect {
        Self.rect(unmap(CGPoint(x: r.minX, y: r.minY)), unmap(CGPoint(x: r.maxX, y: r.maxY)))
    }

    /// Splits a size into its extent along the arrow's edge and across it.
    @inline(__always)
    func map(_ s: CGSize) -> (along: CGFloat, across: CGFloat) {
        direction.isVertical || direction == .unknown ? (s.width, s.height) : (s.height, s.width)
    }

    @inline(__always)
    private static func rect(_ a: CGPoint, _ b: CGPoint) -> CGRect {
        CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}

/// A rectangle seen in a ``CanonicalFrame``: its origin and its size, never negative.
/// Its edges are `CGRect`'s, to the last bit, without `CGRect`'s checks for a null
/// rectangle and a negative size, which the solver's many edge reads paid for.
struct CanonicalRect {
    let x: CGFloat
    let y: CGFloat
    let width: CGFloat
    let height: CGFloat

    var minX: CGFloat { x }
    var maxX: CGFloat { x + width }
    var midX: CGFloat { (minX + maxX) / 2 }
    var minY: CGFloat { y }
    var maxY: CGFloat { y + height }
    var midY: CGFloat { (minY + maxY) / 2 }
}
