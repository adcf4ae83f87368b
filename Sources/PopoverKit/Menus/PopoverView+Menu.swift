#if canImport(UIKit)
import PopoverCore
import PopoverMenu
import UIKit

extension PopoverView {
    /// A popover that shows a menu: its rows laid out by the core for the room the popover
    /// really gets (scrolling when taller), in the system font at the Dynamic Type size,
    /// with pointer metrics on the Mac and touch metrics elsewhere. Arrow keys, Home, End,
    /// Return, Space, Escape and type-select work from a hardware keyboard; the pointer
    /// highlights rows; a finger can press, slide and release on an item; VoiceOver reads
    /// each row. A submenu opens as a second popover pointing at its row. The chosen
    /// item's action runs once the popover has begun to go, then `onChoose`. Present it like
    /// any ``PopoverView``: from a view, a rectangle, a point or a bar button item.
    ///
    /// ```swift
    /// let actions = ActionMenu {
    ///     MenuButton("Copy", image: .systemName("doc.on.doc")) { print("copy") }
    ///     MenuDivider()
    ///     MenuButton("Delete", image: .systemName("trash"), role: .destructive) { print("delete") }
    /// }
    /// PopoverView.menu(actions, style: .system).present(from: button, in: view, permittedArrowDirections: [.up, .down])
    /// ```
    ///
    /// - Parameters:
    ///   - images: The app's images for items whose image is `.named(…)`, by name, looked
    ///     up before the asset catalog.
    ///   - onChoose: Told the path of the item chosen, after its action ran (the menu
    ///     closing, unless the choice keeps it open: ``/PopoverMenu/MenuChoice``).
    ///   - onCancel: Told when the menu goes with nothing chosen (Escape, a click or tap
    ///     outside, the app dismissing it).
    public static func menu(
        _ menu: ActionMenu, style: PopoverStyle = .system, images: [String: UIImage] = [:], onChoose: ((MenuItemPath) -> Void)? = nil,
        onCancel: (() -> Void)? = nil
    ) -> PopoverView {
        popover(showing: MenuSession(menu, style: style, images: images, onChoose: onChoose), onCancel: onCancel)
    }

    /// A popover that shows a menu read from elsewhere (``/PopoverMenu/PopoverMenu/init(json:)``),
    /// telling `onChoose` the item chosen and its path; otherwise as the popover for an
    /// ``/PopoverMenu/ActionMenu``.
    ///
    /// ```swift
    /// let url = Bundle.main.url(forResource: "ShareMenu", withExtension: "json")!
    /// let shareMenu = try PopoverMenu(json: Data(contentsOf: url))
    /// PopoverView.menu(shareMenu) { item, _ in print("chose \(item.id ?? item.title)") }
    ///     .present(from: button, in: view)
    /// ```
    public static func menu(
        _ menu: PopoverMenu, style: PopoverStyle = .system, images: [String: UIImage] = [:],
        onChoose: @escaping (MenuItem, MenuItemPath) -> Void, onCancel: (() -> Void)? = nil
    ) -> PopoverView {
        popover(showing: MenuSession(menu, style: style, images: images, onChoose: onChoose), onCancel: onCancel)
    }

    /// A popover that shows a `UIMenu` as it is (``ConvertedMenu``): its actions, inline
    /// menus as sections, other menus as submenus; its `UICommand`s validated up the
    /// responder chain each time it comes on screen (disabled when nothing can perform
    /// them); a `.singleSelection` menu's checkmark moves to the item chosen; the chosen
    /// `UIAction` or `UICommand` runs once the popover has begun to go. On iOS 16 and later
    /// its `sender` is what the popover points at: the bar button item, else the view (the
    /// popover itself when shown from a rectangle or a point). On iOS 15 UIKit offers no way
    /// to set it (`UIAction.sender` is read-only; `performWithSender(_:target:)` and
    /// `UICommand.sender` are iOS 16): a `UIAction` runs through a private control, so its
    /// `sender` is never your view, and a command's selector gets the command; keep the
    /// anchor in your own code there.
    ///
    /// ```swift
    /// let sort = UIMenu(title: "Sort", children: [
    ///     UIAction(title: "Name", state: .on) { _ in print("name") },
    ///     UIAction(title: "Date") { _ in print("date") },
    /// ])
    /// PopoverView.menu(sort, style: .system).present(from: button, in: view)
    /// ```
    public static func menu(_ menu: UIMenu, style: PopoverStyle = .system, onCancel: (() -> Void)? = nil) -> PopoverView {
        self.menu(menu, style: style, openedFrom: nil, onCancel: onCancel)
    }

    /// The width of what the popover points at (its anchor view, or the rectangle it was
    /// given), for a menu as wide as its anchor; `nil` for a bar button item or the
    /// container's centre.
    var anchorWidth: CGFloat? {
        if let view = target.anchorView { return view.bounds.width }
        guard !target.anchorIsContainer, target.barItem == nil, target.anchorRect.width > 0 else { return nil }
        return target.anchorRect.width
    }

    /// The popover of a `UIMenu` opened from `source` (an attached menu, issue 47), whose
    /// commands start up the responder chain from it and whose handlers get it as their
    /// sender when the popover points at a part of it rather than at the whole view.
    static func menu(_ menu: UIMenu, style: PopoverStyle, openedFrom source: UIView?, onCancel: (() -> Void)? = nil) -> PopoverView {
        // Commands go up the chain from the popover (while it fades, for a chosen one).
        let origin = MenuCommandOrigin()
        origin.source = source
        var converted: ConvertedMenu?
        let session = MenuSession(style: style) { validating in
            let fresh = ConvertedMenu(menu, origin: origin, validating: validating)
            converted = fresh
            return fresh
        }
        session.willChoose = { path in converted?.choosing(path) }
        session.onCancel = onCancel
        let popover = popover(showing: session)
        origin.view = popover
        return popover
    }
}
#endif
