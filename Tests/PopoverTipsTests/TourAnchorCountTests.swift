import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// The iOS 26.2 review, tour rules: a step's anchors on screen are counted; the step is missing only once
/// none is left (SwiftUI's old and new copies of a view overlap in a navigation transition).
@Suite struct TourAnchorCountTests {
    /// The new copy appears before the old one disappears: the step stays shown.
    @Test func aSecondAnchorKeepsTheStepShown() throws {
        var tour = try Tour(steps: ["share", "filter"])
        #expect(tour.handle(.anchorAppeared(step: 0)).isEmpty)
        #expect(tour.handle(.anchorAppeared(step: 1)).isEmpty)
        #expect(tour.start(onScreen: [0, 1]) == [.show(0)])
        #expect(tour.handle(.anchorAppeared(step: 0)).isEmpty)
        #expect(tour.handle(.anchorDisappeared(step: 0)).isEmpty)
        #expect(tour.state == .showing(0))
        #expect(tour.anchorsOnScreen[0] == 1)
        // The last one goes: the step is passed over.
        #expect(tour.handle(.anchorDisappeared(step: 0)) == [.hide(0), .show(1)])
        #expect(tour.anchorsOnScreen[0] == 0)
    }

    /// Waiting on a step, its first anchor brings it; a disappearance with nothing counted
    /// stays at zero.
    @Test func countsStartAtZeroAndNeverGoBelow() throws {
        var tour = try Tour(steps: ["share", "filter"], missingAnchor: .wait)
        #expect(tour.start(onScreen: []).isEmpty)
        #expect(tour.state == .waiting(0))
        #expect(tour.handle(.anchorDisappeared(step: 0)).isEmpty)
        #expect(tour.anchorsOnScreen[0] == 0)
        #expect(tour.handle(.anchorAppeared(step: 0)) == [.show(0)])
        #expect(tour.anchorsOnScreen[0] == 1)
    }

    /// `.anchor(step:available:)` says how it is now: `false` is zero whatever was counted,
    /// `true` keeps a count above zero.
    @Test func theAbsoluteEventSetsTheCount() throws {
        var tour = try Tour(steps: ["share", "filter"])
        _ = tour.handle(.anchorAppeared(step: 1))
        _ = tour.handle(.anchorAppeared(step: 1))
        _ = tour.handle(.anchor(step: 1, available: true))
        #expect(tour.anchorsOnScreen[1] == 2)
        _ = tour.handle(.anchor(step: 1, available: false))
        #expect(tour.anchorsOnScreen[1] == 0)
        _ = tour.handle(.anchor(step: 1, available: true))
        #expect(tour.anchorsOnScreen[1] == 1)
        // Steps the tour does not have are ignored.
        #expect(tour.handle(.anchorAppeared(step: 5)).isEmpty)
        #expect(tour.anchorsOnScreen[5] == nil)
    }
}
