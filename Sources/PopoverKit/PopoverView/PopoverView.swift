#if canImport(UIKit)
import PopoverCore
import UIKit

/// A popover with a pointing arrow that you present from a rectangle in any view, on
/// iPhone as on iPad — in the heritage of FWTPopoverView.
///
/// ```swift
/// let popover = PopoverView(contentSize: CGSize(width: 240, height: 120), style: .orange)
/// popover.contentView.addSubview(label)                 // content goes in contentView
/// popover.onDismiss = { _ in print("gone") }
/// popover.present(from: button.frame, in: view, permittedArrowDirections: [.up, .down], animated: true)
/// ```
///
/// Every decision comes from PopoverCore: the direction, frame and arrow offset from
/// ``Placement/solve(_:)``, the outline and hit testing from ``PopoverOutline``, the
/// margins from ``PopoverInsets/popoverMargins(safeArea:margin:keyboardFrame:in:)``
/// and the animation from ``PopoverAnimation``. It stays inside the container's safe
/// area and margins, above the keyboard, is placed again when the container's bounds,
/// safe area or keyboard change, and follows an anchor view that moves or scrolls
/// without flapping between sides. A tap outside dismisses it (except on
/// ``passthroughViews``); so do VoiceOver's escape gesture and the Escape key.
@MainActor
open class PopoverView: UIView {
    /// A custom present or dismiss animation: animate `popover` as `animation` describes
    /// (or any way you like), then call `completion`.
    public typealias CustomAnimation = (_ popover: PopoverView, _ animation: PopoverAnimation, _ completion: @escaping () -> Void) -> Void

    /// Put the content here; it is sized to the placement's content frame.
    public let contentView = UIView()
    /// The size the content would like; the popover may shrink it to fit.
    public var contentSize: CGSize { didSet { setNeedsPlacement() } }
    /// The look: metrics, fill, border, shadow, light and dark.
    public var style: PopoverStyle { didSet { setNeedsPlacement() } }
    /// Keep the popover inside the container's safe area and margins (default `true`).
    public var keepsInsideContainer = true { didSet { setNeedsPlacement() } }
    /// Shrink the content when no direction has room for all of it (default `true`).
    public var mayShrinkContent = true { didSet { setNeedsPlacement() } }
    /// Let the popover move over a large anchor when there is no room beside it (default `false`).
    public var mayOverlapAnchor = false { didSet { setNeedsPlacement() } }
    /// The distance kept from the safe area's edges (UIKit's popovers keep 10 pt).
    public var containerMargin: CGFloat = 10 { didSet { setNeedsPlacement() } }
    /// Whether a tap outside the popover dismisses it (default `true`).
    public var dismissesOnOutsideTap = true
    /// Views that stay usable while the popover is shown: taps on them do not dismiss it.
    public var passthroughViews: [UIView] {
        get { weakPassthroughViews.compactMap(\.view) }
        set { weakPassthroughViews = newValue.map(WeakView.init) }
    }
    /// Called after the popover has appeared.
    public var onPresent: ((PopoverView) -> Void)?
    /// Called after the popover has been dismissed and removed.
    public var onDismiss: ((PopoverView) -> Void)?
    /// Replaces the default present animation (scale out of the arrow and fade; fade only under Reduce Motion).
    public var presentAnimation: CustomAnimation?
    /// Replaces the default dismiss animation.
    public var dismissAnimation: CustomAnimation?

    /// Where the popover is, once presented.
    public private(set) var placement: Placement?
    /// The arrow's current direction (`unknown` before presentation).
    public var arrowDirection: ArrowDirection { placement?.direction ?? .unknown }
    /// Whether the popover is on screen (or appearing).
    public private(set) var isPresented = false

    private weak var container: UIView?
    private var anchorRect: CGRect = .zero
    private weak var anchorView: UIView?
    private var permittedDirections: [ArrowDirection] = ArrowDirection.arrowed
    private var weakPassthroughViews: [WeakView] = []
    private lazy var skin = SkinLayers(in: layer)
    private let dismissalView = PopoverDismissalView()
    private var anchorTracker: AnchorTracker? { didSet { oldValue?.stop() } }
    private var keyboardObserver: KeyboardObserver? { didSet { oldValue?.stop() } }
    private var isDismissing = false

    /// Makes a popover for content of a size, in a style.
    ///
    /// ```swift
    /// PopoverView(contentSize: CGSize(width: 200, height: 44), style: .tooltip)
    /// ```
    public init(contentSize: CGSize, style: PopoverStyle = .system) {
        self.contentSize = contentSize
        self.style = style
        super.init(frame: .zero)
        backgroundColor = .clear
        contentView.clipsToBounds = true
        addSubview(contentView)
        accessibilityViewIsModal = true
        dismissalView.popover = self
    }

    /// Not supported: make popovers in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // MARK: Presenting

    /// Shows the popover with its arrow on `rect` (in `view`'s coordinates), the arrow
    /// taking the first of UIKit's permitted directions (up, down, left, right) that fits.
    ///
    /// ```swift
    /// popover.present(from: button.frame, in: view, permittedArrowDirections: .any, animated: true)
    /// ```
    public func present(from rect: CGRect, in view: UIView, permittedArrowDirections: UIPopoverArrowDirection = .any, animated: Bool = true) {
        present(from: rect, in: view, preferring: [ArrowDirection](permitted: permittedArrowDirections), animated: animated)
    }

    /// Shows the popover with directions in your own order of preference.
    ///
    /// ```swift
    /// popover.present(from: cell.frame, in: tableView.superview!, preferring: [.left, .right], animated: true)
    /// ```
    public func present(from rect: CGRect, in view: UIView, preferring directions: [ArrowDirection], animated: Bool = true) {
        anchorRect = rect
        anchorView = nil
        show(in: view, directions: directions, animated: animated)
    }

    /// Shows the popover pointing at `anchor`, following it every display frame while it
    /// moves or scrolls (the arrow keeps its side while it still fits).
    ///
    /// ```swift
    /// popover.present(from: avatarView, in: view, permittedArrowDirections: [.up, .down])
    /// ```
    public func present(from anchor: UIView, in view: UIView, permittedArrowDirections: UIPopoverArrowDirection = .any, animated: Bool = true) {
        present(from: anchor, in: view, preferring: [ArrowDirection](permitted: permittedArrowDirections), animated: animated)
    }

    /// Shows the popover pointing at `anchor` and following it, with directions in your
    /// own order of preference.
    ///
    /// ```swift
    /// popover.present(from: avatarView, in: view, preferring: [.down, .up])
    /// ```
    public func present(from anchor: UIView, in view: UIView, preferring directions: [ArrowDirection], animated: Bool = true) {
        anchorView = anchor
        anchorRect = view.convert(anchor.bounds, from: anchor)
        show(in: view, directions: directions, animated: animated)
        anchorTracker = AnchorTracker(popover: self)
    }

    /// Hides the popover, then removes it and calls ``onDismiss``.
    ///
    /// ```swift
    /// popover.dismiss(animated: true)
    /// ```
    public func dismiss(animated: Bool = true) {
        guard isPresented, !isDismissing, let placement else { return }
        isDismissing = true
        anchorTracker = nil
        keyboardObserver = nil
        let animation = PopoverAnimation.dismissal(for: placement, reduceMotion: UIAccessibility.isReduceMotionEnabled)
        let finish = { [weak self] in
            guard let self else { return }
            self.dismissalView.removeFromSuperview()
            self.removeFromSuperview()
            self.isPresented = false
            self.isDismissing = false
            self.transform = .identity
            self.alpha = 1
            VoiceOver.screenChanged(focus: nil)
            self.onDismiss?(self)
        }
        play(animation, custom: dismissAnimation, animated: animated, then: finish)
    }

    /// Dismisses every popover shown in `view`.
    ///
    /// ```swift
    /// PopoverView.dismissAll(in: view)
    /// ```
    public static func dismissAll(in view: UIView, animated: Bool = true) {
        for popover in view.subviews.compactMap({ $0 as? PopoverView }) {
            popover.dismiss(animated: animated)
        }
    }

    /// Places the popover again now (done for you when the container's bounds, its safe
    /// area, the keyboard or a followed anchor change).
    public func setNeedsPlacement() {
        guard isPresented, !isDismissing else { return }
        place()
    }

    private func show(in view: UIView, directions: [ArrowDirection], animated: Bool) {
        guard !isPresented else {
            // Presented again: take the new anchor, directions and (maybe) container at once.
            if view !== container {
                dismissalView.frame = view.bounds
                view.addSubview(dismissalView)
                view.addSubview(self)
            }
            container = view
            permittedDirections = directions
            place()
            return
        }
        container = view
        permittedDirections = directions
        isPresented = true
        dismissalView.frame = view.bounds
        dismissalView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(dismissalView)
        view.addSubview(self)
        keyboardObserver = KeyboardObserver { [weak self] in self?.setNeedsPlacement() }
        place()
        guard let placement else { return }

        let animation = PopoverAnimation.presentation(for: placement, reduceMotion: UIAccessibility.isReduceMotionEnabled)
        let done = { [weak self] in
            guard let self else { return }
            self.becomeFirstResponder()
            VoiceOver.screenChanged(focus: self.contentView)
            self.onPresent?(self)
        }
        play(animation, custom: presentAnimation, animated: animated, then: done)
    }

    /// Runs the caller's animation if there is one, else the default one, else nothing.
    private func play(_ animation: PopoverAnimation, custom: CustomAnimation?, animated: Bool, then completion: @escaping () -> Void) {
        if let custom {
            custom(self, animation, completion)
        } else if animated {
            PopoverAnimator.run(animation, on: self, completion: completion)
        } else {
            completion()
        }
    }

    /// Asks the core where to go and moves there.
    private func place() {
        guard let container else { return }
        if let anchorView { anchorRect = container.convert(anchorView.bounds, from: anchorView) }
        let keyboard = keyboardObserver?.frame(in: container)
        let request = PlacementRequest(
            anchor: anchorRect,
            container: container.bounds,
            containerInsets: .popoverMargins(safeArea: PopoverInsets(container.safeAreaInsets), margin: containerMargin, keyboardFrame: keyboard, in: container.bounds),
            contentSize: contentSize,
            permittedDirections: permittedDirections,
            metrics: style.metrics,
            options: PlacementOptions(keepInsideContainer: keepsInsideContainer, mayShrinkContent: mayShrinkContent, mayOverlapAnchor: mayOverlapAnchor),
            currentDirection: placement?.direction ?? .unknown,
            layoutDirection: LayoutDirection(container.effectiveUserInterfaceLayoutDirection)
        )
        // An anchor that scrolled wholly out of the container keeps the last placement.
        guard let solved = try? Placement.solve(request) else { return }
        placement = solved
        let motion = PopoverAnimation.presentation(for: solved, reduceMotion: false)
        bounds = CGRect(origin: .zero, size: solved.frame.size)
        layer.anchorPoint = motion.anchorPoint
        layer.position = motion.layerPosition(in: solved.frame)
        setNeedsLayout()
    }

    /// The followed anchor's frame changed.
    func anchorMayHaveMoved() {
        guard let container, let anchorView else { return }
        if container.convert(anchorView.bounds, from: anchorView) != anchorRect { place() }
    }

    /// Stops following the anchor and the keyboard when the popover leaves its container.
    override open func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        if newSuperview == nil {
            anchorTracker = nil
            keyboardObserver = nil
        }
    }

    // MARK: Layout and hit testing

    /// Lays out the skin and the content from the placement.
    override open func layoutSubviews() {
        super.layoutSubviews()
        guard let placement else { return }
        skin.update(style: style, layout: placement.background, traits: traitCollection)
        contentView.frame = placement.content.offsetBy(dx: -placement.frame.minX, dy: -placement.frame.minY)
        contentView.layer.cornerRadius = placement.background.contentCornerRadius
    }

    /// Only the outline (arrow included) takes touches; the rest passes to what is below.
    override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let placement else { return false }
        let inContainer = CGPoint(x: point.x + placement.frame.minX, y: point.y + placement.frame.minY)
        return placement.contains(inContainer, metrics: style.metrics)
    }

    /// Light/dark changes redraw with the other colours.
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { setNeedsLayout() }
    }

    /// Whether a touch at `point` (in `view`'s coordinates) should leave this popover up.
    func letsTouchThrough(at point: CGPoint, in view: UIView, with event: UIEvent?) -> Bool {
        weakPassthroughViews.contains { entry in
            guard let passthrough = entry.view, !passthrough.isHidden, passthrough.window != nil else { return false }
            return passthrough.point(inside: view.convert(point, to: passthrough), with: event)
        }
    }

    // MARK: Accessibility and keyboard

    /// VoiceOver's escape gesture (two-finger Z) dismisses the popover. UIKit declares
    /// this method outside the main actor, though it calls it on the main thread.
    override open func accessibilityPerformEscape() -> Bool {
        Task { @MainActor in self.dismiss(animated: true) }
        return true
    }

    /// The popover takes key commands while shown.
    override open var canBecomeFirstResponder: Bool { isPresented }

    /// Escape on a hardware keyboard dismisses the popover.
    override open var keyCommands: [UIKeyCommand]? {
        let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escapePressed))
        escape.wantsPriorityOverSystemBehavior = true
        return [escape]
    }

    @objc private func escapePressed() { dismiss(animated: true) }
}

/// A view held weakly, so passthrough views never keep each other alive.
private struct WeakView {
    weak var view: UIView?
}
#endif
