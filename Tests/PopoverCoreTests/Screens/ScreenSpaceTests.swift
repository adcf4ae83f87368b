import Foundation
import Testing
@testable import PopoverCore

/// AppKit's y-up screen rectangles into the core's y-down space, and the display that
/// holds an anchor, by hand: a MacBook's built-in display (1512 × 982, a 37 pt menu bar
/// with the notch, the Dock at the bottom) with an external 2560 × 1440 display above it,
/// and a portrait display to its left, as in System Settings › Displays › Arrange.
@Suite struct ScreenSpaceTests {
    static let laptop = ScreenSpace.Screen(
        frame: CGRect(x: 0, y: 0, width: 1512, height: 982),
        visibleFrame: CGRect(x: 0, y: 79, width: 1512, height: 866))
    static let above = ScreenSpace.Screen(
        frame: CGRect(x: -524, y: 982, width: 2560, height: 1440),
        visibleFrame: CGRect(x: -524, y: 982, width: 2560, height: 1415))
    static let portrait = ScreenSpace.Screen(
        frame: CGRect(x: -1080, y: -600, width: 1080, height: 1920),
        visibleFrame: CGRect(x: -1080, y: -600, width: 1080, height: 1895))
    let space = ScreenSpace(screens: [laptop, above, portrait])

    @Test func theMainScreensTopLeftCornerIsTheOrigin() {
        #expect(space.flipped(CGRect(x: 0, y: 982, width: 0, height: 0)) == CGRect(x: 0, y: 0, width: 0, height: 0))
        // The menu bar's bottom edge, 37 pt from the top (982 − 945).
        #expect(space.flipped(Self.laptop.visibleFrame).minY == 37)
        // The display above the main one lies at negative y, as Quartz has it.
        #expect(space.flipped(Self.above.frame) == CGRect(x: -524, y: -1440, width: 2560, height: 1440))
        #expect(space.flipped(Self.portrait.frame) == CGRect(x: -1080, y: -338, width: 1080, height: 1920))
    }

    @Test func aPointAndARectangleFlipAlike() {
        let rect = CGRect(x: 100, y: 300, width: 50, height: 20)
        let flipped = space.flipped(rect)
        #expect(space.flipped(CGPoint(x: rect.minX, y: rect.maxY)) == flipped.origin)
    }

    @Test func aRectangleWithNegativeSizeIsStandardizedFirst() {
        let rect = CGRect(x: 150, y: 320, width: -50, height: -20)
        #expect(space.flipped(rect) == space.flipped(rect.standardized))
    }

    @Test func theDisplayHoldingTheAnchorsCentreWins() {
        // A button straddling the laptop's top edge, mostly on the display above.
        #expect(space.screenIndex(holding: CGRect(x: 700, y: 970, width: 40, height: 30)) == 1)
        #expect(space.screenIndex(holding: CGRect(x: 700, y: 960, width: 40, height: 30)) == 0)
        #expect(space.screenIndex(holding: CGRect(x: -10, y: 100, width: 30, height: 30)) == 0)
        #expect(space.screenIndex(holding: CGRect(x: -30, y: 100, width: 20, height: 20)) == 2)
    }

    @Test func anAnchorOffEveryDisplayTakesTheNearestOne() {
        // Right of the laptop: 188 pt from it, 377 pt below the display above's overhang.
        #expect(space.screenIndex(holding: CGRect(x: 1700, y: 600, width: 10, height: 10)) == 0)
        // Nearer the overhang (77 pt) than the laptop (193 pt).
        #expect(space.screenIndex(holding: CGRect(x: 1700, y: 1100, width: 10, height: 10)) == 1)
        #expect(space.screenIndex(holding: CGRect(x: -2000, y: 0, width: 10, height: 10)) == 2)
    }

    @Test func theContainerIsTheVisibleFrameWithoutMenuBarAndDock() {
        let container = try! #require(space.container(for: CGRect(x: 200, y: 900, width: 30, height: 20)))
        #expect(container == CGRect(x: 0, y: 37, width: 1512, height: 866))
    }

    @Test func noDisplayNoContainer() {
        #expect(ScreenSpace(screens: []).container(for: CGRect(x: 0, y: 0, width: 1, height: 1)) == nil)
        #expect(ScreenSpace(screens: []).screenIndex(holding: .zero) == nil)
    }

    /// A popover from a menu-bar-high button on the laptop opens below it, inside the
    /// visible frame, and flips back into AppKit's coordinates below the button there.
    @Test func aPopoverBelowAButtonNearTheTopStaysUnderTheMenuBar() throws {
        let button = CGRect(x: 1400, y: 900, width: 30, height: 24)   // AppKit: near the top right
        let request = PlacementRequest(
            anchor: space.flipped(button), container: try #require(space.container(for: button)),
            contentSize: CGSize(width: 300, height: 200))
        let placement = try Placement.solve(request)
        #expect(placement.direction == .up)
        let panel = space.flipped(placement.frame)
        #expect(panel.maxY <= button.minY)
        #expect(Self.laptop.visibleFrame.insetBy(dx: 10, dy: 10).contains(panel))
    }

    /// The panel's window leaves its shadow whole room, in whole points, and puts the
    /// popover back where the placement said once flipped.
    @Test func thePanelWindowHoldsTheShadow() {
        let frame = CGRect(x: 300.5, y: 200, width: 250, height: 140)
        for reach: CGFloat in [0, 0.25, 7, 19.5] {
            let window = space.panelWindow(forPopoverAt: frame, shadowReach: reach)
            #expect(window.margin == reach.rounded(.up))
            #expect(window.frame.insetBy(dx: window.margin, dy: window.margin) == space.flipped(frame))
        }
        #expect(space.panelWindow(forPopoverAt: frame, shadowReach: .nan).margin == 0)
        #expect(space.panelWindow(forPopoverAt: frame, shadowReach: -4).margin == 0)
    }
}
