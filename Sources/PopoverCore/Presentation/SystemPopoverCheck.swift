import Foundation

/// Whether a controller may present another as a system popover now, and if not, why:
/// UIKit raises an exception or warns and shows nothing when a controller presents while
/// it is off screen, already presents or is going, or when the controller to present is
/// already presented, a child, or the presenter itself. `presentAsPopover` asks this
/// first and returns `nil`, presenting nothing, when it refuses.
///
/// ```swift
/// var check = SystemPopoverCheck()
/// check.refusal              // nil: it may present
/// check.presenterInWindow = false
/// check.refusal              // .presenterNotInWindow
/// ```
package struct SystemPopoverCheck: Sendable, Equatable {
    /// Why a presentation is refused, the first that applies in this order.
    public enum Refusal: Sendable, Equatable, CaseIterable {
        /// The presenting controller's view is not in a window.
        case presenterNotInWindow
        /// The presenting controller already presents a controller, or is being dismissed.
        case presenterBusy
        /// The controller to present is the presenter itself.
        case presentsItself
        /// The controller to present is already presented, or on its way.
        case alreadyPresented
        /// The controller to present is another controller's child.
        case isAChild
    }

    /// The presenter's view is in a window.
    public var presenterInWindow = true
    /// The presenter already presents a controller.
    public var presenterPresentsAnother = false
    /// The presenter is being dismissed.
    public var presenterIsBeingDismissed = false
    /// The controller to present is the presenter.
    public var isThePresenter = false
    /// The controller to present has a presenting controller.
    public var isPresented = false
    /// The controller to present is being presented.
    public var isBeingPresented = false
    /// The controller to present has a parent.
    public var hasParent = false

    /// A check with every fact at its harmless value; set those that hold.
    ///
    /// ```swift
    /// SystemPopoverCheck().refusal  // nil
    /// ```
    public init() {}

    /// Why the presentation is refused, or `nil` when it may go ahead.
    ///
    /// ```swift
    /// var check = SystemPopoverCheck()
    /// check.hasParent = true
    /// check.refusal  // .isAChild
    /// ```
    public var refusal: Refusal? {
        if !presenterInWindow { return .presenterNotInWindow }
        if presenterPresentsAnother || presenterIsBeingDismissed { return .presenterBusy }
        if isThePresenter { return .presentsItself }
        if isPresented || isBeingPresented { return .alreadyPresented }
        if hasParent { return .isAChild }
        return nil
    }
}
