import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issue 47: what opens an attached menu and where its popover points.
@Suite struct MenuTriggerTests {
    static let table = CGRect(x: 0, y: 0, width: 320, height: 600)

    @Test func aPrimaryActionMenuOpensOnlyOnTheActionAndAContextMenuNeverOnIt() {
        for idiom in [MenuTrigger.Idiom.touch, .mouse] {
            #expect(MenuTrigger.opening(menuIsPrimaryAction: true, idiom: idiom) == [.primaryAction])
        }
        #expect(MenuTrigger.opening(menuIsPrimaryAction: false, idiom: .touch) == [.longPress, .secondaryClick])
        #expect(MenuTrigger.longPressDuration == 0.5)   // UIKit's context menu
    }

    /// AppKit opens a view's context menu on a secondary click alone: a held button drags
    /// or selects on the Mac.
    @Test func aMacContextMenuOpensOnASecondaryClickOnly() {
        #expect(MenuTrigger.opening(menuIsPrimaryAction: false, idiom: .mouse) == [.secondaryClick])
    }

    /// A right mouse-down, and a left one with Control, as AppKit's `menu(for:)`; nothing
    /// else (a plain click, the middle button, other buttons with or without Control).
    @Test func aRightClickAndAControlClickAreSecondaryClicks() {
        #expect(MenuTrigger(mouseDownOf: 1, controlKey: false) == .secondaryClick)
        #expect(MenuTrigger(mouseDownOf: 1, controlKey: true) == .secondaryClick)
        #expect(MenuTrigger(mouseDownOf: 0, controlKey: true) == .secondaryClick)
        #expect(MenuTrigger(mouseDownOf: 0, controlKey: false) == nil)
        for button in [2, 3, 31, -1, Int.min, Int.max] {
            for control in [false, true] { #expect(MenuTrigger(mouseDownOf: button, controlKey: control) == nil) }
        }
    }

    @Test func thePrimaryActionPointsAtTheWholeControl() {
        let button = CGRect(x: 0, y: 0, width: 120, height: 44)
        #expect(MenuTrigger.primaryAction.anchor(at: CGPoint(x: 10, y: 10), in: button) == button)
    }

    @Test func aLongPressPointsAtTheFingersSquareInTheView() {
        // A table's row, not the whole table.
        #expect(MenuTrigger.longPress.anchor(at: CGPoint(x: 100, y: 300), in: Self.table) == CGRect(x: 78, y: 278, width: 44, height: 44))
        // Near an edge the square is cut to the view.
        #expect(MenuTrigger.longPress.anchor(at: CGPoint(x: 5, y: 590), in: Self.table) == CGRect(x: 0, y: 568, width: 27, height: 32))
        // A small button: the button.
        let icon = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(MenuTrigger.longPress.anchor(at: CGPoint(x: 15, y: 15), in: icon) == icon)
    }

    @Test func aSecondaryClickPointsAtThePointer() {
        #expect(MenuTrigger.secondaryClick.anchor(at: CGPoint(x: 100, y: 300), in: Self.table) == CGRect(x: 100, y: 300, width: 0, height: 0))
    }

    @Test func aLongPressPrefersAboveTheFingerAndTheOthersBelow() {
        #expect(MenuTrigger.longPress.directions.first == .down)
        #expect(MenuTrigger.primaryAction.directions.first == .up)
        #expect(MenuTrigger.secondaryClick.directions.first == .up)
        for trigger in MenuTrigger.allCases { #expect(Set(trigger.directions) == Set(ArrowDirection.arrowed)) }
    }

    /// Hostile locations and bounds: the anchor lies in the view and holds no NaN.
    @Test func theAnchorAlwaysLiesInTheView() {
        var random = SplitMix64(seed: 47)
        let hostile: [CGFloat] = [.nan, .infinity, -.infinity, -1e300, 1e300, 0, -0.0]
        func value() -> CGFloat {
            random.next() % 5 == 0 ? hostile[Int(random.next() % UInt64(hostile.count))] : CGFloat(Int(random.next() % 2000)) - 1000
        }
        for _ in 0..<2_000 {
            let bounds = CGRect(x: CGFloat(Int(random.next() % 200)) - 100, y: CGFloat(Int(random.next() % 200)) - 100,
                                width: CGFloat(Int(random.next() % 400)), height: CGFloat(Int(random.next() % 400)))
            let location = CGPoint(x: value(), y: value())
            for trigger in MenuTrigger.allCases {
                let anchor = trigger.anchor(at: location, in: bounds)
                #expect([anchor.minX, anchor.minY, anchor.maxX, anchor.maxY].allSatisfy { $0.isFinite })
                #expect(anchor.minX >= bounds.minX && anchor.maxX <= bounds.maxX && anchor.minY >= bounds.minY && anchor.maxY <= bounds.maxY,
                        "\(trigger) at \(location) in \(bounds): \(anchor)")
            }
        }
    }
}

/// Issue 47: where a toolbar item's menu points when AppKit makes the item's view.
@Suite struct ToolbarMenuAnchorTests {
    /// The item's view, then a click of the moment, then keyboard focus on the toolbar, then
    /// below the toolbar: each used only when those before it are missing.
    @Test func theAnchorsAreTriedItemViewClickFocusThenBelowTheToolbar() {
        #expect(ToolbarMenuAnchor.order == [.itemView, .clickedView, .focusedView, .belowToolbar])
        #expect(Set(ToolbarMenuAnchor.order) == Set(ToolbarMenuAnchor.allCases))
        var tried: [ToolbarMenuAnchor] = []
        let chosen = ToolbarMenuAnchor.first { candidate -> ToolbarMenuAnchor? in
            tried.append(candidate)
            return candidate == .focusedView || candidate == .belowToolbar ? candidate : nil
        }
        #expect(chosen == .focusedView)
        #expect(tried == [.itemView, .clickedView, .focusedView])
        #expect(ToolbarMenuAnchor.first { $0 == .belowToolbar ? 1 : nil } == 1)
        #expect(ToolbarMenuAnchor.first { _ -> Int? in nil } == nil)
    }

    /// A click is the one that sent the action only if it is at most half a second old;
    /// one from the future, or a timestamp that is not a number, never is.
    @Test func onlyAClickOfTheMomentAnchorsTheMenu() {
        #expect(ToolbarMenuAnchor.isRecent(eventTimestamp: 1000, now: 1000))
        #expect(ToolbarMenuAnchor.isRecent(eventTimestamp: 1000, now: 1000.5))
        #expect(!ToolbarMenuAnchor.isRecent(eventTimestamp: 1000, now: 1000.51))
        #expect(!ToolbarMenuAnchor.isRecent(eventTimestamp: 1000, now: 999))
        #expect(!ToolbarMenuAnchor.isRecent(eventTimestamp: .nan, now: 1000))
        #expect(!ToolbarMenuAnchor.isRecent(eventTimestamp: 0, now: .infinity))
    }
}
