import Foundation

/// One piece of a menu written with ``MenuBuilder``: an item (with the action it runs or
/// the submenu it opens), a divider, or a group that makes a section. ``ActionMenu`` turns
/// a list of them into a ``PopoverMenu`` and its actions.
///
/// ```swift
/// let elements = MenuDivider().menuElements + MenuButton("Copy") {}.menuElements
/// elements.count  // 2
/// ```
public struct MenuElement {
    /// What an element is.
    enum Kind {
        /// An item, and the action it runs (`nil`: none), or its submenu's actions.
        case item(MenuItem, Payload)
        /// The end of a section.
        case divider
        /// A section of its own with an optional header.
        case group(header: String?, [MenuElement])
    }

    /// What an item does: run an action, or open a submenu with actions of its own.
    enum Payload {
        case action((() -> Void)?)
        /// A toggle's getter and setter: choosing it sets the opposite, and a menu that stays
        /// open reads its state again.
        case toggle(isOn: () -> Bool, set: (Bool) -> Void)
        case submenu(ActionMenu)
    }

    let kind: Kind
}

/// Something a ``MenuBuilder`` block may hold: a ``MenuButton``, a ``MenuToggle``, a
/// ``MenuGroup``, a ``MenuDivider`` or a ``Submenu``.
///
/// An app's own component conforms by listing the elements it adds:
///
/// ```swift
/// struct CopyButton: MenuContent {
///     var menuElements: [MenuElement] { MenuButton("Copy") { print("copy") }.menuElements }
/// }
/// ActionMenu { CopyButton() }.menu.sections[0].items.count  // 1
/// ```
public protocol MenuContent {
    /// The elements it adds to the menu, in order.
    ///
    /// ```swift
    /// MenuGroup("Sort by") { MenuButton("Name") {} }.menuElements.count  // 1
    /// ```
    var menuElements: [MenuElement] { get }
}

/// Builds a menu's elements from a block of ``MenuContent``, with `if`, `if let`,
/// `switch`, `for` and availability checks.
///
/// ```swift
/// let canPaste = true
/// let menu = ActionMenu {
///     MenuButton("Copy") { print("copy") }
///     if canPaste { MenuButton("Paste") { print("paste") } }
///     MenuDivider()
///     for name in ["Name", "Date"] { MenuButton(name) { print(name) } }
/// }
/// ```
@resultBuilder
public enum MenuBuilder {
    /// One piece of content.
    ///
    /// ```swift
    /// MenuBuilder.buildExpression(MenuDivider()).count  // 1
    /// ```
    public static func buildExpression<Content: MenuContent>(_ content: Content) -> [MenuElement] { content.menuElements }

    /// Elements as they are (a helper's result).
    ///
    /// ```swift
    /// MenuBuilder.buildExpression([MenuElement]()).count  // 0
    /// ```
    public static func buildExpression(_ elements: [MenuElement]) -> [MenuElement] { elements }

    /// The statements of a block, in order.
    ///
    /// ```swift
    /// MenuBuilder.buildBlock(MenuDivider().menuElements, MenuDivider().menuElements).count  // 2
    /// ```
    public static func buildBlock(_ parts: [MenuElement]...) -> [MenuElement] { parts.flatMap { $0 } }

    /// An `if` without `else`: nothing when false.
    ///
    /// ```swift
    /// MenuBuilder.buildOptional(nil).count  // 0
    /// ```
    public static func buildOptional(_ part: [MenuElement]?) -> [MenuElement] { part ?? [] }

    /// The first branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// MenuBuilder.buildEither(first: MenuDivider().menuElements).count  // 1
    /// ```
    public static func buildEither(first part: [MenuElement]) -> [MenuElement] { part }

    /// The second branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// MenuBuilder.buildEither(second: []).count  // 0
    /// ```
    public static func buildEither(second part: [MenuElement]) -> [MenuElement] { part }

    /// A `for` loop's elements, in order.
    ///
    /// ```swift
    /// MenuBuilder.buildArray([MenuDivider().menuElements, []]).count  // 1
    /// ```
    public static func buildArray(_ parts: [[MenuElement]]) -> [MenuElement] { parts.flatMap { $0 } }

    /// An `if #available` branch.
    ///
    /// ```swift
    /// MenuBuilder.buildLimitedAvailability([]).count  // 0
    /// ```
    public static func buildLimitedAvailability(_ part: [MenuElement]) -> [MenuElement] { part }
}
