// The PopoverKit side of Sources/PopoverKit/PopoverKit.docc/MigratingFromAMPopTip.md.
// Each `// guide:` region is shown there verbatim (scripts/check-migration-guides checks
// it); the iOS type-check compiles this folder as an app would, with plain imports.
#if canImport(UIKit)
import PopoverKit
import SwiftUI
import UIKit

// guide: style
extension PopoverStyle {
    /// AMPopTip's default look: a red bubble, 4 pt corners, an 8 × 8 arrow, 6 pt padding.
    /// A `static let` is what AMPopTip's appearance proxy was.
    static let popTip = PopoverStyle(
        name: "popTip",
        metrics: SkinMetrics(arrowBase: 8, arrowHeight: 8, contentInsets: .uniform(6), cornerRadius: 4),
        fill: .solid(DynamicColor(uiColor: .red))
    )
}
// guide: end

/// A screen of the app's that used AMPopTip.
final class AMPopTipGuide: UIViewController {
    let someView = UIView()
    let row = UIView()

    // guide: text
    func showHint() {
        let label = UILabel()
        label.text = "Hey! Listen!"
        label.font = .systemFont(ofSize: UIFont.systemFontSize)
        label.textColor = .white
        label.textAlignment = .center
        label.numberOfLines = 0
        label.widthAnchor.constraint(lessThanOrEqualToConstant: 200).isActive = true   // maxWidth
        let popover = PopoverView(content: label, style: .popTip)
        // AMPopTip's `.up` puts the tip above the view: its arrow points down.
        popover.present(from: someView.frame, in: view, permittedArrowDirections: .down, animated: true)
    }
    // guide: end

    // guide: auto
    /// `.autoHorizontal`: beside the row, on whichever side has room.
    func showBesideRow(_ popover: PopoverView) {
        popover.onPresent = { popover in
            // AMPopTip's `direction` once shown: `side` names the popover's side, as AMPopTip does.
            print(popover.placement?.side == .right ? "right of the row" : "left of the row")
        }
        popover.present(from: row, in: view, permittedArrowDirections: [.left, .right], animated: true)
    }
    // guide: end

    // guide: centred
    /// `direction: .none`: no arrow, centred on `from`.
    func showCentred(_ popover: PopoverView) {
        popover.present(centeredIn: view, animated: true)               // from: view.frame
    }

    func showOver(_ popover: PopoverView) {
        popover.present(over: someView.frame, in: view, animated: true) // from: a smaller frame
    }
    // guide: end

    // guide: dismissal
    func configureDismissal(of popover: PopoverView) {
        popover.dismissesOnTap = true                     // shouldDismissOnTap (true in AMPopTip)
        popover.outsideTap = .dismiss                     // shouldDismissOnTapOutside (true)
        popover.onTap = { _ in print("tapped") }                              // tapHandler
        popover.onOutsideTap = { _ in print("tap outside") }                  // tapOutsideHandler
        popover.onPresent = { _ in print("appeared") }                        // appearHandler
        popover.onDismiss = { _, ending in print("dismissed: \(ending)") }    // dismissHandler
    }

    /// `tapToRemoveGestureRecognizer?.cancelsTouchesInView = false`
    func forwardTheDismissingTap(of popover: PopoverView) {
        popover.outsideTap = .dismissAndPassThrough
    }
    // guide: end

    // guide: timer
    /// `show(text:…, duration: 3)`
    func showBriefly() {
        let tip = PopoverView.tip(TipContent(message: "Hey! Listen!"), style: .popTip, dismissAfter: 3)
        tip.present(from: someView, in: view, permittedArrowDirections: .down, animated: true)
    }
    // guide: end

    // guide: mask
    /// `shouldShowMask` with `maskColor`.
    func dimBehind(_ popover: PopoverView) {
        popover.dim = .color(DynamicColor(uiColor: UIColor(red: 0, green: 0, blue: 0, alpha: 0.6)))
    }

    /// `shouldCutoutMask` with the default `cutoutPathGenerator`: 8 pt around, 8 pt corners;
    /// taps in the hole reach the anchor, taps on the dim do nothing.
    func spotlightTheAnchor(_ popover: PopoverView) {
        popover.dim = .spotlight(Spotlight(padding: 8, cornerRadius: 8, dimOpacity: 0.6))
        popover.outsideTap = .passThrough
    }
    // guide: end

    // guide: entrance
    /// `entranceAnimation = .custom` with the README's `entranceAnimationHandler`.
    func rotateIn(_ popover: PopoverView) {
        popover.presentAnimation = { popover, animation, completion in
            popover.transform = CGAffineTransform(rotationAngle: 0.3)
            UIView.animate(withDuration: 0.5, animations: {
                popover.transform = .identity
                popover.alpha = animation.toAlpha
            }, completion: { _ in completion() })
        }
    }

    /// `entranceAnimation = .fadeIn`, `exitAnimation = .fadeOut`, with AMPopTip's durations.
    func fade(_ popover: PopoverView) {
        popover.presentAnimation = { popover, animation, completion in
            popover.transform = .identity
            UIView.animate(withDuration: 0.4, animations: { popover.alpha = animation.toAlpha },
                           completion: { _ in completion() })
        }
        popover.dismissAnimation = { popover, animation, completion in
            UIView.animate(withDuration: 0.2, animations: { popover.alpha = animation.toAlpha },
                           completion: { _ in completion() })
        }
    }
    // guide: end

    // guide: action
    /// `actionAnimation = .bounce()` with `startActionAnimationOnShow`.
    func bounceWhenShown(_ popover: PopoverView) {
        popover.onPresent = { $0.startAttentionMotion(.bounce) }
    }
    // guide: end

    // guide: options
    func place(_ popover: PopoverView) {
        popover.options.gap = 4                              // offset
        popover.containerMargin = 8                          // edgeMargin
        popover.options.keepInsideContainer = false          // constrainInContainerView = false
        popover.options.alignment = .arrow(at: .points(24))  // the arrow 24 pt from the body's start
    }
    // guide: end
}

// guide: swiftui
struct SettingsHintButton: View {
    @State private var showsHint = false

    var body: some View {
        Button("Settings") { showsHint = true }
            // AMPopTip's `.up` (the tip above the button) is SwiftUI's top edge.
            .arrowPopover(isPresented: $showsHint, style: .popTip, arrowEdge: .top) {
                Text("Hey! Listen!")
                    .foregroundStyle(.white)
            }
    }
}
// guide: end
#endif
