import Foundation
import Testing
@testable import PopoverCore

/// Key focus is taken only to make Escape work and given back (issue 32: a view
/// controller that held first responder for its ⌘ shortcuts lost it to every popover).
@Suite struct KeyFocusHandoffTests {
    enum Responder: Equatable { case textField, controller, popover, fieldInPopover, other }

    @Test func aViewKeepsFocusNobodysFocusIsTakenAControllersIsBorrowed() {
        #expect(KeyFocusHandoff.onPresent(holder: .view) == .leave)
        #expect(KeyFocusHandoff.onPresent(holder: .nobody) == .take(givingBack: false))
        #expect(KeyFocusHandoff.onPresent(holder: .otherResponder) == .take(givingBack: true))
    }

    @Test(arguments: [false, true], [false, true])
    func onlyFocusStillWithThePopoverIsLetGo(holds: Bool, available: Bool) {
        let departure = KeyFocusHandoff.onDismiss(focusWithPopover: holds, previousHolderAvailable: available)
        #expect(departure == (!holds ? .nothing : (available ? .giveBack : .resign)))
    }

    /// Random presentations, each with a holder as it comes up and what happens while it
    /// is up (a view outside takes focus, a text field inside the popover takes it, the
    /// controller goes away), carried out as PopoverAccessibility carries them out. After
    /// each dismissal: nothing in the popover holds focus; a controller it took focus from
    /// has it back if it is still there; a view that held focus was never touched; whoever
    /// outside took focus meanwhile keeps it.
    @Test func randomPresentationsGiveFocusBack() {
        forAllSeeds(2_000) { _, random in
            for _ in 0..<20 {
                let before: Responder? = [nil, .textField, .controller].randomElement(using: &random)!
                var focus = before
                var controllerThere = true
                let holder: KeyFocusHandoff.Holder = switch before {
                case nil: .nobody
                case .textField: .view
                default: .otherResponder
                }
                var giveBackTo: Responder?
                if case let .take(givingBack) = KeyFocusHandoff.onPresent(holder: holder) {
                    giveBackTo = givingBack ? before : nil
                    focus = .popover
                } else if focus != before {
                    return "took focus from a view"
                }
                let userMovedFocus = Int.random(in: 0..<4, using: &random)
                switch userMovedFocus {
                case 0: focus = .other              // a view outside took focus
                case 1: focus = .fieldInPopover     // the user tapped a text field in the popover
                default: break
                }
                if random.chance(0.3) { controllerThere = false }    // the controller went away
                let available = giveBackTo == .controller && controllerThere
                let withPopover = focus == .popover || focus == .fieldInPopover
                switch KeyFocusHandoff.onDismiss(focusWithPopover: withPopover, previousHolderAvailable: available) {
                case .nothing: break
                case .resign: focus = nil
                case .giveBack: focus = giveBackTo
                }
                if focus == .popover || focus == .fieldInPopover { return "the popover kept focus" }
                if before == .textField, userMovedFocus > 1, focus != .textField { return "a text field lost focus" }
                if userMovedFocus == 0, focus != .other { return "focus taken from a view outside since" }
                if before == .controller, controllerThere, focus == nil { return "the controller did not get focus back" }
            }
            return nil
        }
    }
}
