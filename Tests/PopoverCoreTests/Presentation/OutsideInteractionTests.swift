import Foundation
import Testing
@testable import PopoverCore

/// What VoiceOver may reach is what a finger may reach, for every outside-tap choice,
/// passthrough views and dim.
@Suite struct OutsideInteractionTests {
    static let dims: [PopoverDim] = [.none, .standard, .spotlight(Spotlight())]

    /// Every rule: modal exactly when no touch outside this popover (on no popover, which
    /// VoiceOver reaches anyway) but one in a spotlight's hole can reach a view below it,
    /// and the hole is offered exactly when the popover is modal and a touch in it reaches
    /// the view cut out (issue 45: VoiceOver reached every control under a spotlight's dim,
    /// and a double-tap there landed on the dim).
    @Test(arguments: OutsideTap.allCases, [false, true])
    func modalForVoiceOverOnlyWhenNothingOutsideIsUsable(tap: OutsideTap, passthrough: Bool) {
        for dim in Self.dims {
            let rule = OutsideInteraction(outsideTap: tap, hasPassthroughViews: passthrough, dim: dim)
            let someTouchReaches = [false, true].contains { onPassthrough in
                rule.touch(onThisPopover: false, onAPopoverAbove: false, onAPassthroughView: onPassthrough,
                           inDimHole: false, onAPopoverBelow: false).reachesViewBelow
            }
            let holeReaches = dim.hasHole && rule.touch(onThisPopover: false, onAPopoverAbove: false, onAPassthroughView: false,
                                                        inDimHole: true, onAPopoverBelow: false).reachesViewBelow
            let row = "\(tap) passthrough \(passthrough) \(dim)"
            #expect(rule.isModalForVoiceOver == !someTouchReaches, "\(row)")
            #expect(rule.voiceOver.offersSpotlight == (rule.isModalForVoiceOver && holeReaches), "\(row)")
            #expect(rule.offersDismissElement == (tap == .dismiss || tap == .dismissAndPassThrough))
            #expect(rule.voiceOver.offersDismissElement == rule.offersDismissElement)
        }
    }

    /// A full dim makes any choice modal unless passthrough views stay usable; under a
    /// spotlight's dim only the hole is usable: modal, with the hole offered.
    @Test func dimsDecideModality() {
        #expect(OutsideInteraction(outsideTap: .passThrough, hasPassthroughViews: false, dim: .standard).isModalForVoiceOver)
        let spotlit = OutsideInteraction(outsideTap: .passThrough, hasPassthroughViews: false, dim: .spotlight(Spotlight()))
        #expect(spotlit.isModalForVoiceOver && spotlit.voiceOver.offersSpotlight)
        #expect(!OutsideInteraction(outsideTap: .block, hasPassthroughViews: false, dim: .spotlight(Spotlight())).voiceOver.offersSpotlight)
        #expect(!OutsideInteraction(outsideTap: .passThrough, hasPassthroughViews: true, dim: .spotlight(Spotlight())).isModalForVoiceOver)
        #expect(OutsideInteraction(outsideTap: .block, hasPassthroughViews: false, dim: .spotlight(Spotlight())).isModalForVoiceOver)
        #expect(!OutsideInteraction(outsideTap: .passThrough, hasPassthroughViews: false).isModalForVoiceOver)
        #expect(OutsideInteraction(outsideTap: .block, hasPassthroughViews: false).isModalForVoiceOver)
    }
}

extension OutsideInteractionTests {
    /// VoiceOver is told the layout changed exactly when what it may reach changed
    /// (issue 32: changing the outside-tap choice or `passthroughViews` while the popover
    /// was up left VoiceOver with the old elements).
    @Test func voiceOverHearsOfEveryChangeToWhatItCanReach() {
        let rules = OutsideTap.allCases.flatMap { tap in
            [false, true].flatMap { passthrough in
                Self.dims.map { OutsideInteraction(outsideTap: tap, hasPassthroughViews: passthrough, dim: $0) }
            }
        }
        for earlier in rules {
            for later in rules {
                let reachable = { (rule: OutsideInteraction) in
                    [rule.isModalForVoiceOver, rule.voiceOver.offersSpotlight, rule.offersDismissElement]
                }
                #expect(later.changesVoiceOver(from: earlier) == (reachable(later) != reachable(earlier)), "\(earlier) → \(later)")
            }
        }
        // Adding passthrough views to a modal popover makes it non-modal: a change.
        let modal = OutsideInteraction(outsideTap: .dismiss, hasPassthroughViews: false)
        #expect(OutsideInteraction(outsideTap: .dismiss, hasPassthroughViews: true).changesVoiceOver(from: modal))
        // Passthrough views on a popover whose outside is usable anyway change nothing.
        let tooltip = OutsideInteraction(outsideTap: .passThrough, hasPassthroughViews: false)
        #expect(!OutsideInteraction(outsideTap: .passThrough, hasPassthroughViews: true).changesVoiceOver(from: tooltip))
    }
}
