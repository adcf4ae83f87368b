import Foundation
import Testing
@testable import PopoverCore

/// The anchor tracker's display link runs at full rate only while the anchor moves.
@Suite struct AnchorTrackingPaceTests {
    @Test func stillAnchorsDropToTheIdleRateAndMovingOnesComeBack() {
        var pace = AnchorTrackingPace(stillLooksBeforeIdle: 3)
        let frame = CGRect(x: 20, y: 300, width: 44, height: 44)
        let first = pace.observe(frame)
        #expect(first.placesAgain && first.rate == .moving && !first.rateChanged)
        var ticks: [AnchorTrackingPace.Tick] = []
        for _ in 0..<5 { ticks.append(pace.observe(frame)) }
        #expect(ticks.allSatisfy { !$0.placesAgain })
        #expect(ticks.map(\.rate) == [.moving, .moving, .idle, .idle, .idle])
        #expect(ticks.map(\.rateChanged) == [false, false, true, false, false])
        let moved = pace.observe(frame.offsetBy(dx: 0, dy: -12))
        #expect(moved.placesAgain && moved.rate == .moving && moved.rateChanged)
        // An anchor that leaves the window is news too (the popover then ends).
        #expect(pace.observe(nil).placesAgain)
        #expect(!pace.observe(nil).placesAgain)
    }

    @Test func anAnchorThatKeepsMovingNeverIdles() {
        var pace = AnchorTrackingPace(stillLooksBeforeIdle: 2)
        for step in 0..<100 {
            let tick = pace.observe(CGRect(x: CGFloat(step), y: 0, width: 10, height: 10))
            #expect(tick.placesAgain && tick.rate == .moving)
        }
    }

    @Test func idleIsSlowerThanTheDisplayAndMovingIsTheDisplays() {
        let idle = AnchorTrackingPace.Rate.idle.frameRateRange
        #expect(idle.minimum > 0 && idle.minimum <= idle.preferred && idle.preferred <= idle.maximum && idle.maximum <= 30)
        #expect(AnchorTrackingPace.Rate.moving.frameRateRange == .init(minimum: 0, maximum: 0, preferred: 0))
        #expect(AnchorTrackingPace(stillLooksBeforeIdle: -4).stillLooksBeforeIdle == 1)
    }
}
