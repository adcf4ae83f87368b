import Foundation

/// How long a hover tooltip waits, stays and keeps others quick (``HoverTooltips``), in
/// seconds of the driver's clock.
///
/// The constants, and why:
/// - ``initialDelay``, 0.5 s: long enough that a pointer crossing a toolbar shows nothing,
///   short enough to answer a deliberate rest. AppKit reads its own delay, in
///   milliseconds, from the user default `NSInitialToolTipDelay` (apps set it with
///   `UserDefaults.standard.register(defaults: ["NSInitialToolTipDelay": 500])`); Apple
///   documents no default value for it, and its archived guide says only that a tooltip
///   shows once the cursor rests "for more than the default delay"
///   (developer.apple.com/library/archive/documentation/Cocoa/Conceptual/OnlineHelp/Concepts/Tooltips.html).
///   `UIToolTipInteraction` (iOS 15, iPadOS 15, Mac Catalyst 15) documents no timing
///   and no setting for it.
/// - ``coolDown``, 0.5 s: once a tooltip has shown, the pointer may rest off every
///   target this long and still show the next one at once, as the Mac's toolbars do;
///   the same as the delay, so a pause long enough to show a tooltip is long enough to
///   end the warm state.
/// - ``hideDelay``, 0.25 s: once neither the pointer (on the target or on the tooltip)
///   nor keyboard focus is there, the tooltip stays this long, so the pointer can cross
///   the few points between a target and its tooltip (WCAG 1.4.13 asks that content shown
///   on hover can itself be hovered) without it going; short enough to read as leaving.
/// - No timeout while the pointer or focus is there: WCAG 1.4.13 asks that hover and
///   focus content stay until they leave or the user dismisses it (Escape, a click).
/// - ``longPressDuration``, 0.5 s: a finger held this long shows the tooltip, as
///   UIKit's long press and context menu wait (`UILongPressGestureRecognizer`'s default);
///   Android and Material show a tooltip on long press too. A shorter press is the
///   control's tap.
/// - ``minimumVisible``, 1.5 s: after the finger lifts, a tooltip stays at least this
///   long (Material's guidance for touch tooltips), or until a tap elsewhere.
/// - ``readingSpeed``, 15 characters a second (about 180 words a minute, a slow
///   reader's pace on screen): after a lift, a longer text stays one second for each 15
///   characters.
/// - ``maximumVisible``, 30 s: after a lift, a tooltip is a hint, never a page; past 450
///   characters the text should be somewhere else.
///
/// ```swift
/// HoverTiming.standard.initialDelay                        // 0.5
/// HoverTiming.standard.visibleDuration(textLength: 300)    // 20: after a finger lifts
/// ```
public struct HoverTiming: Sendable, Hashable {
    /// Seconds the pointer rests on a target before its tooltip shows, when cold; a
    /// target may set its own (``HoverTooltips/Event/entered(_:at:delay:textLength:)``).
    ///
    /// ```swift
    /// HoverTiming(initialDelay: 1).initialDelay  // 1
    /// ```
    public var initialDelay: TimeInterval
    /// Seconds the pointer rests off every target before the warm state ends.
    ///
    /// ```swift
    /// HoverTiming.standard.coolDown  // 0.5
    /// ```
    public var coolDown: TimeInterval
    /// Seconds a tooltip stays once neither the pointer (on the target or the tooltip)
    /// nor keyboard focus is there.
    ///
    /// ```swift
    /// HoverTiming.standard.hideDelay  // 0.25
    /// ```
    public var hideDelay: TimeInterval
    /// Seconds a finger is held on a target before its tooltip shows.
    ///
    /// ```swift
    /// HoverTiming.standard.longPressDuration  // 0.5
    /// ```
    public var longPressDuration: TimeInterval
    /// The least time a tooltip stays after the finger that showed it lifts.
    ///
    /// ```swift
    /// HoverTiming.standard.minimumVisible  // 1.5
    /// ```
    public var minimumVisible: TimeInterval
    /// Characters a second a reader reads: a text's reading time is its length over this.
    ///
    /// ```swift
    /// HoverTiming.standard.readingSpeed  // 15
    /// ```
    public var readingSpeed: Double
    /// The most time a tooltip stays after the finger that showed it lifts, however long
    /// its text.
    ///
    /// ```swift
    /// HoverTiming.standard.maximumVisible  // 30
    /// ```
    public var maximumVisible: TimeInterval

    /// The timings above: 0.5 s delay, cool-down and long press, 0.25 s before a tooltip
    /// the pointer and focus left goes, 1.5 to 30 s after a finger lifts at 15 characters a
    /// second.
    ///
    /// ```swift
    /// HoverTiming.standard == HoverTiming()  // true
    /// ```
    public static let standard = HoverTiming()

    /// The standard reading speed, 15 characters a second: the default, and what a speed
    /// that is not positive counts as.
    @usableFromInline static let standardReadingSpeed: Double = 15

    /// Timings; a time that is negative or NaN counts as 0, a reading speed that is not
    /// positive as the standard 15, and a maximum below the minimum as the minimum.
    ///
    /// ```swift
    /// HoverTiming(initialDelay: -1).initialDelay  // 0
    /// ```
    public init(
        initialDelay: TimeInterval = 0.5,
        coolDown: TimeInterval = 0.5,
        hideDelay: TimeInterval = 0.25,
        longPressDuration: TimeInterval = 0.5,
        minimumVisible: TimeInterval = 1.5,
        readingSpeed: Double = HoverTiming.standardReadingSpeed,
        maximumVisible: TimeInterval = 30
    ) {
        self.initialDelay = Self.seconds(initialDelay)
        self.coolDown = Self.seconds(coolDown)
        self.hideDelay = Self.seconds(hideDelay)
        self.longPressDuration = Self.seconds(longPressDuration)
        self.minimumVisible = Self.seconds(minimumVisible)
        self.readingSpeed = readingSpeed > 0 && readingSpeed.isFinite ? readingSpeed : Self.standardReadingSpeed
        self.maximumVisible = max(self.minimumVisible, Self.seconds(maximumVisible))
    }

    /// How long a tooltip whose text has `textLength` characters stays after the finger
    /// that showed it lifts: its reading time, at least ``minimumVisible`` and at most
    /// ``maximumVisible``. A tooltip the pointer or focus showed has no such limit.
    ///
    /// ```swift
    /// HoverTiming.standard.visibleDuration(textLength: 12)      // 1.5
    /// HoverTiming.standard.visibleDuration(textLength: 10_000)  // 30
    /// ```
    public func visibleDuration(textLength: Int) -> TimeInterval {
        let reading = Double(max(0, textLength)) / readingSpeed
        return min(max(minimumVisible, reading), max(minimumVisible, maximumVisible))
    }

    /// `value` as a number of seconds: 0 for a negative one or NaN.
    static func seconds(_ value: TimeInterval) -> TimeInterval {
        value.isNaN ? 0 : max(0, value)
    }
}
