#if canImport(UIKit)
import PopoverCore
import PopoverMenu
import UIKit

/// The scroll view a menu's rows scroll in.
typealias MenuScrollView = UIScrollView
/// The content under the rows: touches, hover and VoiceOver's elements.
typealias MenuSurface = MenuTouchSurface

/// The menu view's UIKit half: a `UIScrollView`, touches from its surface, hover from a
/// `UIHoverGestureRecognizer`, keys from key commands and presses, and the traits
/// (the idiom's metrics, Dynamic Type, Bold Text). The pointer's space is the window's.
extension MenuContentView {
    /// The menu's view fills the popover's content as it resizes.
    static let fillsSuperview: AutoresizingMask = [.flexibleWidth, .flexibleHeight]

    func setUpScrollView() {
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.alwaysBounceVertical = false
        scrollView.delaysContentTouches = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.backgroundColor = .clear
        scrollView.delegate = self
        scrollView.addSubview(surface)
    }

    func setUpInput() {
        surface.addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:))))
        surface.onTouch = { [weak self] phase, point in
            guard let session = self?.session else { return }
            switch phase {
            case .began: if let point { session.pressBegan(at: point) }
            case .moved: if let point { session.pressMoved(to: point) }
            default: session.pressEnded(at: phase == .ended ? point : nil)
            }
        }
    }

    var menuMetrics: MenuMetrics { .standard(for: traitCollection) }
    var menuTextScale: CGFloat { MenuMetrics.textScale(for: traitCollection) }
    var menuLayoutDirection: PopoverLayoutDirection { PopoverLayoutDirection(effectiveUserInterfaceLayoutDirection) }
    var scrollOffset: CGFloat { scrollView.contentOffset.y }

    func scroll(to offset: CGFloat) {
        scrollView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
    }

    func setScrolling(_ scrollable: Bool) {
        scrollView.contentSize = surface.frame.size
        scrollView.isScrollEnabled = scrollable
    }

    func setNeedsMenuLayout() { setNeedsLayout() }

    func makeRowAnchor() -> UIView {
        let anchor = UIView()
        anchor.isUserInteractionEnabled = false
        anchor.isAccessibilityElement = false
        surface.insertSubview(anchor, at: 0)
        return anchor
    }

    /// `point` (in the window) in this view's coordinates; `nil` out of a window.
    func localPoint(fromPointer point: CGPoint) -> CGPoint? {
        window == nil ? nil : convert(point, from: nil)
    }

    func showAccessibilityElements() { surface.accessibilityElements = rowElements }

    /// The frame of the item at `index`'s row, in `view`'s coordinates; `nil` when not laid out.
    func frame(of index: MenuItemIndex, in view: UIView) -> CGRect? {
        guard let layout = menuLayout, let row = layout.row(of: index) else { return nil }
        return surface.convert(layout.rows[row].frame, to: view)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { menuSize(fitting: size) }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOutRows()
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

    // MARK: Input

    @objc private func hovered(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            session?.pointerMoved(to: surface.convert(recognizer.location(in: surface), to: nil))
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
            guard let key = menuKey(of: press) else {
                unhandled.insert(press)
                continue
            }
            // A repeating key its key command receives (above) is not handled twice.
            if let key, let session { session.keyPressed(key, at: press.timestamp) }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // UIResponder.h: a responder that handles presses without calling super handles the
    // rest of their phases too; the others go on up the chain.
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = presses.filter { menuKey(of: $0) == nil }
        if !passed.isEmpty { super.pressesEnded(passed, with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = presses.filter { menuKey(of: $0) == nil }
        if !passed.isEmpty { super.pressesCancelled(passed, with: event) }
    }

    /// What a press is to the menu: `nil` for one it leaves to the chain; `.some(nil)` for a
    /// repeating key its key command already receives (⇧, ⌥ or ⌃ with an arrow matches no
    /// key command, so it is the menu's here). Escape is the popover's own key command: it
    /// dismisses the top-most popover (the innermost submenu), which the session follows.
    private func menuKey(of press: UIPress) -> MenuKey?? {
        guard session != nil, let keyPress = press.key.map(MenuKeyPress.init) else { return nil }
        if keyPress.isRepeatingKeyCommand { return .some(nil) }
        guard let key = MenuKey(keyPress), key != .escape else { return nil }
        return .some(key)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        session?.shownChanged(self, isShown: window != nil)
    }
}

extension MenuContentView: UIScrollViewDelegate {
    /// The canvas follows the scroll, drawing the rows that came into view.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        placeCanvas()
    }
}
#endif
