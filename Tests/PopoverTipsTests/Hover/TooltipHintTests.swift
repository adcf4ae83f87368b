import Foundation
import Testing
@testable import PopoverTips

/// A tooltip's hint keeps the app's (issue 45: `setArrowToolTip` overwrote the app's
/// `accessibilityHint` and lost it on removal).
@Suite struct TooltipHintTests {
    @Test func keepsAndRestoresTheAppsHint() {
        var hint = TooltipHint()
        #expect(hint.set("Sort by date", current: "Opens the list") == "Opens the list. Sort by date")
        #expect(hint.set("Sort by name", current: "Opens the list. Sort by date") == "Opens the list. Sort by name")
        #expect(hint.set(nil, current: "Opens the list. Sort by name") == "Opens the list")
        var plain = TooltipHint()
        #expect(plain.set("Sort", current: nil) == "Sort")
        #expect(plain.set("", current: "Sort") == nil)
        var sentence = TooltipHint()
        #expect(sentence.set("Sort", current: "Opens the list.") == "Opens the list. Sort")
    }

    @Test func aHintTheAppWroteSinceIsLeftAlone() {
        var hint = TooltipHint()
        _ = hint.set("Sort", current: "Old")
        // The app wrote its own hint while the tooltip was set.
        #expect(hint.set(nil, current: "New") == "New")
        var again = TooltipHint()
        _ = again.set("Sort", current: "Old")
        #expect(again.set("Sort", current: "New") == "New. Sort")
    }

    /// 5,000 random sequences of tooltip changes and app hint changes against a model:
    /// with a tooltip set, the view's hint is the app's latest hint then the tooltip's
    /// text; with none (or after the app wrote over it), exactly the app's latest hint.
    @Test func randomSequencesMatchTheModel() {
        let texts: [String?] = [nil, "", "Sort", "Filter…", "A longer tooltip."]
        let hints: [String?] = [nil, "", "Opens", "Opens.", "Double-tap"]
        forAllSeeds(5_000) { seed, random in
            var hint = TooltipHint()
            var viewHint = hints.randomElement(using: &random)!
            var appLatest = viewHint
            var tooltip: String?
            for step in 0..<20 {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    viewHint = hints.randomElement(using: &random)!   // the app writes its own hint
                    appLatest = viewHint
                    tooltip = nil
                } else {
                    let text = texts.randomElement(using: &random)!
                    viewHint = hint.set(text, current: viewHint)
                    tooltip = (text?.isEmpty ?? true) ? nil : text
                }
                let expected: String? = tooltip.map { TooltipHint.combine(appLatest, $0) } ?? appLatest
                if viewHint != expected { return "seed \(seed) step \(step): \(String(describing: viewHint)) vs \(String(describing: expected))" }
            }
            return nil
        }
    }
}
