import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Issue 20, item 3: the attention motion's keyframes.
@Suite struct AttentionMotionTests {
    /// Each cycle starts and ends at rest, in time order within the cycle's moving part;
    /// a bounce moves only along the arrow's axis, towards the anchor (the way the arrow
    /// points), never past 6 pt; a pulse only scales, by at most 4 %.
    @Test(arguments: AttentionMotion.allCases)
    func keyframesStartAndEndAtRestAndStayGentle(motion: AttentionMotion) throws {
        for direction in ArrowDirection.arrowed {
            let frames = AttentionMotion.keyframes(motion, arrowDirection: direction, reduceMotion: false)
            let first = try #require(frames.first), last = try #require(frames.last)
            #expect(first.time == 0 && last.time <= 0.4)
            #expect(first.offset == .zero && last.offset == .zero && first.scale == 1 && last.scale == 1)
            #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time < $1.time })
            for frame in frames {
                let along = direction.isVertical ? frame.offset.y : frame.offset.x
                let across = direction.isVertical ? frame.offset.x : frame.offset.y
                let towards: CGFloat = direction == .up || direction == .left ? -1 : 1
                #expect(across == 0)
                #expect(along * towards >= 0 && abs(along) <= 6)
                #expect(frame.scale >= 1 && frame.scale <= 1.04)
                if motion == .pulse { #expect(frame.offset == .zero) } else { #expect(frame.scale == 1) }
            }
        }
    }

    /// Reduce Motion: nothing moves. Without an arrow a bounce has no way to go.
    @Test func reduceMotionAndNoArrowStopTheBounce() {
        for motion in AttentionMotion.allCases {
            for direction in ArrowDirection.arrowed + [.unknown] {
                #expect(AttentionMotion.keyframes(motion, arrowDirection: direction, reduceMotion: true).isEmpty)
            }
        }
        #expect(AttentionMotion.keyframes(.bounce, arrowDirection: .unknown, reduceMotion: false).isEmpty)
        #expect(AttentionMotion.keyframes(.pulse, arrowDirection: .unknown, reduceMotion: false).count == 3)
    }
}
