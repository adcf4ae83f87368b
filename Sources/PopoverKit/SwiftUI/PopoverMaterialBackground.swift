#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Plumbing) import PopoverCore
import SwiftUI
import UIKit

/// The see-through fill of an `arrowPopover`, drawn by SwiftUI in the popover's outline
/// (``PopoverShape``): `glassEffect(_:in:)` on iOS 26 and later, `.regularMaterial`
/// (with the tint over it) before. The core chose the paint for the environment
/// (`SeeThroughPaint`); under Reduce Transparency there is none and the
/// popover's layers draw the opaque colour.
struct PopoverMaterialBackground: View {
    var paint: SeeThroughPaint?
    var shape: PopoverShape

    var body: some View {
        if let paint {
            switch paint.kind {
            case let .glass(variant, interactive):
                glass(variant, interactive: interactive, tint: paint.tint)
            case .blurMaterial:
                material(tint: paint.tint)
            }
        }
    }

    @ViewBuilder
    private func glass(_ variant: GlassMaterial.Variant, interactive: Bool, tint: RGBAColor?) -> some View {
        #if compiler(>=6.2)
        if #available(iOS 26, macCatalyst 26, macOS 26, *) {
            let base: Glass = variant == .clear ? .clear : .regular
            Color.clear.glassEffect(base.tint(tint.map(Color.init)).interactive(interactive), in: shape)
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
/// whole popover, following its arrow on every layout.
@MainActor
final class MaterialBackgroundHost {
    private let hosting = UIHostingController(rootView: PopoverMaterialBackground(paint: nil, shape: PopoverShape(direction: .unknown, metrics: SkinMetrics())))

    /// Draws `popover`'s see-through fill from now on.
    init(in popover: PopoverView) {
        hosting.view.backgroundColor = .clear
        hosting.view.isUserInteractionEnabled = false
        hosting.view.isAccessibilityElement = false
        popover.insertSubview(hosting.view, at: 0)
        popover.surface.seeThroughDrawer = { [weak self, unowned popover] paint, placement in
            self?.draw(paint, placement, style: popover.style, in: popover)
        }
    }

    private func draw(_ paint: SeeThroughPaint?, _ placement: Placement, style: PopoverStyle, in popover: PopoverView) {
        let layout = placement.background
        hosting.view.isHidden = paint == nil
        hosting.view.frame = popover.bounds
        hosting.rootView = PopoverMaterialBackground(
            paint: paint,
            shape: PopoverShape(direction: layout.direction, arrowOffset: layout.arrowOffset, metrics: layout.metrics)
        )
    }
}
#endif
