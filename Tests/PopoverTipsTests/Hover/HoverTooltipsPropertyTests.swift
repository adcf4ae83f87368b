import Foundation
@testable import PopoverTips
import Testing

/// Issues 38 and 48: the hover, focus and touch rules over random event streams on a
/// virtual clock, checked against what the events alone say is asking for a tooltip
/// (kept here, apart from the machine): WCAG 1.4.13's three conditions (dismissible,
/// hoverable, persistent), never a tooltip without a trigger, and every trigger answered.
@Suite struct HoverTooltipsPropertyTests {
    typealias Tips = HoverTooltips<String>
    static let targets = ["a", "b", "c", "d"]
    static let dismissals: [Tips.Event] = [.pressed, .scrolled, .keyPressed, .dragged, .appDeactivated, .otherPresentationOpened]

    /// What asks for a tooltip, from the events alone.
    struct Model {
        var stack: [(target: String, delay: TimeInterval)] = []
        var overHeld = false
        var focus: (target: String, delay: TimeInterval)?
        var focusHeld = false
        var onTooltip = false
        var touch: (target: String, began: TimeInterval, lifted: Bool)?
        var pointer = CGPoint.zero
        var shown: String?
        /// The target asked for first, and when it is due at the latest (asked for again in
        /// another way, the sooner of the two).
        var asked: (target: String, due: TimeInterval)?

        /// The target asked for first at `now`, and its delay (0 for a long press: the
        /// press was the wait).
        func wanted(_ now: TimeInterval, _ timing: HoverTiming, staysUntil: TimeInterval?) -> (String, TimeInterval)? {
            if let touch {
                if touch.lifted { return staysUntil.map { now < $0 } == true ? (touch.target, 0) : nil }
                return now >= touch.began + timing.longPressDuration ? (touch.target, 0) : nil
            }
            if onTooltip, let shown { return (shown, 0) }
            if let over = stack.last, !overHeld { return (over.target, over.delay) }
            if let focus, !focusHeld { return (focus.target, focus.delay) }
            return nil
        }
    }

    static func timing(_ random: inout SeededRandom) -> HoverTiming {
        guard random.chance(0.4) else { return .standard }
        return HoverTiming(
            initialDelay: [0, 0.1, 0.5, 1.2].randomElement(using: &random)!,
            coolDown: [0, 0.25, 0.5, 2].randomElement(using: &random)!,
            hideDelay: [0, 0.1, 0.25, 1].randomElement(using: &random)!,
            longPressDuration: [0.3, 0.5].randomElement(using: &random)!,
            minimumVisible: [0.5, 1.5, 10].randomElement(using: &random)!,
            readingSpeed: [5, 15, 40].randomElement(using: &random)!,
            maximumVisible: [1, 12, 30].randomElement(using: &random)!
        )
    }

    static func event(_ tips: Tips, _ model: Model, _ now: TimeInterval, _ random: inout SeededRandom) -> (Tips.Event, TimeInterval) {
        let step = random.chance(0.3) ? 0 : [0.05, 0.1, 0.24, 0.25, 0.26, 0.49, 0.5, 0.51, 1, 3, 11, 40].randomElement(using: &random)!
        let point = CGPoint(x: Int.random(in: 0...400, using: &random), y: Int.random(in: 0...300, using: &random))
        let target = targets.randomElement(using: &random)!
        let delay: TimeInterval? = random.chance(0.7) ? nil : [0, 0.2, 1, 2, -1].randomElement(using: &random)!
        let length = Int.random(in: 0...700, using: &random)
        switch Int.random(in: 0..<30, using: &random) {
        case 0..<4: return (.entered(target, at: point, delay: delay, textLength: length), now + step)
        case 4..<6: return (.moved(to: point), now + step)
        case 6..<9: return (.exited(random.chance(0.8) ? (model.stack.last?.target ?? "a") : target), now + step)
        case 9..<11: return (.enteredTooltip, now + step)
        case 11..<13: return (.exitedTooltip, now + step)
        case 13..<15: return (.focused(target, delay: delay, textLength: length), now + step)
        case 15: return (.unfocused(random.chance(0.8) ? (model.focus?.target ?? "a") : target), now + step)
        case 16: return (random.chance(0.8) ? .touchBegan(target, textLength: length) : .removed(target), now + step)
        case 17..<19: return (.touchEnded, now + step)
        case 19..<21: return (dismissals.randomElement(using: &random)!, now + step)
        case 21..<27:  // the driver's tick: on time, late or early
            guard let deadline = tips.nextDeadline else { return (.tick, now + step) }
            let when = [deadline, deadline, deadline + step, max(now, deadline - 0.01)].randomElement(using: &random)!
            return (.tick, max(now, when))
        default: return (.tick, now + step)
        }
    }

    /// Updates the model with `event`; whether it is a dismissal.
    static func take(_ event: Tips.Event, into model: inout Model, timing: HoverTiming) -> Bool {
        switch event {
        case let .entered(target, point, delay, _):
            model.pointer = point
            model.onTooltip = false
            if model.stack.last?.target != target {
                model.stack.removeAll { $0.target == target }
                model.stack.append((target, delay.map(HoverTiming.seconds) ?? timing.initialDelay))
                model.overHeld = false
            }
        case let .moved(point): model.pointer = point
        case let .exited(target):
            if model.stack.last?.target == target { model.stack.removeLast(); model.overHeld = false } else { model.stack.removeAll { $0.target == target } }
        case .enteredTooltip: model.onTooltip = model.shown != nil
        case .exitedTooltip: model.onTooltip = false
        case let .focused(target, delay, _):
            if model.focus?.target != target { model.focus = (target, delay.map(HoverTiming.seconds) ?? timing.initialDelay); model.focusHeld = false }
        case let .unfocused(target):
            if model.focus?.target == target { model.focus = nil; model.focusHeld = false }
        case let .touchBegan(target, _) where model.stack.last?.target == target:
            // The pointer's own press, arriving as a touch: a dismissal.
            model.overHeld = true
            model.focusHeld = model.focus != nil
            model.touch = nil
            model.onTooltip = false
            return true
        case let .removed(target):
            if model.stack.last?.target == target { model.stack.removeLast(); model.overHeld = false } else { model.stack.removeAll { $0.target == target } }
            if model.focus?.target == target { model.focus = nil; model.focusHeld = false }
            if model.touch?.target == target { model.touch = nil }
            if model.shown == target { model.onTooltip = false }
        case .touchBegan, .touchEnded, .tick: break
        case .pressed, .scrolled, .keyPressed, .dragged, .appDeactivated, .otherPresentationOpened:
            model.overHeld = !model.stack.isEmpty
            model.focusHeld = model.focus != nil
            model.touch = nil
            model.onTooltip = false
            return true
        }
        return false
    }

    /// Why the effects of `event` at `now` break a rule; `nil` if none. Updates the model.
    static func breach(_ event: Tips.Event, at now: TimeInterval, effects: [HoverEffect<String>], before: Tips, after: Tips,
                       model: inout Model) -> String? {
        let timing = after.timing
        if case .tick = event, (before.nextDeadline.map { now < $0 } ?? true), !effects.isEmpty {
            return "a tick before the deadline did \(effects)"
        }
        let dismissal = take(event, into: &model, timing: timing)
        var touchBegan = false
        var removed: String?
        switch event {
        case let .touchBegan(target, _) where !dismissal:
            touchBegan = true
            model.touch = (target, now, false)
            model.onTooltip = false
        case let .removed(target):
            removed = target
        case .touchEnded:
            if let touch = model.touch, !touch.lifted {
                // Lifted after its tooltip showed: it stays; before, it was a tap.
                model.touch = after.touch?.staysUntil != nil ? (touch.target, touch.began, true) : nil
            }
        default: break
        }
        if let touch = model.touch, touch.lifted, after.touch == nil { model.touch = nil }  // stayed its time
        // Each effect, against what the screen shows.
        for (i, effect) in effects.enumerated() {
            switch effect {
            case let .hide(target):
                guard model.shown == target else { return "hid \(target) while \(String(describing: model.shown)) showed" }
                model.shown = nil
                let switched = effects[(i + 1)...].contains { if case .show = $0 { true } else if case .showAtTarget = $0 { true } else { false } }
                let stillAsked = model.wanted(now, timing, staysUntil: after.touch?.staysUntil)?.0 == target
                // Persistent: hidden only when dismissed, touched, another asked for, or no longer asked.
                if !dismissal, !touchBegan, !switched, stillAsked { return "hid \(target) while still asked for" }
                if removed == target { continue }  // its target went: at once
                if case .keyPressed = event {} else if case .pressed = event {} else if dismissal == false, !touchBegan, !switched,
                    before.shownBy == .pointer, let due = before.hideDue, now < due {
                    return "hid \(target) before its hide delay"
                }
            case let .show(target, at: point):
                guard model.shown == nil else { return "showed \(target) over \(model.shown!)" }
                guard model.stack.last?.target == target, !model.overHeld, model.touch == nil, point == model.pointer else {
                    return "showed \(target) at the pointer without the pointer on it"
                }
                model.shown = target
            case let .showAtTarget(target):
                guard model.shown == nil else { return "showed \(target) over \(model.shown!)" }
                let byFocus = model.focus?.target == target && !model.focusHeld && model.touch == nil
                let byTouch = model.touch?.target == target && (model.touch!.lifted || now >= model.touch!.began + timing.longPressDuration)
                guard byFocus || byTouch else { return "showed \(target) at the target with neither focus nor a held finger" }
                model.shown = target
            case .move:
                guard after.followsPointer, model.shown != nil else { return "moved a tooltip that does not follow" }
            }
        }
        if let removed, model.shown == removed { return "\(removed) went and its tooltip stayed" }
        guard after.shown == model.shown else { return "the machine says \(String(describing: after.shown)) shows, the effects \(String(describing: model.shown))" }
        // Dismissible: Escape (a key), a press and the rest hide it, without the pointer or focus moving.
        if dismissal, model.shown != nil { return "\(event) left \(model.shown!) on screen" }
        // Answered: what has been asked for its delay shows (the delay is the cold one: warm is sooner).
        let wanted = model.wanted(now, timing, staysUntil: after.touch?.staysUntil)
        if let wanted {
            let due = now + wanted.1
            model.asked = (wanted.0, model.asked?.target == wanted.0 ? min(model.asked!.due, due) : due)
            if now >= model.asked!.due, model.shown != wanted.0 {
                return "\(wanted.0) asked for, due by \(model.asked!.due), but not shown at \(now)"
            }
        } else {
            model.asked = nil
        }
        return nil
    }

    @Test func randomStreamsKeepTheRules() {
        forAllSeeds(3_000) { seed, random in
            let timing = Self.timing(&random)
            var tips = Tips(timing: timing, followsPointer: random.chance(0.3))
            var model = Model()
            var now: TimeInterval = 0
            for step in 0..<120 {
                let (event, when) = Self.event(tips, model, now, &random)
                now = when
                let before = tips
                let effects = tips.handle(event, at: now)
                if let breach = Self.breach(event, at: now, effects: effects, before: before, after: tips, model: &model) {
                    return "step \(step), \(event) at \(now): \(breach)"
                }
                if let deadline = tips.nextDeadline, deadline < now - 1e-9 { return "step \(step): a deadline in the past" }
            }
            return nil
        }
    }

    /// Hoverable: a pointer that moves from a shown target onto its tooltip and back, each
    /// crossing shorter than the hide delay, and rests anywhere on either, never loses it.
    @Test func thePointerCanTravelOntoTheTooltipAndRestThere() {
        forAllSeeds(3_000) { _, random in
            let timing = HoverTiming(hideDelay: [0.1, 0.25, 0.5].randomElement(using: &random)!)
            var tips = Tips(timing: timing)
            var now: TimeInterval = 0
            _ = tips.handle(.entered("a", at: .zero, textLength: 20), at: now)
            now = tips.nextDeadline!
            _ = tips.handle(.tick, at: now)
            guard tips.shown == "a" else { return "not shown" }
            var onTarget = true
            for step in 0..<60 {
                var effects: [HoverEffect<String>] = []
                switch Int.random(in: 0..<4, using: &random) {
                case 0:  // cross to the other, quicker than the hide delay
                    effects += tips.handle(onTarget ? .exited("a") : .exitedTooltip, at: now)
                    now += Double.random(in: 0..<timing.hideDelay, using: &random) * 0.99
                    if let deadline = tips.nextDeadline, deadline <= now { effects += tips.handle(.tick, at: deadline) }
                    effects += tips.handle(onTarget ? .enteredTooltip : .entered("a", at: .zero, textLength: 20), at: now)
                    onTarget.toggle()
                case 1:  // rest: ticks at every deadline, for a long while
                    now += [1, 30, 600].randomElement(using: &random)!
                    effects += tips.handle(.tick, at: now)
                default:
                    effects += tips.handle(.moved(to: CGPoint(x: step, y: step)), at: now)
                }
                if effects.contains(.hide("a")) || tips.shown != "a" { return "lost the tooltip at step \(step) (on the target: \(onTarget))" }
            }
            // Off both for the hide delay: gone.
            _ = tips.handle(onTarget ? .exited("a") : .exitedTooltip, at: now)
            guard tips.handle(.tick, at: now + timing.hideDelay) == [.hide("a")] else { return "stayed after the pointer left both" }
            return nil
        }
    }
}

/// Nested targets (issue 45: leaving an inner target lost the outer one's tooltip).
@Suite struct HoverNestedTargetTests {
    @Test func leavingAnInnerTargetShowsTheOuterAgain() {
        var tips = HoverTooltips<String>()
        _ = tips.handle(.entered("toolbar", at: .zero, textLength: 7), at: 0)
        #expect(tips.handle(.tick, at: 0.5) == [.show("toolbar", at: .zero)])
        // Into the button inside the toolbar: warm, at once.
        #expect(tips.handle(.entered("button", at: CGPoint(x: 5, y: 5), textLength: 6), at: 1)
                == [.hide("toolbar"), .show("button", at: CGPoint(x: 5, y: 5))])
        // Back out onto the toolbar: its tooltip again, at once (warm).
        #expect(tips.handle(.exited("button"), at: 2) == [.hide("button"), .show("toolbar", at: CGPoint(x: 5, y: 5))])
        // Out of the toolbar too: it goes after the hide delay.
        #expect(tips.handle(.exited("toolbar"), at: 3) == [])
        #expect(tips.handle(.tick, at: 3.25) == [.hide("toolbar")])
        #expect(tips.shown == nil && tips.outer.isEmpty)
    }

    @Test func anOuterTargetExitedFirstIsForgotten() {
        var tips = HoverTooltips<String>()
        _ = tips.handle(.entered("outer", at: .zero, textLength: 5), at: 0)
        _ = tips.handle(.entered("inner", at: .zero, textLength: 5), at: 0.1)
        _ = tips.handle(.exited("outer"), at: 0.2)
        #expect(tips.outer.isEmpty)
        _ = tips.handle(.tick, at: 0.6)
        #expect(tips.shown == "inner")
        _ = tips.handle(.exited("inner"), at: 1)
        #expect(tips.handle(.tick, at: 1.25) == [.hide("inner")])
        #expect(tips.shown == nil)
    }
}
