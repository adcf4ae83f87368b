import Foundation
@testable import PopoverCore

import Testing

/// Issue 20, item 2: timed dismissal with an injected clock. WCAG 2.2.1 (Timing
/// Adjustable): a timed tip waits while VoiceOver runs or the tip has focus, and a touch
/// in it keeps it.
@Suite struct TimedDismissalTests {
    static let shown = Date(timeIntervalSince1970: 100)
    static func at(_ seconds: TimeInterval) -> Date { shown.addingTimeInterval(seconds) }

    @Test func itIsDueAfterItsDuration() {
        let timer = TimedDismissal(duration: 5, shownAt: Self.shown, voiceOverRunning: false)
        #expect(!timer.isDue(at: Self.at(4.999)))
        #expect(timer.isDue(at: Self.at(5)))
    }

    @Test func aTouchKeepsItForGood() {
        var timer = TimedDismissal(duration: 5, shownAt: Self.shown, voiceOverRunning: false)
        timer.handle(.touchedInside, at: Self.at(1))
        timer.handle(.focusInTip(true), at: Self.at(2))
        timer.handle(.focusInTip(false), at: Self.at(3))
        #expect(timer.deadline == nil && !timer.isDue(at: Self.at(1e6)))
    }

    /// VoiceOver running when it shows: nothing is due; when it stops, the whole duration
    /// runs from then. Focus in the tip pauses the same way.
    @Test func voiceOverAndFocusPauseAndRestartTheFullDuration() {
        var timer = TimedDismissal(duration: 5, shownAt: Self.shown, voiceOverRunning: true)
        #expect(!timer.isDue(at: Self.at(1e6)))
        timer.handle(.voiceOverRunning(false), at: Self.at(60))
        #expect(timer.deadline == Self.at(65))
        timer.handle(.focusInTip(true), at: Self.at(62))
        #expect(!timer.isDue(at: Self.at(70)))
        timer.handle(.voiceOverRunning(true), at: Self.at(63))
        timer.handle(.focusInTip(false), at: Self.at(64))
        #expect(timer.deadline == nil)
        timer.handle(.voiceOverRunning(false), at: Self.at(80))
        #expect(timer.deadline == Self.at(85))
    }

    @Test(arguments: [(-3, 0), (.nan, TimedDismissal.maximumDuration), (.infinity, TimedDismissal.maximumDuration), (0, 0)] as [(TimeInterval, TimeInterval)])
    func hostileDurationsAreBroughtInRange(duration: TimeInterval, taken: TimeInterval) {
        #expect(TimedDismissal(duration: duration, shownAt: Self.shown, voiceOverRunning: false).duration == taken)
    }

    /// Random event sequences: never due while paused or after a touch; when due, a full
    /// duration has passed since it showed or since its last pause ended.
    @Test func neverDueWhilePausedOverRandomSequences() {
        forAllSeeds(5_000) { _, random in
            let duration = TimeInterval(Int.random(in: 0...20, using: &random))
            var voiceOver = random.chance(0.3), focus = false, inactive = false, touched = false
            var timer = TimedDismissal(duration: duration, shownAt: Self.shown, voiceOverRunning: voiceOver)
            var now = Self.shown, resumed: Date? = voiceOver ? nil : Self.shown
            for _ in 0..<40 {
                now.addTimeInterval(TimeInterval(Int.random(in: 0...8, using: &random)))
                let event: TimedDismissal.Event = switch Int.random(in: 0..<7, using: &random) {
                case 0: .touchedInside
                case 1, 2: .voiceOverRunning(random.chance(0.5))
                case 3, 4: .appActive(random.chance(0.5))
                default: .focusInTip(random.chance(0.5))
                }
                let wasPaused = voiceOver || focus || inactive
                switch event {
                case .touchedInside: touched = true
                case let .voiceOverRunning(on): voiceOver = on
                case let .focusInTip(on): focus = on
                case let .appActive(active): inactive = !active
                }
                let paused = voiceOver || focus || inactive
                if wasPaused, !paused { resumed = now }
                if paused { resumed = nil }
                timer.handle(event, at: now)
                let probe = now.addingTimeInterval(TimeInterval(Int.random(in: 0...30, using: &random)))
                if timer.isDue(at: probe) {
                    if touched || paused { return "due while touched \(touched), VoiceOver \(voiceOver), focus \(focus), inactive \(inactive)" }
                    guard let resumed, probe.timeIntervalSince(resumed) >= duration else { return "due before a full duration" }
                } else if !touched, !paused, let resumed, probe.timeIntervalSince(resumed) >= duration {
                    return "not due \(probe.timeIntervalSince(resumed)) s after resuming with a \(duration) s duration"
                }
            }
            return nil
        }
    }

    /// Issue 35: a timed tip does not run out while the app is in the background; back in
    /// front, it stays its full duration again.
    @Test func theBackgroundPausesTheClock() {
        var timer = TimedDismissal(duration: 5, shownAt: Self.shown, voiceOverRunning: false)
        timer.handle(.appActive(false), at: Self.at(2))
        #expect(timer.deadline == nil)
        #expect(!timer.isDue(at: Self.at(600)))
        timer.handle(.appActive(true), at: Self.at(600))
        #expect(timer.deadline == Self.at(605))
        timer.handle(.touchedInside, at: Self.at(601))
        timer.handle(.appActive(false), at: Self.at(602))
        timer.handle(.appActive(true), at: Self.at(603))
        #expect(timer.deadline == nil)
    }
}
