import Foundation
import PopoverCore
import PopoverMenu

/// A menu on one canvas: alone with room for its shadow, or placed in its scene.
struct MenuSheet: Sheet {
    let canvasSize: CGSize
    let pixelScale: Int
    let layout: MenuLayout
    /// The popover's body and content area (in the container with a scene, in the popover
    /// alone), and where its arrow points.
    let body: CGRect
    let content: CGRect
    let direction: ArrowDirection
    private let menu: PopoverMenu
    private let skin: SkinRenderRequest
    private let viewOrigin: CGPoint
    /// The content area's top-left corner on the canvas, and the rows' scroll offset.
    private let contentOrigin: CGPoint
    let scrollOffset: CGFloat
    /// A pop-up button's menu: the item lined up over the button, and where it went.
    let popUp: MenuPopUpPlacement?
    private let highlightedRow: Int?
    private let palette: MenuPalette
    private let images: [String: RenderedImage]

    /// Checks the request and lays it out; ``/PopoverCore/PopoverInputError`` names what is wrong.
    init(_ request: MenuRenderRequest) throws {
        try request.menu.validate()
        guard request.menu.sections.contains(where: { !$0.items.isEmpty || !($0.header ?? "").isEmpty }) else {
            throw PopoverInputError(field: "sections", rule: "must hold at least one item or header to draw", value: "none")
        }
        try request.style.validate()
        guard RenderScale.supported.contains(request.scale) else {
            throw PopoverInputError(field: "scale", rule: "must be 1, 2 or 3", value: "\(request.scale)")
        }
        let metrics = request.style.metrics
        func laidOut(within room: CGSize) -> MenuLayout {
            MenuLayout(
                request.menu, metrics: request.metrics, axis: request.axis, anchorWidth: request.scene?.anchor.width, within: room,
                layoutDirection: request.layoutDirection,
                page: request.page, measure: RendererMenuMeasure()
            )
        }
        // Alone, a menu is at most as tall as the tallest screen it could be shown on, and
        // scrolls past that, as it would there: a 10,000-item menu is a picture, not a canvas
        // of 440,000 pt.
        var layout = laidOut(within: CGSize(width: CGFloat.infinity, height: request.scene == nil ? MenuRenderRequest.tallestAlone : .infinity))
        menu = request.menu
        pixelScale = request.scale
        images = request.images
        palette = request.menu.palette(style: request.style, appearance: request.appearance, metrics: layout.metrics)
        func shown(_ l: MenuLayout) -> CGSize { CGSize(width: l.size.width, height: l.visibleHeight) }

        if let scene = request.scene {
            let c = scene.container
            guard c.width.isFinite, c.height.isFinite, c.width >= 1, c.height >= 1, max(c.width, c.height) <= PopoverLimits.maximumLength else {
                throw PopoverInputError(
                    field: "container", rule: "must be between 1 and \(NumberText.format(PopoverLimits.maximumLength)) points each way",
                    value: NumberText.format(c)
                )
            }
            if request.popUp {
                // Over the button, its checked (else first enabled) item's title on the
                // button's, which starts the menu's inset in from the button's leading edge.
                guard let placed = MenuPopUpPlacement(layout, over: scene.anchor, in: CGRect(origin: .zero, size: c)) else {
                    throw PopoverInputError(field: "popUp", rule: "needs a vertical menu with an enabled item to line up with the button", value: "none")
                }
                layout = laidOut(within: CGSize(width: CGFloat.infinity, height: placed.frame.height))
                let size = BackgroundLayout.viewSize(containing: placed.frame.size, direction: .unknown, metrics: metrics)
                skin = SkinRenderRequest(style: request.style, size: size, direction: .unknown, scale: request.scale, appearance: request.appearance)
                let origin = CGPoint(x: placed.frame.minX - skin.layout.content.minX, y: placed.frame.minY - skin.layout.content.minY)
                contentOrigin = placed.frame.origin
                viewOrigin = origin
                body = skin.layout.body.offsetBy(dx: origin.x, dy: origin.y)
                content = placed.frame
                direction = .unknown
                popUp = placed
            } else {
                func place(_ l: MenuLayout) throws -> Placement {
                    try Placement.solve(PlacementRequest(anchor: scene.anchor, container: CGRect(origin: .zero, size: c), contentSize: shown(l), metrics: metrics))
                }
                var placement = try place(layout)
                if placement.contentShrunk {
                    // Too little room: laid out again in what placement gives (narrower, or
                    // shorter and scrolling), then placed at that size.
                    layout = laidOut(within: placement.content.size)
                    placement = try place(layout)
                }
                skin = SkinRenderRequest(
                    style: request.style, size: placement.frame.size, direction: placement.direction, arrowOffset: placement.arrowOffset,
                    scale: request.scale, appearance: request.appearance
                )
                viewOrigin = placement.frame.origin
                contentOrigin = placement.content.origin
                body = placement.body
                content = placement.content
                direction = placement.direction
                popUp = nil
            }
            try skin.validate()
            canvasSize = c
        } else {
            let size = BackgroundLayout.viewSize(containing: shown(layout), direction: request.direction, metrics: metrics)
            skin = SkinRenderRequest(style: request.style, size: size, direction: request.direction, scale: request.scale, appearance: request.appearance)
            try Self.checkCanvas(skin.canvasSize, scale: request.scale, field: "menu", value: NumberText.format(skin.canvasSize))
            try skin.validate()
            canvasSize = skin.canvasSize
            viewOrigin = skin.viewOrigin
            body = skin.layout.body
            content = skin.layout.content
            direction = request.direction
            contentOrigin = CGPoint(x: viewOrigin.x + content.minX, y: viewOrigin.y + content.minY)
            popUp = nil
        }
        if let row = request.highlightedRow {
            let enabled = layout.rows.indices.filter { layout.rows[$0].isEnabled }
            guard enabled.contains(row) else {
                let list = enabled.prefix(12).map(String.init).joined(separator: ", ") + (enabled.count > 12 ? ", …" : "")
                throw PopoverInputError(
                    field: "highlight", rule: enabled.isEmpty ? "must be an enabled item's row, and this menu has none" : "must be an enabled item's row (\(list))",
                    value: "\(row)"
                )
            }
        }
        highlightedRow = request.highlightedRow
        scrollOffset = popUp.map { layout.clampedScrollOffset($0.scrollOffset) }
            ?? request.highlightedRow.map { layout.scrollOffset(showing: $0, from: 0) } ?? 0
        self.layout = layout
    }

    func draw<Target: Canvas>(on canvas: inout Target) {
        let painter = SkinPainter(style: skin.style, layout: skin.layout, environment: skin.environment, scale: CGFloat(pixelScale))
        painter.paint(on: &canvas, at: viewOrigin)
        let origin = CGPoint(x: contentOrigin.x, y: contentOrigin.y - scrollOffset)
        let visible = CGRect(x: contentOrigin.x, y: contentOrigin.y, width: layout.size.width, height: layout.visibleHeight)
        // Rows clipped to the content area, its corners rounded as the body's are.
        let inset = min(content.minX - body.minX, content.minY - body.minY, body.maxX - content.maxX, body.maxY - content.maxY)
        canvas.clipped(to: PopoverOutline.roundedRect(visible, radius: max(skin.layout.cornerRadius - max(inset, 0), 0))) { canvas in
            var rows = MenuRowPainter(layout: layout, menu: menu, palette: palette, images: images, origin: origin)
            for r in layout.rows.indices {
                let frame = layout.rows[r].frame.offsetBy(dx: origin.x, dy: origin.y)
                guard frame.maxY > visible.minY, frame.minY < visible.maxY else { continue }
                rows.paint(row: r, highlighted: r == highlightedRow, on: &canvas)
            }
        }
        if layout.isScrollable {
            MenuRowPainter.paintScrollIndicator(layout: layout, offset: scrollOffset, in: visible, color: palette.secondaryText, on: &canvas)
        }
    }
}
