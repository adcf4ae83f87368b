import Foundation
import Testing
@testable import PopoverCore

/// Only a keyboard docked on the popover's screen reserves the bottom of the container.
@Suite struct DockedKeyboardTests {
    static let iPad = CGRect(x: 0, y: 0, width: 1024, height: 1366)

    @Test func aDockedKeyboardReservesTheBottom() throws {
        let keyboard = CGRect(x: 0, y: 1000, width: 1024, height: 366)
        let docked = try #require(DockedKeyboard.frame(keyboard, screen: Self.iPad, onPopoversScreen: true))
        #expect(docked == keyboard)
        let insets = PopoverInsets.popoverMargins(safeArea: .zero, margin: 10, keyboardFrame: docked, in: Self.iPad)
        #expect(insets.bottom == 376)
        // The shortcut bar of a hardware keyboard is docked too (a rounded frame ends within a point).
        #expect(DockedKeyboard.frame(CGRect(x: 0, y: 1310.5, width: 1024, height: 55), screen: Self.iPad, onPopoversScreen: true) != nil)
    }

    @Test func floatingUndockedHiddenOrElsewhereReservesNothing() {
        let screen = Self.iPad
        // Floating (the small iPad keyboard), anywhere, even near the bottom.
        #expect(DockedKeyboard.frame(CGRect(x: 350, y: 700, width: 320, height: 260), screen: screen, onPopoversScreen: true) == nil)
        #expect(DockedKeyboard.frame(CGRect(x: 350, y: 1100, width: 320, height: 260), screen: screen, onPopoversScreen: true) == nil)
        // Undocked full width, moved up.
        #expect(DockedKeyboard.frame(CGRect(x: 0, y: 600, width: 1024, height: 366), screen: screen, onPopoversScreen: true) == nil)
        // Hidden: below the screen.
        #expect(DockedKeyboard.frame(CGRect(x: 0, y: 1366, width: 1024, height: 366), screen: screen, onPopoversScreen: true) == nil)
        // Docked, but on another display.
        #expect(DockedKeyboard.frame(CGRect(x: 0, y: 1000, width: 1024, height: 366), screen: screen, onPopoversScreen: false) == nil)
        // Nonsense frames.
        for bad in [CGRect.null, .zero, CGRect(x: CGFloat.nan, y: 1000, width: 10, height: 366), CGRect(x: 0, y: 1000, width: CGFloat.infinity, height: 366)] {
            #expect(DockedKeyboard.frame(bad, screen: screen, onPopoversScreen: true) == nil)
        }
    }
}

extension DockedKeyboardTests {
    /// Before any keyboard notification, the keyboard layout guide is the keyboard only
    /// when it rises above the bottom safe area (with no keyboard it lies along it).
    @Test func theGuideIsAKeyboardOnlyWhenTallerThanTheSafeArea() {
        let phone = CGRect(x: 0, y: 508, width: 390, height: 336)
        #expect(DockedKeyboard.frame(fromGuide: phone, safeAreaBottom: 34) == phone)
        #expect(DockedKeyboard.frame(fromGuide: CGRect(x: 0, y: 810, width: 390, height: 34), safeAreaBottom: 34) == nil)
        #expect(DockedKeyboard.frame(fromGuide: CGRect(x: 0, y: 844, width: 390, height: 0), safeAreaBottom: 0) == nil)
        #expect(DockedKeyboard.frame(fromGuide: phone, safeAreaBottom: .nan) == nil)
        for hostile in [CGFloat.nan, .infinity, -.infinity] {
            #expect(DockedKeyboard.frame(fromGuide: CGRect(x: 0, y: hostile, width: 390, height: 336), safeAreaBottom: 34) == nil)
            #expect(DockedKeyboard.frame(fromGuide: CGRect(x: 0, y: 508, width: 390, height: hostile), safeAreaBottom: 34) == nil)
        }
        #expect(DockedKeyboard.frame(fromGuide: .null, safeAreaBottom: 0) == nil)
    }
}
