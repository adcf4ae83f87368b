import Foundation
import PopoverCore

/// A deterministic SVG writer: the same drawing gives the same bytes. Shadows are a
/// Gaussian blur filter (σ = blur / 3, as the raster backends' triple box blur).
struct SVGCanvas: Canvas {
    let size: CGSize
    private var definitions: [String] = []
    private var body: [String] = []
    private var nextID = 1

    init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
    }

    /// The finished document.
    var document: String {
        let w = n(size.width), h = n(size.height)
        var lines = [#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(w)" height="\#(h)" viewBox="0 0 \#(w) \#(h)">"#]
        if !definitions.isEmpty { lines += ["<defs>"] + definitions + ["</defs>"] }
        lines += body + ["</svg>", ""]
        return lines.joined(separator: "\n")
    }

    mutating func fill(_ path: PopoverPath, with paint: FillPaint) {
        switch paint {
        case let .solid(color):
            body.append(#"<path d="\#(path.svgPathData)" \#(colour("fill", color))/>"#)
        case let .seeThrough(glass):
            // SVG has no backdrop to blur: the glass's opaque colour stands for it.
            body.append(#"<path d="\#(path.svgPathData)" \#(colour("fill", glass.opaqueColor))/>"#)
        case let .linear(start, end, stops):
            let id = makeID("g")
            var gradient = [#"<linearGradient id="\#(id)" gradientUnits="userSpaceOnUse" x1="\#(n(start.x))" y1="\#(n(start.y))" x2="\#(n(end.x))" y2="\#(n(end.y))">"#]
            for stop in stops {
                gradient.append(#"<stop offset="\#(n(stop.location))" \#(colour("stop-color", stop.color, opacity: "stop-opacity"))/>"#)
            }
            definitions += gradient + ["</linearGradient>"]
            body.append(#"<path d="\#(path.svgPathData)" fill="url(#\#(id))"/>"#)
        }
    }

    /// SVG carries no backdrop: glass is drawn as its opaque colour (the CLI says so).
    mutating func draw(_ image: RenderedImage, in rect: CGRect) {}

    var drawsImages: Bool { false }

    mutating func stroke(_ path: PopoverPath, width: CGFloat, color: RGBAColor, dash: [CGFloat]) {
        let dashes = dash.isEmpty ? "" : #" stroke-dasharray="\#(dash.map { n($0) }.joined(separator: " "))""#
        body.append(#"<path d="\#(path.svgPathData)" fill="none" \#(colour("stroke", color)) stroke-width="\#(n(width))" stroke-linejoin="round"\#(dashes)/>"#)
    }

    mutating func clipped(to path: PopoverPath, _ draw: (inout SVGCanvas) -> Void) {
        let id = makeID("c")
        definitions.append(#"<clipPath id="\#(id)"><path d="\#(path.svgPathData)"/></clipPath>"#)
        body.append(#"<g clip-path="url(#\#(id))">"#)
        draw(&self)
        body.append("</g>")
    }

    mutating func shadow(of shape: ShadowShape, color: RGBAColor, blur: CGFloat, offset: CGPoint) {
        let path = shape.outline
        let bounds = path.bounds
        guard !bounds.isNull, color.alpha > 0 else { return }
        let id = makeID("f")
        let region = bounds.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -blur, dy: -blur)
        definitions.append(
            #"<filter id="\#(id)" filterUnits="userSpaceOnUse" x="\#(n(region.minX))" y="\#(n(region.minY))" width="\#(n(region.width))" height="\#(n(region.height))">"#
                + #"<feGaussianBlur stdDeviation="\#(n(blur / 3))"/></filter>"#
        )
        body.append(#"<path d="\#(path.offsetBy(dx: offset.x, dy: offset.y).svgPathData)" \#(colour("fill", color)) filter="url(#\#(id))"/>"#)
    }

    mutating func text(_ string: String, at origin: CGPoint, size: CGFloat, color: RGBAColor, bold: Bool, centred: Bool) {
        let weight = bold ? #" font-weight="bold""# : ""
        let anchor = centred ? #" text-anchor="middle""# : ""
        body.append(#"<text x="\#(n(origin.x))" y="\#(n(origin.y))" font-family="DejaVu Sans, Helvetica, sans-serif" font-size="\#(n(size))"\#(weight)\#(anchor) \#(colour("fill", color))>\#(XMLText.escaped(string))</text>"#)
    }

    private mutating func makeID(_ prefix: String) -> String {
        defer { nextID += 1 }
        return "\(prefix)\(nextID)"
    }

    private func n(_ value: CGFloat) -> String { NumberText.format(value) }

    /// `fill="#RRGGBB"` plus an opacity attribute when not opaque.
    private func colour(_ attribute: String, _ color: RGBAColor, opacity: String? = nil) -> String {
        var opaque = color
        opaque.alpha = 1
        let text = #"\#(attribute)="\#(opaque.hex)""#
        return color.alpha >= 1 ? text : text + #" \#(opacity ?? attribute + "-opacity")="\#(n(color.alpha))""#
    }
}
