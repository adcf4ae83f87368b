import Foundation
import Testing
@testable import PopoverTips

/// The tour's waits, moved from the Apple layer (issue 45): each is a real time, the
/// orders between them hold (a retry never comes before the scroll it follows could end),
/// and Reduce Motion scrolls without animation.
@Suite struct TourTimingTests {
    @Test func reduceMotionJumpsAndOtherwiseScrollsBriefly() {
        #expect(TourTiming.revealScrollDuration(reduceMotion: true) == 0)
        let scroll = TourTiming.revealScrollDuration(reduceMotion: false)
        #expect(scroll > 0 && scroll <= 0.5)
    }

    @Test func theWaitsComeInOrder() {
        let all = [TourTiming.defaultScrollAnimation, TourTiming.unplacedRetry,
                   TourTiming.revealScrollDuration(reduceMotion: false)]
        #expect(all.allSatisfy { $0.isFinite && $0 > 0 })
        // A step looked at again after no room comes after any scroll that revealed it.
        #expect(TourTiming.unplacedRetry >= TourTiming.revealScrollDuration(reduceMotion: false))
        #expect(TourTiming.unplacedRetry >= TourTiming.defaultScrollAnimation)
    }
}
