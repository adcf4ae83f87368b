#if canImport(UIKit)
import PopoverCore
import UIKit

/// The canvas's UIKit half: UIKit's context and traits, SF Symbols and the app's images.
extension MenuCanvasView {
    func prepareCanvas() {
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    func redrawAll() { setNeedsDisplay() }

    var drawingContext: CGContext? { UIGraphicsGetCurrentContext() }
    var drawingAppearance: Appearance { Appearance(traitCollection) }
    var boldText: Bool { traitCollection.legibilityWeight == .bold }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.changesDrawing(from: previousTraitCollection) { setNeedsDisplay() }
    }

    func drawImage(named name: String, in frame: CGRect, color: UIColor) {
        guard let uiImage = images[name] ?? UIImage(named: name, in: nil, compatibleWith: traitCollection) else { return }
        drawImage(uiImage, in: frame, tint: uiImage.renderingMode == .alwaysOriginal ? nil : color)
    }

    /// `uiImage` fitted in `frame`, filled with `tint` where it is opaque when one is given.
    func drawImage(_ uiImage: UIImage, in frame: CGRect, tint: UIColor?) {
        let shown = tint.map { uiImage.withTintColor($0, renderingMode: .alwaysOriginal) } ?? uiImage
        shown.draw(in: Self.fit(shown.size, in: frame))
    }

    func drawSymbol(_ name: String, in frame: CGRect, color: UIColor, pointSize: CGFloat, semibold: Bool) {
        let configuration = UIImage.SymbolConfiguration(pointSize: max(pointSize, 1), weight: semibold ? .semibold : .regular)
        guard let symbol = UIImage(systemName: name, withConfiguration: configuration)?.withTintColor(color, renderingMode: .alwaysOriginal) else { return }
        symbol.draw(in: Self.fit(symbol.size, in: frame))
    }
}

extension UIFont {
    /// The height of a line of text in this font.
    var menuLineHeight: CGFloat { lineHeight }
}
#endif
