#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import ObjectiveC
import PopoverCore
import PopoverMenu

/// A menu attached to a view, a button or a bar button item (issue 47): its platform half
/// watches the presses that may open it and makes its popover; this asks the core
/// (``/PopoverMenu/MenuTrigger``) whether a press opens it and where the popover points,
/// and keeps the one it shows, so a second press while it is up opens no second menu.
/// It names the platform's types (`PlatformView`, `PlatformPopover`) only; its `+UIKit`
/// and `+AppKit` halves watch the presses (a control's action, a long press, a secondary
/// click; on the Mac a button's action, a right click, a Control-click), say how the
/// platform opens a context menu (``idiom``), and present the popover.
@MainActor
final class MenuTriggerTarget: NSObject {
    /// Where a view keeps its context menu (`setArrowContextMenu`).
    nonisolated(unsafe) static var contextMenuKey: UInt8 = 0
    /// Where a button keeps its own menu (`UIButton.setArrowMenu`, `NSButton.setArrowMenu`).
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
        triggers = MenuTrigger.opening(menuIsPrimaryAction: menuIsPrimaryAction, idiom: Self.idiom)
        self.makeMenu = makeMenu
        super.init()
        startWatching(view)
    }

    /// Gives `view` the menu `makeMenu` makes, kept under `key` in place of the one there;
    /// `nil` takes it away, with all that was added to the view for it.
    private static func attach(_ makeMenu: ((CGPoint) -> PlatformPopover?)?, to view: PlatformView, key: UnsafeRawPointer,
                               menuIsPrimaryAction: Bool) {
        (objc_getAssociatedObject(view, key) as? MenuTriggerTarget)?.remove()
        let target = makeMenu.map { MenuTriggerTarget(view: view, menuIsPrimaryAction: menuIsPrimaryAction, makeMenu: $0) }
        objc_setAssociatedObject(view, key, target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Gives `view` a context menu (`setArrowContextMenu`): the popover `makeMenu` makes for
    /// a location; `nil` takes it away.
    static func attachContextMenu(_ makeMenu: ((CGPoint) -> PlatformPopover?)?, to view: PlatformView) {
        attach(makeMenu, to: view, key: &contextMenuKey, menuIsPrimaryAction: false)
    }

    /// Gives `view` a context menu of `menuProvider`'s menus, each in the platform's menu
    /// popover; `nil` takes it away.
    static func attachContextMenu(_ menuProvider: ((CGPoint) -> ActionMenu?)?, style: PopoverStyle, images: [String: PlatformImage],
                                  to view: PlatformView) {
        attachContextMenu(menuProvider.map { provider in
            { provider($0).map { PlatformPopover.menu($0, style: style, images: images) } }
        }, to: view)
    }

    /// Gives `button` its own menu (`setArrowMenu`): the popover `makeMenu` makes; `nil`
    /// takes it away.
    static func attachButtonMenu(_ makeMenu: (() -> PlatformPopover?)?, to button: PlatformView, showsMenuAsPrimaryAction: Bool) {
        attach(makeMenu.map { make in { _ in make() } }, to: button, key: &buttonMenuKey, menuIsPrimaryAction: showsMenuAsPrimaryAction)
    }

    /// Gives `button` a menu of `menuProvider`'s menus, each in the platform's menu popover;
    /// `nil` takes it away.
    static func attachButtonMenu(_ menuProvider: (() -> ActionMenu?)?, style: PopoverStyle, images: [String: PlatformImage],
                                 to button: PlatformView, showsMenuAsPrimaryAction: Bool) {
        attachButtonMenu(menuProvider.map { provider in
            { provider().map { PlatformPopover.menu($0, style: style, images: images) } }
        }, to: button, showsMenuAsPrimaryAction: showsMenuAsPrimaryAction)
    }

    /// Stops watching the view; a menu on screen stays until it closes.
    private func remove() {
        stopWatching()
        stopWatching = {}
    }

    /// Whether `trigger` at `location` (in the view) is the menu's: it is unless the
    /// trigger is not one of its own, the view is in no window, or the provider has no menu
    /// there. The menu is made now, for ``openPrepared()``: a recognizer asks before it
    /// begins, so a press where there is no menu (between a table's rows) takes nothing
    /// from the view, as a context menu without a configuration takes nothing. While the
    /// menu is up or closing, the press is the menu's and opens nothing (no second menu),
    /// so it does not reach the view either, whose own `menu` would open under this one.
    func prepare(_ trigger: MenuTrigger, at location: CGPoint) -> Bool {
        pending = nil
        guard triggers.contains(trigger) else { return false }
        return make(trigger, at: location)
    }

    /// ``prepare(_:at:)`` for any trigger, its own or not.
    private func make(_ trigger: MenuTrigger, at location: CGPoint) -> Bool {
        pending = nil
        guard let view, view.window != nil else { return false }
        guard (shown?.phase ?? .hidden) == .hidden else { return true }
        guard let popover = makeMenu(location) else { return false }
        pending = (popover, trigger, location)
        return true
    }

    /// The name of the accessibility custom action that opens a menu that is not the
    /// view's primary action, for VoiceOver and the keyboard's assistive technologies, which
    /// press no secondary button and hold no finger.
    static let showMenuActionName = "Show Menu"

    /// Whether the view has a ``showMenuActionName`` action while the menu is attached:
    /// unless the menu is the control's primary action, which they press already.
    var needsAccessibilityAction: Bool { !triggers.contains(.primaryAction) }

    /// What the ``showMenuActionName`` action does: the menu for the view's centre,
    /// pointing at the whole view, as a primary action's (the provider gets the centre as
    /// its location). `false` when there is no menu there or the view is in no window;
    /// `true` (opening nothing) while the menu is up.
    func openFromAccessibility() -> Bool {
        guard let view, make(.primaryAction, at: CGPoint(x: view.bounds.midX, y: view.bounds.midY)) else { return false }
        openPrepared()
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
