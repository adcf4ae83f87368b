import Foundation

/// Who holds key focus (UIKit's first responder) when a standalone popover comes up, and
/// what the popover does with it, so the Escape key reaches the popover without taking
/// anything away for good.
///
/// - A view holds it (a text field with its keyboard): it is left alone; its responder
///   chain reaches the controller where Escape is registered.
/// - Nothing holds it (the usual state after tapping a button): the popover takes it.
/// - Another responder holds it (a view controller that keeps it to offer its ⌘ shortcuts):
///   the popover takes it and gives it back when it goes.
///
/// ```swift
/// KeyFocusHandoff.onPresent(holder: .otherResponder)  // .take(givingBack: true)
/// KeyFocusHandoff.onPresent(holder: .view)            // .leave
/// ```
package enum KeyFocusHandoff {
    /// What holds key focus in the popover's window as it comes up.
    public enum Holder: Sendable, Equatable {
        /// Nothing: key commands would reach no one.
        case nobody
        /// A view of the window (a text field, say).
        case view
        /// A responder that is not a view, such as a view controller.
        case otherResponder
    }

    /// What the popover does as it comes up.
    public enum Arrival: Sendable, Equatable {
        /// It leaves key focus where it is.
        case leave
        /// It takes key focus; with `givingBack`, the holder gets it back when the popover goes.
        case take(givingBack: Bool)
    }

    /// What the popover does as it goes.
    public enum Departure: Sendable, Equatable {
        /// Nothing: key focus went outside the popover since.
        case nothing
        /// Whoever holds key focus in the popover lets it go.
        case resign
        /// Whoever holds key focus in the popover lets it go, and the responder that held
        /// it before gets it back.
        case giveBack
    }

    /// The arrival for `holder`.
    ///
    /// ```swift
    /// KeyFocusHandoff.onPresent(holder: .nobody)  // .take(givingBack: false)
    /// ```
    public static func onPresent(holder: Holder) -> Arrival {
        switch holder {
        case .view: .leave
        case .nobody: .take(givingBack: false)
        case .otherResponder: .take(givingBack: true)
        }
    }

    /// The departure: focus still with the popover (the popover itself, or a view inside
    /// it, such as a text field the user tapped there) is let go and handed back to the
    /// previous holder if that one is still there to take it; focus that went elsewhere
    /// (outside the popover) stays where it is.
    ///
    /// - Parameters:
    ///   - focusWithPopover: the popover or a view inside it is first responder now.
    ///   - previousHolderAvailable: the responder it took focus from (if it is to get it
    ///     back) still exists and can take it.
    ///
    /// ```swift
    /// KeyFocusHandoff.onDismiss(focusWithPopover: true, previousHolderAvailable: true)   // .giveBack
    /// KeyFocusHandoff.onDismiss(focusWithPopover: false, previousHolderAvailable: true)  // .nothing
    /// ```
    public static func onDismiss(focusWithPopover: Bool, previousHolderAvailable: Bool) -> Departure {
        guard focusWithPopover else { return .nothing }
        return previousHolderAvailable ? .giveBack : .resign
    }
}
