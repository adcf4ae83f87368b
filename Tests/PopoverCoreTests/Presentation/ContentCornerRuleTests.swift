import Foundation
import Testing
@testable import PopoverCore

/// A system popover's content wears the skin's corners only while shown by its popover,
/// and always gets its own back (issue 32: the witness is now the skin, never a view
/// added to the content).
@Suite struct ContentCornerRuleTests {
    /// The content view as PopoverKit's UIKit code changes it, fed the rule's changes.
    struct Content {
        var own = (radius: CGFloat(0), clips: false)
        var shown = (radius: CGFloat(0), clips: false)
        var kept: (radius: CGFloat, clips: Bool)?
        let skinRadius: CGFloat = 12

        mutating func skinMoved(inWindow: Bool, presented: Bool) {
            switch ContentCornerRule.change(skinInWindow: inWindow, presentedByItsPopover: presented, isApplied: kept != nil) {
            case .apply:
                kept = shown
                shown = (skinRadius, true)
            case .restore:
                if let kept { shown = kept }
                kept = nil
            case .keep:
                break
            }
        }
    }

    @Test(arguments: [false, true], [false, true])
    func everyStateHasOneChange(inWindow: Bool, presented: Bool) {
        for applied in [false, true] {
            let change = ContentCornerRule.change(skinInWindow: inWindow, presentedByItsPopover: presented, isApplied: applied)
            let wanted = inWindow && presented
            #expect(change == (wanted == applied ? .keep : (wanted ? .apply : .restore)))
        }
    }

    /// Random lives of one controller: presented with a skin, covered by a full-screen
    /// controller and uncovered, dismissed, its own corners changed by the app while it is
    /// not shown, presented again. The content wears the skin's corners exactly while the
    /// skin is in the window of a live presentation, and its own at every other moment.
    @Test func randomLivesAlwaysGiveTheContentItsOwnCornersBack() {
        forAllSeeds(2_000) { _, random in
            var content = Content()
            var inWindow = false
            var presented = false
            for step in 0..<40 {
                switch Int.random(in: 0..<5, using: &random) {
                case 0:  // presented (again): the skin enters the window
                    presented = true
                    inWindow = true
                    content.skinMoved(inWindow: true, presented: presented)
                case 1:  // a full-screen cover takes the skin out of the window, or gives it back
                    guard presented else { continue }
                    inWindow.toggle()
                    content.skinMoved(inWindow: inWindow, presented: presented)
                case 2:  // dismissed: the skin leaves; UIKit may say it is presented still, or not
                    guard inWindow else { continue }
                    inWindow = false
                    let stillSaysPresented = random.chance(0.5)
                    content.skinMoved(inWindow: false, presented: stillSaysPresented)
                    presented = false
                case 3:  // the app sets the view's own corners while the popover is not shown
                    guard !inWindow else { continue }
                    let radius = CGFloat(Int.random(in: 0...20, using: &random))
                    let clips = random.chance(0.5)
                    content.own = (radius, clips)
                    content.shown = (radius, clips)
                default:  // a stray window event with the skin where it is
                    content.skinMoved(inWindow: inWindow, presented: presented)
                }
                let wearsSkin = inWindow && presented
                if wearsSkin, content.shown != (content.skinRadius, true) { return "step \(step): not rounded while shown" }
                if !wearsSkin, content.shown != content.own {
                    return "step \(step): \(content.shown) instead of its own \(content.own)"
                }
                if let kept = content.kept, kept != content.own { return "step \(step): kept \(kept), its own is \(content.own)" }
            }
            return nil
        }
    }
}
