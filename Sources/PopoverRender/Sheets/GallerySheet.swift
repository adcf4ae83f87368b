import Foundation
import PopoverCore
import PopoverMenu

/// One sheet that shows every style in every direction, with the arrow centred and
/// pushed against a corner, and a menu in each style, in light and dark: what a newcomer
/// looks at first.
///
/// ```swift
/// let gallery = GallerySheet()                         // the five built-in styles
/// try AtomicFile.write(try gallery.data(.png), to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery.png"))
/// ```
public struct GallerySheet: Sendable {
    /// The styles, one row each.
    public var styles: [PopoverStyle]
    /// Pixels per point of the PNG.
    public var scale: Int

    /// Makes a gallery of styles (the built-in ones by default).
    ///
    /// ```swift
    /// GallerySheet(styles: [.orange, .noir], scale: 1)
    /// ```
    public init(styles: [PopoverStyle] = PopoverStyle.builtIn, scale: Int = RenderScale.standard) {
        self.styles = styles
        self.scale = scale
    }

    /// The gallery in a format. A sheet over the render budget
    /// (``SkinRenderRequest/maximumCanvasPixels``) at its scale is laid out tighter (less
    /// room around each popover and label; the built-in styles at 3x are). Throws
    /// ``/PopoverCore/PopoverInputError`` for a scale outside 1...3, a style that
    /// ``/PopoverCore/PopoverStyle/validate()`` refuses, or so many styles that even the
    /// tighter sheet is over the budget.
    ///
    /// ```swift
    /// let svg = try GallerySheet().data(.svg)
    /// ```
    public func data(_ format: OutputFormat) throws -> Data {
        guard RenderScale.supported.contains(scale) else {
            throw PopoverInputError(field: "scale", rule: "must be 1, 2 or 3", value: "\(scale)")
        }
        for style in styles {
            do {
                try style.validate()
            } catch let error as PopoverInputError {
                throw PopoverInputError(field: "styles[\(style.name)].\(error.field)", rule: error.rule, value: error.value)
            }
        }
        let regular = GalleryGridSheet(styles: styles, scale: scale)
        let layout = regular.fits(format) ? regular : GalleryGridSheet(styles: styles, scale: scale, spacing: .compact)
        try layout.checkCanvas(format, field: "styles", value: "\(styles.count) styles")
        return try layout.data(format)
    }
}

/// Where everything on the gallery sheet goes.
struct GalleryGridSheet: Sheet {
    let styles: [PopoverStyle]
    let scale: Int
    var spacing = Spacing.regular

    /// The room around popovers and labels: regular, or compact for a sheet that would be
    /// over the render budget (6 styles at 3x: 4272 × 5760 pixels regular, 3768 × 4992 compact).
    enum Spacing {
        case regular, compact

        var cell: CGSize { self == .regular ? CGSize(width: 160, height: 124) : CGSize(width: 144, height: 108) }
        var rowLabelWidth: CGFloat { self == .regular ? 96 : 80 }
        var margin: CGFloat { self == .regular ? 24 : 12 }
        var titleHeight: CGFloat { self == .regular ? 64 : 60 }
        var panelHeader: CGFloat { self == .regular ? 36 : 32 }
        var panelFooter: CGFloat { self == .regular ? 12 : 8 }
    }

    /// Columns: each direction with the arrow centred, then pushed towards a corner.
    static let columns: [(direction: ArrowDirection, offset: CGFloat, label: String)] = ArrowDirection.arrowed.flatMap { d in
        [(d, 0, d.name), (d, -10_000, d.name + " · corner")]
    }

    static let popover = CGSize(width: 112, height: 76)

    /// A row for each style, and one of menus.
    var panelHeight: CGFloat { spacing.panelHeader + CGFloat(styles.count + 1) * spacing.cell.height + spacing.panelFooter }

    /// The menu each style shows in the menus' row: pointer rows, the second highlighted.
    static let menu = PopoverMenu(items: [MenuItem(title: "Copy"), MenuItem(title: "Paste"), MenuItem(title: "Delete", role: .destructive)])
    static let menuMetrics: MenuMetrics = {
        var m = MenuMetrics.pointer
        m.minimumWidth = 100
        return m
    }()

    var canvasSize: CGSize {
        CGSize(
            width: 2 * spacing.margin + spacing.rowLabelWidth + CGFloat(Self.columns.count) * spacing.cell.width,
            height: spacing.titleHeight + 2 * panelHeight + spacing.margin
        )
    }

    var pixelScale: Int { scale }

    func draw<Target: Canvas>(on canvas: inout Target) {
        let ink = RGBAColor(red: 0.11, green: 0.11, blue: 0.12)
        canvas.fill(.rectangle(CGRect(origin: .zero, size: canvasSize)), with: .solid(.white))
        canvas.text("PopoverKit styles", at: CGPoint(x: spacing.margin, y: 34), size: 22, color: ink, bold: true, centred: false)
        canvas.text(
            "Every built-in style in every direction, arrow centred and pushed into a corner, then a menu in each, light and dark. Made by `popoverkit gallery`.",
            at: CGPoint(x: spacing.margin, y: 54), size: 12, color: RGBAColor(red: 0.4, green: 0.4, blue: 0.43), bold: false, centred: false
        )
        for (index, appearance) in Appearance.allCases.enumerated() {
            drawPanel(appearance, top: spacing.titleHeight + CGFloat(index) * panelHeight, on: &canvas)
        }
    }

    private func drawPanel<Target: Canvas>(_ appearance: Appearance, top: CGFloat, on canvas: inout Target) {
        let dark = appearance == .dark
        let background = dark ? RGBAColor(red: 0.11, green: 0.11, blue: 0.12) : RGBAColor(red: 0.95, green: 0.95, blue: 0.97)
        let ink = dark ? RGBAColor(red: 0.92, green: 0.92, blue: 0.96) : RGBAColor(red: 0.11, green: 0.11, blue: 0.12)
        let panel = CGRect(x: spacing.margin / 2, y: top, width: canvasSize.width - spacing.margin, height: panelHeight - 8)
        canvas.fill(.rectangle(panel), with: .solid(background))
        canvas.text(appearance.rawValue, at: CGPoint(x: spacing.margin, y: top + spacing.panelHeader - 12), size: 15, color: ink, bold: true, centred: false)
        let left = spacing.margin + spacing.rowLabelWidth
        for (column, spec) in Self.columns.enumerated() {
            let x = left + (CGFloat(column) + 0.5) * spacing.cell.width
            canvas.text(spec.label, at: CGPoint(x: x, y: top + spacing.panelHeader - 12), size: 12, color: ink, bold: false, centred: true)
        }
        // Glass rows stand on a colourful backdrop in every cell, so the glass shows.
        let cellPixels = (width: Int(spacing.cell.width) * scale, height: Int(spacing.cell.height - 8) * scale)
        let backdrop = styles.contains(where: \.fill.isGlass) ? Backdrop.pattern(width: cellPixels.width, height: cellPixels.height) : nil
        for (row, style) in styles.enumerated() {
            let rowTop = top + spacing.panelHeader + CGFloat(row) * spacing.cell.height
            canvas.text(style.name, at: CGPoint(x: spacing.margin, y: rowTop + spacing.cell.height / 2 + 5), size: 14, color: ink, bold: true, centred: false)
            for (column, spec) in Self.columns.enumerated() {
                let origin = CGPoint(
                    x: left + CGFloat(column) * spacing.cell.width + (spacing.cell.width - Self.popover.width) / 2,
                    y: rowTop + (spacing.cell.height - Self.popover.height) / 2
                )
                let layout = BackgroundLayout(size: Self.popover, direction: spec.direction, arrowOffset: spec.offset, metrics: style.metrics)
                var painter = SkinPainter(style: style, layout: layout, appearance: appearance, scale: CGFloat(scale))
                if let backdrop, style.fill.isGlass {
                    let cell = CGRect(x: left + CGFloat(column) * spacing.cell.width, y: rowTop + 4, width: spacing.cell.width, height: spacing.cell.height - 8)
                    canvas.draw(backdrop, in: cell)
                    painter.behind = (backdrop, cell.origin)
                }
                painter.paint(on: &canvas, at: origin)
            }
        }
        let menusTop = top + spacing.panelHeader + CGFloat(styles.count) * spacing.cell.height
        canvas.text("menus", at: CGPoint(x: spacing.margin, y: menusTop + spacing.cell.height / 2 + 5), size: 14, color: ink, bold: true, centred: false)
        for (column, style) in styles.prefix(Self.columns.count).enumerated() {
            drawMenu(style, appearance, cell: CGRect(x: left + CGFloat(column) * spacing.cell.width, y: menusTop, width: spacing.cell.width, height: spacing.cell.height), on: &canvas)
        }
    }

    /// ``menu`` in `style`, arrow up, centred in `cell`, its second row highlighted.
    private func drawMenu<Target: Canvas>(_ style: PopoverStyle, _ appearance: Appearance, cell: CGRect, on canvas: inout Target) {
        let menu = MenuLayout(Self.menu, metrics: Self.menuMetrics, measure: RendererMenuMeasure())
        let size = BackgroundLayout.viewSize(containing: CGSize(width: menu.size.width, height: menu.visibleHeight), direction: .up, metrics: style.metrics)
        let layout = BackgroundLayout(size: size, direction: .up, arrowOffset: 0, metrics: style.metrics)
        let origin = CGPoint(x: cell.midX - size.width / 2, y: cell.midY - size.height / 2)
        SkinPainter(style: style, layout: layout, appearance: appearance, scale: CGFloat(scale)).paint(on: &canvas, at: origin)
        let palette = Self.menu.palette(style: style, appearance: appearance, metrics: menu.metrics)
        var rows = MenuRowPainter(
            layout: menu, menu: Self.menu, palette: palette, images: [:],
            origin: CGPoint(x: origin.x + layout.content.minX, y: origin.y + layout.content.minY)
        )
        for r in menu.rows.indices { rows.paint(row: r, highlighted: r == 1, on: &canvas) }
    }
}
