#if canImport(UIKit)
import Foundation
import ObjectiveC
import PopoverCore
import PopoverMenu

/// A menu attached to a view, a button or a bar button item (issue 47): its platform half
/// watches the presses that may open it and makes its popover; this asks the core
/// (``/PopoverMenu/MenuTrigger``) whether a press opens it and where the popover points,
/// and keeps the one it shows, so a second press while it is up opens no second menu.
/// It names the platform's types (`PlatformView`, `PlatformPopover`) only: the Mac's half
/// (a right click on an `NSView`, an `NSButton`'s action) is a watcher and a popover maker
/// once the Mac has menus.
@MainActor
final class MenuTriggerTarget: NSObject {
    /// Where a view keeps its context menu (`setArrowContextMenu`).
    nonisolated(unsafe) static var contextMenuKey: UInt8 = 0
    /// Where a button keeps its own menu (`UIButton.setArrowMenu`).
    nonisolated(unsafe) static var buttonMenuKey: UInt8 = 0

    weak var view: PlatformView?
    /// What opens the menu.
    let triggers: Set<MenuTrigger>
    /// The menu's popover for a press at a point of the view; `nil`: no menu there.
    private let makeMenu: (CGPoint) -> PlatformPopover?
    /// Undoes what the platform half started watching.
    var stopWatching: () -> Void = {}
    /// The menu on screen, while it is.
    private weak var shown: PlatformPopover?
    /// The menu a trigger is about to open, made when it was prepared.
    private var pending: (popover: PlatformPopover, trigger: MenuTrigger, location: CGPoint)?

    private init(view: PlatformView, menuIsPrimaryAction: Bool, makeMenu: @escaping (CGPoint) -> PlatformPopover?) {
        self.view = view
        triggers = MenuTrigger.opening(menuIsPrimaryAction: menuIsPrimaryAction)
        self.makeMenu = makeMenu
        super.init()
        startWatching(view)
    }

    /// Gives `view` the menu `makeMenu` makes, kept under `key` in place of the one there;
    /// `nil` takes it away, with all that was added to the view for it.
    static func attach(_ makeMenu: ((CGPoint) -> PlatformPopover?)?, to view: PlatformView, key: UnsafeRawPointer,
                       menuIsPrimaryAction: Bool) {
        (objc_getAssociatedObject(view, key) as? MenuTriggerTarget)?.remove()
        let target = makeMenu.map { MenuTriggerTarget(view: view, menuIsPrimaryAction: menuIsPrimaryAction, makeMenu: $0) }
        objc_setAssociatedObject(view, key, target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Stops watching the view; a menu on screen stays until it closes.
    private func remove() {
        stopWatching()
        stopWatching = {}
    }

    /// Whether `trigger` at `location` (in the view) opens a menu: it does unless the
    /// trigger is not one of its own, its menu is already up, the view is in no window, or
    /// the provider has no menu there. The menu is made now, for ``openPrepared()``: a
    /// recognizer asks before it begins, so a press where there is no menu (between a
    /// table's rows) takes nothing from the view, as a context menu without a
    /// configuration takes nothing.
    func prepare(_ trigger: MenuTrigger, at location: CGPoint) -> Bool {
        pending = nil
        guard triggers.contains(trigger), (shown?.phase ?? .hidden) == .hidden, let view, view.window != nil,
              let popover = makeMenu(location) else { return false }
        pending = (popover, trigger, location)
        return true
    }

    /// Opens the menu ``prepare(_:at:)`` made, pointing where the core says.
    func openPrepared() {
        guard let (popover, trigger, location) = pending, let view else { return }
        pending = nil
        if trigger == .primaryAction {
            present(popover, following: view, preferring: trigger.directions)
        } else {
            present(popover, from: trigger.anchor(at: location, in: view.bounds), of: view, preferring: trigger.directions)
        }
        shown = popover
    }
}
#endif
