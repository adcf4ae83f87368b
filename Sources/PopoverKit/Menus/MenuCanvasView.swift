#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import PopoverCore
import PopoverMenu
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// Draws the rows of a menu that its viewport shows (``/PopoverMenu/MenuLayout/visibleRows(scrollOffset:)``),
/// each as the core's recipe says (``/PopoverMenu/MenuRowDrawing``, which the renderer
/// carries out too): the highlight, checkmarks and dashes, images, titles and subtitles,
/// shortcuts, submenu chevrons (mirrored right to left), headers and separators. It
/// decides nothing: what is highlighted is ``highlightedRow``, what shows is ``scrollOffset``.
/// Its `+UIKit` and `+AppKit` halves give the drawing context, the appearance, and draw
/// the system's symbols and the app's images.
///
/// Memory: the canvas is the size of the viewport, not of the content. ``MenuContentView``
/// keeps it over the visible part of the scrolled content (at ``scrollOffset``), so its
/// backing store is the viewport's width × height × the screen scale² × 4 bytes (a
/// 390 × 800 pt menu at 3x: 11.2 MB) whatever the number of rows: a 10,000-item menu costs
/// what a 20-item one does. (Drawn as one view as tall as all its rows, 1,000 items took
/// 300–440 MB.) A highlight change redraws the two rows it touches; a scroll redraws the
/// viewport.
@MainActor
final class MenuCanvasView: PlatformView {
    var popoverMenu: PopoverMenu { didSet { redrawAll() } }
    var menuLayout: MenuLayout? { didSet { if menuLayout != oldValue { redrawAll() } } }
    var style: PopoverStyle { didSet { redrawAll() } }
    /// How far the content is scrolled: the canvas shows the content from this height down.
    var scrollOffset: CGFloat = 0 { didSet { if scrollOffset != oldValue { redrawAll() } } }
    /// The highlighted row of ``layout``; `nil` for none.
    var highlightedRow: Int? {
        didSet { if highlightedRow != oldValue { redraw(rows: [oldValue, highlightedRow]) } }
    }
    /// The app's images for `MenuImage.named` (a converted menu's), before the asset catalog.
    var images: [String: PlatformImage] = [:]

    init(menu: PopoverMenu, style: PopoverStyle) {
        self.popoverMenu = menu
        self.style = style
        super.init(frame: .zero)
        // Clicks, touches, hover and VoiceOver go to the content beneath (its surface).
        prepareCanvas()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Marks `rows` (those shown) for drawing again, and nothing else.
    private func redraw(rows: [Int?]) {
        guard let layout = menuLayout else { return }
        for case let r? in rows where layout.rows.indices.contains(r) {
            setNeedsDisplay(layout.rows[r].frame.offsetBy(dx: 0, dy: -scrollOffset))
        }
    }

    override func draw(_ rect: CGRect) {
        guard let layout = menuLayout, let context = drawingContext else { return }
        context.saveGState()
        defer { context.restoreGState() }
        // The layout's content coordinates, scrolled: the dirty rectangle in them.
        context.translateBy(x: 0, y: -scrollOffset)
        let dirty = rect.offsetBy(dx: 0, dy: scrollOffset)
        let palette = popoverMenu.palette(style: style, appearance: drawingAppearance, metrics: layout.metrics)
        for r in layout.visibleRows(scrollOffset: scrollOffset) where layout.rows[r].frame.intersects(dirty) {
            // The core's recipe for the row, which the renderer carries out too.
            let drawing = MenuRowDrawing(row: r, of: layout, menu: popoverMenu, palette: palette, highlightedRow: highlightedRow)
            for mark in drawing.marks { draw(mark, in: context) }
        }
    }

    /// One mark of a row, with the platform's fonts and the system's symbols.
    private func draw(_ mark: MenuRowDrawing.Mark, in context: CGContext) {
        switch mark {
        case let .highlight(box, radius, color):
            guard box.width > 0, box.height > 0 else { return }
            let r = min(radius, box.width / 2, box.height / 2)
            context.addPath(CGPath(roundedRect: box, cornerWidth: r, cornerHeight: r, transform: nil))
            context.setFillColor(PlatformColor(color).cgColor)
            context.fillPath()
        case let .line(line, color):
            context.setFillColor(PlatformColor(color).cgColor)
            context.fill(line)
        case let .text(run, frame, font, color):
            drawText(run, at: frame.origin, lineHeight: frame.height, font: font.systemFont(boldText: boldText), color: PlatformColor(color))
        case let .checkmark(state, frame, color):
            drawSymbol(state == .mixed ? "minus" : "checkmark", in: frame, color: PlatformColor(color), pointSize: frame.height, semibold: true)
        case let .chevron(frame, back, color):
            drawSymbol(back ? "chevron.left" : "chevron.right", in: frame, color: PlatformColor(color), pointSize: frame.height, semibold: true)
        case let .image(.systemName(name), frame, color):
            drawSymbol(name, in: frame, color: PlatformColor(color), pointSize: frame.height * 0.8, semibold: false)
        case let .image(.named(name), frame, color):
            drawImage(named: name, in: frame, color: PlatformColor(color))
        case let .image(.custom(reference), frame, color):
            guard let image = reference.object as? PlatformImage else { return }
            drawImage(image, in: frame, tint: reference.isTemplate ? PlatformColor(color) : nil)
        }
    }

    private func drawText(_ text: String, at origin: CGPoint, lineHeight: CGFloat, font: PlatformFont, color: PlatformColor) {
        // The layout's line is `lineHeight` tall; the platform's font centred in it.
        let y = origin.y + (lineHeight - font.menuLineHeight) / 2
        (text as NSString).draw(at: CGPoint(x: origin.x, y: y), withAttributes: [.font: font, .foregroundColor: color])
    }

    /// `size` scaled to fit `frame`, centred in it.
    static func fit(_ size: CGSize, in frame: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return frame }
        let k = min(frame.width / size.width, frame.height / size.height, 1)
        let fitted = CGSize(width: size.width * k, height: size.height * k)
        return CGRect(x: frame.midX - fitted.width / 2, y: frame.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
    }
}
#endif
