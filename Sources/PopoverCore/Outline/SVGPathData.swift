import Foundation

extension PopoverPath {
    /// The path as SVG path data (`d` attribute): absolute commands, numbers with at
    /// most three decimals, arcs as `A` commands. Deterministic: the same path gives
    /// the same text.
    ///
    /// ```swift
    /// let svg = "<path d=\"\(path.svgPathData)\" fill=\"#FF9500\"/>"
    /// ```
    public var svgPathData: String {
        var parts: [String] = []
        var current = CGPoint.zero
        func n(_ v: CGFloat) -> String { NumberText.format(v) }
        func pt(_ p: CGPoint) -> String { "\(n(p.x)) \(n(p.y))" }
        for element in elements {
            switch element {
            case let .move(p):
                parts.append("M" + pt(p)); current = p
            case let .line(p):
                parts.append("L" + pt(p)); current = p
            case let .quadCurve(p, c):
                parts.append("Q" + pt(c) + " " + pt(p)); current = p
            case let .curve(p, c1, c2):
                parts.append("C" + pt(c1) + " " + pt(c2) + " " + pt(p)); current = p
            case let .arc(center, radius, start, _, _):
                guard let ends = element.arcEnds else { continue }
                if pt(ends.start) != pt(current) { parts.append("L" + pt(ends.start)) }
                guard radius > 0, ends.sweep != 0 else { current = ends.end; continue }
                // SVG cannot draw a full turn in one arc: split into halves.
                let pieces = abs(ends.sweep) > .pi ? 2 : 1
                for i in 1...pieces {
                    let angle = start + ends.sweep * CGFloat(i) / CGFloat(pieces)
                    let end = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                    let sweepFlag = ends.sweep > 0 ? 1 : 0
                    parts.append("A\(n(radius)) \(n(radius)) 0 0 \(sweepFlag) " + pt(end))
                }
                current = ends.end
            case .close:
                parts.append("Z")
            }
        }
        return parts.joined()
    }
}
