#if canImport(UIKit)
import UIKit

/// A clear view under a ``PopoverView`` that covers its container and says when the
/// container's bounds or safe area change (its own layout follows them), so the popover
/// is placed again. It takes no touches and VoiceOver does not see it.
@MainActor
final class PopoverContainerObserver: UIView {
    var onChange: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Covers `container` (at the bottom of the popover's views in it) and follows its size.
    func install(in container: UIView) {
        frame = container.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(self)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        onChange?()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        onChange?()
    }
}
#endif
