// The PopoverKit side of Sources/PopoverKit/PopoverKit.docc/MigratingFromEasyTipView.md.
// Each `// guide:` region is shown there verbatim (scripts/check-migration-guides checks
// it); the iOS type-check compiles this folder as an app would, with plain imports.
#if canImport(UIKit)
import PopoverKit
import UIKit

// guide: preferences
extension PopoverStyle {
    /// EasyTipView's default preferences: a red bubble, 5 pt corners, a 10 × 5 arrow,
    /// 10 pt content insets. A `static let` is what `EasyTipView.globalPreferences` was.
    static let easyTip = PopoverStyle(
        name: "easyTip",
        metrics: SkinMetrics(arrowBase: 10, arrowHeight: 5, contentInsets: .uniform(10), cornerRadius: 5),
        fill: .solid(DynamicColor(uiColor: .red))
    )
}
// guide: end

/// A screen of the app's that used EasyTipView.
final class EasyTipViewGuide: UIViewController {
    let buttonB = UIButton(type: .system)

    func tipWasTapped() {}
    func tipWasDismissed() {}

    // guide: show
    func showTip() {
        let label = UILabel()
        label.text = "Tip view inside the navigation controller's view. Tap to dismiss!"
        label.font = .systemFont(ofSize: 15)
        label.textColor = .white
        label.textAlignment = .center
        label.numberOfLines = 0
        label.widthAnchor.constraint(lessThanOrEqualToConstant: 200).isActive = true   // positioning.maxWidth
        let tip = PopoverView(content: label, style: .easyTip)
        tip.dismissesOnTap = true                                          // animating.dismissOnTap
        tip.outsideTap = .passThrough                                      // EasyTipView ignores taps outside it
        tip.onTap = { [weak self] _ in self?.tipWasTapped() }              // easyTipViewDidTap(_:)
        tip.onDismiss = { [weak self] _, _ in self?.tipWasDismissed() }    // easyTipViewDidDismiss(_:)
        // ArrowPosition.any tries top, bottom, right, left: UIKit's up, down, right, left.
        tip.present(from: buttonB, in: navigationController?.view ?? view,
                    preferring: [.up, .down, .right, .left], animated: true)
    }
    // guide: end

    // guide: item
    /// `show(forItem:withinSuperView:)` for a bar button item.
    func showTip(_ tip: PopoverView, for item: UIBarButtonItem) {
        tip.present(from: item, in: view, permittedArrowDirections: .up, animated: true)
    }
    // guide: end

    // guide: animation
    /// EasyTipView's default animation: a 0.7 s spring from nothing, to a tenth on the way out.
    func springLikeEasyTipView(_ tip: PopoverView) {
        tip.presentAnimation = { tip, _, completion in
            tip.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)   // showInitialTransform
            tip.alpha = 0                                              // showInitialAlpha
            UIView.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.7,
                           options: [.curveEaseInOut], animations: {
                tip.transform = .identity                              // showFinalTransform
                tip.alpha = 1
            }, completion: { _ in completion() })
        }
        tip.dismissAnimation = { tip, _, completion in
            UIView.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.7,
                           options: [.curveEaseInOut], animations: {
                tip.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)  // dismissTransform
                tip.alpha = 0                                           // dismissFinalAlpha
            }, completion: { _ in completion() })
        }
    }
    // guide: end

    // guide: dismiss
    func hideTip(_ tip: PopoverView) {
        tip.dismiss(animated: true)      // dismiss(withCompletion:): onDismiss runs when it is gone
    }
    // guide: end
}
#endif
