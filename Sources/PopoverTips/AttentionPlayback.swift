import Foundation
import PopoverCore

/// Which ``AttentionMotion`` plays on a shown tip now: the one asked for, unless Reduce
/// Motion is on or the app is in the background (Core Animation drops a repeating
/// animation there, so it is stopped on the way out and started again on the way back).
/// Each change of what is asked or of either setting says whether to start a motion or
/// stop the one playing.
///
/// ```swift
/// var playback = AttentionPlayback()
/// playback.handle(.requested(.bounce))     // .start(.bounce)
/// playback.handle(.inForeground(false))    // .stop
/// playback.handle(.inForeground(true))     // .start(.bounce): back from the background
/// playback.handle(.reduceMotion(true))     // .stop
/// playback.handle(.reduceMotion(false))    // .start(.bounce)
/// ```
public struct AttentionPlayback: Sendable, Hashable {
    /// What changed.
    public enum Event: Sendable, Hashable {
        /// The app asked for this motion, or for none (`nil`).
        case requested(AttentionMotion?)
        /// Reduce Motion was switched on (`true`) or off.
        case reduceMotion(Bool)
        /// The app came to the foreground (`true`) or went to the background.
        case inForeground(Bool)
    }

    /// What the driver must do.
    public enum Change: Sendable, Hashable {
        /// Play this motion (in place of any playing).
        case start(AttentionMotion)
        /// Stop the motion playing.
        case stop
    }

    /// The motion asked for, `nil` for none.
    public private(set) var requested: AttentionMotion?
    /// Whether Reduce Motion is on.
    public private(set) var reduceMotion: Bool
    /// Whether the app is in the foreground.
    public private(set) var inForeground: Bool
    /// The motion playing now.
    public private(set) var playing: AttentionMotion?

    /// Nothing asked for yet, with the settings as they are now.
    ///
    /// ```swift
    /// AttentionPlayback(reduceMotion: true).playing  // nil
    /// ```
    public init(reduceMotion: Bool = false, inForeground: Bool = true) {
        self.reduceMotion = reduceMotion
        self.inForeground = inForeground
    }

    /// Takes a change and says what to do, or `nil` when what plays stays the same.
    ///
    /// ```swift
    /// var playback = AttentionPlayback(reduceMotion: true)
    /// playback.handle(.requested(.pulse))      // nil: Reduce Motion is on
    /// playback.handle(.reduceMotion(false))    // .start(.pulse)
    /// ```
    public mutating func handle(_ event: Event) -> Change? {
        switch event {
        case let .requested(motion): requested = motion
        case let .reduceMotion(on): reduceMotion = on
        case let .inForeground(foreground): inForeground = foreground
        }
        let due = reduceMotion || !inForeground ? nil : requested
        guard due != playing else { return nil }
        playing = due
        return due.map(Change.start) ?? .stop
    }
}
