import Testing
@testable import PopoverCore

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

extension OutsideInteractionTests {
    /// VoiceOver is told the layout changed exactly when what it may reach changed
    /// (issue 32: changing `dismissesOnOutsideTap` or `passthroughViews` while the popover
    /// was up left VoiceOver with the old elements).
    @Test func voiceOverHearsOfEveryChangeToWhatItCanReach() {
        let rules = [false, true].flatMap { dismisses in
            [false, true].map { OutsideInteraction(dismissesOnOutsideTap: dismisses, hasPassthroughViews: $0) }
        }
        for earlier in rules {
            for later in rules {
                let reachable = { (rule: OutsideInteraction) in [rule.isModalForVoiceOver, rule.offersDismissElement] }
                #expect(later.changesVoiceOver(from: earlier) == (reachable(later) != reachable(earlier)), "\(earlier) → \(later)")
            }
        }
        // Adding passthrough views to a modal popover makes it non-modal: a change.
        let modal = OutsideInteraction(dismissesOnOutsideTap: true, hasPassthroughViews: false)
        #expect(OutsideInteraction(dismissesOnOutsideTap: true, hasPassthroughViews: true).changesVoiceOver(from: modal))
        // Passthrough views on a popover that never dismisses change nothing VoiceOver reaches.
        let tooltip = OutsideInteraction(dismissesOnOutsideTap: false, hasPassthroughViews: false)
        #expect(!OutsideInteraction(dismissesOnOutsideTap: false, hasPassthroughViews: true).changesVoiceOver(from: tooltip))
    }
}
