#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import PopoverMenu

/// The session's AppKit half: submenus as ``PopoverPanel``s hung from the row's panel
/// (a click in an outer menu closes them through the panel's behaviour, and the
/// navigation follows), the menu's panel taking the keyboard, no haptic (`NSMenu` plays
/// none as the highlight moves).
extension MenuSession {
    func attachFeedback(to view: MenuContentView) {}

    func prepareFeedback() {}

    /// Has VoiceOver say `text` (NSAccessibility.h: an announcement for the app, high
    /// priority so it is not queued behind the row's own description).
    func announce(_ text: String) {
        NSAccessibility.post(
            element: NSApp as Any, notification: .announcementRequested,
            userInfo: [.announcement: text, .priority: NSAccessibilityPriorityLevel.high.rawValue])
    }

    func selectionTicked() {}

    func submenuPopover(showing view: MenuContentView, openedFrom index: MenuItemIndex, in parent: MenuContentView) -> PopoverPanel? {
        parent.window == nil ? nil : PopoverPanel.menuPopover(showing: view, style: style)
    }

    /// The placement's frame on AppKit's screen (y-up): the pointer's space.
    static func pointerFrame(of placement: Placement, in popover: PopoverPanel) -> CGRect? {
        ScreenSpace.current.flipped(placement.frame)
    }

    /// Presented from the row's anchor, which the panel follows as the menu scrolls.
    func present(_ popover: PopoverPanel, showing view: MenuContentView, from row: NSView, directions: [ArrowDirection]) {
        popover.present(from: row, preferring: directions, animated: true)
    }

    /// The menu's panel becomes the key window, its view first responder, so the keys
    /// reach the menu as they reach an open `NSMenu`; the anchor's window takes the
    /// keyboard back when the panel goes (``/PopoverCore/PanelKeyFocus/returnsKey(panelIsKey:anchorWindowVisible:)``).
    func takeKeyFocus(_ view: MenuContentView) {
        DispatchQueue.main.async { [weak view] in
            guard let view, let window = view.window, window.isVisible else { return }
            // Not from a field being edited (its field editor, an NSText, first responder):
            // a drop-down under a text field leaves the typing where it is, as on iOS.
            let typing = view.enclosingPopover?.anchor?.window?.firstResponder is NSText
            guard PanelKeyFocus.onPresent(contentWantsKeyboard: !typing, anchorWindowIsTyping: typing) == .becomeKey else { return }
            window.makeKey()
            window.makeFirstResponder(view)
        }
    }

    /// The anchor's window takes the keyboard back before a chosen item runs, so an action
    /// with no target goes up the app's responder chain (the window the menu was opened
    /// from), not the menu panel's, as it does from an `NSMenu`.
    func returnKeyFocus() {
        guard let window = rootView?.enclosingPopover?.anchor?.window, window.isVisible else { return }
        window.makeKey()
    }
}

extension NSView {
    /// The ``PopoverPanel`` up whose window holds this view; `nil` for none.
    var enclosingPopover: PopoverPanel? {
        guard let window else { return nil }
        return PopoverPanel.shownPanels.values.first { $0.window === window }
    }
}
#endif
