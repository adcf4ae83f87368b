#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import PopoverCore
import PopoverMenu

extension PlatformPopover {
    /// The popover that shows `session`'s menu, which its menu view owns; choosing
    /// dismisses it.
    /// The popover of `session`, telling `onCancel` when it goes with nothing chosen.
    static func popover(showing session: MenuSession, onCancel: (() -> Void)?) -> PlatformPopover {
        session.onCancel = onCancel
        return popover(showing: session)
    }

    static func popover(showing session: MenuSession) -> PlatformPopover {
        let popover = menuPopover(showing: session.makeRootView(), style: session.style)
        session.closeMenu = { [weak popover] in popover?.dismiss(animated: true) }
        return popover
    }

    /// A popover showing a menu's `view` (the menu itself or a submenu), sized by its
    /// layout for the room it really gets.
    static func menuPopover(showing view: MenuContentView, style: PopoverStyle) -> PlatformPopover {
        let popover = PlatformPopover(contentSize: view.intrinsicContentSize, style: style)
        view.frame = popover.contentView.bounds
        view.autoresizingMask = MenuContentView.fillsSuperview
        popover.contentView.addSubview(view)
        popover.contentMeasure = { [weak view] proposal in view?.menuSize(fitting: proposal) ?? .zero }
        return popover
    }
}

extension MenuSession {
    /// A session for `actionMenu` whose `onChoose` is told the path of the item chosen.
    convenience init(
        _ actionMenu: ActionMenu, style: PopoverStyle, images: [String: PlatformImage], onChoose: ((MenuItemPath) -> Void)?
    ) {
        self.init(actionMenu, style: style, images: images)
        self.onChoose = onChoose
    }

    /// A session for a converted platform menu (`UIMenu`, `NSMenu`): `convert` converts it
    /// as it is now, validated (`true`) each time it comes on screen.
    convenience init(style: PopoverStyle, converting convert: @escaping (_ validating: Bool) -> ConvertedMenu) {
        let first = convert(false)
        self.init(first.actionMenu, style: style, images: first.images)
        refresh = {
            let fresh = convert(true)
            return (fresh.actionMenu, fresh.images)
        }
    }

    /// A session for `menu` whose `onChoose` is told the item chosen and its path.
    convenience init(
        _ menu: PopoverMenu, style: PopoverStyle, images: [String: PlatformImage], onChoose: @escaping (MenuItem, MenuItemPath) -> Void
    ) {
        self.init(ActionMenu(menu), style: style, images: images)
        // The item as it is after the choice (its checkmark changed in a menu kept open).
        self.onChoose = { [unowned self] path in
            if let item = actionMenu.menu[path] { onChoose(item, path) }
        }
    }
}

extension Dictionary where Key == String, Value == PlatformImage {
    /// Keeps a converted menu item's `image` under a name of its own (`prefix` and a
    /// number), for its `MenuImage.named(…)`; `nil` for no image.
    mutating func keep(_ image: PlatformImage?, prefix: String) -> MenuImage? {
        guard let image else { return nil }
        let name = "\(prefix).\(count)"
        self[name] = image
        return .named(name)
    }
}
#endif
