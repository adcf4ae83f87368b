#if canImport(UIKit)
import UIKit

/// A menu's whole content, as tall as all its rows, inside the menu's scroll view: it takes
/// the touches, the pointer's hover and holds VoiceOver's row elements, in the layout's
/// content coordinates, and draws nothing, so UIKit gives it no backing store (a view
/// without `draw(_:)` and a clear background has no layer contents). The rows are drawn by
/// ``MenuCanvasView``, the size of the viewport, inside it.
@MainActor
final class MenuTouchSurface: UIView {
    /// Told of each touch (press, slide, release; a scroll's cancel), at its point in the
    /// window (`nil` when cancelled).
    var onTouch: ((UITouch.Phase, CGPoint?) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        isMultipleTouchEnabled = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

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
}
#endif
