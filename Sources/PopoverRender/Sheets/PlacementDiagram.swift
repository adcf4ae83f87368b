import Foundation
import PopoverCore

/// A placement drawn to scale: the container, its insets (dashed), the anchor, the
/// placed popover in its style, its content frame (dashed) and the arrow tip.
///
/// ```swift
/// let request = PlacementRequest(anchor: CGRect(x: 500, y: 40, width: 44, height: 44),
///                                container: CGRect(x: 0, y: 0, width: 1024, height: 768),
///                                contentSize: CGSize(width: 320, height: 200))
/// let diagram = try PlacementDiagram(request: request, style: .system)
/// try AtomicFile.write(try diagram.data(.png), to: URL(fileURLWithPath: "placement.png"))
/// ```
public struct PlacementDiagram: Sendable {
    /// What was asked.
    public let request: PlacementRequest
    /// How the popover looks.
    public let style: PopoverStyle
    /// The solver's answer.
    public let placement: Placement
    /// Pixels per point of the PNG.
    public var scale: Int

    /// Solves the request (with the style's metrics) and keeps the answer for drawing.
    ///
    /// ```swift
    /// try PlacementDiagram(request: request, style: .orange, scale: 1)
    /// ```
    public init(request: PlacementRequest, style: PopoverStyle, scale: Int = 2) throws {
        var request = request
        request.metrics = style.metrics
        self.request = request
        self.style = style
        self.placement = try Placement.solve(request)
        self.scale = scale
    }

    /// The diagram in a format.
    ///
    /// ```swift
    /// let pdf = try diagram.data(.pdf)
    /// ```
    public func data(_ format: OutputFormat) throws -> Data {
        guard (1...3).contains(scale) else {
            throw PopoverInputError(field: "scale", rule: "must be 1, 2 or 3", value: "\(scale)")
        }
        try style.validate()
        let sheet = DiagramSheet(diagram: self)
        try sheet.checkCanvas(format, field: "container", value: NumberText.format(request.container.size))
        return try sheet.data(format)
    }
}

/// The drawing of a ``PlacementDiagram``.
struct DiagramSheet: Sheet {
    let diagram: PlacementDiagram
    static let margin: CGFloat = 24
    static let legendHeight: CGFloat = 56

    /// Canvas points per container point: large containers are drawn smaller.
    var zoom: CGFloat {
        let c = diagram.request.container
        return min(1, 1400 / max(c.width, c.height))
    }

    var canvasSize: CGSize {
        let c = diagram.request.container
        return CGSize(width: c.width * zoom + 2 * Self.margin, height: c.height * zoom + 2 * Self.margin + Self.legendHeight)
    }

    var pixelScale: Int { diagram.scale }

    func draw<Surface: DrawingSurface>(on surface: inout Surface) {
        let request = diagram.request, placement = diagram.placement
        let blue = RGBAColor(red: 0, green: 0.48, blue: 1)
        let grey = RGBAColor(red: 0.56, green: 0.56, blue: 0.58)
        let ink = RGBAColor(red: 0.11, green: 0.11, blue: 0.12)
        func map(_ r: CGRect) -> CGRect {
            let c = request.container
            return CGRect(
                x: Self.margin + (r.minX - c.minX) * zoom, y: Self.margin + (r.minY - c.minY) * zoom,
                width: r.width * zoom, height: r.height * zoom
            )
        }

        surface.fill(.rectangle(CGRect(origin: .zero, size: canvasSize)), with: .solid(.white))
        let container = map(request.container)
        surface.fill(.rectangle(container), with: .solid(RGBAColor(red: 0.95, green: 0.95, blue: 0.97)))
        surface.stroke(.rectangle(container), width: 1, color: grey, dash: [])
        surface.stroke(.rectangle(map(request.containerInsets.inset(request.container))), width: 1, color: blue, dash: [6, 4])

        let anchor = map(placement.anchor)
        surface.fill(.rectangle(anchor), with: .solid(RGBAColor(red: 0, green: 0.48, blue: 1, alpha: 0.25)))
        surface.stroke(.rectangle(anchor), width: 1, color: blue, dash: [])

        var layout = placement.background
        if zoom != 1 {
            layout = BackgroundLayout(
                size: CGSize(width: placement.frame.width * zoom, height: placement.frame.height * zoom),
                direction: placement.direction, arrowOffset: placement.arrowOffset * zoom, metrics: scaled(diagram.style.metrics)
            )
        }
        let frame = map(placement.frame)
        var style = diagram.style
        style.metrics = scaled(style.metrics)
        SkinPainter(style: style, layout: layout, appearance: .light, scale: CGFloat(diagram.scale))
            .paint(on: &surface, at: frame.origin)
        surface.stroke(.rectangle(map(placement.content)), width: 1, color: grey, dash: [3, 3])

        if let tip = placement.arrowTip {
            let point = map(CGRect(origin: tip, size: .zero)).origin
            var ring = PopoverPath()
            ring.arc(center: point, radius: 4, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            ring.close()
            surface.stroke(ring, width: 2, color: RGBAColor(red: 1, green: 0.23, blue: 0.19), dash: [])
        }

        let legendTop = container.maxY + 22
        let flags = [
            placement.contentShrunk ? "content shrunk" : nil,
            placement.arrowClampedAwayFromAnchor ? "arrow clamped away from anchor" : nil,
            placement.overlapsAnchor ? "overlaps anchor" : nil,
        ].compactMap { $0 }
        let headline = "direction \(placement.direction.name) · frame \(NumberText.format(placement.frame))"
            + " · arrow tip \(placement.arrowTip.map(NumberText.format) ?? "none") · offset \(NumberText.format(placement.arrowOffset))"
        surface.text(headline, at: CGPoint(x: Self.margin, y: legendTop), size: 13, color: ink, bold: true, centred: false)
        let legend = "container \(NumberText.format(request.container.size)), insets dashed blue · anchor blue · content dashed grey · tip red"
            + (flags.isEmpty ? "" : " · " + flags.joined(separator: ", "))
        surface.text(legend, at: CGPoint(x: Self.margin, y: legendTop + 20), size: 12, color: grey, bold: false, centred: false)
    }

    /// Metrics shrunk with the drawing, so arrows and corners keep their proportions.
    private func scaled(_ m: SkinMetrics) -> SkinMetrics {
        guard zoom != 1 else { return m }
        var s = m
        s.arrowBase *= zoom; s.arrowHeight *= zoom; s.cornerRadius *= zoom
        s.arrowTipRadius *= zoom; s.arrowTipSkew *= zoom
        return s
    }
}
