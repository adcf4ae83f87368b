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
