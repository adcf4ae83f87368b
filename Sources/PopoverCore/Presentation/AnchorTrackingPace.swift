import Foundation

/// How often to look at a followed anchor view: every display frame while it moves, a few
/// times a second once it has kept still for a while, so a popover that sits still does
/// not run the display link at the screen's full rate for its whole life. A tick whose
/// anchor frame is unchanged places nothing again.
///
/// ```swift
/// var pace = AnchorTrackingPace()
/// let anchor = CGRect(x: 10, y: 10, width: 44, height: 44)
/// pace.observe(anchor).placesAgain                   // true: the first look
/// pace.observe(anchor).placesAgain                   // false: it has not moved
/// pace.observe(anchor.offsetBy(dx: 0, dy: 5)).rate   // .moving
/// ```
package struct AnchorTrackingPace: Sendable, Equatable {
    /// A display link's frame rate range (Core Animation's `CAFrameRateRange`).
    public struct FrameRateRange: Sendable, Equatable {
        /// The lowest rate wanted, in frames a second; 0 for the display's own.
        public var minimum: Float
        /// The highest rate wanted; 0 for the display's own.
        public var maximum: Float
        /// The rate preferred; 0 for the display's own.
        public var preferred: Float
    }

    /// How fast to look now.
    public enum Rate: Sendable, Equatable {
        /// Every display frame: the anchor moved lately.
        case moving
        /// A few times a second: the anchor has kept still.
        case idle

        /// The display link's range for this rate: the display's own while moving;
        /// 10 to 20 (15 preferred) while idle, so a scroll that starts is caught within
        /// about 70 ms, after which every frame is followed.
        ///
        /// ```swift
        /// AnchorTrackingPace.Rate.idle.frameRateRange.preferred  // 15
        /// ```
        public var frameRateRange: FrameRateRange {
            switch self {
            case .moving: FrameRateRange(minimum: 0, maximum: 0, preferred: 0)
            case .idle: FrameRateRange(minimum: 10, maximum: 20, preferred: 15)
            }
        }
    }

    /// What one look decided.
    public struct Tick: Sendable, Equatable {
        /// The anchor's frame changed (or this is the first look, or the anchor went):
        /// place the popover again.
        public var placesAgain: Bool
        /// How fast to look from now on.
        public var rate: Rate
        /// The rate differs from the previous look's: set the display link's range.
        public var rateChanged: Bool
    }

    /// Unchanged looks in a row after which the pace drops to ``Rate/idle``.
    public var stillLooksBeforeIdle: Int
    /// The current pace.
    public private(set) var rate: Rate = .moving
    private var lastFrame: CGRect?
    private var hasLooked = false
    private var stillLooks = 0

    /// Starts at the display's full rate.
    ///
    /// ```swift
    /// AnchorTrackingPace(stillLooksBeforeIdle: 30).rate  // .moving
    /// ```
    public init(stillLooksBeforeIdle: Int = 30) {
        self.stillLooksBeforeIdle = max(1, stillLooksBeforeIdle)
    }

    /// Takes the anchor's frame now (`nil` when it cannot be read: it left the window)
    /// and says whether to place again and how fast to look next.
    ///
    /// ```swift
    /// var pace = AnchorTrackingPace(stillLooksBeforeIdle: 2)
    /// let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    /// _ = pace.observe(frame)
    /// _ = pace.observe(frame)
    /// pace.observe(frame).rate  // .idle
    /// ```
    public mutating func observe(_ frame: CGRect?) -> Tick {
        let moved = !hasLooked || frame != lastFrame
        hasLooked = true
        lastFrame = frame
        stillLooks = moved ? 0 : stillLooks + 1
        let previous = rate
        rate = stillLooks >= stillLooksBeforeIdle ? .idle : .moving
        return Tick(placesAgain: moved, rate: rate, rateChanged: rate != previous)
    }
}
