/// What a tap outside the popover does (on no passthrough view and no popover above
/// it). UIKit's popovers take the tap and close: ``dismiss``, the default. A menu or a
/// selection that should also act on what was tapped passes the tap on; a tooltip beside
/// a form lets it through and stays; a step that must be read blocks it.
///
/// ```swift
/// let menu = OutsideTap.dismissAndPassThrough   // tap another button: close, and that button acts
/// menu.passesThrough                            // true
/// OutsideTap.block.dismisses                    // false
/// ```
public enum OutsideTap: String, Sendable, Hashable, CaseIterable, Codable {
    /// Dismiss the popover; the tap goes no further (UIKit's popovers).
    case dismiss
    /// Dismiss the popover, and the view under the tap gets it too.
    case dismissAndPassThrough
    /// The view under the tap gets it; the popover stays.
    case passThrough
    /// Nothing outside reacts and the popover stays (a handler may still hear the tap).
    case block

    /// Whether the tap dismisses the popover.
    ///
    /// ```swift
    /// OutsideTap.dismissAndPassThrough.dismisses  // true
    /// ```
    public var dismisses: Bool { self == .dismiss || self == .dismissAndPassThrough }

    /// Whether the view under the tap gets it.
    ///
    /// ```swift
    /// OutsideTap.dismiss.passesThrough  // false
    /// ```
    public var passesThrough: Bool { self == .dismissAndPassThrough || self == .passThrough }
}
