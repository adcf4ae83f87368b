#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import PopoverMenu

extension NSView {
    /// Gives this view a menu that opens by itself, as AppKit opens a view's context menu
    /// (`menu(for:)`): on a secondary click (a right click, a two-finger click on a
    /// trackpad, or a click with Control held), on the mouse-down, in a
    /// ``PopoverPanel/menu(_:style:images:onChoose:onCancel:)`` pointing at the pointer. A
    /// plain click still reaches the view and its controls. `menuProvider` gets the location
    /// in this view (its bounds' coordinates) each time and gives the menu for what is
    /// there, or `nil` for none (between a table's rows, say: the click is then the view's,
    /// and its own `menu` shows), so toggles show their current state. It takes the click
    /// before the views inside this one; while the menu is up or closing, a secondary click
    /// opens nothing and does not reach the view. `nil` (for the provider) takes the menu
    /// away with all it added to the view.
    ///
    /// While the menu is attached the view has an accessibility custom action, "Show Menu"
    /// (beside any the app set), for VoiceOver and other assistive technologies: it opens
    /// the menu for the view's centre (`menuProvider` gets that location), pointing at the
    /// whole view. Control-Return still shows the view's own `menu`, not this one.
    ///
    /// In an `NSTableView` (or `NSOutlineView`) the secondary click is this menu's, not the
    /// table's, so the table does not set `clickedRow` for it: find the row from the
    /// location, with `row(at:)`, as below.
    ///
    /// ```swift
    /// tableView.setArrowContextMenu { [unowned tableView] location in
    ///     let row = tableView.row(at: location)
    ///     guard row >= 0 else { return nil }
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
    public func setArrowContextMenu(style: PopoverStyle = .system, images: [String: NSImage] = [:],
                                    menuProvider: ((CGPoint) -> ActionMenu?)?) {
        MenuTriggerTarget.attachContextMenu(menuProvider, style: style, images: images, to: self)
    }

    /// Gives this view an `NSMenu` that opens by itself on a secondary click, as
    /// ``setArrowContextMenu(style:images:menuProvider:)``, shown as
    /// ``PopoverPanel/menu(_:style:onCancel:)`` shows it: validated when it opens
    /// (`validateMenuItem(_:)`), a chosen item's action sent to its target or up the
    /// responder chain of this view's window. `actionProvider` gives the menu for a
    /// location in this view (the word of the UIKit twin, whose provider gives a `UIMenu`);
    /// `nil` takes the menu away.
    ///
    /// ```swift
    /// let copy = NSMenu(title: "")
    /// copy.addItem(withTitle: "Copy", action: #selector(NSText.copy(_:)), keyEquivalent: "")
    /// view.setArrowContextMenu { _ in copy }
    /// ```
    public func setArrowContextMenu(style: PopoverStyle = .system, actionProvider: ((CGPoint) -> NSMenu?)?) {
        MenuTriggerTarget.attachContextMenu(actionProvider.map { provider in { provider($0).map { PopoverPanel.menu($0, style: style) } } }, to: self)
    }
}

extension NSButton {
    /// Gives this button a menu, as UIKit's `UIButton.menu` does: with
    /// `showsMenuAsPrimaryAction` (the default) the menu *is* the button's action, as a
    /// pull-down `NSPopUpButton`'s is: a click (or Space, with the button focused) opens it
    /// pointing at the button, and the button's own target and action are set aside until
    /// `nil` takes the menu away (set them before this, not after, or they replace the
    /// menu); without, the click stays the button's and the menu opens on a secondary
    /// click, as ``AppKit/NSView/setArrowContextMenu(style:images:menuProvider:)``, and the
    /// button has the accessibility custom action "Show Menu" that opens it (Control-Return
    /// still shows the button's own `menu`). If the app sets the button's target and action
    /// after this, they replace the menu's and stay when `nil` takes it away.
    /// `menuProvider` is asked each time the menu opens.
    ///
    /// ```swift
    /// button.setArrowMenu {
    ///     ActionMenu {
    ///         MenuButton("Name") { print("by name") }
    ///         MenuButton("Date") { print("by date") }
    ///     }
    /// }
    /// ```
    public func setArrowMenu(style: PopoverStyle = .system, images: [String: NSImage] = [:], showsMenuAsPrimaryAction: Bool = true,
                             menuProvider: (() -> ActionMenu?)?) {
        MenuTriggerTarget.attachButtonMenu(menuProvider, style: style, images: images, to: self, showsMenuAsPrimaryAction: showsMenuAsPrimaryAction)
    }

    /// Gives this button an `NSMenu`, shown as ``PopoverPanel/menu(_:style:onCancel:)``
    /// shows it (validated when it opens, a chosen item's action sent to its target or up
    /// the responder chain of the button's window); otherwise as
    /// ``setArrowMenu(style:images:showsMenuAsPrimaryAction:menuProvider:)``. `nil` takes
    /// the menu away, whichever kind it was.
    ///
    /// ```swift
    /// let sort = NSMenu(title: "Sort by")
    /// sort.addItem(withTitle: "Name", action: #selector(NSText.selectAll(_:)), keyEquivalent: "").state = .on
    /// sort.addItem(withTitle: "Date", action: #selector(NSText.selectAll(_:)), keyEquivalent: "")
    /// button.setArrowMenu(sort)
    /// ```
    public func setArrowMenu(_ menu: NSMenu?, style: PopoverStyle = .system, showsMenuAsPrimaryAction: Bool = true) {
        MenuTriggerTarget.attachButtonMenu(menu.map { menu in { PopoverPanel.menu(menu, style: style) } }, to: self,
                                           showsMenuAsPrimaryAction: showsMenuAsPrimaryAction)
    }
}
#endif
