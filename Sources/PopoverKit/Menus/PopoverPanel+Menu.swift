#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import PopoverMenu

extension PopoverPanel {
    /// A panel that shows a menu, as ``PopoverView``'s `menu` does on iOS: its rows laid out
    /// by the core in the Mac's compact metrics (``/PopoverMenu/MenuMetrics/pointer``, as
    /// `NSMenu`'s) for the room the panel really gets (scrolling when taller). The panel
    /// takes the keyboard as it appears: the arrow keys, Home, End, Return, Space, Escape and
    /// type-select work, Left and Right close and open submenus; the pointer highlights
    /// rows, and resting on an item opens its submenu (kept open on the way to it, as
    /// `NSMenu` does) as a second panel pointing at its row; VoiceOver reads each row. The
    /// chosen item's action runs once the panel has begun to go, then `onChoose`. Present
    /// it like any ``PopoverPanel``.
    ///
    /// ```swift
    /// let actions = ActionMenu {
    ///     MenuButton("Copy", image: .systemName("doc.on.doc")) { print("copy") }
    ///     MenuDivider()
    ///     MenuButton("Delete", image: .systemName("trash"), role: .destructive) { print("delete") }
    /// }
    /// PopoverPanel.menu(actions, style: .system).present(from: button, preferring: [.down, .up])
    /// ```
    ///
    /// - Parameters:
    ///   - images: The app's images for items whose image is `.named(…)`, by name, looked
    ///     up before `NSImage(named:)`.
    ///   - onChoose: Told the path of the item chosen, after its action ran (the menu
    ///     closing, unless the choice keeps it open: ``/PopoverMenu/MenuChoice``).
    ///   - onCancel: Told when the menu goes with nothing chosen (Escape, a click or tap
    ///     outside, the app dismissing it).
    public static func menu(
        _ menu: ActionMenu, style: PopoverStyle = .system, images: [String: NSImage] = [:], onChoose: ((MenuItemPath) -> Void)? = nil,
        onCancel: (() -> Void)? = nil
    ) -> PopoverPanel {
        popover(showing: MenuSession(menu, style: style, images: images, onChoose: onChoose), onCancel: onCancel)
    }

    /// A panel that shows a menu read from elsewhere (``/PopoverMenu/PopoverMenu/init(json:)``),
    /// telling `onChoose` the item chosen and its path; otherwise as the panel for an
    /// ``/PopoverMenu/ActionMenu``.
    ///
    /// ```swift
    /// let url = Bundle.main.url(forResource: "ShareMenu", withExtension: "json")!
    /// let shareMenu = try PopoverMenu(json: Data(contentsOf: url))
    /// PopoverPanel.menu(shareMenu) { item, _ in print("chose \(item.id ?? item.title)") }
    ///     .present(from: button)
    /// ```
    public static func menu(
        _ menu: PopoverMenu, style: PopoverStyle = .system, images: [String: NSImage] = [:], onChoose: @escaping (MenuItem, MenuItemPath) -> Void, onCancel: (() -> Void)? = nil
    ) -> PopoverPanel {
        popover(showing: MenuSession(menu, style: style, images: images, onChoose: onChoose), onCancel: onCancel)
    }

    /// A panel that shows an `NSMenu` the app already has, as it is (``ConvertedMenu``):
    /// its items' titles, images, states and key equivalents, separators and section
    /// headers as sections, submenus as submenus; hidden items left out. Each time it comes
    /// on screen the menu is read again and, with `autoenablesItems`, validated as `NSMenu`
    /// validates it (`validateMenuItem(_:)` on the target or up the responder chain). The
    /// chosen item's menu performs it once the panel has begun to go: its action goes to
    /// its target, or up the responder chain, as when it is chosen in the menu.
    ///
    /// ```swift
    /// let sort = NSMenu(title: "Sort")
    /// sort.addItem(withTitle: "Name", action: #selector(NSText.selectAll(_:)), keyEquivalent: "1").state = .on
    /// sort.addItem(withTitle: "Date", action: #selector(NSText.selectAll(_:)), keyEquivalent: "2")
    /// PopoverPanel.menu(sort, style: .system).present(from: button, preferring: [.down, .up])
    /// ```
    public static func menu(_ menu: NSMenu, style: PopoverStyle = .system, onCancel: (() -> Void)? = nil) -> PopoverPanel {
        popover(showing: MenuSession(style: style) { ConvertedMenu(menu, validating: $0) }, onCancel: onCancel)
    }

    /// The width of what the panel points at (its rectangle, else its anchor view), for a
    /// menu as wide as its anchor.
    var anchorWidth: CGFloat? {
        anchorRect?.width ?? anchor?.bounds.width
    }
}
#endif
