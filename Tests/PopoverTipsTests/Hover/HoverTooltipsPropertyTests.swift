import Foundation
@testable import PopoverTips
import Testing

/// Issue 38: the hover rules over random event streams on a virtual clock, checked
/// against a model of the pointer and the warm state kept here, apart from the machine.
@Suite struct HoverTooltipsPropertyTests {
    typealias Tips = HoverTooltips<String>
    static let targets = ["a", "b", "c", "d"]
    static let hiding: [Tips.Event] = [.pressed, .scrolled, .keyPressed, .dragged, .appDeactivated, .otherPresentationOpened]

    /// What the test knows of the pointer and of what is on screen, from the events and
    /// effects alone.
    struct Model {
        var over: String?
        /// The targets entered before `over` and not exited (nested targets), with their
        /// delays and text lengths, outermost first.
        var outer: [(target: String, delay: TimeInterval, textLength: Int)] = []
        var enteredAt: TimeInterval = 0
        var delay: TimeInterval = 0
        var textLength = 0
        var enteredWarm = false
        var heldBack = false
        var pointer = CGPoint.zero
        var shown: String?
        var shownAt: TimeInterval = 0
        var warm = false
        var offTargetsSince: TimeInterval?
    }

    static func timing(_ random: inout SeededRandom) -> HoverTiming {
        guard random.chance(0.4) else { return .standard }
        return HoverTiming(
            initialDelay: [0, 0.1, 0.5, 1.2].randomElement(using: &random)!,
            coolDown: [0, 0.25, 0.5, 2].randomElement(using: &random)!,
            minimumVisible: [0.5, 3, 10].randomElement(using: &random)!,
            readingSpeed: [5, 15, 40].randomElement(using: &random)!,
            maximumVisible: [1, 12, 30].randomElement(using: &random)!
        )
    }

    static func event(_ tips: Tips, _ model: Model, _ now: TimeInterval, _ random: inout SeededRandom) -> (Tips.Event, TimeInterval) {
        let step = random.chance(0.3) ? 0 : [0.05, 0.25, 0.49, 0.5, 0.51, 1, 3, 11, 25].randomElement(using: &random)!
        let point = CGPoint(x: Int.random(in: 0...400, using: &random), y: Int.random(in: 0...300, using: &random))
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<5:
            let delay: TimeInterval? = random.chance(0.7) ? nil : [0, 0.2, 1, 2, -1].randomElement(using: &random)!
            return (.entered(targets.randomElement(using: &random)!, at: point, delay: delay, textLength: Int.random(in: 0...700, using: &random)), now + step)
        case 5..<8: return (.moved(to: point), now + step)
        case 8..<11: return (.exited(random.chance(0.8) ? (model.over ?? "a") : targets.randomElement(using: &random)!), now + step)
        case 11..<13: return (hiding.randomElement(using: &random)!, now + step)
        case 13..<18:  // the driver's tick: on time, late or early
            guard let deadline = tips.nextDeadline else { return (.tick, now + step) }
            let when = [deadline, deadline, deadline + step, max(now, deadline - 0.01)].randomElement(using: &random)!
            return (.tick, max(now, when))
        default: return (.tick, now + step)
        }
    }

    /// Why the effects of `event` at `now` break a rule; `nil` if none. Updates the model.
    static func breach(
        _ event: Tips.Event, at now: TimeInterval, effects: [HoverEffect<String>],
        before: Tips, after: Tips, model: inout Model
    ) -> String? {
        let timing = after.timing
        if let since = model.offTargetsSince, model.warm, since + timing.coolDown <= now { model.warm = false; model.offTargetsSince = nil }
        if case .tick = event, (before.nextDeadline.map { now < $0 } ?? true), !effects.isEmpty {
            return "a tick before the deadline did \(effects)"
        }
        // The pointer, as the events say.
        var causedHide: String?
        switch event {
        case let .entered(target, point, delay, textLength):
            model.pointer = point
            if model.over != target {
                causedHide = model.shown
                model.outer.removeAll { $0.target == target }
                if let over = model.over { model.outer.append((over, model.delay, model.textLength)) }
                model.over = target
                model.enteredAt = now
                model.delay = delay.map { $0 > 0 ? $0 : 0 } ?? timing.initialDelay
                model.textLength = textLength
                model.enteredWarm = model.warm
                model.heldBack = false
                model.offTargetsSince = nil
                if model.warm, !effects.contains(.show(target, at: point)) { return "warm, \(target) did not show at once: \(effects)" }
            }
        case let .moved(point): model.pointer = point
        case let .exited(target):
            if model.over == target {
                causedHide = model.shown
                model.over = nil
                model.heldBack = false
                if model.warm { model.offTargetsSince = now }
                // Back on the outer target it was entered from: as if entered now.
                if let back = model.outer.popLast() {
                    model.over = back.target
                    model.enteredAt = now
                    model.delay = back.delay
                    model.textLength = back.textLength
                    model.enteredWarm = model.warm
                    model.offTargetsSince = nil
                    if model.warm, !effects.contains(.show(back.target, at: model.pointer)) {
                        return "warm, back on \(back.target) it did not show at once: \(effects)"
                    }
                }
            } else {
                model.outer.removeAll { $0.target == target }
            }
        case .tick: break
        default:
            let expected: [HoverEffect<String>] = model.shown.map { [.hide($0)] } ?? []
            if effects != expected { return "\(event) gave \(effects), expected \(expected)" }
            if model.over != nil { model.heldBack = true }
            if [.pressed, .scrolled, .keyPressed].contains(event) { model.warm = false; model.offTargetsSince = nil }
            causedHide = model.shown
        }
        // The effects, one by one, against what is on screen.
        for effect in effects {
            switch effect {
            case let .show(target, point):
                if model.shown != nil { return "\(target) shown over \(model.shown!)" }
                if target != model.over { return "\(target) shown, the pointer over \(String(describing: model.over))" }
                if model.heldBack { return "\(target) shown while held back" }
                if point != model.pointer { return "\(target) shown at \(point), the pointer at \(model.pointer)" }
                if !model.enteredWarm, now < model.enteredAt + model.delay { return "\(target) shown cold at \(now), entered \(model.enteredAt), delay \(model.delay)" }
                model.shown = target
                model.shownAt = now
                model.warm = true
            case let .hide(target):
                if model.shown != target { return "hid \(target), shown \(String(describing: model.shown))" }
                if causedHide != target {
                    let visible = timing.visibleDuration(textLength: model.textLength)
                    if now < model.shownAt + visible || visible < timing.minimumVisible { return "\(target) hid by itself after \(now - model.shownAt) s" }
                    model.heldBack = true
                }
                causedHide = nil
                model.shown = nil
            case let .move(point):
                if !after.followsPointer || model.shown == nil || point != model.pointer { return "moved to \(point) (\(event))" }
            }
        }
        if causedHide != nil { return "\(causedHide!) not hidden by \(event)" }
        if model.shown != after.shown { return "shown \(String(describing: after.shown)), effects say \(String(describing: model.shown))" }
        if model.shown != nil, model.shown != model.over { return "\(model.shown!) up, the pointer over \(String(describing: model.over))" }
        // On time: the tick at the deadline shows a cold target resting past its delay.
        if case .tick = event, let over = model.over, model.shown == nil, !model.heldBack, !model.enteredWarm,
           now >= model.enteredAt + model.delay {
            return "\(over) not shown at \(now), entered \(model.enteredAt), delay \(model.delay)"
        }
        return nil
    }

    @Test func theRulesHoldOverRandomStreams() {
        forAllSeeds(4_000) { _, random in
            var tips = Tips(timing: Self.timing(&random), followsPointer: random.chance(0.3))
            var model = Model()
            var now = TimeInterval(Int.random(in: 0...1_000, using: &random))
            var trace: [String] = []
            for _ in 0..<120 {
                let (event, time) = Self.event(tips, model, now, &random)
                now = time
                let before = tips
                let effects = tips.handle(event, at: now)
                trace.append("\(now): \(event) -> \(effects)")
                if let problem = Self.breach(event, at: now, effects: effects, before: before, after: tips, model: &model) {
                    return "\(problem)\n" + trace.suffix(8).joined(separator: "\n")
                }
            }
            return nil
        }
    }

    /// A driver that always ticks at the deadline: a cold tooltip shows exactly at its
    /// delay, a warm one at once, and each hides by itself exactly at its visible time.
    @Test func anOnTimeDriverSeesExactTimes() {
        forAllSeeds(2_000) { _, random in
            let timing = Self.timing(&random)
            var tips = Tips(timing: timing)
            var now: TimeInterval = 0
            for _ in 0..<40 {
                let target = Self.targets.randomElement(using: &random)!
                let length = Int.random(in: 0...700, using: &random)
                let wasWarm = tips.isWarm && (tips.coolDue.map { $0 > now } ?? true)
                let entered = now
                let first = tips.handle(.entered(target, at: .zero, textLength: length), at: now)
                let showAt = wasWarm ? entered : entered + timing.initialDelay
                var shownAt: TimeInterval? = first.contains(.show(target, at: .zero)) ? now : nil
                if shownAt == nil, let deadline = tips.nextDeadline {
                    now = deadline
                    if tips.handle(.tick, at: now).contains(.show(target, at: .zero)) { shownAt = now }
                }
                guard shownAt == showAt else { return "\(target) shown at \(String(describing: shownAt)), expected \(showAt), warm \(wasWarm)" }
                if random.chance(0.5), let deadline = tips.nextDeadline {
                    now = deadline
                    guard tips.handle(.tick, at: now) == [.hide(target)], now == showAt + timing.visibleDuration(textLength: length) else {
                        return "\(target) did not hide by itself at \(now)"
                    }
                }
                _ = tips.handle(.exited(target), at: now)
                now += [0.1, timing.coolDown, timing.coolDown + 1].randomElement(using: &random)!
                _ = tips.handle(.tick, at: now)
            }
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
        // Out of the toolbar too: nothing left.
        #expect(tips.handle(.exited("toolbar"), at: 3) == [.hide("toolbar")])
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
        #expect(tips.handle(.exited("inner"), at: 1) == [.hide("inner")])
        #expect(tips.shown == nil)
    }
}
