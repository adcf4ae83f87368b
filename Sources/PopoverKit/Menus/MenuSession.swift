#if canImport(UIKit)
import PopoverCore
import PopoverMenu
import UIKit

/// One open menu and its cascade of submenus: it feeds every level's keys, pointer and
/// touches to one ``/PopoverMenu/MenuNavigation`` and carries out what it returns. A
/// submenu opens as a second ``PopoverView`` pointing at its item's row (on the side
/// ``/PopoverMenu/MenuSubmenuSide`` says) and following it (a row anchor that moves with
/// the row through scrolls, rotations, resizes and the keyboard), closes when the navigation's ``/PopoverMenu/MenuNavigation/openSubmenus``
/// no longer hold it, and a chosen item's action runs once the dismissal has begun. The
/// pointer's moves go through ``/PopoverMenu/SubmenuPointerIntent`` first: resting on an
/// item opens its submenu, and a move toward an open submenu across its siblings keeps it.
/// Owned by the menu's own ``MenuContentView``.
@MainActor
final class MenuSession {
    /// The menu and its actions (an `arrowMenu` gives new closures on each update).
    var actionMenu: ActionMenu
    let style: PopoverStyle
    private(set) var images: [String: UIImage]
    /// Closes the popover that shows the menu itself (a ``PopoverView``, or an `arrowMenu`).
    var closeMenu: () -> Void = {}
    /// Told of the item chosen, after its action ran.
    var onChoose: ((MenuItemPath) -> Void)?
    /// Told of the item chosen before its action runs (a converted `UIMenu` moves a
    /// `.singleSelection` checkmark there).
    var willChoose: ((MenuItemPath) -> Void)?
    /// Asked for the menu afresh each time the menu comes on screen (a converted `UIMenu`
    /// validates its commands then); `nil` keeps the menu as it is.
    var refresh: (() -> (ActionMenu, [String: UIImage]))?
    private(set) var navigation: MenuNavigation
    /// What the pointer means for the submenus (the core's), and its wake-up.
    private var intent: SubmenuPointerIntent
    private var intentWakeUp: Task<Void, Never>?
    private weak var rootView: MenuContentView?
    /// The open submenus, outermost first: their views and popovers.
    private var submenus: [(view: MenuContentView, popover: PopoverView)] = []
    /// Popovers this session is dismissing: their `onDismiss` is no news.
    private var dismissing: Set<ObjectIdentifier> = []
    /// Whether it chose an item or closed: it takes no more events.
    private(set) var isClosing = false
    /// The selection haptic, made for the menu's view when there is one (iOS 17.5).
    private var feedback = UISelectionFeedbackGenerator()

    init(_ actionMenu: ActionMenu, style: PopoverStyle, images: [String: UIImage]) {
        self.actionMenu = actionMenu
        self.style = style
        self.images = images
        navigation = MenuNavigation(actionMenu.menu)
        intent = SubmenuPointerIntent(actionMenu.menu)
    }

    /// The view of the menu itself; it owns this session.
    func makeRootView() -> MenuContentView {
        let view = MenuContentView(menu: actionMenu.menu, level: MenuItemPath([]), style: style, images: images)
        view.session = self
        view.owner = self
        rootView = view
        #if compiler(>=6.2)
        if #available(iOS 17.5, macCatalyst 17.5, *) {
            // Attached to the menu's view (UIFeedbackGenerator.h, iOS 17.5): the tick plays
            // where the finger is, and the system knows which view it is for.
            feedback = UISelectionFeedbackGenerator(view: view)
        }
        #endif
        return view
    }

    // MARK: Events from the views

    func keyPressed(_ key: MenuKey, at time: TimeInterval) {
        apply(.key(key, at: time), scrolling: true)
    }

    func pointerMoved(toWindowPoint point: CGPoint, from view: MenuContentView) {
        perform(intent.handle(.moved(to: point, over: itemPath(at: point), at: ProcessInfo.processInfo.systemUptime)))
    }

    /// Hands the navigation what the pointer's intent says, then waits for its next deadline.
    private func perform(_ actions: [SubmenuPointerIntent.Action]) {
        for action in actions {
            switch action {
            case let .hover(path): apply(.pointerMoved(over: path), scrolling: false)
            case let .openSubmenu(path): apply(.pointerRested(on: path), scrolling: false)
            }
        }
        intentWakeUp?.cancel()
        intentWakeUp = nil
        guard let deadline = intent.deadline, !isClosing else { return }
        let wait = max(deadline - ProcessInfo.processInfo.systemUptime, 0)
        intentWakeUp = Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
            guard !Task.isCancelled, let self else { return }
            self.perform(self.intent.handle(.tick(at: ProcessInfo.processInfo.systemUptime)))
        }
    }

    func pointerLeft(_ view: MenuContentView) {
        // Leaving one menu for another, whose hover may have come first: the highlight
        // already in the other menu stays.
        if let highlighted = navigation.highlighted, Array(highlighted.steps.dropLast()) != view.level.steps { return }
        // Off the rows: no row held on the way to a submenu is handed on later.
        _ = intent.handle(.exited)
        perform([.hover(nil)])
    }

    func pressBegan(atWindowPoint point: CGPoint) {
        feedback.prepare()
        apply(.pressBegan(on: itemPath(at: point)), scrolling: false)
    }

    func pressMoved(toWindowPoint point: CGPoint) {
        apply(.pointerMoved(over: itemPath(at: point)), scrolling: false)
    }

    func pressEnded(atWindowPoint point: CGPoint?) {
        apply(.pressEnded(on: point.flatMap(itemPath(at:))), scrolling: false)
    }

    /// VoiceOver activated the item at `path`: as a tap on it; `false` when nothing happened.
    func activate(_ path: MenuItemPath) -> Bool {
        apply(.pressBegan(on: path), scrolling: false, ticks: false)
        return apply(.pressEnded(on: path), scrolling: false, ticks: false) != nil
    }

    /// The innermost menu's item under `point` (in the window).
    private func itemPath(at point: CGPoint) -> MenuItemPath? {
        for view in ([rootView].compactMap { $0 } + submenus.map(\.view)).reversed() where view.contains(windowPoint: point) {
            return view.itemPath(atWindowPoint: point)
        }
        return nil
    }

    @discardableResult
    private func apply(_ event: MenuEvent, scrolling: Bool, ticks: Bool = true) -> MenuOutcome? {
        guard !isClosing else { return nil }
        let before = navigation.highlighted
        let outcome = navigation.handle(event)
        // The selection tick is the core's to give (UISelectionFeedbackGenerator.h: not on
        // the first selection, which the press itself makes).
        if ticks, MenuSelectionFeedback.ticks(after: event, from: before, to: navigation.highlighted, tracking: navigation.isTracking) {
            tick(at: point(of: event))
            feedback.prepare()
        }
        switch outcome {
        case let .choose(path)?: choose(path)
        case .openSubmenu?, .closeSubmenu?: syncSubmenus()
        case .close?: close()
        case nil: break
        }
        showHighlights(scrolling: scrolling)
        return outcome
    }

    /// Where the pointer or finger is for `event`, in the root view: the highlighted row's
    /// centre.
    private func point(of event: MenuEvent) -> CGPoint? {
        guard let path = navigation.highlighted, let last = path.steps.last, let root = rootView,
              let parent = path.depth == 1 ? rootView : submenus.first(where: { $0.view.level.steps == Array(path.steps.dropLast()) })?.view,
              let frame = parent.frame(of: last, in: root) else { return nil }
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The selection haptic: from the menu's view at the row (iOS 17.5's
    /// `UIFeedbackGenerator(view:)` and `selectionChanged(at:)`, UIFeedbackGenerator.h and
    /// UISelectionFeedbackGenerator.h), else the plain one. The view-attached API is new in
    /// the iOS 17.5 SDK: compiled with Xcode 26's (Swift 6.2), as the type-check kit holds
    /// no 17.5 to 18 SDK apart from 18.6's checks.
    private func tick(at point: CGPoint?) {
        #if compiler(>=6.2)
        if #available(iOS 17.5, macCatalyst 17.5, *), let point {
            feedback.selectionChanged(at: point)
            return
        }
        #endif
        feedback.selectionChanged()
    }

    // MARK: Outcomes

    /// Starts every dismissal, then runs the item's action (`MenuOutcome.choose`: the
    /// item runs once the dismissal has begun).
    private func choose(_ path: MenuItemPath) {
        close()
        willChoose?(path)
        actionMenu.perform(path)
        onChoose?(path)
    }

    /// Closes the submenus and the menu.
    func close() {
        guard !isClosing else { return }
        isClosing = true
        closeSubmenus(from: 0)
        closeMenu()
    }

    /// Opens and closes submenu popovers until they are the navigation's open submenus.
    private func syncSubmenus() {
        let wanted = navigation.openSubmenus
        let kept = zip(submenus.map(\.view.level), wanted).prefix { $0 == $1 }.count
        closeSubmenus(from: kept)
        for path in wanted.dropFirst(kept) {
            guard openSubmenu(path) else { break }
        }
    }

    private func closeSubmenus(from index: Int) {
        guard index < submenus.count else { return }
        // The rows' anchors stay (one per item, reused): a popover whose anchor left the
        // window would be dismissed a second time.
        for (view, popover) in submenus[index...].reversed() {
            _ = intent.handle(.submenuClosed(view.level))
            guard popover.isPresented else { continue }
            // Only a popover still up will call back; one already gone must leave no id
            // behind for a later popover at the same address.
            dismissing.insert(ObjectIdentifier(popover))
            popover.dismiss(animated: true)
        }
        submenus.removeSubrange(index...)
    }

    /// Shows the submenu of the item at `path` in a popover pointing at its row.
    private func openSubmenu(_ path: MenuItemPath) -> Bool {
        guard let submenu = actionMenu.menu[path]?.children, let last = path.steps.last,
              let parent = path.depth == 1 ? rootView : submenus.last?.view,
              let rootPopover = rootView?.enclosingPopover, let container = rootPopover.superview,
              let row = parent.rowAnchor(of: last) else { return false }
        let view = MenuContentView(menu: submenu, level: path, style: style, images: images)
        view.session = self
        let popover = PopoverView(contentSize: view.intrinsicContentSize, style: style)
        view.frame = popover.contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        popover.contentView.addSubview(view)
        popover.contentMeasure = { [weak view] proposal in view?.sizeThatFits(proposal) ?? .zero }
        // A touch on an outer menu is the navigation's to judge; one outside every menu
        // closes this one and goes on to the menu below.
        popover.outsideTap = .dismissAndPassThrough
        popover.passthroughViews = [rootPopover] + submenus.map(\.popover)
        popover.onDismiss = { [weak self] popover, _ in self?.submenuDismissed(popover) }
        // Where it is, in the window, for the pointer on its way there.
        popover.onPlacementChange = { [weak self, weak container] placement in
            guard let self, let container else { return }
            _ = self.intent.handle(.submenuShown(path, frame: container.convert(placement.frame, to: nil)))
        }
        // As it goes, VoiceOver returns to the row that opened it, not to the row's anchor
        // (an empty view, no element); focus is left alone when the whole menu is going
        // (its own popover moves it) or the row's menu already went.
        popover.focusReturnElement = { [weak self, weak parent] in
            guard let self, !self.isClosing, let parent, parent.window != nil else { return nil }
            return parent.accessibilityElement(of: last)
        }
        submenus.append((view, popover))
        let directions = MenuSubmenuSide.directions(for: PopoverLayoutDirection(parent.effectiveUserInterfaceLayoutDirection))
        // Presented from the row's anchor, which the popover follows as the row moves.
        popover.present(from: row, in: container, preferring: directions, animated: !UIAccessibility.isReduceMotionEnabled)
        // VoiceOver moves into the submenu once its rows are laid out.
        DispatchQueue.main.async { [weak view] in
            guard let view, view.window != nil else { return }
            view.layoutIfNeeded()
            VoiceOver.screenChanged(focus: VoiceOver.firstElement(in: view))
        }
        return true
    }

    /// A submenu's popover went by itself (a tap outside, Escape, VoiceOver): the
    /// navigation leaves it, and the ones inside it close.
    private func submenuDismissed(_ popover: PopoverView) {
        if dismissing.remove(ObjectIdentifier(popover)) != nil || isClosing { return }
        guard let index = submenus.firstIndex(where: { $0.popover === popover }) else { return }
        while navigation.openSubmenus.count > index {
            _ = navigation.handle(.key(.escape, at: ProcessInfo.processInfo.systemUptime))
        }
        syncSubmenus()
        showHighlights(scrolling: false)
        // VoiceOver went back to the row that opened it: the popover's focusReturnElement.
    }

    // MARK: Views

    /// The row to highlight in the menu at `level`: the highlighted item when it is there,
    /// else the item whose submenu is open.
    func highlightedRow(at level: MenuItemPath, in view: MenuContentView) -> Int? {
        let candidates = [navigation.highlighted] + navigation.openSubmenus.map { Optional($0) }
        for case let path? in candidates where path.depth == level.depth + 1 && Array(path.steps.dropLast()) == level.steps {
            return path.steps.last.flatMap { view.layout?.row(of: $0) }
        }
        return nil
    }

    private func showHighlights(scrolling: Bool) {
        for view in [rootView].compactMap({ $0 }) + submenus.map(\.view) {
            view.showHighlight(highlightedRow(at: view.level, in: view), scrolling: scrolling)
        }
    }

    /// A menu's size changed (Dynamic Type, Bold Text): its popover is placed again.
    func contentChanged(_ view: MenuContentView) {
        view.enclosingPopover?.setNeedsPlacement()
    }

    /// The menu itself came on screen (navigation in its layout direction, key focus) or
    /// went (its submenus go too).
    func windowChanged(_ view: MenuContentView) {
        guard view === rootView else { return }
        if view.window == nil {
            isClosing = true
            closeSubmenus(from: 0)
            return
        }
        // Each presentation starts afresh, in the menu's layout direction, with the menu
        // as it is now.
        isClosing = false
        if let (fresh, freshImages) = refresh?() {
            actionMenu = fresh
            images = freshImages
            view.replace(fresh.menu, images: freshImages)
        }
        navigation = MenuNavigation(actionMenu.menu, layoutDirection: PopoverLayoutDirection(view.effectiveUserInterfaceLayoutDirection))
        intent = SubmenuPointerIntent(actionMenu.menu)
        // After the popover's own key-focus handoff: keys reach the menu first, when the
        // popover took the focus. A popover never takes it from a text field (the core's
        // KeyFocusHandoff), and neither does its menu: the keyboard stays up.
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
