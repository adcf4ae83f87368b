/// When a popover panel on the Mac becomes the key window, and what happens to key focus
/// when it goes. A panel that is key takes the keyboard from the anchor's window, so it
/// becomes key only when its content needs the keyboard: at once if a view of it wants
/// typing when it appears (a text field), else on a click in such a view (AppKit's
/// `becomesKeyOnlyIfNeeded`). The Escape key reaches it either way (the panel listens to
/// the app's key events). As it goes, a key panel gives the keyboard back to the anchor's
/// window.
///
/// ```swift
/// PanelKeyFocus.onPresent(contentWantsKeyboard: true)    // .becomeKey
/// PanelKeyFocus.onPresent(contentWantsKeyboard: false)   // .stayInactive
/// ```
package enum PanelKeyFocus: Sendable, Equatable {
    /// The panel becomes the key window (and the anchor's window stays main).
    case becomeKey
    /// The anchor's window keeps the keyboard; the panel becomes key only if a view of
    /// it that needs the keyboard is clicked.
    case stayInactive

    /// What the panel does as it appears.
    ///
    /// - Parameter contentWantsKeyboard: a view of the content accepts first responder
    ///   and asks for the keyboard at once (AppKit's `initialFirstResponder`, or a text field).
    public static func onPresent(contentWantsKeyboard: Bool) -> PanelKeyFocus {
        contentWantsKeyboard ? .becomeKey : .stayInactive
    }

    /// Whether the anchor's window takes the keyboard back as the panel goes: only from a
    /// panel that holds it, and only if that window is still on screen.
    ///
    /// ```swift
    /// PanelKeyFocus.returnsKey(panelIsKey: true, anchorWindowVisible: true)   // true
    /// PanelKeyFocus.returnsKey(panelIsKey: false, anchorWindowVisible: true)  // false
    /// ```
    public static func returnsKey(panelIsKey: Bool, anchorWindowVisible: Bool) -> Bool {
        panelIsKey && anchorWindowVisible
    }
}
