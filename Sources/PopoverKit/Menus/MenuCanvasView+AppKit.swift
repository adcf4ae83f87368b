#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

/// The canvas's AppKit half: y-down as the layout, never the target of a click, AppKit's
/// context and appearance, SF Symbols and the app's images (template images in the row's
/// colour, as `NSMenu` tints them).
extension MenuCanvasView {
    override var isFlipped: Bool { true }

    override func hitTest(_ point: NSPoint) -> NSView? { nil }

    /// An `NSView` draws nothing behind its content unless it fills it.
    func prepareCanvas() {}

    func redrawAll() { needsDisplay = true }

    var drawingContext: CGContext? { NSGraphicsContext.current?.cgContext }
    var drawingAppearance: Appearance { Appearance(effectiveAppearance) }
    /// The Mac has no Bold Text setting.
    var boldText: Bool { false }

    override func viewDidChangeEffectiveAppearance() {
        super.viewDidChangeEffectiveAppearance()
        needsDisplay = true
    }

    func drawImage(named name: String, in frame: CGRect, color: NSColor) {
        guard let image = images[name] ?? NSImage(named: name) else { return }
        drawImage(image, in: frame, tint: image.isTemplate ? color : nil)
    }

    /// `image` fitted in `frame`, filled with `tint` where it is opaque when one is given.
    func drawImage(_ image: NSImage, in frame: CGRect, tint: NSColor?) {
        draw(tint.map { Self.tinted(image, $0) } ?? image, in: frame)
    }

    func drawSymbol(_ name: String, in frame: CGRect, color: NSColor, pointSize: CGFloat, semibold: Bool) {
        let configuration = NSImage.SymbolConfiguration(pointSize: max(pointSize, 1), weight: semibold ? .semibold : .regular)
            .applying(NSImage.SymbolConfiguration(paletteColors: [color]))
        guard let symbol = NSImage(systemSymbolName: name, accessibilityDescription: nil)?.withSymbolConfiguration(configuration) else { return }
        draw(symbol, in: frame)
    }

    /// Drawn upright in the flipped canvas.
    private func draw(_ image: NSImage, in frame: CGRect) {
        image.draw(in: Self.fit(image.size, in: frame), from: .zero, operation: .sourceOver, fraction: 1, respectFlipped: true, hints: nil)
    }

    /// A template image filled with `color` where it is opaque.
    private static func tinted(_ image: NSImage, _ color: NSColor) -> NSImage {
        NSImage(size: image.size, flipped: false) { rect in
            image.draw(in: rect)
            color.set()
            rect.fill(using: .sourceAtop)
            return true
        }
    }
}

extension NSFont {
    /// The height of a line of text in this font (what UIKit's `lineHeight` gives).
    var menuLineHeight: CGFloat { ceil(ascender - descender + leading) }
}
#endif
