import Foundation

/// When a popover (a tip) shown with `dismissAfter` goes by itself, as a value fed with events and
/// the time (the caller's clock). A timed message must be adjustable for people who need
/// longer (WCAG 2.2.1), so:
/// - a touch in the tip cancels the timer for good;
/// - while VoiceOver runs, while the tip holds accessibility focus, or while the app is
///   not active (in the background, under Control Centre or a call), nothing is due;
///   when that ends, the full duration starts again from then;
/// - otherwise the tip is due `duration` seconds after it showed.
///
/// ```swift
/// let shown = Date(timeIntervalSince1970: 0)
/// var timer = TimedDismissal(duration: 5, shownAt: shown, voiceOverRunning: false)
/// timer.isDue(at: shown.addingTimeInterval(5))   // true
/// timer.handle(.touchedInside, at: shown.addingTimeInterval(1))
/// timer.deadline                                 // nil
/// ```
public struct TimedDismissal: Sendable, Hashable {
    /// What the tip's view tells the timer.
    public enum Event: Sendable, Hashable {
        /// The user touched the tip.
        case touchedInside
        /// VoiceOver started (`true`) or stopped (`false`).
        case voiceOverRunning(Bool)
        /// Accessibility focus moved into the tip (`true`) or out of it (`false`).
        case focusInTip(Bool)
        /// The app became active (`true`) or stopped being active (`false`).
        case appActive(Bool)
    }

    /// The longest duration a timer takes: a hundred years, in seconds.
    ///
    /// ```swift
    /// TimedDismissal.maximumDuration  // 3_155_760_000
    /// ```
    public static let maximumDuration: TimeInterval = 100 * 365.25 * 86_400

    /// Seconds the tip stays, from when it showed or when the last pause ended.
    public let duration: TimeInterval
    /// When the tip is due to go; `nil` while paused or after a touch cancelled it.
    public private(set) var deadline: Date?
    private var cancelled = false
    private var voiceOverRunning: Bool
    private var focusInTip = false
    private var appInactive = false

    /// A timer for a tip shown at `shownAt`; a duration that is not a positive finite
    /// number of seconds up to ``maximumDuration`` is brought into that range
    /// (a negative one is due at once; NaN counts as the limit).
    ///
    /// ```swift
    /// TimedDismissal(duration: 5, shownAt: Date(timeIntervalSince1970: 0), voiceOverRunning: true).deadline  // nil
    /// ```
    public init(duration: TimeInterval, shownAt: Date, voiceOverRunning: Bool) {
        self.duration = duration.isNaN ? Self.maximumDuration : min(max(0, duration), Self.maximumDuration)
        self.voiceOverRunning = voiceOverRunning
        deadline = voiceOverRunning ? nil : shownAt.addingTimeInterval(self.duration)
    }

    /// Takes an event at `now`.
    ///
    /// ```swift
    /// var timer = TimedDismissal(duration: 5, shownAt: Date(timeIntervalSince1970: 0), voiceOverRunning: true)
    /// timer.handle(.voiceOverRunning(false), at: Date(timeIntervalSince1970: 60))
    /// timer.deadline == Date(timeIntervalSince1970: 65)  // true
    /// ```
    public mutating func handle(_ event: Event, at now: Date) {
        let wasPaused = isPaused
        switch event {
        case .touchedInside: cancelled = true
        case let .voiceOverRunning(running): voiceOverRunning = running
        case let .focusInTip(inTip): focusInTip = inTip
        case let .appActive(active): appInactive = !active
        }
        let paused = isPaused
        if cancelled || paused {
            deadline = nil
        } else if wasPaused {
            deadline = now.addingTimeInterval(duration)
        }
    }

    /// Whether nothing may be due now: VoiceOver runs, the focus is in the tip, or the
    /// app is not active.
    private var isPaused: Bool { voiceOverRunning || focusInTip || appInactive }

    /// Whether the tip should go at `now`.
    ///
    /// ```swift
    /// let timer = TimedDismissal(duration: 5, shownAt: Date(timeIntervalSince1970: 0), voiceOverRunning: false)
    /// timer.isDue(at: Date(timeIntervalSince1970: 4))  // false
    /// ```
    public func isDue(at now: Date) -> Bool {
        deadline.map { now >= $0 } ?? false
    }
}
