#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import PopoverMenu
import SwiftUI
import UIKit

/// An `arrowMenu`'s content: the menu of its ``/PopoverMenu/MenuBuilder`` block, built
/// anew on each update (a toggle shows its current state), shown by the same UIKit view
/// and ``MenuSession`` as ``PopoverView/menu(_:style:images:onChoose:)``. A choice closes
/// the `arrowPopover` (`dismissArrowPopover`), then runs the item's action.
@MainActor
struct ArrowMenuContent: View {
    let style: PopoverStyle
    let build: () -> [MenuElement]

    var body: some View {
        ArrowMenuRepresentable(actionMenu: ActionMenu(elements: build()), style: style)
    }
}

/// Hosts the menu's UIKit view in SwiftUI.
@MainActor
struct ArrowMenuRepresentable: UIViewRepresentable {
    let actionMenu: ActionMenu
    let style: PopoverStyle

    func makeUIView(context: Context) -> ArrowMenuHostView {
        ArrowMenuHostView()
    }

    func updateUIView(_ host: ArrowMenuHostView, context: Context) {
        host.show(actionMenu, style: style, dismiss: context.environment.dismissArrowPopover)
    }

    /// The menu's size in the room SwiftUI offers (iOS 16 and later; before, the view's
    /// intrinsic size).
    @available(iOS 16, macCatalyst 16, *)
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: ArrowMenuHostView, context: Context) -> CGSize? {
        uiView.sizeThatFits(CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0))
    }
}

/// Holds the menu's ``MenuContentView``, replaced when the menu's items change; new
/// closures for the same items keep it.
@MainActor
final class ArrowMenuHostView: UIView {
    private var menuView: MenuContentView?
    private var session: MenuSession?

    func show(_ actionMenu: ActionMenu, style: PopoverStyle, dismiss: DismissArrowPopoverAction) {
        // A menu that chose or closed stays as it is while it fades: a toggle's new state
        // must not make a fresh, live menu that takes a second choice.
        if let session, session.isClosing { return }
        if let session, session.actionMenu.menu == actionMenu.menu, session.style == style {
            session.actionMenu = actionMenu
        } else {
            menuView?.removeFromSuperview()
            let session = MenuSession(actionMenu, style: style, images: [:])
            let view = session.makeRootView()
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
            menuView = view
            self.session = session
            invalidateIntrinsicContentSize()
        }
        session?.closeMenu = { dismiss() }
    }

    override var intrinsicContentSize: CGSize { menuView?.intrinsicContentSize ?? .zero }

    override func sizeThatFits(_ size: CGSize) -> CGSize { menuView?.sizeThatFits(size) ?? .zero }
}
#endif
