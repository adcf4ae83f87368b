import Foundation
import Testing
@testable import PopoverCore

/// The Mac's popover panels in the order they came, against a plain list model over
/// random shows and closes: the front-most is the last shown still up, and "above"
/// follows the order of showing.
@Suite struct PanelStackTests {
    @Test func aPanelShownAgainComesToTheFront() {
        var stack = PanelStack<Int>()
        stack.push(1)
        stack.push(2)
        stack.push(1)
        #expect(stack.order == [2, 1])
        #expect(stack.isAbove(1, 2))
        #expect(!stack.isAbove(2, 1))
        #expect(!stack.isAbove(1, 1))
    }

    @Test func randomShowsAndClosesKeepTheOrder() {
        forAllSeeds(2_000) { seed, random in
            var stack = PanelStack<Int>()
            var shown: [Int] = []
            for _ in 0..<40 {
                let id = Int.random(in: 0..<6, using: &random)
                if Bool.random(using: &random) {
                    stack.push(id)
                    shown.removeAll { $0 == id }
                    shown.append(id)
                } else {
                    stack.remove(id)
                    shown.removeAll { $0 == id }
                }
                guard stack.order == shown, stack.frontmost == shown.last else { return "seed \(seed): \(stack.order) vs \(shown)" }
                let a = Int.random(in: 0..<6, using: &random), b = Int.random(in: 0..<6, using: &random)
                let expected = (shown.firstIndex(of: a) ?? -1) > (shown.firstIndex(of: b) ?? Int.max)
                guard stack.isAbove(a, b) == expected else { return "seed \(seed): isAbove(\(a), \(b)) in \(shown)" }
            }
            return nil
        }
    }

    @Test func keyFocusGoesToAPanelOnlyWhenItsContentTypes() {
        #expect(PanelKeyFocus.onPresent(contentWantsKeyboard: true) == .becomeKey)
        #expect(PanelKeyFocus.onPresent(contentWantsKeyboard: false) == .stayInactive)
        for (isKey, visible) in [(false, false), (false, true), (true, false), (true, true)] {
            #expect(PanelKeyFocus.returnsKey(panelIsKey: isKey, anchorWindowVisible: visible) == (isKey && visible))
        }
    }
}
