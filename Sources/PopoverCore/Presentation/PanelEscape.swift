import Foundation

/// Whether the Escape key closes a Mac popover panel: the panel is the one Escape is for
/// (the front-most up panel, ``StackMembership/escapeTarget(backToFront:)``), the key was
/// pressed in the panel or in its anchor's window (never in another window of the app), no
/// modal window runs, and no text being composed (an input method's marked text) wants the
/// key to cancel the composition. The behaviour then answers the key
/// (``PopoverBehavior``).
///
/// ```swift
/// PanelEscape(isTarget: true, keyWindowIsPanelOrAnchorWindow: true, modalWindowRuns: false, composingText: false).reachesPanel  // true
/// PanelEscape(isTarget: true, keyWindowIsPanelOrAnchorWindow: true, modalWindowRuns: false, composingText: true).reachesPanel   // false
/// ```
package struct PanelEscape: Sendable, Hashable {
    /// The panel is the front-most one up.
    package var isTarget: Bool
    /// The key window is the panel or its anchor's window.
    package var keyWindowIsPanelOrAnchorWindow: Bool
    /// A modal window (an alert, a modal sheet's session) runs.
    package var modalWindowRuns: Bool
    /// The key window's first responder has marked text (an input method composing).
    package var composingText: Bool

    /// The facts as the panel reads them.
    package init(isTarget: Bool, keyWindowIsPanelOrAnchorWindow: Bool, modalWindowRuns: Bool, composingText: Bool) {
        self.isTarget = isTarget
        self.keyWindowIsPanelOrAnchorWindow = keyWindowIsPanelOrAnchorWindow
        self.modalWindowRuns = modalWindowRuns
        self.composingText = composingText
    }

    /// Whether the key goes to the panel's behaviour (else it goes on to the app).
    package var reachesPanel: Bool { isTarget && keyWindowIsPanelOrAnchorWindow && !modalWindowRuns && !composingText }
}
