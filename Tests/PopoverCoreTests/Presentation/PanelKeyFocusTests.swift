import Testing
@testable import PopoverCore

/// When a Mac panel takes the keyboard (issue 45: with keyboard navigation on, Tab never
/// reached a panel's buttons): every row of the decision table, against the rules read
/// one by one.
@Suite struct PanelKeyFocusTests {
    @Test func everyRowOfTheTable() {
        var rows = 0
        for wants in [false, true] {
            for navigation in [false, true] {
                for keyView in [false, true] {
                    for typing in [false, true] {
                        for tooltip in [false, true] {
                            let focus = PanelKeyFocus.onPresent(
                                contentWantsKeyboard: wants, keyboardNavigation: navigation, contentHasKeyView: keyView,
                                anchorWindowIsTyping: typing, isHoverTooltip: tooltip)
                            let row = "wants \(wants) navigation \(navigation) keyView \(keyView) typing \(typing) tooltip \(tooltip)"
                            // A hover tooltip never takes the keyboard.
                            if tooltip { #expect(focus == .stayInactive, "\(row)") }
                            // The app's initialFirstResponder always wins otherwise, typing or not.
                            else if wants { #expect(focus == .becomeKey, "\(row)") }
                            // Keyboard navigation takes it for a reachable control, never from typing.
                            else if navigation && keyView && !typing { #expect(focus == .becomeKeyAtFirstKeyView, "\(row)") }
                            else { #expect(focus == .stayInactive, "\(row)") }
                            rows += 1
                        }
                    }
                }
            }
        }
        #expect(rows == 32)
    }

    @Test func withoutKeyboardNavigationNothingButTheAppsViewTakesTheKeyboard() {
        for keyView in [false, true] {
            #expect(PanelKeyFocus.onPresent(contentWantsKeyboard: false, keyboardNavigation: false, contentHasKeyView: keyView) == .stayInactive)
        }
        #expect(PanelKeyFocus.onPresent(contentWantsKeyboard: false, keyboardNavigation: true, contentHasKeyView: false) == .stayInactive)
    }
}
