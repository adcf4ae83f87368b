import Foundation

/// What a user does to an open menu: a key, or the pointer or a finger over an item, given
/// by its path (`nil`: over no item). Times are in seconds on any steady clock (type-select
/// compares them).
///
/// ```swift
/// let down = MenuEvent.key(.down, at: 0)
/// let typed = MenuEvent.key(.character("d"), at: 0.2)
/// let hover = MenuEvent.pointerMoved(over: MenuItemPath([MenuItemIndex(section: 0, item: 1)]))
/// ```
public enum MenuEvent: Sendable, Hashable {
    /// A key pressed at a time.
    case key(MenuKey, at: TimeInterval)
    /// The pointer (or a finger still down) moved over an item, or off every item.
    case pointerMoved(over: MenuItemPath?)
    /// The pointer rested on an item long enough to open its submenu
    /// (``SubmenuPointerIntent`` says when).
    case pointerRested(on: MenuItemPath)
    /// A press began on an item, or on the anchor that opened the menu (`nil`): sliding
    /// onto an item and releasing there chooses it.
    case pressBegan(on: MenuItemPath?)
    /// The press ended over an item, or over none.
    case pressEnded(on: MenuItemPath?)
}

/// The keys a menu answers.
///
/// ```swift
/// MenuKey.character("a")  // type-select
/// ```
public enum MenuKey: Sendable, Hashable {
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Home (or ⌘↑, Fn-←).
    case home
    /// End (or ⌘↓, Fn-→).
    case end
    /// Return or Enter.
    case `return`
    /// The space bar.
    case space
    /// Escape.
    case escape
    /// A printable character: type-select.
    case character(Character)
}

/// What the app does after ``MenuNavigation`` handles an event; the highlight it reads from
/// ``MenuNavigation/highlighted``.
///
/// ```swift
/// let outcome = MenuOutcome.choose(MenuItemPath([MenuItemIndex(section: 1, item: 2)]))
/// if case let .choose(path) = outcome { print(menu[path]?.title ?? "") }  // Delete
/// ```
public enum MenuOutcome: Sendable, Hashable {
    /// Run the item at the path and close the menu (the item runs once the dismissal has begun).
    case choose(MenuItemPath)
    /// Show the submenu of the item at the path (its first enabled item highlighted when
    /// opened from the keyboard), closing those past its menu; one already shown stays.
    case openSubmenu(MenuItemPath)
    /// Close the submenus no longer in ``MenuNavigation/openSubmenus`` (Escape or Left
    /// closes the innermost, and the highlight returns to the item that opened it; the
    /// pointer over an outer menu closes those past it).
    case closeSubmenu
    /// Close the menu choosing nothing.
    case close
}
