// The PopoverKit side of
// Sources/PopoverKit/PopoverKit.docc/MigratingFromPopoverBackgroundViewTutorials.md.
// Each `// guide:` region is shown there verbatim (scripts/check-migration-guides checks
// it); the iOS type-check compiles this folder as an app would, with plain imports.
#if canImport(UIKit)
import PopoverKit
import UIKit

// guide: image
/// The tutorials' two images: a stretchable border and an up-pointing arrow, turned for
/// the other directions.
final class WoodPopoverBackground: ImagePopoverBackgroundView {
    override class var skin: ImagePopoverSkin {
        ImagePopoverSkin(background: UIImage(named: "popover-border")!,
                         capInsets: UIEdgeInsets(top: 14, left: 14, bottom: 14, right: 14),
                         arrow: .rotated(up: UIImage(named: "popover-arrow")!),
                         metrics: SkinMetrics(arrowBase: 30, arrowHeight: 14, contentInsets: .uniform(8),
                                              cornerRadius: 12))
    }
}
// guide: end

// guide: drawn
/// No images at all: the same shape drawn from a style (dark mode, hairlines, shadow).
final class TealPopoverBackground: DrawnPopoverBackgroundView {
    override class var popoverStyle: PopoverStyle {
        PopoverStyle(name: "teal",
                     metrics: SkinMetrics(arrowBase: 30, arrowHeight: 14, contentInsets: .uniform(8), cornerRadius: 12),
                     fill: .solid(DynamicColor(light: RGBAColor(red: 0.18, green: 0.56, blue: 0.51),
                                               dark: RGBAColor(red: 0.10, green: 0.36, blue: 0.33))))
    }
}
// guide: end

// guide: own
/// The tutorials' own `layoutSubviews`, with the numbers from the core's layout.
final class TutorialPopoverBackground: PopoverBackgroundViewBase {
    private let borderView = UIImageView(image: UIImage(named: "popover-border")?
        .resizableImage(withCapInsets: UIEdgeInsets(top: 14, left: 14, bottom: 14, right: 14)))
    private let arrowView = UIImageView(image: UIImage(named: "popover-arrow"))

    override class var skinMetrics: SkinMetrics {
        SkinMetrics(arrowBase: 30, arrowHeight: 14, contentInsets: .uniform(8), cornerRadius: 12)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if borderView.superview == nil {
            addSubview(borderView)
            addSubview(arrowView)
        }
        let layout = backgroundLayout()
        borderView.frame = layout.body
        guard let arrow = layout.arrow else {
            arrowView.isHidden = true   // UIKit's `unknown`: no arrow
            return
        }
        arrowView.isHidden = false
        arrowView.transform = .identity
        arrowView.bounds = CGRect(x: 0, y: 0, width: arrow.baseWidth, height: layout.metrics.arrowHeight)
        arrowView.center = CGPoint(x: arrow.rect.midX, y: arrow.rect.midY)
        arrowView.transform = CGAffineTransform(rotationAngle: arrow.rotation)
    }
}
// guide: end

/// A screen of the app's that presented a popover with a custom background.
final class PopoverBackgroundTutorialGuide: UIViewController {
    let button = UIButton(type: .system)

    // guide: present
    func showPicker() {
        let picker = UIViewController()
        picker.preferredContentSize = CGSize(width: 280, height: 200)
        // A popover on iPhone too, its content's corners matched to the skin's.
        presentAsPopover(picker, from: button, backgroundViewClass: WoodPopoverBackground.self)
    }
    // guide: end

    // guide: system
    /// Or set the class yourself, as the tutorials did.
    func showPickerYourself() {
        let picker = UIViewController()
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.popoverBackgroundViewClass = WoodPopoverBackground.self
        picker.popoverPresentationController?.sourceView = button
        present(picker, animated: true)
    }
    // guide: end

    // guide: standalone
    /// The same look without a view controller: a standalone popover in the same style.
    func showStandalone() {
        let popover = PopoverView(contentSize: CGSize(width: 280, height: 200), style: TealPopoverBackground.popoverStyle)
        popover.present(from: button, in: view, permittedArrowDirections: .any, animated: true)
    }
    // guide: end
}
#endif
