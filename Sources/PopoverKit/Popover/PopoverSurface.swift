#if canImport(UIKit)
import PopoverCore
import UIKit

/// What a ``PopoverView`` shows and where it takes touches: the skin's layers, the
/// content sized to the placement's content frame, the border and highlight above the
/// content, and the outline (arrow included) as the only place that takes touches.
@MainActor
final class PopoverSurface {
    private unowned let view: UIView
    private let contentView: UIView
    /// Holds `contentView`, the size of the popover: a see-through fill's animation fades
    /// it, so the app's own `contentView.alpha` is never touched.
    private let contentHolder = PassThroughView()
    private let strokeOverlay = UIView()
    private lazy var skin = SkinLayers(in: view, strokeHost: strokeOverlay.layer)
    /// Draws a see-through fill instead of the skin's layers (the SwiftUI modifier's
    /// `glassEffect`): called on every layout with the fill's paint, `nil` when the fill is
    /// not see-through (another style, or Reduce Transparency: the layers draw it).
    var seeThroughDrawer: (@MainActor (SeeThroughPaint?, Placement) -> Void)? {
        didSet { skin.drawsSeeThrough = seeThroughDrawer == nil }
    }
    /// Shows or takes away the see-through effect that ``seeThroughDrawer`` draws, over
    /// a duration (the popover's animation's).
    var seeThroughDrawerShowsEffect: (@MainActor (Bool, TimeInterval) -> Void)?
    /// The fill last drawn (`nil` before the first layout).
    private(set) var fill: FillPaint?

    /// What a fade beside the see-through effect changes: the shadow, the content and
    /// the strokes, and the effect (the skin's or the drawer's).
    var effectFade: EffectFade {
        EffectFade(views: [skin.shadowView, contentHolder, strokeOverlay]) { [weak self] shown, duration in
            self?.skin.showSeeThroughEffect(shown)
            self?.seeThroughDrawerShowsEffect?(shown, duration)
        }
    }

    /// Adds `contentView`, then the stroke overlay above it, to `view`.
    init(view: UIView, contentView: UIView) {
        self.view = view
        self.contentView = contentView
        view.backgroundColor = .clear
        contentView.clipsToBounds = true
        contentHolder.addSubview(contentView)
        view.addSubview(contentHolder)
        strokeOverlay.isUserInteractionEnabled = false
        strokeOverlay.isAccessibilityElement = false
        view.addSubview(strokeOverlay)
    }

    /// Puts the view at `placement`, its layer's anchor point on the arrow tip, and lays
    /// it out now, inside whatever UIKit animation moved it (the keyboard's), so the
    /// outline animates with the frame instead of jumping after it.
    func move(to placement: Placement) {
        let motion = PopoverAnimation.presentation(for: placement, reduceMotion: false)
        view.bounds = CGRect(origin: .zero, size: placement.frame.size)
        view.layer.anchorPoint = motion.anchorPoint
        view.layer.position = motion.layerPosition(in: placement.frame)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// Lays out the skin and the content from the placement; the border and highlight
    /// lie above the content.
    func layout(_ placement: Placement, style: PopoverStyle) {
        let layout = placement.background
        let drawing = skin.update(style: style, layout: layout, traits: view.traitCollection)
        fill = drawing.fill
        if let seeThroughDrawer {
            if case let .seeThrough(paint) = drawing.fill { seeThroughDrawer(paint, placement) } else { seeThroughDrawer(nil, placement) }
        }
        contentHolder.frame = view.bounds
        contentView.frame = layout.content
        contentView.layer.cornerRadius = layout.contentCornerRadius
        strokeOverlay.frame = view.bounds
        view.bringSubviewToFront(strokeOverlay)
    }

    /// Whether `point` (in the view's coordinates) is on the outline; `false` when hidden.
    func contains(_ point: CGPoint, placement: Placement?) -> Bool {
        placement?.contains(pointInPopover: point) ?? false
    }
}

/// A view that takes no touch itself: touches reach its subviews, or what lies below it.
@MainActor
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
#endif
