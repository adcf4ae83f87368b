import Foundation

/// How much of each canvas pixel a rounded rectangle covers (0...1): the clip of a layer
/// with `cornerRadius` and `masksToBounds`, its edges antialiased over a pixel as Core
/// Animation draws them (circular corners, the layer's default `cornerCurve`).
struct RoundedRectCoverage {
    /// The rectangle in canvas pixels.
    let rect: CGRect
    /// The corner radius in pixels, at most half the shorter side.
    let radius: CGFloat

    /// The clip of `rect` (points) with corners of `radius` points, on a canvas of `scale`
    /// pixels per point.
    init(_ rect: CGRect, radius: CGFloat, scale: CGFloat) {
        self.rect = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        self.radius = max(0, min(radius * scale, self.rect.width / 2, self.rect.height / 2))
    }

    /// The covered fraction of pixel (x, y), measured at its centre.
    func coverage(x: Int, y: Int) -> Double {
        let cx = CGFloat(x) + 0.5, cy = CGFloat(y) + 0.5
        func clamp(_ v: CGFloat) -> CGFloat { min(1, max(0, v)) }
        let across = clamp(min(cx - rect.minX, rect.maxX - cx) + 0.5)
        let down = clamp(min(cy - rect.minY, rect.maxY - cy) + 0.5)
        var covered = min(across, down)
        // Inside a corner's square, the distance to its circle's centre decides.
        let centreX = cx < rect.minX + radius ? rect.minX + radius : cx > rect.maxX - radius ? rect.maxX - radius : nil
        let centreY = cy < rect.minY + radius ? rect.minY + radius : cy > rect.maxY - radius ? rect.maxY - radius : nil
        if let centreX, let centreY {
            let distance = ((cx - centreX) * (cx - centreX) + (cy - centreY) * (cy - centreY)).squareRoot()
            covered = min(covered, clamp(radius - distance + 0.5))
        }
        return Double(covered)
    }
}
