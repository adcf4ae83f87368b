import Foundation

/// When a system popover's content wears the skin's corners: only while the skin is in a
/// window and the controller is still presented by the popover that rounded it. The
/// content's own corner radius and clipping come back when the skin leaves the window
/// (the popover went, or a full-screen cover from inside it took it out of the window;
/// the corners come back with it), and never twice.
///
/// The skin's background view is the witness: it is the package's own view, in the same
/// container as the content, so PopoverKit adds no view to a controller it does not own
/// (a `UIVisualEffectView` root refuses subviews: UIVisualEffectView.h).
///
/// ```swift
/// ContentCornerRule.change(skinInWindow: true, presentedByItsPopover: true, isApplied: false)   // .apply
/// ContentCornerRule.change(skinInWindow: false, presentedByItsPopover: true, isApplied: true)   // .restore
/// ```
package enum ContentCornerRule {
    /// What happens to the content's corners.
    public enum Change: Sendable, Equatable {
        /// Keep the content's corner radius and clipping aside, then round and clip it.
        case apply
        /// Give the content its own corner radius and clipping back.
        case restore
        /// Nothing changes.
        case keep
    }

    /// The change when the skin moves into or out of a window.
    ///
    /// - Parameters:
    ///   - skinInWindow: the skin's background view is in a window now.
    ///   - presentedByItsPopover: the controller is still presented by the presentation
    ///     that asked for the corners.
    ///   - isApplied: the corners are on (the content's own are kept aside).
    ///
    /// ```swift
    /// ContentCornerRule.change(skinInWindow: true, presentedByItsPopover: false, isApplied: false)  // .keep
    /// ```
    public static func change(skinInWindow: Bool, presentedByItsPopover: Bool, isApplied: Bool) -> Change {
        if skinInWindow, presentedByItsPopover { return isApplied ? .keep : .apply }
        return isApplied ? .restore : .keep
    }
}
