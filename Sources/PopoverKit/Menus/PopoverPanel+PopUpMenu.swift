#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import PopoverMenu

extension PopoverPanel {
    /// Shows this menu's panel (``menu(_:style:images:onChoose:onCancel:)``) over `button`
    /// as `NSPopUpButton` shows its menu: without an arrow, its checked item's title on the
    /// button's title (the core's ``/PopoverMenu/MenuPopUpPlacement``, within half a point),
    /// kept on the button's display, cut at its edges and scrolled there with the checked
    /// item still over the button. A panel that shows no menu is presented from the button
    /// as usual.
    ///
    /// ```swift
    /// let sizes = ActionMenu {
    ///     MenuGroup {
    ///         MenuButton("Small") { print("small") }
    ///         MenuButton("Large") { print("large") }
    ///     }
    /// }
    /// PopoverPanel.menu(sizes).presentAsPopUp(over: button)
    /// ```
    public func presentAsPopUp(over button: NSView, animated: Bool = true) {
        let space = ScreenSpace.current
        guard let view = contentView.subviews.lazy.compactMap({ $0 as? MenuContentView }).first, let window = button.window,
              case let onScreen = window.convertToScreen(button.convert(button.bounds, to: nil)),
              let screen = space.container(for: onScreen) else { return present(from: button, animated: animated) }
        // The room the menu's content has: the display less the panel's margin and the
        // skin around the content (no arrow), so the panel lands where the core puts it.
        let skin = BackgroundLayout.viewSize(containing: .zero, direction: .unknown, metrics: style.metrics)
        let room = screen.insetBy(dx: containerMargin + skin.width / 2, dy: containerMargin + skin.height / 2)
        // The panel points at the menu's own frame: a menu as wide as its anchor is as wide
        // as the button.
        view.anchorWidth = button.bounds.width
        let layout = view.layout(within: room.size)
        guard let placed = MenuPopUpPlacement(layout, over: space.flipped(onScreen), in: room) else {
            return present(from: button, animated: animated)
        }
        contentSize = placed.frame.size
        contentMeasure = { _ in placed.frame.size }
        // Arrowless, the panel is centred on the rectangle it is given: the menu's frame.
        let frame = window.convertFromScreen(space.flipped(placed.frame))
        present(from: button, rect: button.convert(frame, from: nil), preferring: [], animated: animated)
        DispatchQueue.main.async { [weak view] in
            view?.layoutSubtreeIfNeeded()
            view?.scroll(to: placed.scrollOffset)
        }
    }
}
#endif
