#if canImport(UIKit)
import PopoverCore
import PopoverMenu
import UIKit

/// Draws a menu's rows where ``/PopoverMenu/MenuLayout`` put them, in the colours
/// ``/PopoverMenu/MenuPalette`` gives: the highlight, checkmarks and dashes, images,
/// titles and subtitles, shortcuts, submenu chevrons (mirrored right to left), headers
/// and separators. It decides nothing: what is highlighted is ``highlightedRow``.
@MainActor
final class MenuCanvasView: UIView {
    var menu: PopoverMenu { didSet { setNeedsDisplay() } }
    var layout: MenuLayout? { didSet { if layout != oldValue { setNeedsDisplay() } } }
    var style: PopoverStyle { didSet { setNeedsDisplay() } }
    /// The highlighted row of ``layout``; `nil` for none.
    var highlightedRow: Int? { didSet { if highlightedRow != oldValue { setNeedsDisplay() } } }
    /// The app's images for `MenuImage.named` (a converted `UIMenu`'s), before the asset catalog.
    var images: [String: UIImage] = [:]
    /// Told of each touch (press, slide, release; a scroll's cancel), at its point in the
    /// window (`nil` when cancelled).
    var onTouch: ((UITouch.Phase, CGPoint?) -> Void)?

    init(menu: PopoverMenu, style: PopoverStyle) {
        self.menu = menu
        self.style = style
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.changesDrawing(from: previousTraitCollection) { setNeedsDisplay() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouch?(.began, touches.first?.location(in: nil))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouch?(.moved, touches.first?.location(in: nil))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouch?(.ended, touches.first?.location(in: nil))
    }

    /// A scroll took the touch: the press ends over nothing.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouch?(.cancelled, nil)
    }

    override func draw(_ rect: CGRect) {
        guard let layout else { return }
        let palette = MenuPalette(style: style, appearance: Appearance(traitCollection), metrics: layout.metrics)
        let boldText = traitCollection.legibilityWeight == .bold
        let m = layout.metrics
        for (r, row) in layout.rows.enumerated() where row.frame.intersects(rect) {
            switch row.kind {
            case .separator:
                if let line = row.lineFrame { fill(line, palette.separator) }
            case .header:
                if let title = row.title {
                    draw(title, of: menu.sections[row.index.section].header ?? "", color: UIColor(palette.secondaryText), boldText: boldText)
                }
            case .item:
                guard let item = menu[row.index] else { continue }
                let highlighted = r == highlightedRow && row.isEnabled
                if highlighted {
                    UIColor(palette.highlight).setFill()
                    UIBezierPath(roundedRect: layout.highlightFrame(of: r), cornerRadius: m.highlightRadius).fill()
                }
                drawItem(item, row: row, layout: layout, palette: palette, highlighted: highlighted, boldText: boldText)
            case .previousPage, .nextPage:
                let back = (row.kind == .previousPage) != (layout.layoutDirection == .rightToLeft)
                drawSymbol(back ? "chevron.left" : "chevron.right", in: row.frame.insetBy(dx: row.frame.width / 3, dy: row.frame.height / 3),
                           color: UIColor(palette.text), pointSize: m.titleFont.size)
                if let line = row.lineFrame { fill(line, palette.separator) }
            }
        }
    }

    private func drawItem(_ item: MenuItem, row: MenuLayout.Row, layout: MenuLayout, palette: MenuPalette, highlighted: Bool, boldText: Bool) {
        let m = layout.metrics
        let color = UIColor(palette.titleColor(of: item, highlighted: highlighted))
        let secondary = palette.secondaryColor(of: item, highlighted: highlighted)
        if let frame = row.checkmarkFrame, item.state != .off {
            drawSymbol(item.state == .on ? "checkmark" : "minus", in: frame, color: color, pointSize: m.checkmarkSide, weight: .semibold)
        }
        if let frame = row.imageFrame, let image = item.image {
            drawImage(image, in: frame, color: color, pointSize: m.imageSide * 0.8)
        }
        if let title = row.title { draw(title, of: item.title, color: color, boldText: boldText) }
        if let subtitle = row.subtitle, let text = item.subtitle { draw(subtitle, of: text, color: UIColor(secondary), boldText: boldText) }
        if let frame = row.accessoryFrame {
            if item.hasSubmenu {
                let name = layout.layoutDirection == .rightToLeft ? "chevron.left" : "chevron.right"
                drawSymbol(name, in: frame, color: UIColor(secondary), pointSize: frame.height, weight: .semibold)
            } else if let shortcut = item.keyboardShortcut {
                let font = m.shortcutFont.uiFont(boldText: boldText)
                drawText(shortcut.displayText, at: frame.origin, lineHeight: m.shortcutFont.lineHeight, font: font, color: UIColor(secondary))
            }
        }
        if let line = row.lineFrame { fill(line, palette.separator) }
    }

    private func fill(_ rect: CGRect, _ color: RGBAColor) {
        UIColor(color).setFill()
        UIRectFill(rect)
    }

    private func draw(_ lines: MenuTextLines, of text: String, color: UIColor, boldText: Bool) {
        let font = lines.font.uiFont(boldText: boldText)
        let texts = lines.texts(of: text)
        let frames = [lines.first.frame] + (lines.second.map { [$0.frame] } ?? [])
        for (line, frame) in zip(texts, frames) {
            drawText(line, at: frame.origin, lineHeight: lines.font.lineHeight, font: font, color: color)
        }
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
