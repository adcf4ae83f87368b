#if canImport(UIKit)
import PopoverCore
import PopoverMenu
import UIKit

/// One menu of a cascade (the menu itself, or a submenu) inside a popover's content:
/// its rows laid out by ``/PopoverMenu/MenuLayout`` for the room the view has, measured
/// with the system font at the Dynamic Type size and the idiom's metrics, in a scroll view
/// whose content (``MenuTouchSurface``, as tall as all the rows) takes touches, the pointer
/// and VoiceOver's elements (from ``/PopoverMenu/MenuAccessibility``) and draws nothing;
/// the rows shown are drawn by ``MenuCanvasView``, the size of the viewport, kept over the
/// scrolled part (its memory is the viewport's, whatever the number of rows). Keys, the pointer and touches go to its
/// ``MenuSession`` as ``/PopoverMenu/MenuEvent``s; it shows the highlight the session says.
@MainActor
final class MenuContentView: UIView {
    /// The menu shown at this level.
    private(set) var menu: PopoverMenu
    /// The path of the item that opened it: empty for the menu itself.
    let level: MenuItemPath
    weak var session: MenuSession?
    /// The session, kept by the menu's own view (a submenu's view leaves it weak).
    var owner: MenuSession?
    private let scrollView = UIScrollView()
    /// The whole content: touches, hover and VoiceOver's elements, in the layout's coordinates.
    private let surface = MenuTouchSurface()
    /// The rows in view, over the surface at the scroll offset.
    let canvas: MenuCanvasView
    private(set) var layout: MenuLayout?
    private var elementsLayout: MenuLayout?
    /// An empty view over each row a submenu points at: it moves with its row (a scroll, a
    /// new layout after a rotation or a resize), and the submenu's popover follows it.
    private var rowAnchors: [MenuItemIndex: UIView] = [:]

    init(menu: PopoverMenu, level: MenuItemPath, style: PopoverStyle, images: [String: UIImage]) {
        self.menu = menu
        self.level = level
        canvas = MenuCanvasView(menu: menu, style: style)
        canvas.images = images
        super.init(frame: .zero)
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.alwaysBounceVertical = false
        scrollView.delaysContentTouches = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.backgroundColor = .clear
        scrollView.delegate = self
        surface.addSubview(canvas)
        scrollView.addSubview(surface)
        addSubview(scrollView)
        surface.addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:))))
        surface.onTouch = { [weak self] phase, point in
            guard let session = self?.session else { return }
            switch phase {
            case .began: if let point { session.pressBegan(atWindowPoint: point) }
            case .moved: if let point { session.pressMoved(toWindowPoint: point) }
            default: session.pressEnded(atWindowPoint: phase == .ended ? point : nil)
            }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Shows `menu` instead (the same menu as it is now: a converted `UIMenu` validated
    /// as it comes on screen), its popover placed again for its size.
    func replace(_ menu: PopoverMenu, images: [String: UIImage]) {
        self.menu = menu
        canvas.menu = menu
        canvas.images = images
        elementsLayout = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        session?.contentChanged(self)
    }

    // MARK: Layout

    /// The layout in `room`, with the traits' metrics, Dynamic Type scale, Bold Text and
    /// layout direction.
    func layout(within room: CGSize) -> MenuLayout {
        let traits = traitCollection
        return MenuLayout(
            menu, metrics: .standard(for: traits), within: room, textScale: MenuMetrics.textScale(for: traits),
            layoutDirection: PopoverLayoutDirection(effectiveUserInterfaceLayoutDirection),
            measure: SystemMenuTextMeasure(boldText: traits.legibilityWeight == .bold)
        )
    }

    /// The size the menu wants in `proposal` (the popover's content measure).
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let room = CGSize(width: size.width > 0 ? size.width : .infinity, height: size.height > 0 ? size.height : .infinity)
        return layout(within: room).size
    }

    override var intrinsicContentSize: CGSize { layout(within: CGSize(width: CGFloat.infinity, height: .infinity)).size }

    override func layoutSubviews() {
        super.layoutSubviews()
        let new = layout(within: bounds.size)
        layout = new
        scrollView.frame = bounds
        surface.frame = CGRect(x: 0, y: 0, width: new.size.width, height: new.contentHeight)
        canvas.layout = new
        scrollView.contentSize = surface.frame.size
        scrollView.isScrollEnabled = new.isScrollable
        placeCanvas()
        for (index, anchor) in rowAnchors {
            if let row = new.row(of: index) { anchor.frame = new.rows[row].frame }
        }
        if elementsLayout != new || elementsLayout == nil { rebuildAccessibilityElements(new) }
        showHighlight(session?.highlightedRow(at: level, in: self), scrolling: false)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory
            || traitCollection.legibilityWeight != previousTraitCollection?.legibilityWeight
            || traitCollection.layoutDirection != previousTraitCollection?.layoutDirection else { return }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        session?.contentChanged(self)
    }

    /// Keeps the canvas over the part of the content in view, drawing from the scroll offset.
    private func placeCanvas() {
        let offset = scrollView.contentOffset.y
        canvas.frame = CGRect(x: 0, y: offset, width: surface.bounds.width, height: scrollView.bounds.height)
        canvas.scrollOffset = offset
    }

    /// Shows `row` highlighted, scrolled into view when asked (the offset from the layout).
    func showHighlight(_ row: Int?, scrolling: Bool) {
        canvas.highlightedRow = row
        guard scrolling, let row, let layout, layout.isScrollable else { return }
        let offset = layout.scrollOffset(showing: row, from: scrollView.contentOffset.y)
        if offset != scrollView.contentOffset.y { scrollView.setContentOffset(CGPoint(x: 0, y: offset), animated: false) }
    }

    /// The frame of the item at `index`'s row, in `view`'s coordinates; `nil` when not laid out.
    func frame(of index: MenuItemIndex, in view: UIView) -> CGRect? {
        guard let layout, let row = layout.row(of: index) else { return nil }
        return surface.convert(layout.rows[row].frame, to: view)
    }

    /// A view over the row of the item at `index`, for a submenu to point at and follow;
    /// `nil` when the row is not laid out.
    func rowAnchor(of index: MenuItemIndex) -> UIView? {
        guard let layout, let row = layout.row(of: index) else { return nil }
        let anchor = rowAnchors[index] ?? UIView()
        anchor.isUserInteractionEnabled = false
        anchor.isAccessibilityElement = false
        anchor.frame = layout.rows[row].frame
        if anchor.superview !== surface { surface.insertSubview(anchor, at: 0) }
        rowAnchors[index] = anchor
        return anchor
    }

    /// The path of the item under `point` (in the window's coordinates); `nil` off every item.
    func itemPath(atWindowPoint point: CGPoint) -> MenuItemPath? {
        guard let layout, window != nil else { return nil }
        let local = surface.convert(point, from: nil)
        guard bounds.contains(convert(point, from: nil)), let row = layout.row(at: local), layout.rows[row].kind == .item else { return nil }
        return level.appending(layout.rows[row].index)
    }

    /// VoiceOver's element for the item at `index`; `nil` when it is not shown.
    func accessibilityElement(of index: MenuItemIndex) -> Any? {
        guard let row = elementsLayout?.row(of: index) else { return nil }
        return surface.accessibilityElements?.first { ($0 as? MenuRowAccessibilityElement)?.row == row }
    }

    /// Whether `point` (in the window's coordinates) is inside this menu.
    func contains(windowPoint point: CGPoint) -> Bool { window != nil && bounds.contains(convert(point, from: nil)) }

    private func rebuildAccessibilityElements(_ layout: MenuLayout) {
        elementsLayout = layout
        surface.accessibilityElements = MenuAccessibility.elements(for: layout, of: menu).map { element in
            let accessible = MenuRowAccessibilityElement(container: surface, element: element, frame: layout.rows[element.row].frame)
            let row = layout.rows[element.row]
            if row.kind == .item {
                let path = level.appending(row.index)
                accessible.onActivate = { [weak self] in self?.session?.activate(path) ?? false }
            }
            return accessible
        }
    }

    // MARK: Input

    @objc private func hovered(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            session?.pointerMoved(toWindowPoint: surface.convert(recognizer.location(in: surface), to: nil), from: self)
        default:
            session?.pointerLeft(self)
        }
    }

    override var canBecomeFirstResponder: Bool { window != nil }

    /// Up and Down (and ⌘↑, ⌘↓) as key commands, so a held key repeats (UIKeyCommand, with
    /// priority over the system's own use of the arrows: `wantsPriorityOverSystemBehavior`,
    /// iOS 15); the keys that repeat, and the modifiers they are registered with, are the
    /// core's (``/PopoverMenu/MenuKeyPress/Key/repeats``,
    /// ``/PopoverMenu/MenuKeyPress/repeatingKeyCommandModifiers``).
    override var keyCommands: [UIKeyCommand]? {
        MenuKeyPress.Key.allCases.filter(\.repeats).flatMap { key -> [UIKeyCommand] in
            guard let input = MenuKeyPress.keyCommandInput(key) else { return [] }
            return MenuKeyPress.repeatingKeyCommandModifiers.map { modifiers in
                let flags = MenuKeyPress.flags(of: modifiers)
                let command = UIKeyCommand(input: input, modifierFlags: flags, action: #selector(repeatingKey(_:)))
                command.wantsPriorityOverSystemBehavior = true
                return command
            }
        }
    }

    @objc private func repeatingKey(_ command: UIKeyCommand) {
        guard let session, let key = MenuKeyPress.Key.allCases.first(where: { $0.repeats && MenuKeyPress.keyCommandInput($0) == command.input }),
              let menuKey = MenuKey(MenuKeyPress(key, command: command.modifierFlags.contains(.command))) else { return }
        session.keyPressed(menuKey, at: ProcessInfo.processInfo.systemUptime)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            let keyPress = press.key.map(MenuKeyPress.init)
            // A press a key command receives (above) is not handled twice; ⇧, ⌥ or ⌃ with
            // an arrow matches no key command, so it is handled here.
            if keyPress?.isRepeatingKeyCommand == true, session != nil { continue }
            // Escape is the popover's own key command: it dismisses the top-most popover
            // (the innermost submenu), which the session follows.
            guard let key = keyPress.flatMap(MenuKey.init), key != .escape, let session else {
                unhandled.insert(press)
                continue
            }
            session.keyPressed(key, at: press.timestamp)
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        session?.windowChanged(self)
    }
}

extension MenuContentView: UIScrollViewDelegate {
    /// The canvas follows the scroll, drawing the rows that came into view.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        placeCanvas()
    }
}
#endif
