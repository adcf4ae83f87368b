#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import PopoverCore
import PopoverTips

/// A view (or SwiftUI modifier) with a hover tooltip, as the driver knows it: it shows,
/// moves and hides its tooltip when told, deciding nothing.
@MainActor
protocol HoverTooltipTarget: AnyObject {
    /// Show the tooltip; `pointer` is where the pointer was, in the target's platform
    /// space (screen points on the Mac, window points in UIKit and SwiftUI).
    func showTooltip(at pointer: CGPoint)
    /// Show the tooltip at the target with its arrow (keyboard focus or a long press
    /// asked for it: no pointer says where).
    func showTooltipAtTarget()
    func moveTooltip(to pointer: CGPoint)
    func hideTooltip()
}

/// The app's one ``/PopoverTips/HoverTooltips`` machine (never two tooltips at once),
/// fed by every target's pointer, focus and touch events, the pointer on the tooltip
/// shown, and the app's presses, scrolls, keys and deactivation, on the system's uptime
/// clock; its effects go to the targets, and a timer wakes it at its next deadline.
@MainActor
final class HoverTooltipDriver {
    static let shared = HoverTooltipDriver()

    private var machine = HoverTooltips<Int>(timing: ArrowToolTips.timing)
    private var targets: [Int: WeakTarget] = [:]
    private var nextID = 0
    private var timer: Timer?
    private let appEvents = HoverAppEvents()

    private init() {
        appEvents.onEvent = { [weak self] event in self?.send(event) }
        appEvents.onFocus = { ToolTipTarget.focusMoved(to: $0) }
    }

    /// A new target's number.
    func register(_ target: HoverTooltipTarget) -> Int {
        // Targets whose view went without saying so are forgotten.
        targets = targets.filter { $0.value.target != nil }
        nextID += 1
        targets[nextID] = WeakTarget(target: target)
        appEvents.start()
        return nextID
    }

    /// The target went: its tooltip goes at once (while the target can still hide it), and
    /// the pointer, focus and a finger forget it.
    func unregister(_ id: Int) {
        send(.removed(id))
        targets[id] = nil
    }

    /// The timing changed (``ArrowToolTips/timing``): a new machine, once nothing shows.
    func timingChanged() {
        if let shown = machine.shown { targets[shown]?.target?.hideTooltip() }
        machine = HoverTooltips<Int>(timing: ArrowToolTips.timing)
        schedule()
    }

    /// Another popover or a menu opened: a tooltip goes.
    func otherPresentationOpened() { send(.otherPresentationOpened) }

    /// The pointer moved onto the tooltip on screen (`true`) or off it: it stays while
    /// the pointer is on it (``TooltipPointerWatch``).
    func pointerOnTooltip(_ inside: Bool) { send(inside ? .enteredTooltip : .exitedTooltip) }

    /// Feeds `event` at the uptime now and carries out the effects, then sets the timer.
    func send(_ event: HoverTooltips<Int>.Event) {
        let effects = machine.handle(event, at: ProcessInfo.processInfo.systemUptime)
        for effect in effects {
            switch effect {
            case let .show(id, at: pointer): targets[id]?.target?.showTooltip(at: pointer)
            case let .showAtTarget(id): targets[id]?.target?.showTooltipAtTarget()
            case let .move(to: pointer): machine.shown.flatMap { targets[$0]?.target }?.moveTooltip(to: pointer)
            case let .hide(id): targets[id]?.target?.hideTooltip()
            }
        }
        schedule()
    }

    private func schedule() {
        timer?.invalidate()
        timer = nil
        guard let deadline = machine.nextDeadline else { return }
        let wait = max(0, deadline - ProcessInfo.processInfo.systemUptime)
        let wakeUp = Timer(timeInterval: wait, repeats: false) { [weak self] _ in
            Task { @MainActor in self?.send(.tick) }
        }
        RunLoop.main.add(wakeUp, forMode: .common)
        timer = wakeUp
    }

    private struct WeakTarget {
        weak var target: HoverTooltipTarget?
    }
}

/// The timing every hover tooltip of the app follows.
///
/// ```swift
/// ArrowToolTips.timing.initialDelay = 0.3   // a snappier toolbar
/// ```
@MainActor
public enum ArrowToolTips {
    /// The delays and times on screen (``/PopoverTips/HoverTiming/standard`` by default);
    /// a change takes effect at once, hiding a tooltip that shows.
    ///
    /// ```swift
    /// ArrowToolTips.timing = HoverTiming(initialDelay: 1)
    /// ```
    public static var timing = HoverTiming.standard {
        didSet { HoverTooltipDriver.shared.timingChanged() }
    }
}
#endif
