import Foundation
import PopoverCore

/// What opens a menu attached to a control or a view (issue 47), and where its popover
/// points, as UIKit opens a button's menu (`UIButton.showsMenuAsPrimaryAction`) and a
/// context menu (`UIContextMenuInteraction`): a menu that is the primary action opens on
/// it (a button's touch-up inside, a bar button item's tap) and leaves every other press
/// alone; any other opens on a long press (half a second, as UIKit's context menu) or a
/// secondary click (a mouse's right button, a trackpad's two-finger click), and leaves
/// the tap to the control. On the Mac (``Idiom/mouse``), a context menu opens on a
/// secondary click alone, as AppKit opens a view's `menu(for:)`: a right mouse-down, or a
/// left one with Control held.
///
/// ```swift
/// MenuTrigger.opening(menuIsPrimaryAction: false, idiom: .touch) == [.longPress, .secondaryClick]  // true
/// MenuTrigger.opening(menuIsPrimaryAction: false, idiom: .mouse) == [.secondaryClick]  // true
/// ```
package enum MenuTrigger: Sendable, CaseIterable {
    /// The control's own action: a button's touch-up inside, a bar button item's tap.
    case primaryAction
    /// A press held for ``longPressDuration`` without moving away.
    case longPress
    /// A pointer's secondary button: a right click, a two-finger click.
    case secondaryClick

    /// How long a press is held before it opens a context menu: UIKit's
    /// `UILongPressGestureRecognizer` default, which its context menu keeps.
    package static let longPressDuration: TimeInterval = 0.5

    /// The side of the square a finger covers, centred where it presses: the least touch
    /// target of Apple's Human Interface Guidelines.
    package static let fingerSide: CGFloat = 44

    /// How a platform opens a context menu.
    package enum Idiom: Sendable {
        /// UIKit's `UIContextMenuInteraction`: a long press or a secondary click.
        case touch
        /// AppKit's: a secondary click only (a right mouse-down or a Control-click), never
        /// a held button, which on the Mac drags or selects.
        case mouse
    }

    /// What opens a menu that is the control's primary action, or one that is not, with
    /// a platform's `idiom`.
    package static func opening(menuIsPrimaryAction: Bool, idiom: Idiom) -> Set<MenuTrigger> {
        if menuIsPrimaryAction { return [.primaryAction] }
        return idiom == .touch ? [.longPress, .secondaryClick] : [.secondaryClick]
    }

    /// What a mouse-down of the button numbered `buttonNumber` (0 the primary, 1 the
    /// secondary, as `NSEvent.buttonNumber` and a click recognizer's `buttonMask` bits count
    /// them) opens, with the Control key held or not: a secondary click for the secondary
    /// button, and for the primary one with Control, as AppKit shows a view's context menu
    /// for both; `nil` for any other (a plain click is the view's, a middle button opens no
    /// menu).
    ///
    /// ```swift
    /// MenuTrigger(mouseDownOf: 0, controlKey: true)  // .secondaryClick
    /// ```
    package init?(mouseDownOf buttonNumber: Int, controlKey: Bool) {
        guard buttonNumber == 1 || (buttonNumber == 0 && controlKey) else { return nil }
        self = .secondaryClick
    }

    /// The rectangle the popover points at, in the coordinates of a view whose bounds are
    /// `bounds`, for this trigger at `location`: the whole view for the primary action;
    /// the pointer's tip for a secondary click, as a context menu opens at the pointer;
    /// for a long press, the finger's square (``fingerSide``) around the press, cut to the
    /// view, so a popover beside a table's row points at that row, not at the whole table,
    /// and one beside a small button points at the button. A location outside the view or
    /// not a number is brought inside it (its centre for a number it cannot read), so the
    /// anchor always lies in the view; a view without finite bounds gives them back as they are.
    package func anchor(at location: CGPoint, in bounds: CGRect) -> CGRect {
        let view = bounds.standardized
        guard self != .primaryAction, view.minX.isFinite, view.minY.isFinite, view.maxX.isFinite, view.maxY.isFinite else {
            return bounds
        }
        let point = Self.clamp(location, into: view)
        if self == .secondaryClick { return CGRect(origin: point, size: .zero) }
        let half = Self.fingerSide / 2
        let finger = CGRect(x: point.x - half, y: point.y - half, width: Self.fingerSide, height: Self.fingerSide)
        let pressed = finger.intersection(view)
        // A view without width or height: the point itself.
        return pressed.isNull ? CGRect(origin: point, size: .zero) : pressed
    }

    /// The arrow directions to try, in order: below the control first for its primary
    /// action and below the pointer for a secondary click (the menu drops down, as a
    /// button's and a context menu do), above the finger first for a long press (so the
    /// finger does not hide it), then the other side, then the sides.
    package var directions: [ArrowDirection] {
        self == .longPress ? [.down, .up, .left, .right] : [.up, .down, .left, .right]
    }

    /// `location` inside `view`, a coordinate that is not a number at the view's centre.
    private static func clamp(_ location: CGPoint, into view: CGRect) -> CGPoint {
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            value.isNaN ? (low + high) / 2 : min(max(value, low), high)
        }
        return CGPoint(x: clamp(location.x, view.minX, view.maxX), y: clamp(location.y, view.minY, view.maxY))
    }
}
