#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

/// The content view of a ``PopoverPanel``'s window, y-down like the core: the style's
/// layers (``OutlineLayers``, shared with UIKit; the shadow is the ``PanelShadowWindow``'s,
/// told each drawing through ``onDraw``), the system material behind a
/// see-through fill (an `NSVisualEffectView` masked by the outline), the content sized to
/// the placement's content frame, and the strokes above it. It redraws when the
/// appearance changes (dark, light) and when Reduce Transparency or Increase Contrast is
/// switched.
@MainActor
final class PanelSurfaceView: NSView {
    let contentView = NSView()
    private let layers = OutlineLayers()
    /// Subviews in order, bottom to top: material, fills, content, strokes (the order of
    /// subviews is what keeps layers in order in a layer-backed view).
    private let backdrop = NSVisualEffectView()
    private let fillView = LayerHostView()
    private let strokeView = LayerHostView()
    /// The popover inside the window.
    private(set) var popoverFrame: CGRect = .zero
    private var placement: Placement?
    var style = PopoverStyle.system
    /// VoiceOver's cancel action (VO-Escape): the panel dismisses.
    var onCancel: (() -> Void)?
    /// Told each drawing as it is drawn (a placement, the appearance, an accessibility
    /// option, the display's scale changed): the shadow window draws its shadow.
    var onDraw: ((SkinDrawing, Placement) -> Void)?

    override var isFlipped: Bool { true }

    init() {
        super.init(frame: .zero)
        wantsLayer = true
        backdrop.blendingMode = .behindWindow
        backdrop.material = .popover
        backdrop.state = .active   // a child panel that is not key would show the inactive look
        backdrop.isHidden = true
        fillView.layer?.addSublayer(layers.solid)
        fillView.layer?.addSublayer(layers.gradient)
        contentView.wantsLayer = true
        for layer in [layers.highlight, layers.rim, layers.border] { strokeView.layer?.addSublayer(layer) }
        for view in [backdrop, fillView, contentView, strokeView] { addSubview(view) }
        setAccessibilityElement(true)
        setAccessibilityRole(.popover)
        NSWorkspace.shared.notificationCenter.addObserver(
            self, selector: #selector(displayOptionsChanged),
            name: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Shows `placement`, filling the window (which hugs the popover's frame).
    func show(_ placement: Placement) {
        self.placement = placement
        popoverFrame = CGRect(origin: .zero, size: placement.frame.size)
        needsLayout = true
        layoutSubtreeIfNeeded()
    }

    /// The drawing for the current placement, style and look: its shadow's reach sizes
    /// the shadow's window.
    func drawing(for placement: Placement) -> SkinDrawing {
        SkinDrawing(style: style, layout: placement.background, environment: DrawingEnvironment(macAppearance: effectiveAppearance),
                    scale: window?.backingScaleFactor ?? NSScreen.main?.backingScaleFactor ?? 2)
    }

    override func layout() {
        super.layout()
        guard let placement else { return }
        let drawing = drawing(for: placement)
        let bounds = CGRect(origin: .zero, size: popoverFrame.size)
        for view in [fillView, strokeView] { view.frame = popoverFrame }
        layers.draw(drawing, in: bounds, scale: window?.backingScaleFactor ?? 2, drawsRim: true)
        if case .seeThrough = drawing.fill {
            backdrop.isHidden = false
            backdrop.frame = popoverFrame
            backdrop.maskImage = Self.mask(drawing.outline.cgPath, size: popoverFrame.size)
        } else {
            backdrop.isHidden = true
        }
        let layout = placement.background
        contentView.frame = layout.content.offsetBy(dx: popoverFrame.minX, dy: popoverFrame.minY)
        contentView.layer?.cornerRadius = layout.contentCornerRadius
        contentView.layer?.masksToBounds = true
        onDraw?(drawing, placement)
    }

    /// Only the outline (arrow included) takes clicks.
    override func hitTest(_ point: NSPoint) -> NSView? {
        guard let placement else { return nil }
        let local = convert(point, from: superview)
        let inPopover = CGPoint(x: local.x - popoverFrame.minX, y: local.y - popoverFrame.minY)
        return placement.contains(pointInPopover: inPopover) ? super.hitTest(point) : nil
    }

    /// Whether `point` (in the window's coordinates, y-up) is on the outline.
    func contains(windowPoint point: NSPoint) -> Bool {
        guard let placement else { return false }
        let local = convert(point, from: nil)
        return placement.contains(pointInPopover: CGPoint(x: local.x - popoverFrame.minX, y: local.y - popoverFrame.minY))
    }

    override func viewDidChangeEffectiveAppearance() {
        super.viewDidChangeEffectiveAppearance()
        needsLayout = true
    }

    @objc private func displayOptionsChanged() { needsLayout = true }

    /// Another display's scale: the layers are drawn again at it.
    override func viewDidChangeBackingProperties() {
        super.viewDidChangeBackingProperties()
        needsLayout = true
    }

    /// VoiceOver frames the popover, not the room around it for the shadow.
    override func accessibilityFrame() -> NSRect {
        guard let window else { return super.accessibilityFrame() }
        return window.convertToScreen(convert(popoverFrame, to: nil))
    }

    override func accessibilityPerformCancel() -> Bool {
        guard let onCancel else { return false }
        onCancel()
        return true
    }

    /// The outline as an image whose alpha masks the material (AppKit's way to shape an
    /// `NSVisualEffectView`, `maskImage`). Drawn y-down, as the outline is.
    private static func mask(_ outline: CGPath, size: CGSize) -> NSImage {
        NSImage(size: size, flipped: true) { _ in
            guard let context = NSGraphicsContext.current?.cgContext else { return false }
            context.addPath(outline)
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            context.fillPath()
            return true
        }
    }
}
#endif
