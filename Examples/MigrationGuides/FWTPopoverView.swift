// The PopoverKit side of Sources/PopoverKit/PopoverKit.docc/MigratingFromFWTPopoverView.md.
// Each `// guide:` region is shown there verbatim (scripts/check-migration-guides checks
// it); the iOS type-check compiles this folder as an app would, with plain imports.
#if canImport(UIKit)
import PopoverKit
import UIKit

// guide: style
extension PopoverStyle {
    /// FWTPopoverView's default look, in the same units: `backgroundHelper` and `arrow.size`.
    static let fwt = PopoverStyle(
        name: "fwt",
        metrics: SkinMetrics(arrowBase: 10, arrowHeight: 10, cornerRadius: 6),
        fill: .solid(DynamicColor(uiColor: UIColor.black.withAlphaComponent(0.5))),
        border: Stroke(width: .points(1), color: DynamicColor(uiColor: .black)),
        shadow: Shadow(color: DynamicColor(uiColor: .black), opacity: 0.7, radius: 5, offset: CGSize(width: 0, height: 1))
    )
}
// guide: end

/// A screen of the app's that used FWTPopoverView.
final class FWTPopoverViewGuide: UIViewController {
    let button = UIButton(type: .system)
    let infoLabel = UILabel()
    var popover: PopoverView?

    // guide: present
    func showInfo() {
        let popover = PopoverView(contentSize: CGSize(width: 240, height: 140))
        infoLabel.frame = popover.contentView.bounds
        infoLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        popover.contentView.addSubview(infoLabel)
        popover.present(from: button.frame, in: view, permittedArrowDirections: .up, animated: true)
        self.popover = popover
    }

    func hideInfo() {
        popover?.dismiss(animated: true)
    }
    // guide: end

    // guide: aim
    /// FWTPopoverView's arrow reaches the rectangle's centre; a point keeps that aim.
    func showInfo(atCentreOf rect: CGRect) {
        let popover = PopoverView(contentSize: CGSize(width: 240, height: 140))
        popover.present(at: CGPoint(x: rect.midX, y: rect.midY), in: view, permittedArrowDirections: .up, animated: true)
    }
    // guide: end

    // guide: behaviour
    func configure(_ popover: PopoverView) {
        popover.style = .fwt
        popover.options.keepInsideContainer = false          // adjustPositionInSuperviewEnabled = NO
        popover.outsideTap = .passThrough                    // FWTPopoverView ignores taps outside it
        popover.onPresent = { _ in print("presented") }                      // didPresentBlock
        popover.onDismiss = { _, ending in print("dismissed: \(ending)") }   // didDismissBlock
    }

    func dismissEveryPopover() {
        PopoverView.dismissAll(in: view)
    }
    // guide: end

    // guide: move
    /// `adjustPositionToRect:`: a shown popover moves to the new rectangle.
    func move(_ popover: PopoverView, to rect: CGRect) {
        popover.present(from: rect, in: view, permittedArrowDirections: .up, animated: false)
    }
    // guide: end

    // guide: animation
    /// FWTPopoverView's animation helper by default: a 0.25 s ease-in fade, no scale.
    func fadeLikeFWT(_ popover: PopoverView) {
        popover.presentAnimation = { popover, animation, completion in
            popover.transform = .identity
            UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseIn, animations: {
                popover.alpha = animation.toAlpha
            }, completion: { _ in completion() })
        }
        popover.dismissAnimation = { popover, animation, completion in
            UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseIn, animations: {
                popover.alpha = animation.toAlpha
            }, completion: { _ in completion() })
        }
    }
    // guide: end

    // guide: geometry
    /// What FWTPopoverView's `arrow.direction`, `arrow.offset`, `arrowRect` and
    /// `bezierPathForRect:` told, for a popover on screen.
    func describe(_ popover: PopoverView) {
        guard let placement = popover.placement else { return }
        print(placement.direction, placement.arrowOffset, placement.arrowTip ?? .zero)
        let outline: CGPath = placement.outline().cgPath   // body and arrow, in the container's coordinates
        print(outline.boundingBox)
    }
    // guide: end
}
#endif
