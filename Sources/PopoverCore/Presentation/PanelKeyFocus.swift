/// When a popover panel on the Mac becomes the key window, and what happens to key focus
/// when it goes. A panel that is key takes the keyboard from the anchor's window, so it
/// becomes key at once only when its content needs the keyboard: a view the app named to
/// take it (AppKit's `initialFirstResponder`), or, with keyboard navigation on (System
/// Settings › Keyboard, AppKit's `isFullKeyboardAccessEnabled`), a view that Tab can reach
/// (`canBecomeKeyView`), so a keyboard user can get to its buttons; else on a click in a
/// view that needs typing (AppKit's `becomesKeyOnlyIfNeeded`). Keyboard navigation never
/// takes the keyboard from text being typed in the anchor's window (a search field's
/// suggestions), and a hover tooltip never becomes key. The Escape key reaches the panel
/// either way (it listens to the app's key events). As it goes, a key panel gives the
/// keyboard back to the anchor's window.
///
/// ```swift
/// PanelKeyFocus.onPresent(contentWantsKeyboard: true)    // .becomeKey
/// PanelKeyFocus.onPresent(contentWantsKeyboard: false)   // .stayInactive
/// PanelKeyFocus.onPresent(contentWantsKeyboard: false, keyboardNavigation: true, contentHasKeyView: true)  // .becomeKeyAtFirstKeyView
/// ```
package enum PanelKeyFocus: Sendable, Equatable {
    /// The panel becomes the key window (and the anchor's window stays main), its
    /// `initialFirstResponder` taking the keyboard.
    case becomeKey
    /// The panel becomes the key window with its first key view focused, so Tab moves
    /// through its controls.
    case becomeKeyAtFirstKeyView
    /// The anchor's window keeps the keyboard; the panel becomes key only if a view of
    /// it that needs the keyboard is clicked.
    case stayInactive

    /// What the panel does as it appears.
    ///
    /// - Parameters:
    ///   - contentWantsKeyboard: the app named a view of the content to take the keyboard
    ///     (`initialFirstResponder`).
    ///   - keyboardNavigation: keyboard navigation is on (`NSApp.isFullKeyboardAccessEnabled`).
    ///   - contentHasKeyView: a view of the content can become the key view (Tab reaches it).
    ///   - anchorWindowIsTyping: the anchor's window has text being edited (a field editor
    ///     is its first responder).
    ///   - isHoverTooltip: the panel is a hover tooltip.
    ///
    /// ```swift
    /// PanelKeyFocus.onPresent(contentWantsKeyboard: false, keyboardNavigation: true, contentHasKeyView: true, anchorWindowIsTyping: true)  // .stayInactive
    /// ```
    package static func onPresent(
        contentWantsKeyboard: Bool, keyboardNavigation: Bool = false, contentHasKeyView: Bool = false,
        anchorWindowIsTyping: Bool = false, isHoverTooltip: Bool = false
    ) -> PanelKeyFocus {
        if isHoverTooltip { return .stayInactive }
        if contentWantsKeyboard { return .becomeKey }
        if keyboardNavigation, contentHasKeyView, !anchorWindowIsTyping { return .becomeKeyAtFirstKeyView }
        return .stayInactive
    }

    /// Whether the anchor's window takes the keyboard back as the panel goes: only from a
    /// panel that holds it, and only if that window is still on screen.
    ///
    /// ```swift
    /// PanelKeyFocus.returnsKey(panelIsKey: true, anchorWindowVisible: true)   // true
    /// PanelKeyFocus.returnsKey(panelIsKey: false, anchorWindowVisible: true)  // false
    /// ```
    package static func returnsKey(panelIsKey: Bool, anchorWindowVisible: Bool) -> Bool {
        panelIsKey && anchorWindowVisible
    }
}
