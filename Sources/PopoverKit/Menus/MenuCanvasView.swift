#if canImport(UIKit)
import PopoverCore
import PopoverMenu
import UIKit

/// Draws the rows of a menu that its viewport shows (``/PopoverMenu/MenuLayout/visibleRows(scrollOffset:)``),
/// each as the core's recipe says (``/PopoverMenu/MenuRowDrawing``, which the renderer
/// carries out too): the highlight, checkmarks and dashes, images, titles and subtitles,
/// shortcuts, submenu chevrons (mirrored right to left), headers and separators. It
/// decides nothing: what is highlighted is ``highlightedRow``, what shows is ``scrollOffset``.
///
/// Memory: the canvas is the size of the viewport, not of the content. ``MenuContentView``
/// keeps it over the visible part of the scrolled content (at ``scrollOffset``), so its
/// backing store is the viewport's width × height × the screen scale² × 4 bytes (a
/// 390 × 800 pt menu at 3x: 11.2 MB) whatever the number of rows: a 10,000-item menu costs
/// what a 20-item one does. (Drawn as one view as tall as all its rows, 1,000 items took
/// 300–440 MB.) A highlight change redraws the two rows it touches; a scroll redraws the
/// viewport.
@MainActor
final class MenuCanvasView: UIView {
    var menu: PopoverMenu { didSet { setNeedsDisplay() } }
    var layout: MenuLayout? { didSet { if layout != oldValue { setNeedsDisplay() } } }
    var style: PopoverStyle { didSet { setNeedsDisplay() } }
    /// How far the content is scrolled: the canvas shows the content from this height down.
    var scrollOffset: CGFloat = 0 { didSet { if scrollOffset != oldValue { setNeedsDisplay() } } }
    /// The highlighted row of ``layout``; `nil` for none.
    var highlightedRow: Int? {
        didSet { if highlightedRow != oldValue { redraw(rows: [oldValue, highlightedRow]) } }
    }
    /// The app's images for `MenuImage.named` (a converted `UIMenu`'s), before the asset catalog.
    var images: [String: UIImage] = [:]

    init(menu: PopoverMenu, style: PopoverStyle) {
        self.menu = menu
        self.style = style
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        // Touches, hover and VoiceOver go to the content beneath (MenuTouchSurface).
        isUserInteractionEnabled = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.changesDrawing(from: previousTraitCollection) { setNeedsDisplay() }
    }

    /// Marks `rows` (those shown) for drawing again, and nothing else.
    private func redraw(rows: [Int?]) {
        guard let layout else { return }
        for case let r? in rows where layout.rows.indices.contains(r) {
            setNeedsDisplay(layout.rows[r].frame.offsetBy(dx: 0, dy: -scrollOffset))
        }
    }

    override func draw(_ rect: CGRect) {
        guard let layout, let context = UIGraphicsGetCurrentContext() else { return }
        // The layout's content coordinates, scrolled: the dirty rectangle in them.
        context.translateBy(x: 0, y: -scrollOffset)
        let dirty = rect.offsetBy(dx: 0, dy: scrollOffset)
        let palette = MenuPalette(style: style, appearance: Appearance(traitCollection), metrics: layout.metrics)
        let boldText = traitCollection.legibilityWeight == .bold
        for r in layout.visibleRows(scrollOffset: scrollOffset) where layout.rows[r].frame.intersects(dirty) {
            // The core's recipe for the row, which the renderer carries out too.
            let drawing = MenuRowDrawing(row: r, of: layout, menu: menu, palette: palette, highlightedRow: highlightedRow)
            for mark in drawing.marks { draw(mark, boldText: boldText) }
        }
    }

    /// One mark of a row, with UIKit's fonts and the system's symbols.
    private func draw(_ mark: MenuRowDrawing.Mark, boldText: Bool) {
        switch mark {
        case let .highlight(box, radius, color):
            UIColor(color).setFill()
            UIBezierPath(roundedRect: box, cornerRadius: radius).fill()
        case let .line(line, color):
            fill(line, color)
        case let .text(run, frame, font, color):
            drawText(run, at: frame.origin, lineHeight: frame.height, font: font.uiFont(boldText: boldText), color: UIColor(color))
        case let .checkmark(state, frame, color):
            drawSymbol(state == .mixed ? "minus" : "checkmark", in: frame, color: UIColor(color), pointSize: frame.height, weight: .semibold)
        case let .chevron(frame, back, color):
            drawSymbol(back ? "chevron.left" : "chevron.right", in: frame, color: UIColor(color), pointSize: frame.height, weight: .semibold)
        case let .image(image, frame, color):
            drawImage(image, in: frame, color: UIColor(color), pointSize: frame.height * 0.8)
        }
    }

    private func fill(_ rect: CGRect, _ color: RGBAColor) {
        UIColor(color).setFill()
        UIRectFill(rect)
    }

    private func drawText(_ text: String, at origin: CGPoint, lineHeight: CGFloat, font: UIFont, color: UIColor) {
        // The layout's line is `lineHeight` tall; UIKit's font centred in it.
        let y = origin.y + (lineHeight - font.lineHeight) / 2
        (text as NSString).draw(at: CGPoint(x: origin.x, y: y), withAttributes: [.font: font, .foregroundColor: color])
    }

    private func drawImage(_ image: MenuImage, in frame: CGRect, color: UIColor, pointSize: CGFloat) {
        switch image {
        case let .systemName(name):
            drawSymbol(name, in: frame, color: color, pointSize: pointSize)
        case let .named(name):
            guard let uiImage = images[name] ?? UIImage(named: name, in: nil, compatibleWith: traitCollection) else { return }
            let shown = uiImage.renderingMode == .alwaysOriginal ? uiImage : uiImage.withTintColor(color, renderingMode: .alwaysOriginal)
            shown.draw(in: Self.fit(shown.size, in: frame))
        }
    }

    private func drawSymbol(_ name: String, in frame: CGRect, color: UIColor, pointSize: CGFloat, weight: UIImage.SymbolWeight = .regular) {
        let configuration = UIImage.SymbolConfiguration(pointSize: max(pointSize, 1), weight: weight)
        guard let symbol = UIImage(systemName: name, withConfiguration: configuration)?.withTintColor(color, renderingMode: .alwaysOriginal) else { return }
        symbol.draw(in: Self.fit(symbol.size, in: frame))
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
