#if canImport(UIKit)
import PopoverCore
import UIKit

/// Carries out a `SeeThroughPaint` in UIKit: a `UIVisualEffectView` with
/// `UIGlassEffect` (iOS 26 and later) or a `UIBlurEffect` material (before), shaped as the
/// core's outline, body and arrow as one piece, by a mask view.
///
/// Why a mask and not `UIGlassContainerEffect`: UIKit's glass takes no path, only a
/// rectangle with corners (`UIView.cornerConfiguration`, UIView.h), and a container merges
/// several such glass views into one blob (UIGlassEffect.h: "renders multiple glass elements
/// into a combined effect", merging within `spacing`). A body + arrow pair would give a
/// rounded stub, not the style's arrow, and not the outline that the renderer, SwiftUI and
/// the hit test use. UIVisualEffectView.h allows a mask on the effect view itself ("Masks
/// applied to the UIVisualEffectView itself are forwarded to all internal views") and says
/// how to change it: change the original mask view and set it again; a mask on a superview
/// breaks the effect, so this view is masked, never its host.
@MainActor
final class SeeThroughBackdrop {
    let view = UIVisualEffectView(effect: nil)
    private let mask = OutlineMaskView()
    private var shownKind: SeeThroughPaint.Kind?
    private var shownTint: RGBAColor?
    /// The effect for the paint shown; the view carries it unless an animation took it away.
    private var effect: UIVisualEffect?
    private var effectShown = true

    init() {
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        view.isHidden = true
    }

    /// Shows `paint` inside `outline`, over `bounds` of the host.
    func show(_ paint: SeeThroughPaint, outline: CGPath, bounds: CGRect) {
        view.isHidden = false
        if shownKind != paint.kind || shownTint != paint.tint {
            shownKind = paint.kind
            shownTint = paint.tint
            apply(paint)
        }
        view.frame = bounds
        mask.frame = CGRect(origin: .zero, size: bounds.size)
        mask.shape.path = outline
        view.mask = nil   // UIVisualEffectView.h: change the original mask view, then set it again
        view.mask = mask
    }

    /// Hides the effect (the fill is opaque: another style, or Reduce Transparency).
    func hide() {
        view.isHidden = true
    }

    /// Gives the view its effect, or takes it away. Set inside an animation block, the
    /// effect animates in or out (a blur's radius grows or shrinks): a visual effect's
    /// ancestors must stay opaque (UIVisualEffectView.h: "If alpha is less than 1 on the
    /// UIVisualEffectView or any of its superviews, many effects will look incorrect"), so
    /// the effect is what changes. What glass shows on the way is on the device checklist.
    func showEffect(_ shown: Bool) {
        effectShown = shown
        view.effect = shown ? effect : nil
    }

    private func apply(_ paint: SeeThroughPaint) {
        view.contentView.backgroundColor = nil
        effect = Self.effect(for: paint)
        view.effect = effectShown ? effect : nil
        // Interactive glass reacts to touches on it (UIGlassEffect.isInteractive), so its
        // view takes them: only the popover's outline reaches it (PopoverView's hit test).
        view.isUserInteractionEnabled = paint.kind.isInteractive
        // A material takes no tint (glass takes it itself): lay it over the blur, as strong
        // as its alpha says.
        if effect is UIBlurEffect { view.contentView.backgroundColor = paint.tint.map(UIColor.init) }
    }

    /// The system's effect for `paint`: glass on iOS 26 and later, the blur material
    /// standing for it before.
    private static func effect(for paint: SeeThroughPaint) -> UIVisualEffect {
        #if compiler(>=6.2)
        if #available(iOS 26, *), case let .glass(variant, interactive) = paint.kind {
            return glass(variant, interactive: interactive, tint: paint.tint)
        }
        #endif
        return UIBlurEffect(style: .systemMaterial)
    }

    #if compiler(>=6.2)
    @available(iOS 26, *)
    private static func glass(_ variant: GlassMaterial.Variant, interactive: Bool, tint: RGBAColor?) -> UIGlassEffect {
        let effect = UIGlassEffect(style: variant == .clear ? .clear : .regular)
        effect.isInteractive = interactive
        effect.tintColor = tint.map(UIColor.init)
        return effect
    }
    #endif
}

/// A view whose layer is a shape layer filled black: the outline as a mask.
@MainActor
final class OutlineMaskView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    /// The layer, as the shape layer it is.
    var shape: CAShapeLayer {
        // layerClass makes it one; the fallback only keeps this total.
        (layer as? CAShapeLayer) ?? CAShapeLayer()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        shape.fillColor = UIColor.black.cgColor
        backgroundColor = .clear
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
#endif
