#if canImport(UIKit)
import PopoverTips
import UIKit

/// A tip's action: its title where the core puts it, pressed anywhere in its hit area
/// (the control's bounds, at least 44 × 44 pt), dimmed while held, a button to VoiceOver.
@MainActor
final class TipActionButton: UIControl {
    let titleLabel = UILabel()

    init(title: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.isAccessibilityElement = false
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityLabel = title
        accessibilityTraits = .button
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override var isHighlighted: Bool {
        didSet { titleLabel.alpha = isHighlighted ? 0.4 : 1 }
    }
}
#endif
