import Foundation

/// A reflection of the plane that turns any arrow direction into `up` (popover
/// below its anchor, arrow on its top edge), so the solver is written once.
///
/// Along-edge coordinates map to canonical x with their sign kept, so an arrow
/// offset measured in canonical x is UIKit's `arrowOffset` for every direction.
struct CanonicalFrame {
    let direction: ArrowDirection

    func map(_ p: CGPoint) -> CGPoint {
        switch direction {
        case .up, .unknown: p
        case .down: CGPoint(x: p.x, y: -p.y)
        case .left: CGPoint(x: p.y, y: p.x)
        case .right: CGPoint(x: p.y, y: -p.x)
        }
    }

    func unmap(_ p: CGPoint) -> CGPoint {
        switch direction {
        case .up, .unknown: p
        case .down: CGPoint(x: p.x, y: -p.y)
        case .left: CGPoint(x: p.y, y: p.x)
        case .right: CGPoint(x: -p.y, y: p.x)
        }
    }

    func map(_ r: CGRect) -> CGRect {
        Self.rect(map(CGPoint(x: r.minX, y: r.minY)), map(CGPoint(x: r.maxX, y: r.maxY)))
    }

    func unmap(_ r: CGRect) -> CGRect {
        Self.rect(unmap(CGPoint(x: r.minX, y: r.minY)), unmap(CGPoint(x: r.maxX, y: r.maxY)))
    }

    /// Splits a size into its extent along the arrow's edge and across it.
    func map(_ s: CGSize) -> (along: CGFloat, across: CGFloat) {
        direction.isVertical || direction == .unknown ? (s.width, s.height) : (s.height, s.width)
    }

    private static func rect(_ a: CGPoint, _ b: CGPoint) -> CGRect {
        CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
