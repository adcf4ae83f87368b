import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// The iOS 26.2 review, the attention motion: it comes back after a trip to the
/// background and follows Reduce Motion switched while it plays.
@Suite struct AttentionPlaybackTests {
    @Test func itComesBackFromTheBackground() {
        var playback = AttentionPlayback()
        #expect(playback.handle(.requested(.bounce)) == .start(.bounce))
        #expect(playback.handle(.inForeground(false)) == .stop)
        #expect(playback.handle(.inForeground(false)) == nil)
        #expect(playback.handle(.inForeground(true)) == .start(.bounce))
        #expect(playback.playing == .bounce)
    }

    /// Reduce Motion switched on stops it; off again, it plays what was asked, and
    /// nothing when the app has stopped it meanwhile.
    @Test func itFollowsReduceMotion() {
        var playback = AttentionPlayback()
        _ = playback.handle(.requested(.pulse))
        #expect(playback.handle(.reduceMotion(true)) == .stop)
        #expect(playback.handle(.requested(.bounce)) == nil)
        #expect(playback.handle(.reduceMotion(false)) == .start(.bounce))
        _ = playback.handle(.reduceMotion(true))
        #expect(playback.handle(.requested(nil)) == nil)
        #expect(playback.handle(.reduceMotion(false)) == nil)
        #expect(playback.playing == nil)
    }

    /// Random changes: what plays is always the motion asked for when Reduce Motion is
    /// off and the app in the foreground, else none, and a change is said exactly when
    /// what plays changes.
    @Test func whatPlaysFollowsTheThreeInputs() {
        forAllSeeds(5_000) { _, random in
            var playback = AttentionPlayback(reduceMotion: random.chance(0.5), inForeground: random.chance(0.8))
            var requested: AttentionMotion?, reduce = playback.reduceMotion, foreground = playback.inForeground
            var playing: AttentionMotion?
            for _ in 0..<30 {
                let event: AttentionPlayback.Event = switch Int.random(in: 0..<3, using: &random) {
                case 0: .requested(random.chance(0.3) ? nil : AttentionMotion.allCases[Int.random(in: 0..<2, using: &random)])
                case 1: .reduceMotion(random.chance(0.5))
                default: .inForeground(random.chance(0.5))
                }
                switch event {
                case let .requested(motion): requested = motion
                case let .reduceMotion(on): reduce = on
                case let .inForeground(on): foreground = on
                }
                let due = reduce || !foreground ? nil : requested
                let change = playback.handle(event)
                let expected: AttentionPlayback.Change? = due == playing ? nil : due.map { .start($0) } ?? .stop
                if change != expected { return "\(event): \(String(describing: change)), expected \(String(describing: expected))" }
                playing = due
                if playback.playing != due { return "playing \(String(describing: playback.playing)), due \(String(describing: due))" }
            }
            return nil
        }
    }
}
