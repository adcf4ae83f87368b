import Foundation
import Testing
@testable import PopoverCore

/// Hostile numbers where the Mac's screens and the pointer come in (a display AppKit
/// reports oddly, a pointer from a broken event): never a crash; a placement either
/// fails with a clear error or stays finite.
@Suite struct ScreenHostileTests {
    static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude, 0, -0.0, 1e-300]

    @Test func hostileDisplaysAndAnchorsPickSomeDisplayOrNone() {
        for value in Self.hostile {
            let odd = ScreenSpace.Screen(frame: CGRect(x: value, y: 0, width: 1440, height: value),
                                         visibleFrame: CGRect(x: 0, y: value, width: value, height: 800))
            let space = ScreenSpace(screens: [odd, ScreenSpace.Screen(frame: CGRect(x: 1440, y: 0, width: 1920, height: 1080),
                                                                       visibleFrame: CGRect(x: 1440, y: 0, width: 1920, height: 1055))])
            let anchor = CGRect(x: value, y: value, width: 10, height: 10)
            if let index = space.screenIndex(holding: anchor) { #expect(space.screens.indices.contains(index)) }
            _ = space.container(for: anchor)
            _ = space.panelWindow(forPopoverAt: anchor, shadowReach: value)
        }
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
    }

    /// Issue 45: a display with a NaN or infinite frame or visible frame gave NaN or infinite
    /// containers, and as the main display it poisoned every other through the flip.
    @Test func aHostileDisplayNeverPoisonsAContainer() {
        let good = ScreenSpace.Screen(frame: CGRect(x: 1440, y: 0, width: 1920, height: 1080),
                                      visibleFrame: CGRect(x: 1440, y: 0, width: 1920, height: 1055))
        let anchorOnGood = CGRect(x: 2000, y: 500, width: 40, height: 20)
        for value in Self.hostile {
            for odd in [
                ScreenSpace.Screen(frame: CGRect(x: 0, y: 0, width: 1440, height: value), visibleFrame: CGRect(x: 0, y: 0, width: 1440, height: 875)),
                ScreenSpace.Screen(frame: CGRect(x: 0, y: 0, width: 1440, height: 900), visibleFrame: CGRect(x: 0, y: value, width: value, height: 875)),
                ScreenSpace.Screen(frame: CGRect(x: value, y: value, width: value, height: value), visibleFrame: CGRect(x: value, y: 0, width: 1, height: value)),
            ] {
                for screens in [[odd, good], [good, odd]] {
                    let space = ScreenSpace(screens: screens)
                    #expect(space.mainScreenTop.isFinite)
                    for anchor in [anchorOnGood, CGRect(x: 10, y: 10, width: 20, height: 20), CGRect(x: value, y: value, width: 10, height: 10)] {
                        guard let container = space.container(for: anchor) else { continue }
                        #expect(Self.isFinite(container), "\(screens) \(anchor) → \(container)")
                    }
                }
            }
        }
        // The good display keeps its container, in the flip of a good main display.
        let space = ScreenSpace(screens: [good, ScreenSpace.Screen(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 900),
                                                                   visibleFrame: CGRect(x: 0, y: 0, width: 1440, height: 875))])
        #expect(space.container(for: anchorOnGood) == CGRect(x: 1440, y: 25, width: 1920, height: 1055))
    }

    /// A visible frame that reaches past its display is cut to the display.
    @Test func theVisibleFrameIsCutToItsDisplay() {
        let space = ScreenSpace(screens: [ScreenSpace.Screen(frame: CGRect(x: 0, y: 0, width: 800, height: 600),
                                                             visibleFrame: CGRect(x: -50, y: 0, width: 900, height: 575))])
        #expect(space.container(for: CGRect(x: 10, y: 10, width: 20, height: 20)) == CGRect(x: 0, y: 25, width: 800, height: 575))
    }

    @Test func aHostilePointerFailsClearlyOrStaysFinite() {
        let container = CGRect(x: 0, y: 0, width: 800, height: 600)
        for x in Self.hostile {
            for y in Self.hostile {
                let request = PointerAnchor(CGPoint(x: x, y: y), cursorHeight: y).request(
                    container: container, contentSize: CGSize(width: 120, height: 22))
                do {
                    let frame = try Placement.solve(request).frame
                    #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
                } catch let error as PopoverInputError {
                    #expect(!error.field.isEmpty)
                } catch {
                    Issue.record("unexpected error \(error)")
                }
            }
        }
    }
}
