/// What a touch in a popover's container does to that popover: the popover takes it
/// (it is on the popover's own outline), it reaches the view under it, it dismisses the
/// popover (and may reach the view too), or the popover blocks it.
/// `OutsideInteraction/touch(onThisPopover:onAPopoverAbove:onAPassthroughView:inDimHole:onAPopoverBelow:)`
/// decides; the view that catches outside taps only asks.
///
/// ```swift
/// let rule = OutsideInteraction(outsideTap: .dismiss, hasPassthroughViews: false)
/// rule.touch(onThisPopover: false, onAPopoverAbove: false, onAPassthroughView: false, inDimHole: false, onAPopoverBelow: false)  // .dismisses(.outsideTap)
/// rule.touch(onThisPopover: false, onAPopoverAbove: true, onAPassthroughView: false, inDimHole: false, onAPopoverBelow: false)   // .passesThrough
/// ```
package enum ContainerTouch: Sendable, Hashable {
    /// On the popover's own outline (arrow included): not outside; the popover takes it.
    case onPopover
    /// It reaches the view under it (a popover above, a passthrough view, or any view
    /// when outside taps pass through); the popover stays.
    case passesThrough
    /// It dismisses the popover, for this reason (``DismissReason/outsideTap``), and goes
    /// no further.
    case dismisses(DismissReason)
    /// It dismisses the popover, for this reason, and reaches the view under it too.
    case dismissesAndPassesThrough(DismissReason)
    /// The popover (or its dim) takes it and stays: nothing outside reacts.
    case blocked

    /// Whether the popover hears of the touch as a tap outside it (its outside-tap
    /// handler): all but touches on it and touches that only pass through.
    ///
    /// ```swift
    /// ContainerTouch.blocked.isOutsideTap  // true
    /// ```
    public var isOutsideTap: Bool {
        switch self {
        case .onPopover, .passesThrough: false
        case .dismisses, .dismissesAndPassesThrough, .blocked: true
        }
    }

    /// Whether the touch reaches the view under it.
    ///
    /// ```swift
    /// ContainerTouch.dismissesAndPassesThrough(.outsideTap).reachesViewBelow  // true
    /// ```
    public var reachesViewBelow: Bool {
        switch self {
        case .passesThrough, .dismissesAndPassesThrough: true
        case .onPopover, .dismisses, .blocked: false
        }
    }
}

extension OutsideInteraction {
    /// What a touch in the container does, in this order: on this popover's outline the
    /// popover takes it; on a popover above it, or a passthrough view, it passes through;
    /// on the dim (outside a spotlight's hole) it dismisses when ``OutsideTap/dismisses``
    /// and is blocked otherwise, never reaching below; on a popover below (with no dim
    /// in the way) it passes through; anywhere else ``OutsideTap`` decides. Each fact is
    /// asked only when the answer depends on it, so a caller may pass costly hit tests.
    ///
    /// ```swift
    /// OutsideInteraction(outsideTap: .dismissAndPassThrough, hasPassthroughViews: false)
    ///     .touch(onThisPopover: false, onAPopoverAbove: false, onAPassthroughView: false, inDimHole: false, onAPopoverBelow: false)
    ///     // .dismissesAndPassesThrough(.outsideTap)
    /// ```
    public func touch(
        onThisPopover: @autoclosure () -> Bool,
        onAPopoverAbove: @autoclosure () -> Bool,
        onAPassthroughView: @autoclosure () -> Bool,
        inDimHole: @autoclosure () -> Bool,
        onAPopoverBelow: @autoclosure () -> Bool
    ) -> ContainerTouch {
        if onThisPopover() { return .onPopover }
        if onAPopoverAbove() || (hasPassthroughViews && onAPassthroughView()) { return .passesThrough }
        if dim.isShown, !(dim.hasHole && inDimHole()) {
            return outsideTap.dismisses ? .dismisses(.outsideTap) : .blocked
        }
        if onAPopoverBelow() { return .passesThrough }
        switch outsideTap {
        case .dismiss: return .dismisses(.outsideTap)
        case .dismissAndPassThrough: return .dismissesAndPassesThrough(.outsideTap)
        case .passThrough: return .passesThrough
        case .block: return .blocked
        }
    }
}
