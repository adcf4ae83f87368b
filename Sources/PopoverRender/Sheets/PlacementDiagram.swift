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
/// try AtomicFile.write(try diagram.data(.png), to: FileManager.default.temporaryDirectory.appendingPathComponent("placement.png"))
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
    /// The on-screen keyboard's frame in the container's coordinates, shaded in the
    /// drawing; `nil` for none. Only drawn: the request's insets already avoid it.
    ///
    /// ```swift
    /// var phone = diagram
    /// phone.keyboard = CGRect(x: 0, y: 432, width: 1024, height: 336)
    /// ```
    public var keyboard: CGRect?

    /// Solves the request (with the style's metrics) and keeps the answer for drawing.
    ///
    /// ```swift
    /// let diagram = try PlacementDiagram(request: PlacementRequest(
    ///     anchor: CGRect(x: 960, y: 700, width: 44, height: 44),
    ///     container: CGRect(x: 0, y: 0, width: 1024, height: 768),
    ///     contentSize: CGSize(width: 320, height: 200)), style: .orange, scale: 1)
    /// ```
    public init(request: PlacementRequest, style: PopoverStyle, scale: Int = RenderScale.standard) throws {
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
        guard RenderScale.supported.contains(scale) else {
            throw PopoverInputError(field: "scale", rule: "must be 1, 2 or 3", value: "\(scale)")
        }
        try style.validate()
        let sheet = DiagramSheet(diagram: self)
        try sheet.checkCanvas(format, field: "container", value: NumberText.format(request.container.size))
        return try sheet.data(format)
    }

    /// Several diagrams side by side in one picture, left to right, each with its own
    /// legend: to compare alignments, gaps or attachment points. Drawn at the first
    /// diagram's scale. A container too large for one diagram throws
    /// ``/PopoverCore/PopoverInputError`` on `container`; diagrams that fit alone but not
    /// side by side, on `diagrams`.
    ///
    /// ```swift
    /// let panels = try [PopoverAlignment.start, .center, .end].map { alignment in
    ///     var request = PlacementRequest(anchor: CGRect(x: 150, y: 40, width: 300, height: 44),
    ///                                    container: CGRect(x: 0, y: 0, width: 600, height: 300),
    ///                                    contentSize: CGSize(width: 200, height: 120))
    ///     request.options.alignment = alignment
    ///     return try PlacementDiagram(request: request, style: .system)
    /// }
    /// let png = try PlacementDiagram.sideBySide(panels, format: .png)
    /// ```
    public static func sideBySide(_ diagrams: [PlacementDiagram], format: OutputFormat) throws -> Data {
        guard let first = diagrams.first else {
            throw PopoverInputError(field: "diagrams", rule: "must hold at least one diagram", value: "none")
        }
        guard RenderScale.supported.contains(first.scale) else {
            throw PopoverInputError(field: "scale", rule: "must be 1, 2 or 3", value: "\(first.scale)")
        }
        var panels: [DiagramSheet] = [], left: CGFloat = 0
        for diagram in diagrams {
            try diagram.style.validate()
            var panel = DiagramSheet(diagram: diagram)
            panel.left = left
            left += panel.canvasSize.width
            panels.append(panel)
        }
        let row = DiagramRowSheet(panels: panels, pixelScale: first.scale)
        // A container too large alone is the container's fault; diagrams that fit alone
        // but not side by side, their number's.
        for panel in panels {
            try DiagramSheet(diagram: panel.diagram).checkCanvas(format, field: "container", value: NumberText.format(panel.diagram.request.container.size))
        }
        try row.checkCanvas(format, field: "diagrams", value: "\(diagrams.count) side by side, \(NumberText.format(row.canvasSize)) points")
        return try row.data(format)
    }
}

/// Diagrams drawn one beside the other (``PlacementDiagram/sideBySide(_:format:)``).
struct DiagramRowSheet: Sheet {
    let panels: [DiagramSheet]
    let pixelScale: Int

    var canvasSize: CGSize {
        CGSize(width: panels.map(\.canvasSize.width).reduce(0, +), height: panels.map(\.canvasSize.height).max() ?? 0)
    }

    func draw<Target: Canvas>(on canvas: inout Target) {
        canvas.fill(.rectangle(CGRect(origin: .zero, size: canvasSize)), with: .solid(.white))
        for panel in panels { panel.draw(on: &canvas) }
    }
}

/// The drawing of a ``PlacementDiagram``.
struct DiagramSheet: Sheet {
    let diagram: PlacementDiagram
    /// Where this diagram's left edge is on the canvas (beside others in a row).
    var left: CGFloat = 0
    static let margin: CGFloat = 24
    /// Room for the legend: two lines, or four under a narrow container (a phone).
    var legendHeight: CGFloat { isNarrow ? 96 : 56 }

    /// Whether the container is drawn too narrow for the legend's lines.
    var isNarrow: Bool { diagram.request.container.width * zoom < 640 }

    /// Canvas points per container point: large containers are drawn smaller.
    var zoom: CGFloat {
        let c = diagram.request.container
        return min(1, 1400 / max(c.width, c.height))
    }

    var canvasSize: CGSize {
        let c = diagram.request.container
        return CGSize(width: c.width * zoom + 2 * Self.margin, height: c.height * zoom + 2 * Self.margin + legendHeight)
    }

    var pixelScale: Int { diagram.scale }

    func draw<Target: Canvas>(on canvas: inout Target) {
        let request = diagram.request, placement = diagram.placement, keyboard = diagram.keyboard
        let blue = RGBAColor(red: 0, green: 0.48, blue: 1)
        let grey = RGBAColor(red: 0.56, green: 0.56, blue: 0.58)
        let ink = RGBAColor(red: 0.11, green: 0.11, blue: 0.12)
        func map(_ r: CGRect) -> CGRect {
            let c = request.container
            return CGRect(
                x: left + Self.margin + (r.minX - c.minX) * zoom, y: Self.margin + (r.minY - c.minY) * zoom,
                width: r.width * zoom, height: r.height * zoom
            )
        }

        canvas.fill(.rectangle(CGRect(origin: CGPoint(x: left, y: 0), size: canvasSize)), with: .solid(.white))
        let container = map(request.container)
        canvas.fill(.rectangle(container), with: .solid(RGBAColor(red: 0.95, green: 0.95, blue: 0.97)))
        canvas.stroke(.rectangle(container), width: 1, color: grey, dash: [])
        if let keyboard = keyboard.map({ $0.intersection(request.container) }), !keyboard.isNull, !keyboard.isEmpty {
            let shaded = map(keyboard)
            canvas.fill(.rectangle(shaded), with: .solid(RGBAColor(red: 0.82, green: 0.83, blue: 0.86)))
            canvas.text("keyboard", at: CGPoint(x: shaded.midX, y: shaded.midY), size: 13, color: grey, bold: true, centred: true)
        }
        canvas.stroke(.rectangle(map(request.containerInsets.inset(request.container))), width: 1, color: blue, dash: [6, 4])

        let anchor = map(placement.anchor)
        canvas.fill(.rectangle(anchor), with: .solid(RGBAColor(red: 0, green: 0.48, blue: 1, alpha: 0.25)))
        canvas.stroke(.rectangle(anchor), width: 1, color: blue, dash: [])

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
            .paint(on: &canvas, at: frame.origin)
        canvas.stroke(.rectangle(map(placement.content)), width: 1, color: grey, dash: [3, 3])

        if let tip = placement.arrowTip {
            let point = map(CGRect(origin: tip, size: .zero)).origin
            var ring = PopoverPath()
            ring.arc(center: point, radius: 4, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            ring.close()
            canvas.stroke(ring, width: 2, color: RGBAColor(red: 1, green: 0.23, blue: 0.19), dash: [])
        }

        if let point = request.options.attachmentPoint {
            // The point the arrow aims at: a blue dot with a white ring, on the anchor.
            let at = map(CGRect(origin: point.location(in: placement.anchor, layoutDirection: request.layoutDirection), size: .zero)).origin
            var dot = PopoverPath()
            dot.arc(center: at, radius: 3.5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            dot.close()
            canvas.stroke(dot, width: 2, color: .white, dash: [])
            canvas.fill(dot, with: .solid(blue))
        }

        let legendTop = container.maxY + 22
        let flags = [
            placement.contentShrunk ? "content shrunk" : nil,
            placement.arrowClampedAwayFromAnchor ? "arrow clamped away from anchor" : nil,
            placement.overlapsAnchor ? "overlaps anchor" : nil,
            placement.alignmentAdjusted ? "alignment adjusted" : nil,
        ].compactMap { $0 }
        let where_ = "direction \(placement.direction.name) · frame \(NumberText.format(placement.frame))"
        let tip = "arrow tip \(placement.arrowTip.map(NumberText.format) ?? "none") · offset \(NumberText.format(placement.arrowOffset))"
        let steering = " · align \(request.options.alignment)"
            + (request.options.gap == 0 ? "" : " · gap \(NumberText.format(request.options.gap))")
        let sizes = "container \(NumberText.format(request.container.size)), insets dashed blue" + steering
        let marks = "anchor blue" + (request.options.attachmentPoint == nil ? "" : " · attachment point blue dot")
            + " · content dashed grey · tip red" + (flags.isEmpty ? "" : " · " + flags.joined(separator: ", "))
        let lines = isNarrow
            ? [(where_, true), (tip, true), (sizes, false), (marks, false)]
            : [(where_ + " · " + tip, true), (sizes + " · " + marks, false)]
        for (index, line) in lines.enumerated() {
            canvas.text(line.0, at: CGPoint(x: left + Self.margin, y: legendTop + CGFloat(index) * 20),
                         size: line.1 ? 13 : 12, color: line.1 ? ink : grey, bold: line.1, centred: false)
        }
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
