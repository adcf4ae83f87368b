#if canImport(UIKit)
import PopoverCore
import UIKit

/// Keeps a skin's arrow visible on iOS 26 and later, where the system clips the popover's
/// views to its own corner configuration (`UIView.cornerConfiguration`, new in iOS 26's
/// UIView.h), sized for the body it draws itself: a skin's arrow lies outside that body
/// and would be cut off. UIPopoverBackgroundView.h says nothing of it (its contract is
/// unchanged since iOS 5), so this takes the safe path: it touches only the public
/// `clipsToBounds` of the background view's own ancestors, up to the full-screen view
/// that holds the presentation, and only where that clip would cut the skin (the skin
/// reaches past the ancestor's bounds, or the ancestor rounds its corners). It removes no
/// mask and changes nothing before iOS 26, nor under the earlier design an app keeps with
/// `UIDesignRequiresCompatibility` (or gets by building with an older SDK):
/// ``/PopoverCore/ArrowClipRule`` decides from the ``/PopoverCore/DrawingEnvironment``.
///
/// The content keeps its corners: ``UIKit/UIViewController/presentAsPopover(_:from:sourceRect:backgroundViewClass:permittedArrowDirections:backgroundEffect:animated:delegate:completion:)``
/// rounds the presented view itself.
@MainActor
enum ArrowClipRelease {
    /// Stops the ancestors of `skin` that would cut it from clipping
    /// (``/PopoverCore/ArrowClipRule`` decides which).
    static func release(ancestorsOf skin: UIView) {
        guard #available(iOS 26, *), ArrowClipRule.applies(in: DrawingEnvironment(skin.traitCollection)),
              let window = skin.window else { return }
        var next = skin.superview
        while let ancestor = next,
              !ArrowClipRule.stops(atAncestorOfSize: ancestor.bounds.size, isWindow: ancestor === window, windowSize: window.bounds.size) {
            let cuts = ArrowClipRule.cuts(
                skinFrame: skin.convert(skin.bounds, to: ancestor), ancestorBounds: ancestor.bounds, cornerRadius: cornerRadius(of: ancestor)
            )
            if ancestor.clipsToBounds, cuts { ancestor.clipsToBounds = false }
            next = ancestor.superview
        }
    }

    /// The largest corner radius `view` clips to: its layer's, or on iOS 26 and later its
    /// corner configuration's.
    private static func cornerRadius(of view: UIView) -> CGFloat {
        var radius = view.layer.cornerRadius
        #if compiler(>=6.2)
        if #available(iOS 26, *) {
            for corner: UIRectCorner in [.topLeft, .topRight, .bottomLeft, .bottomRight] {
                radius = max(radius, view.effectiveRadius(corner: corner))
            }
        }
        #endif
        return radius
    }
}
#endif
