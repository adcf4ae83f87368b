#if canImport(UIKit)
import ObjectiveC
import PopoverCore
import PopoverMenu
import UIKit

/// A menu attached to a bar button item (issue 47): the item's target and action while it
/// is attached (its `primaryAction` set aside, since UIKit ignores the target and action
/// while there is one, UIBarButtonItem.h), given back when it is detached. The action's
/// event tells the view that was touched and its window (`UITouch.view`, `window`): the
/// popover points at the item from there, and the view is remembered for
/// ``BarItemViewFinder`` (iOS 15 and 16 cannot ask UIKit where an item is).
@MainActor
final class BarItemMenuTarget: NSObject {
    nonisolated(unsafe) static var key: UInt8 = 0
    private weak var item: UIBarButtonItem?
    private let makeMenu: () -> PopoverView?
    /// What the item had before: given back on detaching.
    private weak var previousTarget: AnyObject?
    private let previousAction: Selector?
    private let previousPrimaryAction: UIAction?
    /// The window the item was last touched in: where the popover goes when the action
    /// comes without a touch (a hardware keyboard, an assistive technology).
    private weak var lastWindow: UIWindow?
    private weak var shown: PopoverView?

    private init(item: UIBarButtonItem, makeMenu: @escaping () -> PopoverView?) {
        self.item = item
        self.makeMenu = makeMenu
        previousTarget = item.target as AnyObject?
        previousAction = item.action
        previousPrimaryAction = item.primaryAction
        super.init()
        item.primaryAction = nil
        item.target = self
        item.action = #selector(open(_:event:))
    }

    /// Gives `item` the menu `makeMenu` makes in place of the one it has; `nil` takes it
    /// away and gives the item back its own target, action and primary action.
    static func attach(_ makeMenu: (() -> PopoverView?)?, to item: UIBarButtonItem) {
        (objc_getAssociatedObject(item, &key) as? BarItemMenuTarget)?.restore()
        let target = makeMenu.map { BarItemMenuTarget(item: item, makeMenu: $0) }
        objc_setAssociatedObject(item, &key, target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    private func restore() {
        guard let item else { return }
        item.target = previousTarget
        item.action = previousAction
        item.primaryAction = previousPrimaryAction
    }

    /// The item's action: the menu opens pointing at the item, in the window it was touched
    /// in, unless it is up already.
    @objc private func open(_ sender: Any?, event: UIEvent?) {
        guard let item, (shown?.phase ?? .hidden) == .hidden else { return }
        if let touch = event?.allTouches?.first, let view = touch.view, let window = touch.window {
            BarItemViewFinder.remember(view, for: item)
            lastWindow = window
        }
        let window = item.customView?.window ?? lastWindow
        guard let window, let popover = makeMenu() else { return }
        // VoiceOver goes back to the item's view (the one touched, or its custom view).
        let touched = event?.allTouches?.first?.view
        popover.focusReturnElement = { [weak item, weak touched] in item?.customView ?? touched }
        popover.present(from: item, in: window, permittedArrowDirections: .any, animated: true)
        shown = popover
    }
}

extension UIBarButtonItem {
    /// Gives this bar button item a menu that opens when the item is tapped, as
    /// `UIBarButtonItem.menu` does for an item without an action, pointing at the item
    /// (``PopoverView/present(from:in:permittedArrowDirections:animated:)``). It takes the
    /// item's action while attached: its target, action and `primaryAction` are set aside
    /// and given back when `nil` takes the menu away. `menuProvider` is asked each time.
    /// The menu opens in the window the item was touched in (or its custom view's): an
    /// item without a custom view activated before it was ever touched (from a hardware
    /// keyboard, say) has no window UIKit tells of, and opens nothing. The item's own
    /// `menu` stays: UIKit then shows it on a long press, since the item has an action
    /// (UIBarButtonItem.h); leave it `nil` for this menu alone.
    ///
    /// ```swift
    /// let add = UIBarButtonItem(systemItem: .add)
    /// add.setArrowMenu {
    ///     ActionMenu {
    ///         MenuButton("Photo", image: .systemName("photo")) { print("photo") }
    ///         MenuButton("Note", image: .systemName("note.text")) { print("note") }
    ///     }
    /// }
    /// navigationItem.rightBarButtonItem = add
    /// ```
    ///
    /// - Parameters:
    ///   - style: The popover's look; the menu's colours follow its fill.
    ///   - images: The app's images for items whose image is `.named(…)`, by name.
    public func setArrowMenu(style: PopoverStyle = .system, images: [String: UIImage] = [:], menuProvider: (() -> ActionMenu?)?) {
        BarItemMenuTarget.attach(menuProvider.map { provider in
            { provider().map { PopoverView.menu($0, style: style, images: images) } }
        }, to: self)
    }

    /// Gives this bar button item a `UIMenu` that opens when it is tapped, shown as
    /// ``PopoverView/menu(_:style:)`` shows it (the item its actions' sender on iOS 16 and
    /// later); otherwise as ``setArrowMenu(style:images:menuProvider:)``. `nil` takes the
    /// menu away, whichever kind it was.
    ///
    /// ```swift
    /// shareItem.setArrowMenu(UIMenu(title: "", children: [UIAction(title: "Mail") { _ in print("mail") }]))
    /// ```
    public func setArrowMenu(_ menu: UIMenu?, style: PopoverStyle = .system) {
        BarItemMenuTarget.attach(menu.map { menu in { PopoverView.menu(menu, style: style) } }, to: self)
    }
}
#endif
