import Foundation
import Testing
@testable import PopoverCore

/// When `presentAsPopover` refuses to present (returns `nil`) instead of letting UIKit
/// raise or warn: every combination of the seven facts.
@Suite struct SystemPopoverCheckTests {
    @Test func everyCombinationIsRefusedForItsFirstReasonOrAllowed() {
        for bits in 0..<128 {
            var check = SystemPopoverCheck()
            check.presenterInWindow = bits & 1 == 0
            check.presenterPresentsAnother = bits & 2 != 0
            check.presenterIsBeingDismissed = bits & 4 != 0
            check.isThePresenter = bits & 8 != 0
            check.isPresented = bits & 16 != 0
            check.isBeingPresented = bits & 32 != 0
            check.hasParent = bits & 64 != 0
            let expected: SystemPopoverCheck.Refusal? =
                bits & 1 != 0 ? .presenterNotInWindow
                : bits & 6 != 0 ? .presenterBusy
                : bits & 8 != 0 ? .presentsItself
                : bits & 48 != 0 ? .alreadyPresented
                : bits & 64 != 0 ? .isAChild
                : nil
            #expect(check.refusal == expected, "facts \(bits)")
        }
    }
}
