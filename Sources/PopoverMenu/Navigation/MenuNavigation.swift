import Foundation
import PopoverCore

/// The state machine behind a menu's keyboard, pointer and touch: which item is
/// highlighted, which submenus are open, and what each event asks the app to do.
///
/// - Up and Down move the highlight to the previous or next enabled item (wrapping, as
///   `NSMenu` does), skipping separators, headers and disabled items; Home and End go to
///   the first and last.
/// - Typing selects: the first enabled item whose title starts with what was typed within
///   a second (case and accents ignored), as `NSMenu` and `UIMenu` do; Space continues a
///   search under way.
/// - Return or Space chooses the highlighted item, or opens its submenu.
/// - Right opens a submenu and Left leaves it (mirrored right to left); Escape leaves a
///   submenu, or closes the menu.
/// - The pointer highlights the enabled item under it; over an outer menu it closes the
///   submenus past that menu. Resting on an item opens its submenu (when is
///   ``SubmenuPointerIntent``'s to say, as is holding the submenu open on the way to it).
/// - A press on the anchor, a slide onto an item and a release there chooses it, as iOS
///   menus allow.
///
/// ```swift
/// var navigation = MenuNavigation(menu)
/// navigation.handle(.key(.down, at: 0))     // nil: the first enabled item is highlighted
/// navigation.handle(.key(.return, at: 0.5)) // .choose(path of that item)
/// ```
public struct MenuNavigation: Sendable, Equatable {
    /// The menu navigated.
    public let menu: PopoverMenu
    /// The reading direction (Left and Right swap right to left).
    public let layoutDirection: PopoverLayoutDirection
    /// The submenus open, outermost first: the path of the item that opened each.
    public private(set) var openSubmenus: [MenuItemPath] = []
    /// The highlighted item: in the innermost open menu, or in an outer one the pointer is
    /// over; `nil` for none. Never a disabled item.
    public private(set) var highlighted: MenuItemPath?
    /// Whether a press is down (from the anchor or an item): releasing over an item chooses it.
    public private(set) var isTracking = false
    /// The text typed so far, and when the last key of it was.
    private var typed = ""
    private var typedAt: TimeInterval = -.infinity

    /// How long type-select waits for the next key before starting afresh, in seconds.
    ///
    /// ```swift
    /// MenuNavigation.typeSelectInterval  // 1
    /// ```
    public static let typeSelectInterval: TimeInterval = 1

    /// A navigation of `menu` with nothing highlighted.
    ///
    /// ```swift
    /// MenuNavigation(menu).highlighted  // nil
    /// ```
    public init(_ menu: PopoverMenu, layoutDirection: PopoverLayoutDirection = .leftToRight) {
        self.menu = menu
        self.layoutDirection = layoutDirection
    }

    /// The path of the innermost open menu's items: empty for the menu itself.
    private var level: MenuItemPath { openSubmenus.last ?? MenuItemPath([]) }

    /// The enabled items of the menu at `level`, in order.
    private func enabled(in level: MenuItemPath) -> [MenuItemIndex] {
        guard let submenu = level.depth == 0 ? menu : menu[level]?.children else { return [] }
        var result: [MenuItemIndex] = []
        for (s, section) in submenu.sections.enumerated() {
            for (i, item) in section.items.enumerated() where !item.isDisabled {
                result.append(MenuItemIndex(section: s, item: i))
            }
        }
        return result
    }

    /// Handles `event`: updates the highlight and the open submenus, and says what the app
    /// must do (`nil`: only redraw the highlight).
    ///
    /// ```swift
    /// var navigation = MenuNavigation(menu)
/// navigation.handle(.key(.escape, at: 3))  // .close: at the top level
    /// ```
    public mutating func handle(_ event: MenuEvent) -> MenuOutcome? {
        switch event {
        case let .key(key, time):
            return handle(key, at: time)
        case let .pointerMoved(path):
            return hover(path)
        case let .pointerRested(path):
            let outcome = hover(path)
            guard enabledItem(path)?.hasSubmenu == true, highlighted == path else { return outcome }
            return open(path, highlightingFirst: false)
        case let .pressBegan(path):
            isTracking = true
            return path.flatMap { hover($0) }
        case let .pressEnded(path):
            let wasTracking = isTracking
            isTracking = false
            guard wasTracking, let path, let item = enabledItem(path) else { return nil }
            _ = hover(path)
            return item.hasSubmenu ? open(path, highlightingFirst: false) : .choose(path)
        }
    }

    private func enabledItem(_ path: MenuItemPath) -> MenuItem? {
        guard let item = menu[path], !item.isDisabled else { return nil }
        return item
    }

    private mutating func hover(_ path: MenuItemPath?) -> MenuOutcome? {
        guard let path else {
            // Off every item: the item that opened the innermost submenu stays highlighted.
            highlighted = openSubmenus.last
            return nil
        }
        guard path.depth >= 1, path.depth <= openSubmenus.count + 1, menu[path] != nil,
              path.depth == 1 || openSubmenus[path.depth - 2] == MenuItemPath(Array(path.steps.dropLast())) else { return nil }
        highlighted = enabledItem(path) == nil ? nil : path
        // Over an outer menu: the submenus past it close (the one this item opens stays).
        guard openSubmenus.count >= path.depth, openSubmenus[path.depth - 1] != path else { return nil }
        openSubmenus.removeSubrange((path.depth - 1)...)
        return .closeSubmenu
    }

    private mutating func handle(_ key: MenuKey, at time: TimeInterval) -> MenuOutcome? {
        let forward: MenuKey = layoutDirection == .rightToLeft ? .left : .right
        let back: MenuKey = layoutDirection == .rightToLeft ? .right : .left
        switch key {
        case .character: break
        case .space where typeSelectActive(at: time): break
        default: typed = ""
        }
        let items = enabled(in: level)
        let current = highlighted.flatMap { $0.depth == level.depth + 1 ? $0.steps.last : nil }
        func highlight(_ index: MenuItemIndex?) { highlighted = index.map { level.appending($0) } ?? highlighted }
        switch key {
        case .down:
            guard !items.isEmpty else { return nil }
            let next = current.flatMap { c in items.firstIndex { $0 > c } } ?? 0
            highlight(items[current == nil ? 0 : next])
        case .up:
            guard !items.isEmpty else { return nil }
            let previous = current.flatMap { c in items.lastIndex { $0 < c } } ?? (items.count - 1)
            highlight(items[current == nil ? items.count - 1 : previous])
        case .home:
            highlight(items.first)
        case .end:
            highlight(items.last)
        case .return:
            return chooseHighlighted()
        case .space:
            if typeSelectActive(at: time) { return typeSelect(" ", at: time, items: items) }
            return chooseHighlighted()
        case .escape:
            return closeSubmenuOrMenu()
        case let .character(character):
            return typeSelect(character, at: time, items: items)
        case forward:
            guard let highlighted, highlighted.depth == level.depth + 1, enabledItem(highlighted)?.hasSubmenu == true else { return nil }
            return open(highlighted, highlightingFirst: true)
        case back:
            guard !openSubmenus.isEmpty else { return nil }
            return closeSubmenuOrMenu()
        default:
            return nil
        }
        return nil
    }

    private func typeSelectActive(at time: TimeInterval) -> Bool {
        !typed.isEmpty && time.isFinite && time - typedAt >= 0 && time - typedAt < Self.typeSelectInterval
    }

    private mutating func typeSelect(_ character: Character, at time: TimeInterval, items: [MenuItemIndex]) -> MenuOutcome? {
        // A control character (NUL, a tab, an escape) is not typed text: NSMenu ignores it.
        guard !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) else { return nil }
        typed = typeSelectActive(at: time) ? typed + String(character) : String(character)
        typedAt = time
        let submenu = level.depth == 0 ? menu : menu[level]?.children
        let prefix = Self.typeSelectKey(typed)
        // Folded then compared by prefix: Foundation's `range(of:options:)` with
        // `.diacriticInsensitive` traps on Linux for some strings ("Café" against "cafe\0").
        let match = items.first { index in
            submenu?[index].map { Self.typeSelectKey($0.title).hasPrefix(prefix) } == true
        }
        if let match { highlighted = level.appending(match) }
        return nil
    }

    /// The text type-select compares: case and accents folded away.
    private static func typeSelectKey(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private mutating func chooseHighlighted() -> MenuOutcome? {
        guard let highlighted, highlighted.depth == level.depth + 1, let item = enabledItem(highlighted) else { return nil }
        return item.hasSubmenu ? open(highlighted, highlightingFirst: true) : .choose(highlighted)
    }

    private mutating func open(_ path: MenuItemPath, highlightingFirst: Bool) -> MenuOutcome {
        // Opening an outer menu's item closes the submenus past that menu.
        openSubmenus.removeSubrange(min(path.depth - 1, openSubmenus.count)...)
        openSubmenus.append(path)
        highlighted = highlightingFirst ? enabled(in: path).first.map { path.appending($0) } ?? path : path
        return .openSubmenu(path)
    }

    private mutating func closeSubmenuOrMenu() -> MenuOutcome {
        guard let last = openSubmenus.popLast() else {
            highlighted = nil
            return .close
        }
        highlighted = last
        return .closeSubmenu
    }
}
