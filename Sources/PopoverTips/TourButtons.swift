import Foundation
import PopoverCore

/// The buttons a tour adds to each step's tip, and what tapping them tells the tour: the
/// UIKit and SwiftUI drivers both show these, so a tour's buttons read and behave alike.
///
/// Each step has two (a tip holds at most two): Next, or Done on the last step, then Skip.
/// Back is ``TourEvent/back``, for the app's own control (a swipe, a toolbar button).
///
/// ```swift
/// let buttons = TourButtons()
/// buttons.actions(step: 2, of: 3).map(\.title)      // ["Done", "Skip"]
/// buttons.event(for: TipAction(id: TourButtons.skipID, title: "Skip"), step: 0, of: 3)  // .skip
/// ```
public struct TourButtons: Sendable, Hashable {
    /// The button that moves on.
    public var nextTitle: String
    /// The last step's button, which finishes the tour.
    public var doneTitle: String
    /// The button that skips the rest.
    public var skipTitle: String

    /// The actions' identifiers, to tell them apart from a step's own.
    public static let nextID = "tour.next", doneID = "tour.done", skipID = "tour.skip"

    /// Buttons with these titles (English by default; pass your localized ones).
    ///
    /// ```swift
    /// TourButtons(nextTitle: "Weiter", doneTitle: "Fertig", skipTitle: "Überspringen").nextTitle  // "Weiter"
    /// ```
    public init(nextTitle: String = "Next", doneTitle: String = "Done", skipTitle: String = "Skip") {
        self.nextTitle = nextTitle
        self.doneTitle = doneTitle
        self.skipTitle = skipTitle
    }

    /// The actions for step `step` of a tour of `count` steps: Next (Done on the last), Skip.
    ///
    /// ```swift
    /// TourButtons().actions(step: 0, of: 3).map(\.id)  // ["tour.next", "tour.skip"]
    /// ```
    public func actions(step: Int, of count: Int) -> [TipAction] {
        let last = step >= count - 1
        return [TipAction(id: last ? Self.doneID : Self.nextID, title: last ? doneTitle : nextTitle), TipAction(id: Self.skipID, title: skipTitle)]
    }

    /// What tapping `action` on step `step` tells the tour; `nil` for an action that is
    /// not one of the tour's buttons.
    ///
    /// ```swift
    /// TourButtons().event(for: TipAction(id: TourButtons.doneID, title: "Done"), step: 2, of: 3)  // .finish
    /// ```
    public func event(for action: TipAction, step: Int, of count: Int) -> TourEvent? {
        switch action.id {
        case Self.skipID: .skip
        case Self.doneID: .finish
        case Self.nextID: step >= count - 1 ? .finish : .next
        default: nil
        }
    }
}
