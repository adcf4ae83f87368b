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
/// - ``minimumVisible``, 10 s: the old Human Interface Guidelines (help tags) said a
///   tooltip stays 10 seconds or until the pointer moves away from the control.
/// - ``readingSpeed``, 15 characters a second (about 180 words a minute, a slow
///   reader's pace on screen): a text of more than 150 characters stays longer, one
///   second for each 15 more.
/// - ``maximumVisible``, 30 s: a tooltip is a hint, never a page; past 450 characters
///   the text should be somewhere else.
///
/// ```swift
/// HoverTiming.standard.initialDelay                        // 0.5
/// HoverTiming.standard.visibleDuration(textLength: 300)    // 20
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
    /// The least time a tooltip stays before it hides by itself.
    ///
    /// ```swift
    /// HoverTiming.standard.minimumVisible  // 10
    /// ```
    public var minimumVisible: TimeInterval
    /// Characters a second a reader reads: a text's reading time is its length over this.
    ///
    /// ```swift
    /// HoverTiming.standard.readingSpeed  // 15
    /// ```
    public var readingSpeed: Double
    /// The most time a tooltip stays before it hides by itself, however long its text.
    ///
    /// ```swift
    /// HoverTiming.standard.maximumVisible  // 30
    /// ```
    public var maximumVisible: TimeInterval

    /// The timings above: 0.5 s delay and cool-down, 10 to 30 s on screen at 15
    /// characters a second.
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
        minimumVisible: TimeInterval = 10,
        readingSpeed: Double = HoverTiming.standardReadingSpeed,
        maximumVisible: TimeInterval = 30
    ) {
        self.initialDelay = Self.seconds(initialDelay)
        self.coolDown = Self.seconds(coolDown)
        self.minimumVisible = Self.seconds(minimumVisible)
        self.readingSpeed = readingSpeed > 0 && readingSpeed.isFinite ? readingSpeed : Self.standardReadingSpeed
        self.maximumVisible = max(self.minimumVisible, Self.seconds(maximumVisible))
    }

    /// How long a tooltip whose text has `textLength` characters stays before it hides
    /// by itself while the pointer rests on its target: its reading time, at least
    /// ``minimumVisible`` and at most ``maximumVisible``.
    ///
    /// ```swift
    /// HoverTiming.standard.visibleDuration(textLength: 12)      // 10
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
