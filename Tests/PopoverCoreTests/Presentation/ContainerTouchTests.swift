import Foundation
import Testing
@testable import PopoverCore

/// Whether a touch in the container counts as outside the popover: its own outline,
/// other popovers, passthrough views and the rule, as a table and over random screens.
@Suite struct ContainerTouchTests {
    /// Every combination of the rule and the three facts.
    @Test(arguments: [false, true], [false, true])
    func table(dismisses: Bool, passthrough: Bool) {
        let rule = OutsideInteraction(dismissesOnOutsideTap: dismisses, hasPassthroughViews: passthrough)
        for onThis in [false, true] {
            for onAnother in [false, true] {
                for onPassthrough in [false, true] {
                    let expected: ContainerTouch =
                        onThis ? .onPopover
                        : dismisses && !onAnother && !onPassthrough ? .dismisses(.outsideTap)
                        : .passesThrough
                    #expect(rule.touch(onThisPopover: onThis, onAnotherPopover: onAnother, onAPassthroughView: onPassthrough) == expected)
                    // The older question (a touch already known to be off this popover) agrees.
                    let older = rule.touch(onAPopover: onAnother, onAPassthroughView: onPassthrough)
                    #expect((older == .dismisses) == (expected == .dismisses(.outsideTap)) || onThis)
                }
            }
        }
    }

    /// A touch off this popover dismisses with the outside-tap reason, never another.
    @Test func outsideTapsDismissForTheOutsideTapReasonOnly() {
        let rule = OutsideInteraction(dismissesOnOutsideTap: true, hasPassthroughViews: false)
        let touch = rule.touch(onThisPopover: false, onAnotherPopover: false, onAPassthroughView: false)
        #expect(touch == .dismisses(.outsideTap))
        #expect(touch != .dismisses(.app))
    }

    /// Random screens: this popover, others and passthrough views as rectangles, random
    /// taps. A tap dismisses exactly when it is on none of them and the rule dismisses;
    /// a fact is asked only when the answer depends on it.
    @Test func randomScreens() {
        forAllSeeds(2_000) { _, random in
            func rect() -> CGRect {
                CGRect(x: random.value(0...300), y: random.value(0...700), width: random.value(1...200), height: random.value(1...200))
            }
            let this = rect()
            let others = (0..<Int.random(in: 0...3, using: &random)).map { _ in rect() }
            let passthrough = (0..<Int.random(in: 0...2, using: &random)).map { _ in rect() }
            let rule = OutsideInteraction(dismissesOnOutsideTap: random.chance(0.7), hasPassthroughViews: !passthrough.isEmpty)
            for _ in 0..<20 {
                let tap = CGPoint(x: random.value(0...390), y: random.value(0...844))
                var asked: [String] = []
                let touch = rule.touch(
                    onThisPopover: { asked.append("this"); return this.contains(tap) }(),
                    onAnotherPopover: { asked.append("other"); return others.contains { $0.contains(tap) } }(),
                    onAPassthroughView: { asked.append("passthrough"); return passthrough.contains { $0.contains(tap) } }()
                )
                let onOther = others.contains { $0.contains(tap) }, onPassthrough = passthrough.contains { $0.contains(tap) }
                if this.contains(tap) {
                    if touch != .onPopover { return "a tap on the popover gave \(touch)" }
                    if asked != ["this"] { return "asked \(asked) for a tap on the popover" }
                } else if rule.dismissesOnOutsideTap, !onOther, !onPassthrough {
                    if touch != .dismisses(.outsideTap) { return "a tap on nothing gave \(touch)" }
                } else if touch != .passesThrough {
                    return "a tap that should pass gave \(touch)"
                }
                if !rule.dismissesOnOutsideTap, asked.count > 1 { return "asked \(asked) though outside taps never dismiss" }
                if onOther, asked.contains("passthrough") { return "asked about passthrough views for a tap on another popover" }
            }
            return nil
        }
    }
}
