import Foundation

/// When hover tooltips show, move and hide, as a value fed with pointer events and the
/// time (the driver's clock, a `TimeInterval` it passes in). The driver (AppKit, UIKit on
/// a pointer, SwiftUI) sends each ``Event``, performs the ``HoverEffect``s that come back
/// in order, and sends ``Event/tick`` at ``nextDeadline``.
///
/// The rules:
/// - cold, a target's tooltip shows once the pointer has been on it for its delay
///   (``HoverTiming/initialDelay``, or the target's own); a target the pointer leaves
///   while its delay runs never shows;
/// - once a tooltip has shown the machine is warm (``isWarm``): entering another target
///   shows its tooltip at once, until the pointer has rested off every target for
///   ``HoverTiming/coolDown``;
/// - a press, a scroll, a key, a drag, the app going inactive or another popover or menu
///   opening hides the tooltip at once and holds the target back: it shows again only
///   after the pointer leaves it and comes back; a press, a scroll or a key also ends the
///   warm state. A tooltip that hid by itself holds its target back the same way;
/// - at most one tooltip is up, always the target the pointer is over (the one entered
///   last and not exited): leaving it hides it, entering another switches to that one;
///   targets inside one another nest: leaving an inner target for the outer one it was
///   entered from puts the pointer back on the outer, whose tooltip shows again (at once
///   while warm, after its delay when cold), as if it had just been entered;
/// - a tooltip shows at the pointer's position as it shows, and stays there unless
///   ``followsPointer`` (then each move gives a `move`);
/// - it hides by itself after ``HoverTiming/visibleDuration(textLength:)``: a long text
///   stays longer;
/// - a `tick` before ``nextDeadline`` does nothing; one after it does what was due, as
///   of the tick (a late driver shows late, never early). Any other event also does
///   what is due by its time, once the event is taken.
///
/// VoiceOver never meets this machine: the Apple layer gives the target's tooltip text
/// to accessibility as its help (`accessibilityHint`, `toolTip`), which VoiceOver reads.
///
/// ```swift
/// var tips = HoverTooltips<String>()
/// tips.handle(.entered("bold", at: CGPoint(x: 10, y: 5), textLength: 4), at: 0).isEmpty  // true
/// tips.nextDeadline                                                                   // 0.5
/// tips.handle(.tick, at: 0.5) == [.show("bold", at: CGPoint(x: 10, y: 5))]            // true
/// tips.handle(.pressed, at: 1) == [.hide("bold")]                                     // true
/// ```
public struct HoverTooltips<Target: Hashable & Sendable>: Sendable {
    /// The timings it follows.
    ///
    /// ```swift
    /// HoverTooltips<String>().timing == .standard  // true
    /// ```
    public let timing: HoverTiming
    /// Whether a shown tooltip follows the pointer (a `move` for each move); by default it
    /// stays where it appeared, as the Mac's do.
    ///
    /// ```swift
    /// HoverTooltips<String>().followsPointer  // false
    /// ```
    public let followsPointer: Bool
    /// The target whose tooltip is up, if any.
    ///
    /// ```swift
    /// HoverTooltips<String>().shown  // nil
    /// ```
    public internal(set) var shown: Target?
    /// Whether a tooltip has shown and the pointer has not yet rested off every target
    /// for the cool-down, nor pressed, scrolled or typed: the next target shows at once.
    /// As of the last event; the cool-down ends at a `tick` at ``nextDeadline`` or later.
    ///
    /// ```swift
    /// HoverTooltips<String>().isWarm  // false
    /// ```
    public internal(set) var isWarm = false

    /// The target the pointer is over, its delay and its text's length.
    var over: (target: Target, delay: TimeInterval, textLength: Int)?
    /// The targets entered before ``over`` and not yet exited, outermost first: the
    /// pointer is back on the last of them when it leaves ``over``.
    var outer: [(target: Target, delay: TimeInterval, textLength: Int)] = []
    /// Whether the target the pointer is over may not show until the pointer leaves it.
    var heldBack = false
    /// The pointer's last position.
    var pointer = CGPoint.zero
    /// When the target's tooltip is due to show.
    var showDue: TimeInterval?
    /// When the shown tooltip is due to hide by itself.
    var hideDue: TimeInterval?
    /// When the warm state ends, while the pointer rests off every target.
    var coolDue: TimeInterval?

    /// A machine with nothing shown, cold.
    ///
    /// ```swift
    /// HoverTooltips<String>(timing: HoverTiming(initialDelay: 1), followsPointer: true).timing.initialDelay  // 1
    /// ```
    public init(timing: HoverTiming = .standard, followsPointer: Bool = false) {
        self.timing = timing
        self.followsPointer = followsPointer
    }

    /// When the driver must send the next ``Event/tick``: a show, an auto-hide or the end
    /// of the cool-down; `nil` when nothing is due.
    ///
    /// ```swift
    /// var tips = HoverTooltips<String>()
    /// _ = tips.handle(.entered("bold", at: .zero, delay: 2, textLength: 4), at: 1)
    /// tips.nextDeadline  // 3
    /// ```
    public var nextDeadline: TimeInterval? {
        [showDue, hideDue, coolDue].compactMap { $0 }.min()
    }

    /// Takes `event` at `now` and says what to do with the tooltips, in order.
    ///
    /// ```swift
    /// var tips = HoverTooltips<String>()
    /// _ = tips.handle(.entered("bold", at: .zero, textLength: 4), at: 0)
    /// _ = tips.handle(.tick, at: 0.5)
    /// let effects = tips.handle(.entered("italic", at: .zero, textLength: 6), at: 1)
    /// effects == [.hide("bold"), .show("italic", at: .zero)]  // true: warm, at once
    /// ```
    public mutating func handle(_ event: Event, at now: TimeInterval) -> [HoverEffect<Target>] {
        var effects: [HoverEffect<Target>] = []
        if let coolDue, coolDue <= now { endWarmth() }
        switch event {
        case let .entered(target, point, delay, textLength):
            pointer = point
            if over?.target != target {
                hide(into: &effects)
                outer.removeAll { $0.target == target }
                if let over { outer.append(over) }
                rest(on: (target, delay.map(HoverTiming.seconds) ?? timing.initialDelay, textLength), at: now)
            }
        case let .moved(point):
            pointer = point
            if followsPointer, shown != nil { effects.append(.move(to: point)) }
        case let .exited(target):
            if over?.target == target {
                leave(at: now, into: &effects)
                if let back = outer.popLast() { rest(on: back, at: now) }
            } else {
                outer.removeAll { $0.target == target }
            }
        case .pressed, .scrolled, .keyPressed:
            holdBack(into: &effects)
            endWarmth()
        case .dragged, .appDeactivated, .otherPresentationOpened:
            holdBack(into: &effects)
        case .tick:
            break
        }
        settle(at: now, into: &effects)
        return effects
    }
}
