import Foundation
import Testing
@testable import PopoverCore

/// When an anchor view stops holding its popover up (issue 45: a Mac panel whose anchor
/// left the window stayed up), and what the session does with it on random event
/// sequences: it ends once, with the reason iOS gives, and only while up.
@Suite struct AnchorAttachmentTests {
    static let request = PlacementRequest(
        anchor: CGRect(x: 173, y: 400, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 390, height: 844),
        contentSize: CGSize(width: 200, height: 100), permittedDirections: ArrowDirection.arrowed)

    @Test func onlyAnAnchorInThePopoversWindowAndVisibleHoldsIt() {
        for inWindow in [false, true] {
            for inPopovers in [false, true] {
                for hidden in [false, true] {
                    let attachment = AnchorAttachment(isInWindow: inWindow, isInPopoversWindow: inPopovers, isHidden: hidden)
                    let holds = inWindow && inPopovers && !hidden
                    #expect(attachment.holdsPopover == holds, "\(attachment)")
                    #expect(attachment.event == (holds ? nil : .anchorLeftWindow), "\(attachment)")
                }
            }
        }
    }

    @Test func theLookIsFrequentAndFinite() {
        #expect(AnchorAttachment.lookInterval > 0 && AnchorAttachment.lookInterval <= 0.25)
    }

    /// Random presents, dismissals, animation ends and looks at a random anchor: a look
    /// whose anchor does not hold the popover ends an up session at once with
    /// `.anchorLeftWindow`, exactly once, and does nothing to a hidden one; a look whose
    /// anchor holds it changes nothing.
    @Test func randomLooksEndAnUpSessionOnceWithTheIOSReason() {
        forAllSeeds(3_000) { seed, random in
            var session = PopoverSession()
            var tokens: [AnimationToken] = []
            for step in 0..<40 {
                let effects: [PopoverSessionEffect]
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    effects = session.handle(.present(Self.request, motion: Bool.random(using: &random) ? .standard : .none))
                case 1:
                    effects = session.handle(.dismiss(motion: Bool.random(using: &random) ? .standard : .none))
                case 2:
                    guard let token = tokens.randomElement(using: &random) else { continue }
                    effects = session.handle(.animationFinished(token))
                default:
                    let attachment = AnchorAttachment(
                        isInWindow: Bool.random(using: &random), isInPopoversWindow: Bool.random(using: &random),
                        isHidden: Bool.random(using: &random))
                    let wasUp = session.phase != .hidden
                    effects = attachment.event.map { session.handle($0) } ?? []
                    let endings = effects.compactMap { effect -> PopoverEnding? in
                        if case let .notifyEnded(ending) = effect { ending } else { nil }
                    }
                    if attachment.holdsPopover, !effects.isEmpty { return "seed \(seed) step \(step): a holding anchor did \(effects)" }
                    if !attachment.holdsPopover, wasUp, endings != [.anchorLeftWindow] {
                        return "seed \(seed) step \(step): ended \(endings) from \(attachment)"
                    }
                    if !attachment.holdsPopover, session.phase != .hidden { return "seed \(seed) step \(step): still \(session.phase)" }
                    if !wasUp, !effects.isEmpty { return "seed \(seed) step \(step): a hidden session did \(effects)" }
                    if !attachment.holdsPopover, effects.contains(.focusAnchor) {
                        return "seed \(seed) step \(step): VoiceOver sent to an anchor that is gone"
                    }
                }
                for case let .animate(_, token, _, _) in effects { tokens.append(token) }
            }
            return nil
        }
    }
}
