import Foundation

/// The Mac's screens as the core sees them. AppKit gives screen rectangles y-up, measured
/// from the bottom-left corner of the main screen (the one with the menu bar, whose
/// frame starts at 0, 0); the core places popovers y-down. This is the one place that
/// converts between the two, into Quartz's display coordinates (`CGDisplayBounds`): the
/// main screen's top-left corner at 0, 0 and y growing downwards, so "up" is up on every
/// display, whatever its arrangement.
///
/// ```swift
/// let space = ScreenSpace(screens: [
///     ScreenSpace.Screen(frame: CGRect(x: 0, y: 0, width: 1440, height: 900),
///                        visibleFrame: CGRect(x: 0, y: 70, width: 1440, height: 805)),
/// ])
/// space.flipped(CGRect(x: 100, y: 800, width: 40, height: 20))  // == CGRect(x: 100, y: 80, width: 40, height: 20)  // true
/// space.container(for: CGRect(x: 100, y: 800, width: 40, height: 20))  // == CGRect(x: 0, y: 25, width: 1440, height: 805)  // true
/// ```
public struct ScreenSpace: Sendable, Equatable {
    /// One display, in AppKit's coordinates (`NSScreen.frame` and `visibleFrame`).
    public struct Screen: Sendable, Equatable {
        /// The whole display.
        public var frame: CGRect
        /// The display less the menu bar and the Dock: where a popover may go.
        public var visibleFrame: CGRect

        /// A display from `NSScreen`'s two rectangles.
        ///
        /// ```swift
        /// ScreenSpace.Screen(frame: CGRect(x: 0, y: 0, width: 1512, height: 982),
        ///                    visibleFrame: CGRect(x: 0, y: 0, width: 1512, height: 945))
        /// ```
        public init(frame: CGRect, visibleFrame: CGRect) {
            self.frame = frame
            self.visibleFrame = visibleFrame
        }
    }

    /// The displays, the main one first (`NSScreen.screens`' order).
    public var screens: [Screen]

    /// The displays, the main one first.
    ///
    /// ```swift
    /// ScreenSpace(screens: []).container(for: .zero)  // nil
    /// ```
    public init(screens: [Screen]) {
        self.screens = screens
    }

    /// The line that the flip mirrors about, twice over: the main screen's top edge in
    /// AppKit's coordinates (its height, as its frame starts at 0). 0 when the main screen's
    /// frame is not a real rectangle, so that one bad display cannot poison the others.
    public var mainScreenTop: CGFloat {
        guard let main = screens.first, Self.isReal(main.frame) else { return 0 }
        return main.frame.standardized.maxY
    }

    /// `rect` in the other convention: AppKit's y-up into the core's y-down, or back. The
    /// flip is its own inverse, and exact for rectangles on a grid of 1/256 pt within
    /// ±2²⁰ pt (every real screen's points and pixels): `flipped(flipped(r)) == r`.
    ///
    /// ```swift
    /// let space = ScreenSpace(screens: [ScreenSpace.Screen(frame: CGRect(x: 0, y: 0, width: 800, height: 600),
    ///                                                      visibleFrame: CGRect(x: 0, y: 0, width: 800, height: 575))])
    /// space.flipped(space.flipped(CGRect(x: 5, y: 7.5, width: 30, height: 20))) == CGRect(x: 5, y: 7.5, width: 30, height: 20)  // true
    /// ```
    public func flipped(_ rect: CGRect) -> CGRect {
        let rect = rect.standardized
        return CGRect(x: rect.minX, y: mainScreenTop - rect.maxY, width: rect.width, height: rect.height)
    }

    /// `point` in the other convention (its own inverse, as ``flipped(_:)-(CGRect)``).
    ///
    /// ```swift
    /// let space = ScreenSpace(screens: [ScreenSpace.Screen(frame: CGRect(x: 0, y: 0, width: 800, height: 600),
    ///                                                      visibleFrame: CGRect(x: 0, y: 0, width: 800, height: 575))])
    /// space.flipped(CGPoint(x: 10, y: 590))  // == CGPoint(x: 10, y: 10)  // true
    /// ```
    public func flipped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x, y: mainScreenTop - point.y)
    }

    /// The index of the display that holds `anchor` (AppKit's coordinates): the one whose
    /// frame holds its centre; else the one it overlaps most; else the nearest (an anchor
    /// in a window dragged off every display). `nil` only with no real display.
    ///
    /// ```swift
    /// let space = ScreenSpace(screens: [
    ///     ScreenSpace.Screen(frame: CGRect(x: 0, y: 0, width: 800, height: 600), visibleFrame: CGRect(x: 0, y: 0, width: 800, height: 575)),
    ///     ScreenSpace.Screen(frame: CGRect(x: 800, y: 0, width: 1920, height: 1080), visibleFrame: CGRect(x: 800, y: 0, width: 1920, height: 1055)),
    /// ])
    /// space.screenIndex(holding: CGRect(x: 790, y: 100, width: 40, height: 20))  // 1
    /// ```
    public func screenIndex(holding anchor: CGRect) -> Int? {
        // A display whose frame is not a real one (not finite, or beyond
        // ``PopoverLimits/maximumCoordinate``) holds nothing; an anchor that is not a real
        // rectangle is on the first real display.
        let real = screens.indices.filter { Self.isReal(screens[$0].frame) }
        guard let first = real.first else { return nil }
        guard Self.isReal(anchor) else { return first }
        let anchor = anchor.standardized
        let centre = CGPoint(x: anchor.midX, y: anchor.midY)
        if let holding = real.first(where: { screens[$0].frame.contains(centre) }) { return holding }
        let overlaps = real.map { index -> CGFloat in
            let common = screens[index].frame.intersection(anchor)
            return common.isNull ? 0 : common.width * common.height
        }
        if let most = overlaps.max(), most > 0, let at = overlaps.firstIndex(of: most) { return real[at] }
        let distances = real.map { Self.distance(from: centre, to: screens[$0].frame) }
        return distances.indices.min { distances[$0] < distances[$1] }.map { real[$0] }
    }

    /// Whether every number of `rect` is finite and within ``PopoverLimits/maximumCoordinate``.
    private static func isReal(_ rect: CGRect) -> Bool {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy {
            $0.isFinite && abs($0) <= PopoverLimits.maximumCoordinate
        }
    }

    /// Where a popover pointing at `anchor` (AppKit's coordinates) may go, in the core's:
    /// the visible frame of the display that holds it (``screenIndex(holding:)``),
    /// flipped. The visible frame is cut to its display's frame, and a visible frame that is
    /// not a real rectangle counts as the whole display, so the container is always finite.
    /// `nil` with no real display.
    ///
    /// ```swift
    /// ScreenSpace(screens: []).container(for: CGRect(x: 0, y: 0, width: 10, height: 10))  // nil
    /// ```
    public func container(for anchor: CGRect) -> CGRect? {
        screenIndex(holding: anchor).map { index in
            let frame = screens[index].frame.standardized
            let visible = screens[index].visibleFrame
            let inside = Self.isReal(visible) ? visible.standardized.intersection(frame) : frame
            return flipped(inside.isNull ? frame : inside)
        }
    }

    /// Where the window of a popover at `frame` (the core's coordinates, a placement's
    /// frame) goes, in AppKit's: the frame grown by its shadow's `reach` on every side
    /// (rounded up to whole points, so the window stays on the pixel grid), flipped; and
    /// where the popover sits in that window's content, y-down (the ``PanelWindowFrame/margin`` from its
    /// top-left corner).
    ///
    /// ```swift
    /// let space = ScreenSpace(screens: [ScreenSpace.Screen(frame: CGRect(x: 0, y: 0, width: 800, height: 600),
    ///                                                      visibleFrame: CGRect(x: 0, y: 0, width: 800, height: 575))])
    /// let window = space.panelWindow(forPopoverAt: CGRect(x: 100, y: 50, width: 200, height: 120), shadowReach: 11.5)
    /// window.frame == CGRect(x: 88, y: 418, width: 224, height: 144)  // true
    /// window.margin  // 12
    /// ```
    public func panelWindow(forPopoverAt frame: CGRect, shadowReach reach: CGFloat) -> PanelWindowFrame {
        let margin = reach.isFinite ? max(0, reach.rounded(.up)) : 0
        return PanelWindowFrame(frame: flipped(frame.insetBy(dx: -margin, dy: -margin)), margin: margin)
    }

    /// A popover panel's window: its frame on screen (AppKit's coordinates) and the room
    /// around the popover inside it, for the shadow.
    public struct PanelWindowFrame: Sendable, Equatable {
        /// The window's frame, in AppKit's coordinates.
        public var frame: CGRect
        /// Points between the window's edges and the popover's, on every side.
        public var margin: CGFloat
    }

    /// The distance from `point` to the nearest point of `rect` (0 inside it).
    private static func distance(from point: CGPoint, to rect: CGRect) -> CGFloat {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
