import Foundation

/// When hover tooltips show, move and hide, as a value fed with pointer, focus and touch
/// events and the time (the driver's clock, a `TimeInterval` it passes in). The driver
/// (AppKit, UIKit, SwiftUI) sends each ``Event``, performs the ``HoverEffect``s that come
/// back in order, and sends ``Event/tick`` at ``nextDeadline``. It meets WCAG 2.2's 1.4.13
/// (content on hover or focus) by construction: dismissible, hoverable and persistent.
///
/// The rules:
/// - **What asks for a tooltip**, most recent first: a finger held on a target for
///   ``HoverTiming/longPressDuration`` (and the time it stays after the lift); the pointer
///   on the tooltip on screen (it keeps that one); the pointer on a target; keyboard focus
///   on a target. At most one tooltip is up, always the one asked for.
/// - **Showing**: cold, after the target's delay (``HoverTiming/initialDelay``, or its
///   own) of being asked for; a target the pointer and focus leave while its delay runs
///   never shows. Once a tooltip has shown the machine is warm (``isWarm``): the next one
///   shows at once, until nothing has been asked for during ``HoverTiming/coolDown``.
/// - **Staying**: with no timeout while the pointer is on the target or on the tooltip or
///   focus is on the target. When none is, it goes after ``HoverTiming/hideDelay`` (time to
///   cross from the target to the tooltip), at once when another target is asked for.
///   After a long press it stays ``HoverTiming/visibleDuration(textLength:)`` past the lift.
/// - **Dismissing**: a press or a tap, a scroll, a key (Escape among them), a drag, the app
///   going inactive or another popover or menu opening hides the tooltip at once without
///   the pointer or focus moving, and holds the pointer's and focus's targets back: each
///   shows again only once the pointer or focus leaves it and comes back; a press, a
///   scroll or a key also ends the warm state.
/// - **Nesting**: targets inside one another nest: leaving an inner target for the outer
///   one it was entered from puts the pointer back on the outer, whose tooltip shows again
///   (at once while warm, after its delay when cold), as if it had just been entered.
/// - **Where**: the pointer's tooltip shows at the pointer's position as it shows, and
///   stays there unless ``followsPointer`` (then each move gives a `move`); focus's and a
///   finger's show at the target (``HoverEffect/showAtTarget(_:)``).
/// - **Time**: a `tick` before ``nextDeadline`` does nothing; one after it does what was
///   due, as of the tick (a late driver shows late, never early). Any other event also
///   does what is due by its time, once the event is taken.
///
/// VoiceOver never meets this machine: the Apple layer gives the target's tooltip text
/// to accessibility as its help (`accessibilityHint`, `toolTip`), which VoiceOver reads.
///
/// ```swift
/// var tips = HoverTooltips<String>()
/// tips.handle(.entered("bold", at: CGPoint(x: 10, y: 5), textLength: 4), at: 0).isEmpty  // true
/// tips.nextDeadline                                                                   // 0.5
/// tips.handle(.tick, at: 0.5) == [.show("bold", at: CGPoint(x: 10, y: 5))]            // true
/// tips.handle(.keyPressed, at: 1) == [.hide("bold")]                                  // true: Escape
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
    /// Whether a tooltip has shown and nothing has since gone unasked for the cool-down,
    /// nor pressed, scrolled or typed: the next target shows at once. As of the last
    /// event; the cool-down ends at a `tick` at ``nextDeadline`` or later.
    ///
    /// ```swift
    /// HoverTooltips<String>().isWarm  // false
    /// ```
    public internal(set) var isWarm = false

    /// A target as an event gave it: its delay and its text's length.
    struct Candidate: Sendable {
        var target: Target
        var delay: TimeInterval
        var textLength: Int
    }

    /// What asks for a tooltip, and how.
    enum Trigger: Sendable, Equatable { case pointer, focus, touch }

    /// The target the pointer is over.
    var over: Candidate?
    /// The targets entered before ``over`` and not yet exited, outermost first: the
    /// pointer is back on the last of them when it leaves ``over``.
    var outer: [Candidate] = []
    /// Whether ``over`` may not show until the pointer leaves it.
    var overHeldBack = false
    /// The target keyboard focus is on.
    var focus: Candidate?
    /// Whether ``focus`` may not show until focus leaves it.
    var focusHeldBack = false
    /// Whether the pointer is on the tooltip on screen.
    var onTooltip = false
    /// The finger's target, when it touched, and (once lifted after showing) until when
    /// its tooltip stays.
    var touch: (candidate: Candidate, began: TimeInterval, staysUntil: TimeInterval?)?
    /// The pointer's last position.
    var pointer = CGPoint.zero
    /// What showed the tooltip up.
    var shownBy: Trigger?
    /// The target asked for but not shown yet, and when it is due.
    var pending: (target: Target, due: TimeInterval)?
    /// When the shown tooltip, no longer asked for, goes.
    var hideDue: TimeInterval?
    /// When the warm state ends, while nothing is asked for.
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

    /// When the driver must send the next ``Event/tick``: a show, a hide, a long press
    /// maturing, or the end of the cool-down; `nil` when nothing is due.
    ///
    /// ```swift
    /// var tips = HoverTooltips<String>()
    /// _ = tips.handle(.entered("bold", at: .zero, delay: 2, textLength: 4), at: 1)
    /// tips.nextDeadline  // 3
    /// ```
    public var nextDeadline: TimeInterval? {
        let pressMatures = touch.flatMap { $0.staysUntil == nil && shownBy != .touch ? $0.began + timing.longPressDuration : nil }
        return [pending?.due, hideDue, coolDue, touch?.staysUntil, pressMatures].compactMap { $0 }.min()
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
        take(event, at: now, into: &effects)
        settle(at: now, into: &effects)
        return effects
    }
}
