import Foundation

extension HoverTooltips {
    /// Does what is due by `now`: the pending show, then the shown tooltip's own hide.
    mutating func settle(at now: TimeInterval, into effects: inout [HoverEffect<Target>]) {
        if let due = showDue, due <= now, let over, !heldBack {
            showDue = nil
            shown = over.target
            isWarm = true
            hideDue = now + timing.visibleDuration(textLength: over.textLength)
            effects.append(.show(over.target, at: pointer))
        }
        if let due = hideDue, due <= now {
            hide(into: &effects)
            heldBack = true
        }
    }

    /// Hides the shown tooltip, if any, and forgets a pending show.
    mutating func hide(into effects: inout [HoverEffect<Target>]) {
        showDue = nil
        hideDue = nil
        if let target = shown {
            shown = nil
            effects.append(.hide(target))
        }
    }

    /// Hides, and keeps the target the pointer is over from showing until it leaves.
    mutating func holdBack(into effects: inout [HoverEffect<Target>]) {
        hide(into: &effects)
        if over != nil { heldBack = true }
    }

    /// The pointer is now on `target` (entered, or back from an inner one): its tooltip
    /// is due at once while warm, after its delay when cold.
    mutating func rest(on target: (target: Target, delay: TimeInterval, textLength: Int), at now: TimeInterval) {
        over = target
        heldBack = false
        coolDue = nil
        showDue = now + (isWarm ? 0 : target.delay)
    }

    /// The pointer left the target it was over: off every target now.
    mutating func leave(at now: TimeInterval, into effects: inout [HoverEffect<Target>]) {
        hide(into: &effects)
        over = nil
        heldBack = false
        if isWarm { coolDue = now + timing.coolDown }
    }

    /// Cold again.
    mutating func endWarmth() {
        isWarm = false
        coolDue = nil
    }
}
