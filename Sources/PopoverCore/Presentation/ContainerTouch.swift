/// What a touch in a popover's container does to that popover: the popover takes it
/// (it is on the popover's own outline), it reaches the view under it, or it dismisses
/// the popover. `OutsideInteraction/touch(onThisPopover:onAnotherPopover:onAPassthroughView:)`
/// decides; the view that catches outside taps only asks.
///
/// ```swift
/// let rule = OutsideInteraction(dismissesOnOutsideTap: true, hasPassthroughViews: false)
/// rule.touch(onThisPopover: false, onAnotherPopover: false, onAPassthroughView: false)  // .dismisses(.outsideTap)
/// rule.touch(onThisPopover: false, onAnotherPopover: true, onAPassthroughView: false)   // .passesThrough
/// ```
package enum ContainerTouch: Sendable, Hashable {
    /// On the popover's own outline (arrow included): not outside; the popover takes it.
    case onPopover
    /// It reaches the view under it (another popover, a passthrough view, or any view
    /// when outside taps do not dismiss); the popover stays.
    case passesThrough
    /// It dismisses the popover, for this reason (``DismissReason/outsideTap``), and goes
    /// no further.
    case dismisses(DismissReason)
}

extension OutsideInteraction {
    /// What a touch in the container does: on this popover's outline the popover takes
    /// it; elsewhere it dismisses the popover only when outside taps dismiss and it is on
    /// no other popover (above or below) and no passthrough view. Each fact is asked only
    /// when the answer depends on it, in this order, so a caller may pass costly hit tests.
    ///
    /// ```swift
    /// OutsideInteraction(dismissesOnOutsideTap: true, hasPassthroughViews: true)
    ///     .touch(onThisPopover: false, onAnotherPopover: false, onAPassthroughView: true)  // .passesThrough
    /// ```
    public func touch(
        onThisPopover: @autoclosure () -> Bool,
        onAnotherPopover: @autoclosure () -> Bool,
        onAPassthroughView: @autoclosure () -> Bool
    ) -> ContainerTouch {
        if onThisPopover() { return .onPopover }
        guard dismissesOnOutsideTap, !onAnotherPopover(), !onAPassthroughView() else { return .passesThrough }
        return .dismisses(.outsideTap)
    }
}
