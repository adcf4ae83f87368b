#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverMenu

/// An `NSMenu` as a ``/PopoverMenu/PopoverMenu`` with the action each item runs, as
/// UIKit's `ConvertedMenu` reads a `UIMenu`:
///
/// - an item is an item: its title, image, state (on, off, mixed), enabled state, and its
///   key equivalent with its modifier mask as its shortcut (an uppercase letter adds ⇧,
///   as `NSMenuItem` reads it); a hidden item (or one with a hidden ancestor) and an
///   alternate (shown by `NSMenu` only while ⌥ is held) are left out;
/// - a separator starts a section, and so does a section header (macOS 14), whose title
///   heads it; an item with a submenu is a submenu (left out when it shows nothing);
/// - with `autoenablesItems`, an item is enabled as `NSMenu` enables it: when the item's
///   target, or the first responder up the chain that can take its action
///   (`NSApp.target(forAction:to:from:)`), says yes in `validateMenuItem(_:)` (or
///   `validateUserInterfaceItem(_:)`), or has neither; an item with no action, or that
///   nothing takes, is disabled. Without it, the item's own `isEnabled`.
///
/// Presented with ``PopoverPanel/menu(_:style:)``, the menu is converted again each time
/// it comes on screen, so validation sees the app as it is then. Choosing an item has its
/// menu perform it (`performActionForItem(at:)`): its action goes to its target, or up
/// the responder chain, with the item as the sender, and the menu's notifications go out,
/// as when a user chooses it in the menu.
///
/// ```swift
/// let edit = NSMenu(title: "Edit")
/// edit.addItem(withTitle: "Copy", action: #selector(NSText.copy(_:)), keyEquivalent: "c")
/// edit.addItem(.separator())
/// edit.addItem(withTitle: "Select All", action: #selector(NSText.selectAll(_:)), keyEquivalent: "a")
/// let converted = ConvertedMenu(edit)
/// print(converted.actionMenu.menu.sections.count)   // 2
/// ```
@MainActor
public struct ConvertedMenu {
    /// The menu and the item each entry runs.
    public private(set) var actionMenu: ActionMenu
    /// The items' images, by the names the entries' `MenuImage.named(…)` give them.
    public private(set) var images: [String: NSImage]

    /// Converts `menu` as it is now, each item enabled as it says.
    ///
    /// ```swift
    /// let menu = NSMenu(title: "")
    /// menu.addItem(withTitle: "Copy", action: nil, keyEquivalent: "")
    /// print(ConvertedMenu(menu).actionMenu.menu.itemCount)
    /// ```
    public init(_ menu: NSMenu) {
        self.init(menu, validating: false)
    }

    /// Converts `menu`, its items validated as `NSMenu` validates them when `validating`.
    init(_ menu: NSMenu, validating: Bool) {
        var images: [String: NSImage] = [:]
        actionMenu = ActionMenu(elements: Self.elements(of: menu, validating: validating, images: &images))
        self.images = images
    }

    /// The names of the items' images start with this.
    private static let imagePrefix = "PopoverKit.NSMenu.image"

    /// The menu elements of `menu`'s shown items, a section per separator or header, their
    /// images kept in `images`.
    private static func elements(of menu: NSMenu, validating: Bool, images: inout [String: NSImage]) -> [MenuElement] {
        // As NSMenu does before it opens a menu: its delegate fills or updates it
        // (NSMenu.h: menuNeedsUpdate(_:)).
        if validating { menu.delegate?.menuNeedsUpdate?(menu) }
        var sections: [(header: String?, content: [MenuElement])] = [(nil, [])]
        for item in menu.items where !item.isHidden && !item.isAlternate {
            if item.isSeparatorItem {
                sections.append((nil, []))
            } else if #available(macOS 14, *), item.isSectionHeader {
                sections.append((item.title, []))
            } else if let submenu = item.submenu {
                let inner = elements(of: submenu, validating: validating, images: &images)
                guard !inner.isEmpty else { continue }
                let image = images.keep(item.image, prefix: Self.imagePrefix)
                sections[sections.count - 1].content += Submenu(item.title, image: image, isDisabled: !item.isEnabled) { inner }.menuElements
            } else {
                let enabled = menu.autoenablesItems && validating ? validated(item) : item.isEnabled
                let image = images.keep(item.image, prefix: Self.imagePrefix)
                sections[sections.count - 1].content += button(for: item, image: image, enabled: enabled).menuElements
            }
        }
        return sections.filter { !$0.content.isEmpty }.flatMap { section in MenuGroup(section.header) { section.content }.menuElements }
    }

    /// The entry of `item`, which its menu performs when chosen.
    private static func button(for item: NSMenuItem, image: MenuImage?, enabled: Bool) -> MenuButton {
        var entry = MenuButton(item.title, image: image, isDisabled: !enabled, shortcut: shortcut(of: item)) { [weak item] in
            guard let item, let menu = item.menu else { return }
            let index = menu.index(of: item)
            if index >= 0 { menu.performActionForItem(at: index) }
        }
        entry.item.state = [NSControl.StateValue.on: MenuItemState.on, .mixed: .mixed][item.state] ?? .off
        return entry
    }

    /// Whether `NSMenu`'s automatic enabling enables `item` now (NSMenu.h's
    /// `autoenablesItems`, NSMenuItem.h's `NSMenuItemValidation`): the object that would
    /// take its action says so, or cannot say.
    private static func validated(_ item: NSMenuItem) -> Bool {
        guard let action = item.action, let target = NSApp.target(forAction: action, to: item.target, from: item) else { return false }
        // As NSMenu asks (by what the target responds to, not what it declares): an
        // Objective-C validator need not adopt NSMenuItemValidation.
        let object = target as AnyObject
        if object.responds(to: #selector(NSMenuItemValidation.validateMenuItem(_:))) { return object.validateMenuItem?(item) ?? true }
        if object.responds(to: #selector(NSUserInterfaceValidations.validateUserInterfaceItem(_:))) {
            return object.validateUserInterfaceItem?(item) ?? true
        }
        return true
    }

    /// AppKit's key equivalents for the keys the core names
    /// (``/PopoverMenu/MenuKeyboardShortcut/namedKeys``): the function keys' characters
    /// (NSEvent.h) and the control characters of Return, Tab, Escape and Delete.
    private static let namedKeys: [Character: String] = {
        let special: [(NSEvent.SpecialKey, String)] = [
            (.upArrow, "up"), (.downArrow, "down"), (.leftArrow, "left"), (.rightArrow, "right"), (.home, "home"), (.end, "end"),
            (.pageUp, "pageup"), (.pageDown, "pagedown"), (.deleteForward, "delete"), (.f1, "f1"), (.f2, "f2"), (.f3, "f3"),
            (.f4, "f4"), (.f5, "f5"), (.f6, "f6"), (.f7, "f7"), (.f8, "f8"), (.f9, "f9"), (.f10, "f10"), (.f11, "f11"), (.f12, "f12"),
        ]
        var keys = Dictionary(uniqueKeysWithValues: special.map { (Character($0.0.unicodeScalar), $0.1) })
        for (character, name) in [("\r", "return"), ("\t", "tab"), (" ", "space"), ("\u{1b}", "escape"), ("\u{8}", "delete"), ("\u{7f}", "delete")] {
            keys[Character(character)] = name
        }
        return keys
    }()

    /// A menu item's shortcut: its key equivalent as a character or a named key, and its
    /// modifier mask; `nil` for none.
    static func shortcut(of item: NSMenuItem) -> MenuKeyboardShortcut? {
        guard item.keyEquivalent.count == 1, let character = item.keyEquivalent.first else { return nil }
        let flags = item.keyEquivalentModifierMask
        let masks: [(NSEvent.ModifierFlags, MenuKeyboardShortcut.Modifier)] = [(.control, .control), (.option, .option), (.shift, .shift), (.command, .command)]
        var modifiers = Set(masks.filter { flags.contains($0.0) }.map(\.1))
        if let name = namedKeys[character] { return MenuKeyboardShortcut(key: name, modifiers: modifiers) }
        // NSMenuItem.h: an uppercase key equivalent means Shift.
        if character.isUppercase { modifiers.insert(.shift) }
        return MenuKeyboardShortcut(key: character.lowercased(), modifiers: modifiers)
    }
}
#endif
