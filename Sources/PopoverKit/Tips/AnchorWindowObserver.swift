#if canImport(UIKit)
import UIKit

/// An invisible, zero-size view put inside an anchor to hear when the anchor joins or
/// leaves a window (a navigation push or pop, a tab switch, a removed row): a subview
/// moves with its superview, and UIKit calls its `didMoveToWindow` each time. A UIKit
/// view has no other way to say so (its `window` is not key-value observable), and this
/// costs nothing between moves, unlike checking on every frame. It takes no touches,
/// VoiceOver does not see it, and it sits in a visual effect view's `contentView`, where
/// UIKit wants subviews.
@MainActor
final class AnchorWindowObserver: UIView {
    /// Called with whether it is in a window after each move.
    var onChange: ((Bool) -> Void)?

    /// An observer, not yet in an anchor.
    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isHidden = true
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Puts it inside `anchor`.
    func install(in anchor: UIView) {
        ((anchor as? UIVisualEffectView)?.contentView ?? anchor).addSubview(self)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        onChange?(window != nil)
    }
}
#endif
