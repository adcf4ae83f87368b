import Foundation

/// Which keyboard frame a popover keeps clear of: only a keyboard docked on the popover's
/// own screen. UIKit's keyboard layout guide follows the keyboard "while it is docked
/// (visible and attached to the bottom of the screen)" (UIKeyboardLayoutGuide.h); a
/// floating or undocked iPad keyboard sits over the content and reserves nothing, and a
/// keyboard on another display reserves nothing here.
///
/// ```swift
/// let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
/// DockedKeyboard.frame(CGRect(x: 0, y: 1000, width: 1024, height: 366), screen: screen, onPopoversScreen: true)
/// // (0, 1000, 1024, 366): docked
/// DockedKeyboard.frame(CGRect(x: 300, y: 700, width: 320, height: 260), screen: screen, onPopoversScreen: true)  // nil
/// ```
package enum DockedKeyboard {
    /// How far from the screen's bottom edge a keyboard may end and still count as
    /// docked (rounding of converted frames).
    public static let tolerance: CGFloat = 1

    /// The keyboard's frame (screen coordinates, as UIKit's notifications give it) when it
    /// is visible, docked at the bottom of `screen` and on the popover's screen; else `nil`.
    /// A NaN, infinite, null or empty frame is `nil`.
    ///
    /// ```swift
    /// let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// // Hidden: UIKit moves it below the screen.
    /// DockedKeyboard.frame(CGRect(x: 0, y: 844, width: 390, height: 336), screen: screen, onPopoversScreen: true)  // nil
    /// ```
    public static func frame(_ keyboard: CGRect, screen: CGRect, onPopoversScreen: Bool) -> CGRect? {
        guard onPopoversScreen, isUsable(keyboard), isUsable(screen) else { return nil }
        let visible = keyboard.minY < screen.maxY - tolerance && keyboard.maxX > screen.minX && keyboard.minX < screen.maxX
        let attachedToBottom = keyboard.maxY >= screen.maxY - tolerance
        return visible && attachedToBottom ? keyboard : nil
    }

    /// The keyboard's frame from a view's keyboard layout guide, before any keyboard
    /// notification: the guide follows only a docked keyboard and, with none, lies along
    /// the bottom safe area inset; so only a guide taller than that inset is a keyboard.
    /// A NaN, infinite, null or empty guide is `nil`.
    ///
    /// ```swift
    /// DockedKeyboard.frame(fromGuide: CGRect(x: 0, y: 810, width: 390, height: 34), safeAreaBottom: 34)   // nil
    /// DockedKeyboard.frame(fromGuide: CGRect(x: 0, y: 508, width: 390, height: 336), safeAreaBottom: 34)  // (0, 508, 390, 336)
    /// ```
    public static func frame(fromGuide guide: CGRect, safeAreaBottom: CGFloat) -> CGRect? {
        guard isUsable(guide), guide.height > safeAreaBottom else { return nil }
        return guide
    }

    private static func isUsable(_ rect: CGRect) -> Bool {
        !rect.isNull && !rect.isEmpty && [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
    }
}
