import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issue 45: the decisions UIKit's menu code made itself, now the core's: the submenu's
/// side, the selection haptic, the hardware key map and which keys repeat.
@Suite struct MenuAppleDecisionTests {
    static let name = MenuItemPath([MenuItemIndex(section: 0, item: 0)])
    static let date = MenuItemPath([MenuItemIndex(section: 0, item: 1)])

    @Test func aSubmenuOpensOnItsRowsTrailingSideFirst() {
        // An arrow pointing left sits to the right of the row: trailing, left to right.
        #expect(MenuSubmenuSide.directions(for: .leftToRight) == [.left, .right, .up, .down])
        #expect(MenuSubmenuSide.directions(for: .rightToLeft) == [.right, .left, .up, .down])
        for direction in [PopoverLayoutDirection.leftToRight, .rightToLeft] {
            #expect(Set(MenuSubmenuSide.directions(for: direction)) == [.up, .down, .left, .right])
        }
    }

    @Test func theHapticTicksOnlyAsAPressSlidesOntoAnotherItem() {
        let slide = MenuEvent.pointerMoved(over: Self.date)
        #expect(MenuSelectionFeedback.ticks(after: slide, from: Self.name, to: Self.date, tracking: true))
        #expect(MenuSelectionFeedback.ticks(after: slide, from: nil, to: Self.date, tracking: true))   // back onto an item
        #expect(!MenuSelectionFeedback.ticks(after: slide, from: Self.date, to: Self.date, tracking: true))   // same item
        #expect(!MenuSelectionFeedback.ticks(after: slide, from: Self.name, to: nil, tracking: true))   // off every item
        #expect(!MenuSelectionFeedback.ticks(after: slide, from: Self.name, to: Self.date, tracking: false))   // the pointer
        #expect(!MenuSelectionFeedback.ticks(after: .pressBegan(on: Self.date), from: nil, to: Self.date, tracking: true))   // the press itself
        #expect(!MenuSelectionFeedback.ticks(after: .key(.down, at: 0), from: Self.name, to: Self.date, tracking: true))
        #expect(!MenuSelectionFeedback.ticks(after: .pressEnded(on: Self.date), from: Self.name, to: Self.date, tracking: true))
    }

    /// Random press, slide and release sequences through a real navigation: the haptic
    /// ticks exactly when a held press's highlight moves onto a different item.
    @Test func randomSlidesTickOncePerNewItem() {
        let menu = PopoverMenu(items: (0..<8).map { MenuItem(title: "Item \($0)", isDisabled: $0 == 3) })
        for seed in 0..<2_000 {
            var random = SplitMix64(seed: UInt64(seed) &+ 45_600)
            var navigation = MenuNavigation(menu)
            var ticks = 0, expected = 0
            for _ in 0..<30 {
                let over: MenuItemPath? = Int.random(in: 0..<5, using: &random) == 0 ? nil
                    : MenuItemPath([MenuItemIndex(section: 0, item: Int.random(in: 0..<8, using: &random))])
                let event: MenuEvent = switch Int.random(in: 0..<6, using: &random) {
                case 0: .pressBegan(on: over)
                case 1: .pressEnded(on: over)
                default: .pointerMoved(over: over)
                }
                let before = navigation.highlighted, wasTracking = navigation.isTracking
                _ = navigation.handle(event)
                if MenuSelectionFeedback.ticks(after: event, from: before, to: navigation.highlighted, tracking: navigation.isTracking) { ticks += 1 }
                if case .pointerMoved = event, wasTracking, let now = navigation.highlighted, now != before, menu[now]?.isDisabled == false { expected += 1 }
            }
            #expect(ticks == expected, "seed \(seed)")
        }
    }

    @Test func hardwareKeysMeanMenuKeys() {
        #expect(MenuKey(MenuKeyPress(.up)) == .up)
        #expect(MenuKey(MenuKeyPress(.up, command: true)) == .home)
        #expect(MenuKey(MenuKeyPress(.down, command: true)) == .end)
        #expect(MenuKey(MenuKeyPress(.home)) == .home && MenuKey(MenuKeyPress(.end)) == .end)
        #expect(MenuKey(MenuKeyPress(.returnOrEnter)) == .return && MenuKey(MenuKeyPress(.space)) == .space)
        #expect(MenuKey(MenuKeyPress(.escape)) == .escape && MenuKey(MenuKeyPress(.left)) == .left)
        #expect(MenuKey(MenuKeyPress(.other, characters: "d")) == .character("d"))
        #expect(MenuKey(MenuKeyPress(.other, characters: "é")) == .character("é"))
        // Shortcuts, control characters, several characters, nothing: not type-select.
        #expect(MenuKey(MenuKeyPress(.other, characters: "d", command: true)) == nil)
        #expect(MenuKey(MenuKeyPress(.other, characters: "d", control: true)) == nil)
        #expect(MenuKey(MenuKeyPress(.other, characters: "d", option: true)) == nil)
        #expect(MenuKey(MenuKeyPress(.other, characters: "\u{0}")) == nil)
        #expect(MenuKey(MenuKeyPress(.other, characters: "\n")) == nil)
        #expect(MenuKey(MenuKeyPress(.other, characters: "ab")) == nil)
        #expect(MenuKey(MenuKeyPress(.other, characters: "")) == nil)
    }

    @Test func onlyUpAndDownRepeatWhenHeld() {
        #expect(MenuKeyPress.Key.allCases.filter(\.repeats) == [.up, .down])
    }

    /// ↑ ↓ and ⌘↑ ⌘↓ are the key commands' (skipped by the press handler); ⇧, ⌥ and ⌃ with
    /// an arrow match no key command, so the press handler keeps them: ⌥↓ still moves down.
    @Test func onlyTheRegisteredCombinationsAreLeftToTheKeyCommands() {
        #expect(MenuKeyPress.repeatingKeyCommandModifiers == [.init(), .init(command: true)])
        #expect(MenuKeyPress(.down).isRepeatingKeyCommand && MenuKeyPress(.up, command: true).isRepeatingKeyCommand)
        for press in [MenuKeyPress(.down, option: true), MenuKeyPress(.down, shift: true), MenuKeyPress(.up, control: true),
                      MenuKeyPress(.up, command: true, shift: true), MenuKeyPress(.down, command: true, option: true)] {
            #expect(!press.isRepeatingKeyCommand)
            #expect(MenuKey(press) == (press.command ? (press.key == .up ? .home : .end) : (press.key == .up ? .up : .down)))
        }
        // Keys that do not repeat are never the key commands', whatever is held.
        for key in MenuKeyPress.Key.allCases where !key.repeats {
            #expect(!MenuKeyPress(key).isRepeatingKeyCommand && !MenuKeyPress(key, command: true).isRepeatingKeyCommand)
        }
    }

    /// 5,000 random presses, hostile characters included: a press means a character only
    /// for one printable character held with no ⌘, ⌃ or ⌥, and never traps.
    @Test func randomPressesNeverTypeSelectAShortcutOrAControlCharacter() {
        let samples = ["a", "Z", "ß", "é", "\u{0}", "\u{7F}", "\t", "\r\n", "👩‍👩‍👧", "e\u{301}", "", "ab", " ", "\u{200B}"]
        var random = SplitMix64(seed: 45_700)
        for _ in 0..<5_000 {
            let press = MenuKeyPress(
                MenuKeyPress.Key.allCases.randomElement(using: &random)!, characters: samples.randomElement(using: &random)!,
                command: Bool.random(using: &random), control: Bool.random(using: &random), option: Bool.random(using: &random)
            )
            guard case let .character(c)? = MenuKey(press) else { continue }
            #expect(press.key == .other && !press.command && !press.control && !press.option && press.characters == String(c))
            #expect(c.unicodeScalars.allSatisfy { !CharacterSet.controlCharacters.contains($0) })
        }
    }
}
