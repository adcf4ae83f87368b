import Foundation
import PopoverCore

extension TipEnding {
    /// How a tip's popover ending reads for its rules: the user closing it (a tap outside,
    /// Escape, VoiceOver's escape) is `closed`; the app's own dismissal, the anchor leaving
    /// or no room to place it is `app`. An action and a timeout are told apart by the
    /// tip itself, before its popover ends.
    ///
    /// ```swift
    /// TipEnding(.dismissed(.outsideTap))   // .closed
    /// TipEnding(.anchorLeftWindow)         // .app
    /// ```
    public init(_ ending: PopoverEnding) {
        switch ending {
        case .dismissed(.app), .anchorLeftWindow, .placementFailed: self = .app
        case .dismissed: self = .closed
        }
    }
}
