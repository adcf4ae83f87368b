import Foundation

/// Invariant 7's "simple" part: two non-adjacent segments of a closed polygon that
/// properly cross (points closer than 1e-9 count as one).
///
/// ```swift
/// let bowtie = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)]
/// SelfIntersection.find(in: bowtie)  // (0, 2): the diagonals cross
/// ```
public enum SelfIntersection {
    /// The indices of the first two crossing segments, or `nil` for a simple polygon.
    ///
    /// ```swift
    /// SelfIntersection.find(in: path.flattened(segmentsPerCurve: 4)[0])  // nil
    /// ```
    public static func find(in points: [CGPoint]) -> (Int, Int)? {
        var p: [CGPoint] = []
        for point in points where p.last.map({ hypot($0.x - point.x, $0.y - point.y) > 1e-9 }) ?? true { p.append(point) }
        if let first = p.first, let last = p.last, hypot(first.x - last.x, first.y - last.y) <= 1e-9 { p.removeLast() }
        let n = p.count
        guard n > 3 else { return nil }
        let scale = p.reduce(1) { max($0, abs($1.x), abs($1.y)) }
        func orientation(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
            let value = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
            return abs(value) <= 1e-9 * scale * scale ? 0 : value
        }
        for i in 0..<(n - 2) {
            let a = p[i], b = p[(i + 1) % n]
            for j in (i + 2)..<n where !(i == 0 && j == n - 1) {
                let c = p[j], d = p[(j + 1) % n]
                let o1 = orientation(a, b, c), o2 = orientation(a, b, d)
                let o3 = orientation(c, d, a), o4 = orientation(c, d, b)
                if o1 * o2 < 0 && o3 * o4 < 0 { return (i, j) }
            }
        }
        return nil
    }
}
