#if canImport(UIKit)
import PopoverTips
import UIKit

/// A tip's action: its title where the core puts it, pressed anywhere in its hit area
/// (the control's bounds, at least 44 × 44 pt), dimmed while held, a button to VoiceOver
/// (a custom `UIButton`, so its traits are a button's; the label is its own, placed by the
/// core, not the button's title).
@MainActor
final class TipActionButton: UIButton {
    let runLabel = UILabel()

    init(title: String) {
        super.init(frame: .zero)
        runLabel.text = title
        runLabel.isAccessibilityElement = false
        addSubview(runLabel)
        accessibilityLabel = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override var isHighlighted: Bool {
        didSet { runLabel.alpha = isHighlighted ? 0.4 : 1 }
    }
}
#endif
