import Foundation

/// A dim behind the popover that the popover owns: added when it appears, removed when
/// it goes, covering its container below it. A touch on the dim never reaches the views
/// under it: it dismisses the popover when ``OutsideTap/dismisses`` and is taken
/// otherwise. In a spotlight's hole a touch is as if there were no dim: with taps that
/// pass through (``OutsideTap/passesThrough``) it reaches the anchor.
///
/// ```swift
/// let dark = PopoverDim.color(DynamicColor(try RGBAColor(hex: "#00000066")))
/// let spotlight = PopoverDim.spotlight(Spotlight(padding: 6, cornerRadius: 10))
/// spotlight.hasHole  // true
/// ```
public enum PopoverDim: Sendable, Hashable {
    /// No dim (the default).
    case none
    /// The whole container under one colour (its alpha is the dim's opacity).
    case color(DynamicColor)
    /// The container dimmed around a rounded hole on the anchor.
    case spotlight(Spotlight)

    /// UIKit's dimming view's colour: black at 40 %.
    ///
    /// ```swift
    /// PopoverDim.standard == .color(DynamicColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4)))  // true
    /// ```
    public static let standard = PopoverDim.color(DynamicColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: standardOpacity)))

    /// How dark UIKit's dimming view is, 0.4: ``standard``'s alpha and a ``Spotlight``'s
    /// default `dimOpacity`.
    @usableFromInline static let standardOpacity: Double = 0.4

    /// Whether there is a dim.
    ///
    /// ```swift
    /// PopoverDim.none.isShown  // false
    /// ```
    public var isShown: Bool { self != .none }

    /// Whether the dim has a hole that touches go through (a spotlight).
    ///
    /// ```swift
    /// PopoverDim.standard.hasHole  // false
    /// ```
    public var hasHole: Bool {
        if case .spotlight = self { true } else { false }
    }

    /// The dim's colour in an appearance: the colour, or a spotlight's black at its
    /// opacity; `nil` without a dim.
    ///
    /// ```swift
    /// PopoverDim.spotlight(Spotlight(dimOpacity: 0.5)).color(for: .dark)?.alpha  // 0.5
    /// ```
    public func color(for appearance: Appearance) -> RGBAColor? {
        switch self {
        case .none: nil
        case let .color(color): color.resolved(for: appearance)
        case let .spotlight(spotlight): RGBAColor(red: 0, green: 0, blue: 0, alpha: spotlight.sanitized.dimOpacity)
        }
    }

    /// The dimmed area: the container, less a spotlight's hole around `anchor`; `nil`
    /// without a dim.
    ///
    /// ```swift
    /// PopoverDim.standard.path(around: .zero, in: CGRect(x: 0, y: 0, width: 100, height: 100))?.bounds  // (0, 0, 100, 100)
    /// ```
    public func path(around anchor: CGRect, in container: CGRect) -> PopoverPath? {
        switch self {
        case .none: nil
        case .color: Spotlight(padding: 0, cornerRadius: 0).path(around: .null, in: container)
        case let .spotlight(spotlight): spotlight.path(around: anchor, in: container)
        }
    }

    /// Whether a touch at `point` is in the dim's hole (a spotlight's, around `anchor`).
    ///
    /// ```swift
    /// let container = CGRect(x: 0, y: 0, width: 100, height: 100), anchor = CGRect(x: 40, y: 40, width: 20, height: 20)
    /// PopoverDim.spotlight(Spotlight()).holeContains(CGPoint(x: 50, y: 50), around: anchor, in: container)  // true
    /// PopoverDim.standard.holeContains(CGPoint(x: 50, y: 50), around: anchor, in: container)               // false
    /// ```
    public func holeContains(_ point: CGPoint, around anchor: CGRect, in container: CGRect) -> Bool {
        guard case let .spotlight(spotlight) = self else { return false }
        return spotlight.holeContains(point, around: anchor, in: container)
    }
}
