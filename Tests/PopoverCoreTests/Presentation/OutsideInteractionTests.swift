import Testing
@_spi(Plumbing) @testable import PopoverCore

/// What VoiceOver may reach is what a finger may reach.
@Suite struct OutsideInteractionTests {
    @Test(arguments: [false, true], [false, true])
    func modalForVoiceOverOnlyWhenNothingOutsideIsUsable(dismisses: Bool, passthrough: Bool) {
        let rule = OutsideInteraction(dismissesOnOutsideTap: dismisses, hasPassthroughViews: passthrough)
        // Some touch outside reaches a view below exactly when the popover is not modal.
        let someTouchPasses = [false, true].contains { onPassthrough in
            (!onPassthrough || passthrough) && rule.touch(onAPopover: false, onAPassthroughView: onPassthrough) == .passesThrough
        }
        #expect(rule.isModalForVoiceOver == !someTouchPasses)
        #expect(rule.isModalForVoiceOver == (dismisses && !passthrough))
        #expect(rule.offersDismissElement == dismisses)
    }

    @Test func touchesOnPopoversAndPassthroughViewsAlwaysGoThrough() {
        let rule = OutsideInteraction(dismissesOnOutsideTap: true, hasPassthroughViews: true)
        #expect(rule.touch(onAPopover: true, onAPassthroughView: false) == .passesThrough)
        #expect(rule.touch(onAPopover: false, onAPassthroughView: true) == .passesThrough)
        #expect(rule.touch(onAPopover: false, onAPassthroughView: false) == .dismisses)
        let tooltip = OutsideInteraction(dismissesOnOutsideTap: false, hasPassthroughViews: false)
        #expect(tooltip.touch(onAPopover: false, onAPassthroughView: false) == .passesThrough)
    }
}
