import Foundation
import Testing
@testable import PopoverCore

/// The ending says who dismissed the popover: the reason of the dismissal that ends it.
@Suite struct DismissReasonTests {
    static let request = PopoverSessionTests.request()

    @Test(arguments: DismissReason.allCases, [PresentationMotion.none, .standard, .reduced])
    func theEndingCarriesTheReason(reason: DismissReason, motion: PresentationMotion) throws {
        var session = PopoverSession()
        _ = session.handle(.present(Self.request, motion: .none))
        var effects = session.handle(.dismiss(motion: motion, reason: reason))
        for case let .animate(_, token, _, _) in effects { effects = session.handle(.animationFinished(token)) }
        #expect(effects.last == .notifyEnded(.dismissed(reason)))
    }

    /// A second dismissal while the first fades out keeps the first one's reason.
    @Test func aDismissalUnderWayKeepsItsReason() {
        var session = PopoverSession()
        _ = session.handle(.present(Self.request, motion: .none))
        _ = session.handle(.dismiss(motion: .standard, reason: .outsideTap))
        #expect(session.handle(.dismiss(motion: .none, reason: .app)).last == .notifyEnded(.dismissed(.outsideTap)))
    }

    /// A dismissal that a present interrupted is forgotten: the next one says why.
    @Test func anInterruptedDismissalIsForgotten() {
        var session = PopoverSession()
        _ = session.handle(.present(Self.request, motion: .none))
        _ = session.handle(.dismiss(motion: .standard, reason: .escapeKey))
        _ = session.handle(.present(Self.request, motion: .standard))
        #expect(session.handle(.dismiss(motion: .none, reason: .voiceOver)).last == .notifyEnded(.dismissed(.voiceOver)))
    }

    /// Without a reason, a dismissal is the app's; so is the end of a popover presented
    /// into another container.
    @Test func theAppIsTheDefault() {
        var session = PopoverSession()
        _ = session.handle(.present(Self.request, motion: .none))
        #expect(session.handle(.present(Self.request, motion: .none, inAnotherContainer: true)).contains(.notifyEnded(.dismissed(.app))))
        #expect(session.handle(.dismiss(motion: .none)).last == .notifyEnded(.dismissed(.app)))
        #expect(DismissReason.allCases.filter(\.isUserInitiated) == [.outsideTap, .escapeKey, .voiceOver, .popoverTap, .appDeactivated])
    }
}
