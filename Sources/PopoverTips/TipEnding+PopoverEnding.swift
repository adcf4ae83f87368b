import Foundation
import PopoverCore

extension TipEnding {
    /// How a tip's popover ending reads for its rules: the user closing it (a tap outside
    /// or on the tip, Escape, VoiceOver's escape) is `closed`; its time running out is
    /// `timedOut`; the app's own dismissal, the anchor leaving or no room to place it is
    /// `app`. An action is told apart by the tip itself, before its popover ends.
    ///
    /// ```swift
    /// TipEnding(.dismissed(.outsideTap))   // .closed
    /// TipEnding(.dismissed(.timeout))      // .timedOut
    /// TipEnding(.anchorLeftWindow)         // .app
    /// ```
    public init(_ ending: PopoverEnding) {
        switch ending {
        case .dismissed(.timeout): self = .timedOut
        case .dismissed(.app), .anchorLeftWindow, .placementFailed: self = .app
        case .dismissed: self = .closed
        }
    }
}
