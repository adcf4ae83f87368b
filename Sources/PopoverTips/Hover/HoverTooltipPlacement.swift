/// Where a hover tooltip shows: at the pointer (below the cursor, arrowless, as the Mac's
/// tooltips do: ``/PopoverCore/PointerAnchor``) or at its target, with an arrow pointing
/// at it (below the target, or above when there is no room).
///
/// ```swift
/// HoverTooltipPlacement.pointer.showsArrow  // false
/// HoverTooltipPlacement.target.showsArrow   // true
/// ```
public enum HoverTooltipPlacement: String, Sendable, Hashable, CaseIterable {
    /// Below the cursor, its leading end at the pointer, arrowless (the default).
    case pointer
    /// Below (or above) the target, its arrow pointing at it.
    case target

    /// Whether the tooltip has an arrow.
    public var showsArrow: Bool { self == .target }
}
