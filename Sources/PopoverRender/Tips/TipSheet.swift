import Foundation
import PopoverCore
import PopoverTips

/// A tip on one canvas: alone with room for its shadow, or in its scene.
struct TipSheet: Sheet {
    let canvasSize: CGSize
    let pixelScale: Int
    /// The popover as ``SkinSheet`` draws it, and its top-left corner on the canvas.
    private let skin: SkinRenderRequest
    private let viewOrigin: CGPoint
    /// The text, and where the content area's top-left corner is on the canvas.
    private let text: TipTextLayout
    private let contentOrigin: CGPoint
    private let textColor: RGBAColor
    private let image: RenderedImage?
    private let scene: TipRenderRequest.Scene?

    /// Checks the request and lays it out; ``/PopoverCore/PopoverInputError`` names what is wrong.
    init(_ request: TipRenderRequest) throws {
        try request.content.validate()
        try request.style.validate()
        guard RenderScale.supported.contains(request.scale) else {
            throw PopoverInputError(field: "scale", rule: "must be 1, 2 or 3", value: "\(request.scale)")
        }
        try request.textStyle.validate()
        let metrics = request.style.metrics
        func layout(within room: CGFloat) -> TipTextLayout {
            TipTextLayout(
                request.content, style: request.textStyle, within: room, padding: TipTextLayout.padding(inside: metrics.contentInsets),
                imageSize: request.image.map { CGSize(width: $0.width, height: $0.height) }, layoutDirection: request.layoutDirection,
                measure: TextMeasure.tipFont
            )
        }
        var text = layout(within: .infinity)
        textColor = request.textStyle.textColor?.resolved(for: request.appearance) ?? request.style.textColor(for: request.appearance)
        image = request.image
        pixelScale = request.scale
        scene = request.scene
        guard let scene = request.scene else {
            let size = BackgroundLayout.viewSize(containing: text.size, direction: request.direction, metrics: metrics)
            skin = SkinRenderRequest(style: request.style, size: size, direction: request.direction, scale: request.scale, appearance: request.appearance)
            // A tip too large is the tip's fault (its text and width), not a size the caller gave.
            try Self.checkCanvas(skin.canvasSize, scale: request.scale, field: "tip", value: NumberText.format(skin.canvasSize))
            try skin.validate()
            canvasSize = skin.canvasSize
            viewOrigin = skin.viewOrigin
            let content = skin.layout.content
            contentOrigin = CGPoint(x: viewOrigin.x + content.minX, y: viewOrigin.y + content.minY)
            self.text = text
            return
        }
        let c = scene.container
        guard c.width.isFinite, c.height.isFinite, c.width >= 1, c.height >= 1, max(c.width, c.height) <= PopoverLimits.maximumLength else {
            throw PopoverInputError(
                field: "container", rule: "must be between 1 and \(NumberText.format(PopoverLimits.maximumLength)) points each way",
                value: NumberText.format(scene.container)
            )
        }
        try scene.spotlight?.validate()
        let bounds = CGRect(origin: .zero, size: scene.container)
        let placement = try Placement.solve(scene.pointer.map {
            PointerAnchor($0).request(container: bounds, contentSize: text.size, metrics: metrics, layoutDirection: request.layoutDirection)
        } ?? PlacementRequest(anchor: scene.anchor, container: bounds, contentSize: text.size, metrics: metrics))
        if placement.contentShrunk {
            text = layout(within: placement.content.width)
        }
        skin = SkinRenderRequest(
            style: request.style, size: placement.frame.size, direction: placement.direction, arrowOffset: placement.arrowOffset,
            scale: request.scale, appearance: request.appearance
        )
        try skin.validate()
        canvasSize = scene.container
        viewOrigin = placement.frame.origin
        contentOrigin = placement.content.origin
        self.text = text
    }

    func draw<Target: Canvas>(on canvas: inout Target) {
        var painter = SkinPainter(style: skin.style, layout: skin.layout, environment: skin.environment, scale: CGFloat(pixelScale))
        if let scene {
            if let backdrop = scene.backdrop {
                let s = CGFloat(pixelScale)
                let behind = Backdrop.resampled(backdrop, width: Int((canvasSize.width * s).rounded(.up)), height: Int((canvasSize.height * s).rounded(.up)))
                canvas.draw(behind, in: CGRect(origin: .zero, size: canvasSize))
                painter.behind = (behind, .zero)
            }
            if let spotlight = scene.spotlight {
                let dim = spotlight.path(around: scene.anchor, in: CGRect(origin: .zero, size: canvasSize))
                canvas.fill(dim, with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: spotlight.sanitized.dimOpacity)))
            }
        }
        painter.paint(on: &canvas, at: viewOrigin)
        if let pointer = scene?.pointer { PointerCursor.draw(at: pointer, on: &canvas) }
        if let image, let frame = text.imageFrame {
            canvas.draw(image, in: frame.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y))
        }
        let runs = text.lines.map { ($0.text, $0.font, $0.baseline) } + text.actions.map { ($0.title, $0.font, $0.baseline) }
        for (run, font, baseline) in runs where !run.isEmpty {
            let origin = CGPoint(x: contentOrigin.x + baseline.x, y: contentOrigin.y + baseline.y)
            canvas.text(run, at: origin, size: font.size, color: textColor, bold: font.weight.isBold, centred: false)
        }
    }
}
