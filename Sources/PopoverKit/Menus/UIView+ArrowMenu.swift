#if canImport(UIKit)
import PopoverCore
import PopoverMenu
import UIKit

extension UIView {
    /// Gives this view a menu that opens by itself, as `UIContextMenuInteraction` opens a
    /// context menu: on a long press of half a second (a finger, or the pointer's primary
    /// button held) or a secondary click (a right click, a two-finger click on a
    /// trackpad), in a ``PopoverView/menu(_:style:images:onChoose:)`` pointing at the
    /// finger (a table's row, a small button), or at the pointer for a click. A tap still
    /// reaches the view and its controls; a long press, once the menu opens, cancels the
    /// touch in the view, as a context menu does. `menuProvider` gets the location in this
    /// view each time and gives the menu for what is there, or `nil` for none (between a
    /// table's rows, say), so toggles show their current state. `nil` (for the provider)
    /// takes the menu away with all it added to the view. A secondary click needs the
    /// app's `UIApplicationSupportsIndirectInputEvents` (Info.plist), as UIKit's pointer
    /// events do. While the menu is up, a long press or a secondary click on the view opens
    /// nothing. While it is attached the view has an accessibility custom action, "Show
    /// Menu" (beside any the app set), for VoiceOver and Switch Control: it opens the menu
    /// for the view's centre (`menuProvider` gets that location), pointing at the whole view.
    ///
    /// ```swift
    /// tableView.setArrowContextMenu { [unowned tableView] location in
    ///     guard let row = tableView.indexPathForRow(at: location)?.row else { return nil }
    ///     return ActionMenu {
    ///         MenuButton("Duplicate", image: .systemName("plus.square.on.square")) { print("duplicate \(row)") }
    ///         MenuButton("Delete", image: .systemName("trash"), role: .destructive) { print("delete \(row)") }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - style: The popover's look; the menu's colours follow its fill.
    ///   - images: The app's images for items whose image is `.named(…)`, by name.
    ///   - menuProvider: The menu for a location in this view (its bounds' coordinates).
    public func setArrowContextMenu(style: PopoverStyle = .system, images: [String: UIImage] = [:],
                                    menuProvider: ((CGPoint) -> ActionMenu?)?) {
        MenuTriggerTarget.attachContextMenu(menuProvider, style: style, images: images, to: self)
    }

    /// Gives this view a `UIMenu` that opens by itself on a long press or a secondary
    /// click, as ``setArrowContextMenu(style:images:menuProvider:)``, shown as
    /// ``PopoverView/menu(_:style:)`` shows it: its commands validated up the responder
    /// chain from this view when it opens, its `UIAction`s' sender this view (iOS 16 and
    /// later). `actionProvider` gives the menu for a location in this view, as a
    /// `UIContextMenuConfiguration`'s gives the menu; `nil` takes the menu away.
    ///
    /// ```swift
    /// photoView.setArrowContextMenu { _ in
    ///     UIMenu(title: "", children: [UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in print("copy") }])
    /// }
    /// ```
    public func setArrowContextMenu(style: PopoverStyle = .system, actionProvider: ((CGPoint) -> UIMenu?)?) {
        MenuTriggerTarget.attachContextMenu(actionProvider.map { provider in
            { [weak self] location in provider(location).map { PopoverView.menu($0, style: style, openedFrom: self) } }
        }, to: self)
    }
}

extension UIButton {
    /// Gives this button a menu, as `UIButton.menu` does: with `showsMenuAsPrimaryAction`
    /// (the default) it opens when the button is tapped (its primary action), pointing at
    /// the button, beside the button's own actions; without, the tap stays the button's
    /// and the menu opens on a long press or a secondary click, as
    /// ``UIKit/UIView/setArrowContextMenu(style:images:menuProvider:)``, with its "Show
    /// Menu" accessibility action. `menuProvider` is
    /// asked each time the menu opens; `nil` takes the menu away. Leave the button's own
    /// `menu` `nil`, or UIKit shows it too.
    ///
    /// ```swift
    /// sortButton.setArrowMenu {
    ///     ActionMenu {
    ///         MenuButton("Name") { print("by name") }
    ///         MenuButton("Date") { print("by date") }
    ///     }
    /// }
    /// ```
    public func setArrowMenu(style: PopoverStyle = .system, images: [String: UIImage] = [:], showsMenuAsPrimaryAction: Bool = true,
                             menuProvider: (() -> ActionMenu?)?) {
        MenuTriggerTarget.attachButtonMenu(menuProvider, style: style, images: images, to: self, showsMenuAsPrimaryAction: showsMenuAsPrimaryAction)
    }

    /// Gives this button a `UIMenu`, as `UIButton.menu` does (``PopoverView/menu(_:style:)``
    /// shows it: commands validated from the button when it opens, the button the
    /// actions' sender on iOS 16 and later); otherwise as
    /// ``setArrowMenu(style:images:showsMenuAsPrimaryAction:menuProvider:)``. `nil` takes
    /// the menu away, whichever kind it was.
    ///
    /// ```swift
    /// let sort = UIMenu(title: "Sort by", options: .singleSelection, children: [
    ///     UIAction(title: "Name", state: .on) { _ in print("name") },
    ///     UIAction(title: "Date") { _ in print("date") },
    /// ])
    /// sortButton.setArrowMenu(sort)
    /// ```
    public func setArrowMenu(_ menu: UIMenu?, style: PopoverStyle = .system, showsMenuAsPrimaryAction: Bool = true) {
        MenuTriggerTarget.attachButtonMenu(menu.map { menu in
            { [weak self] in PopoverView.menu(menu, style: style, openedFrom: self) }
        }, to: self, showsMenuAsPrimaryAction: showsMenuAsPrimaryAction)
    }
}
#endif
