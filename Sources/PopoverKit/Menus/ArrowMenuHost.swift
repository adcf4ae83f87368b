#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import PopoverMenu
import SwiftUI

/// An `arrowMenu`'s content: the menu of its ``/PopoverMenu/MenuBuilder`` block, built
/// anew on each update (a toggle shows its current state), shown by the same view and
/// ``MenuSession`` as ``PopoverView/menu(_:style:images:onChoose:)`` (on the Mac,
/// ``PopoverPanel/menu(_:style:images:onChoose:)``). A choice closes the `arrowPopover`
/// (`dismissArrowPopover`), then runs the item's action.
@MainActor
struct ArrowMenuContent: View {
    let style: PopoverStyle
    var appearance = MenuAppearance.standard
    var onCancel: (() -> Void)?
    let build: () -> [MenuElement]

    var body: some View {
        var actionMenu = ActionMenu(elements: build())
        actionMenu.appearance = appearance
        return ArrowMenuRepresentable(actionMenu: actionMenu, style: style, onCancel: onCancel)
    }
}

/// Hosts the menu's view in SwiftUI; its `+UIKit` and `+AppKit` halves make it a
/// `UIViewRepresentable` or an `NSViewRepresentable`.
@MainActor
struct ArrowMenuRepresentable {
    let actionMenu: ActionMenu
    let style: PopoverStyle
    var onCancel: (() -> Void)?

    /// Shows this update's menu in `host`; a choice closes the popover the environment says.
    func update(_ host: ArrowMenuHostView, in environment: EnvironmentValues) {
        host.show(actionMenu, style: style, dismiss: environment.dismissArrowPopover)
        host.onCancel = onCancel
    }
}

/// Holds the menu's ``MenuContentView``, replaced when the menu's items change; new
/// closures for the same items keep it.
@MainActor
final class ArrowMenuHostView: PlatformView {
    private var menuView: MenuContentView?
    private var session: MenuSession?
    /// Told when the menu goes with nothing chosen.
    var onCancel: (() -> Void)? {
        didSet { session?.onCancel = onCancel }
    }

    func show(_ actionMenu: ActionMenu, style: PopoverStyle, dismiss: DismissArrowPopoverAction) {
        // A menu that chose or closed stays as it is while it fades: a toggle's new state
        // must not make a fresh, live menu that takes a second choice.
        if let session, session.isClosing { return }
        if let session, session.actionMenu.menu == actionMenu.menu, session.style == style {
            session.actionMenu = actionMenu
        } else if let session, session.style == style, session.actionMenu.menu.statesCleared == actionMenu.menu.statesCleared {
            // Only checkmarks changed (a toggle's binding, the menu kept open): in place.
            session.updateStates(of: actionMenu)
        } else {
            // The old menu is replaced, not cancelled: it leaves its window saying nothing.
            self.session?.onCancel = nil
            menuView?.removeFromSuperview()
            let session = MenuSession(actionMenu, style: style, images: [:])
            let view = session.makeRootView()
            view.frame = bounds
            view.autoresizingMask = MenuContentView.fillsSuperview
            addSubview(view)
            menuView = view
            self.session = session
            session.onCancel = onCancel
            invalidateIntrinsicContentSize()
        }
        session?.closeMenu = { dismiss() }
    }

    override var intrinsicContentSize: CGSize { menuView?.intrinsicContentSize ?? .zero }

    /// The menu's size in the room SwiftUI offers (an unspecified side: no limit).
    @available(iOS 16, macCatalyst 16, *)
    func menuSize(for proposal: ProposedViewSize) -> CGSize {
        menuView?.menuSize(fitting: CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)) ?? .zero
    }
}
#endif
