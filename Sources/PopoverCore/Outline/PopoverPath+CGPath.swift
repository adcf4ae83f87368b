#if canImport(CoreGraphics)
import CoreGraphics

extension PopoverPath {
    /// The path as a `CGPath`, for `CAShapeLayer`, `shadowPath` and CoreGraphics. Arcs
    /// keep their sweep: CoreGraphics' `clockwise` means decreasing angle in its math
    /// convention, which is our `sweep < 0`.
    ///
    /// ```swift
    /// shapeLayer.path = PopoverOutline.path(for: layout).cgPath
    /// ```
    public var cgPath: CGPath {
        let result = CGMutablePath()
        for element in elements {
            switch element {
            case let .move(p): result.move(to: p)
            case let .line(p): result.addLine(to: p)
            case let .quadCurve(p, c): result.addQuadCurve(to: p, control: c)
            case let .curve(p, c1, c2): result.addCurve(to: p, control1: c1, control2: c2)
            case let .arc(center, radius, start, _, _):
                guard let ends = element.arcEnds else { continue }
                result.addArc(center: center, radius: radius, startAngle: start, endAngle: start + ends.sweep, clockwise: ends.sweep < 0)
            case .close: result.closeSubpath()
            }
        }
        return result
    }
}
#endif
