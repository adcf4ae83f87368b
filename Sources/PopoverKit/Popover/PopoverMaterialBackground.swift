#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import SwiftUI
import UIKit

/// The see-through fill of an `arrowPopover`, drawn by SwiftUI in the popover's outline
/// (``PopoverShape``): `glassEffect(_:in:)` on iOS 26 and later, `.regularMaterial`
/// (with the tint over it) before. The core chose the paint for the environment
/// (`SeeThroughPaint`); under Reduce Transparency there is none and the
/// popover's layers draw the opaque colour. While the popover fades in or out, the effect
/// appears or goes (`effectShown`) instead of sitting under a translucent ancestor
/// (``/PopoverCore/PopoverAnimation/Fade/besideEffect``).
struct PopoverMaterialBackground: View {
    var paint: SeeThroughPaint?
    var shape: PopoverShape
    var effectShown = true
    /// How long the effect takes to appear or go: the popover's animation's.
    var effectDuration: TimeInterval = 0

    var body: some View {
        ZStack {
            if let paint, effectShown {
                switch paint.kind {
                case let .glass(variant, interactive):
                    glass(variant, interactive: interactive, tint: paint.tint)
                case .blurMaterial:
                    material(tint: paint.tint)
                }
            }
        }
        .animation(effectDuration > 0 ? .easeInOut(duration: effectDuration) : nil, value: effectShown)
    }

    /// What the background shows, to tell whether SwiftUI needs a new one.
    struct Shown: Equatable {
        var paint: SeeThroughPaint?
        var direction: ArrowDirection
        var arrowOffset: CGFloat
        var metrics: SkinMetrics
        var effectShown: Bool
    }

    /// What this background shows.
    var shown: Shown {
        Shown(paint: paint, direction: shape.direction, arrowOffset: shape.arrowOffset, metrics: shape.metrics, effectShown: effectShown)
    }

    @ViewBuilder
    private func glass(_ variant: GlassMaterial.Variant, interactive: Bool, tint: RGBAColor?) -> some View {
        #if compiler(>=6.2)
        if #available(iOS 26, macCatalyst 26, macOS 26, *) {
            let base: Glass = variant == .clear ? .clear : .regular
            GlassEffectContainer {
                Color.clear.glassEffect(base.tint(tint.map(Color.init)).interactive(interactive), in: shape)
                    .glassEffectTransition(.materialize)
            }
        } else {
            material(tint: tint)
        }
        #else
        material(tint: tint)
        #endif
    }

    private func material(tint: RGBAColor?) -> some View {
        shape.fill(.regularMaterial)
            .overlay(shape.fill(tint.map(Color.init) ?? .clear))
    }
}

extension Color {
    /// The same colour as PopoverCore's type (sRGB).
    init(_ color: RGBAColor) {
        self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
}

/// Hosts ``PopoverMaterialBackground`` under a ``PopoverView``'s content, the size of the
/// whole popover, following its arrow on every layout. The hosting controller is made
/// when a see-through fill first needs it, and SwiftUI is handed a new background only
/// when it differs from the one shown (not on every move of the anchor).
@MainActor
final class MaterialBackgroundHost {
    private var hosting: UIHostingController<PopoverMaterialBackground>?
    private var shown: PopoverMaterialBackground?
    private var shownKey: PopoverMaterialBackground.Shown?
    private var effectShown = true

    /// Draws `popover`'s see-through fill from now on.
    init(in popover: PopoverView) {
        popover.surface.seeThroughDrawer = { [weak self, unowned popover] paint, placement in
            self?.draw(paint, placement, in: popover)
        }
        popover.surface.seeThroughDrawerShowsEffect = { [weak self] shown, duration in self?.showEffect(shown, duration: duration) }
    }

    private func draw(_ paint: SeeThroughPaint?, _ placement: Placement, in popover: PopoverView) {
        guard paint != nil || hosting != nil else { return }
        let layout = placement.background
        let hosting = madeHosting(in: popover)
        hosting.view.isHidden = paint == nil
        hosting.view.isUserInteractionEnabled = paint?.kind.isInteractive ?? false   // interactive glass takes touches
        hosting.view.frame = popover.bounds
        show(PopoverMaterialBackground(
            paint: paint,
            shape: PopoverShape(direction: layout.direction, arrowOffset: layout.arrowOffset, metrics: layout.metrics),
            effectShown: effectShown
        ))
    }

    /// Shows or takes away the effect over `duration`. SwiftUI updates on its next
    /// pass: the state before an animation is laid out at once, so that the animation
    /// starts from it (a popover appearing sets the effect off, then on, in one turn).
    private func showEffect(_ shown: Bool, duration: TimeInterval) {
        effectShown = shown
        guard var background = self.shown else { return }
        background.effectShown = shown
        background.effectDuration = duration
        show(background)
        if !shown { hosting?.view.layoutIfNeeded() }
    }

    private func show(_ background: PopoverMaterialBackground) {
        guard background.shown != shownKey, let hosting else { return }
        shown = background
        shownKey = background.shown
        hosting.rootView = background
    }

    private func madeHosting(in popover: PopoverView) -> UIHostingController<PopoverMaterialBackground> {
        if let hosting { return hosting }
        let made = UIHostingController(rootView: PopoverMaterialBackground(paint: nil, shape: PopoverShape(direction: .unknown, metrics: SkinMetrics())))
        made.view.backgroundColor = .clear
        made.view.isUserInteractionEnabled = false
        made.view.isAccessibilityElement = false
        popover.insertSubview(made.view, at: 0)
        hosting = made
        return made
    }
}
#endif
