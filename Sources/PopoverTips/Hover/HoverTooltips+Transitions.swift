import Foundation

extension HoverTooltips {
    /// Notes what `event` says of the pointer, focus and the finger; dismissals hide at once.
    mutating func take(_ event: Event, at now: TimeInterval, into effects: inout [HoverEffect<Target>]) {
        switch event {
        case let .entered(target, point, delay, textLength):
            pointer = point
            onTooltip = false
            if over?.target != target {
                outer.removeAll { $0.target == target }
                if let over { outer.append(over) }
                over = candidate(target, delay, textLength)
                overHeldBack = false
            }
        case let .moved(point):
            pointer = point
            if followsPointer, shown != nil, shownBy == .pointer { effects.append(.move(to: point)) }
        case let .exited(target):
            if over?.target == target {
                over = outer.popLast()
                overHeldBack = false
            } else {
                outer.removeAll { $0.target == target }
            }
        case .enteredTooltip:
            onTooltip = shown != nil
        case .exitedTooltip:
            onTooltip = false
        case let .focused(target, delay, textLength):
            if focus?.target != target {
                focus = candidate(target, delay, textLength)
                focusHeldBack = false
            }
        case let .unfocused(target):
            if focus?.target == target {
                focus = nil
                focusHeldBack = false
            }
        case let .touchBegan(target, _) where over?.target == target:
            // The pointer's own press, arriving as a touch.
            dismiss(into: &effects)
            endWarmth()
        case let .touchBegan(target, textLength):
            // A touch hides what shows, as a tap elsewhere does, and may be a long press.
            hide(into: &effects)
            touch = (Candidate(target: target, delay: 0, textLength: textLength), now, nil)
        case let .removed(target):
            if shown == target { hide(into: &effects) }
            if pending?.target == target { pending = nil }
            if over?.target == target { over = outer.popLast(); overHeldBack = false }
            outer.removeAll { $0.target == target }
            if focus?.target == target { focus = nil; focusHeldBack = false }
            if touch?.candidate.target == target { touch = nil }
        case .touchEnded:
            // Held long enough (shown, or due and the driver's tick not yet come): it stays.
            if let pressed = touch, pressed.staysUntil == nil, now >= pressed.began + timing.longPressDuration {
                let until = now + timing.visibleDuration(textLength: pressed.candidate.textLength)
                touch = (pressed.candidate, pressed.began, until)
            } else if touch?.staysUntil == nil {
                touch = nil  // a tap: the control's
            }
        case .pressed, .scrolled, .keyPressed:
            dismiss(into: &effects)
            endWarmth()
        case .dragged, .appDeactivated, .otherPresentationOpened:
            dismiss(into: &effects)
        case .tick:
            break
        }
    }

    /// Does what is due by `now`: a tooltip no longer asked for goes (after the hide delay
    /// when the pointer left it), then the one asked for shows once its delay has passed.
    mutating func settle(at now: TimeInterval, into effects: inout [HoverEffect<Target>]) {
        if let until = touch?.staysUntil, until <= now { touch = nil }
        let wanted = self.wanted(at: now)
        if let shown {
            if let wanted, wanted.candidate.target == shown {
                hideDue = nil
                shownBy = wanted.trigger
            } else if wanted == nil, shownBy == .pointer {
                let due = hideDue ?? now + timing.hideDelay
                hideDue = due
                if due <= now { hide(into: &effects) }
            } else {
                hide(into: &effects)
            }
        }
        if let wanted {
            coolDue = nil
            guard shown == nil else { return }
            let target = wanted.candidate.target
            let due = now + (isWarm || wanted.trigger == .touch ? 0 : wanted.candidate.delay)
            // Asked for again in another way (the pointer on the target focus is on): the sooner.
            pending = (target, pending?.target == target ? min(pending!.due, due) : due)
            if let pending, pending.due <= now { show(wanted, into: &effects) }
        } else {
            pending = nil
            // The cool-down runs once the pointer is off every target and nothing shows.
            if isWarm, shown == nil, over == nil, coolDue == nil { coolDue = now + timing.coolDown }
        }
    }

    /// The tooltip asked for now, and by what: a finger held long enough (or its tooltip
    /// still staying after the lift), the pointer on the tooltip, on a target, or focus
    /// on a target; nothing new while a finger is down and not yet held long enough.
    func wanted(at now: TimeInterval) -> (candidate: Candidate, trigger: Trigger)? {
        if let touch {
            let matured = touch.staysUntil != nil || now >= touch.began + timing.longPressDuration
            return matured ? (touch.candidate, .touch) : nil
        }
        if onTooltip, let shown, let shownBy { return (Candidate(target: shown, delay: 0, textLength: 0), shownBy) }
        if let over, !overHeldBack { return (over, .pointer) }
        if let focus, !focusHeldBack { return (focus, .focus) }
        return nil
    }

    private mutating func show(_ wanted: (candidate: Candidate, trigger: Trigger), into effects: inout [HoverEffect<Target>]) {
        let target = wanted.candidate.target
        pending = nil
        hideDue = nil
        shown = target
        shownBy = wanted.trigger
        isWarm = true
        effects.append(wanted.trigger == .pointer ? .show(target, at: pointer) : .showAtTarget(target))
    }

    /// Hides the shown tooltip, if any, and forgets a pending show.
    mutating func hide(into effects: inout [HoverEffect<Target>]) {
        pending = nil
        hideDue = nil
        onTooltip = false
        if let target = shown {
            shown = nil
            shownBy = nil
            effects.append(.hide(target))
        }
    }

    /// The user dismissed it: hides at once, without the pointer or focus moving, and
    /// keeps their targets from showing until each leaves and comes back.
    mutating func dismiss(into effects: inout [HoverEffect<Target>]) {
        hide(into: &effects)
        touch = nil
        overHeldBack = over != nil
        focusHeldBack = focus != nil
    }

    /// Cold again.
    mutating func endWarmth() {
        isWarm = false
        coolDue = nil
    }

    private func candidate(_ target: Target, _ delay: TimeInterval?, _ textLength: Int) -> Candidate {
        Candidate(target: target, delay: delay.map(HoverTiming.seconds) ?? timing.initialDelay, textLength: textLength)
    }
}
