#if canImport(UIKit)
import PopoverCore
import PopoverMenu
import UIKit

/// The session's UIKit half: the selection haptic, and submenus as ``PopoverView``s in
/// the menu's own container, a tap on an outer menu left to the navigation.
extension MenuSession {
    func attachFeedback(to view: MenuContentView) {
        #if compiler(>=6.2)
        if #available(iOS 17.5, macCatalyst 17.5, *) {
            // Attached to the menu's view (UIFeedbackGenerator.h, iOS 17.5): the tick plays
            // where the finger is, and the system knows which view it is for.
            feedback = UISelectionFeedbackGenerator(view: view)
        }
        #endif
    }

    func prepareFeedback() { feedback.prepare() }

    /// Nothing: on iOS the popover never takes the app's responder chain from it.
    func returnKeyFocus() {}

    /// Has VoiceOver say `text`.
    func announce(_ text: String) { VoiceOver.announce(text) }

    /// The selection haptic: from the menu's view at the highlighted row's centre (iOS
    /// 17.5's `UIFeedbackGenerator(view:)` and `selectionChanged(at:)`,
    /// UIFeedbackGenerator.h and UISelectionFeedbackGenerator.h), else the plain one. The
    /// view-attached API is new in the iOS 17.5 SDK: compiled with Xcode 26's (Swift 6.2),
    /// as the type-check kit holds no 17.5 to 18 SDK apart from 18.6's checks.
    func selectionTicked() {
        #if compiler(>=6.2)
        if #available(iOS 17.5, macCatalyst 17.5, *), let point = highlightedRowCentre() {
            feedback.selectionChanged(at: point)
            feedback.prepare()
            return
        }
        #endif
        feedback.selectionChanged()
        feedback.prepare()
    }

    /// The highlighted row's centre, in the root view.
    private func highlightedRowCentre() -> CGPoint? {
        guard let path = navigation.highlighted, let last = path.steps.last, let root = rootView,
              let parent = path.depth == 1 ? rootView : submenus.first(where: { $0.view.level.steps == Array(path.steps.dropLast()) })?.view,
              let frame = parent.frame(of: last, in: root) else { return nil }
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// A popover for a submenu's `view`, in the menu's container: a touch on an outer menu
    /// is the navigation's to judge; one outside every menu closes it and goes on to the
    /// menu below. As it goes, VoiceOver returns to the row that opened it, not to the
    /// row's anchor (an empty view, no element); focus is left alone when the whole menu is
    /// going (its own popover moves it) or the row's menu already went.
    func submenuPopover(showing view: MenuContentView, openedFrom index: MenuItemIndex, in parent: MenuContentView) -> PopoverView? {
        guard let rootPopover = rootView?.enclosingPopover, rootPopover.superview != nil else { return nil }
        let popover = PopoverView.menuPopover(showing: view, style: style)
        popover.outsideTap = .dismissAndPassThrough
        popover.passthroughViews = [rootPopover] + submenus.map(\.popover)
        popover.focusReturnElement = { [weak self, weak parent] in
            guard let self, !self.isClosing, let parent, parent.window != nil else { return nil }
            return parent.accessibilityElement(of: index)
        }
        return popover
    }

    /// The placement's frame in the window: the pointer's space.
    static func pointerFrame(of placement: Placement, in popover: PopoverView) -> CGRect? {
        popover.superview.map { $0.convert(placement.frame, to: nil) }
    }

    /// Presented from the row's anchor, which the popover follows as the row moves; then
    /// VoiceOver moves into the submenu once its rows are laid out.
    func present(_ popover: PopoverView, showing view: MenuContentView, from row: UIView, directions: [ArrowDirection]) {
        guard let container = rootView?.enclosingPopover?.superview else { return }
        popover.present(from: row, in: container, preferring: directions, animated: !UIAccessibility.isReduceMotionEnabled)
        DispatchQueue.main.async { [weak view] in
            guard let view, view.window != nil else { return }
            view.layoutIfNeeded()
            VoiceOver.screenChanged(focus: VoiceOver.firstElement(in: view))
        }
    }

    /// After the popover's own key-focus handoff: keys reach the menu first, when the
    /// popover took the focus. A popover never takes it from a text field (the core's
    /// KeyFocusHandoff), and neither does its menu: the keyboard stays up.
    func takeKeyFocus(_ view: MenuContentView) {
        DispatchQueue.main.async { [weak view] in
            guard let view, view.window != nil, !view.isFirstResponder, view.enclosingPopover?.isFirstResponder == true else { return }
            view.becomeFirstResponder()
        }
    }
}

extension UIView {
    /// The ``PopoverView`` this view is inside; `nil` for none.
    var enclosingPopover: PopoverView? {
        var view = superview
        while let current = view {
            if let popover = current as? PopoverView { return popover }
            view = current.superview
        }
        return nil
    }
}
#endif
