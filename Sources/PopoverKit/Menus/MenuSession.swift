#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import PopoverCore
import PopoverMenu
#if canImport(UIKit)
import UIKit
#endif

/// One open menu and its cascade of submenus: it feeds every level's keys, pointer and
/// presses to one ``/PopoverMenu/MenuNavigation`` and carries out what it returns. A
/// submenu opens as a second popover (``PopoverView``, ``PopoverPanel``) pointing at its
/// item's row (on the side ``/PopoverMenu/MenuSubmenuSide`` says) and following it (a row
/// anchor that moves with the row through scrolls, rotations, resizes and the keyboard),
/// closes when the navigation's ``/PopoverMenu/MenuNavigation/openSubmenus`` no longer hold
/// it, and a chosen item's action runs once the dismissal has begun. The pointer's moves go
/// through ``/PopoverMenu/SubmenuPointerIntent`` first: resting on an item opens its
/// submenu, and a move toward an open submenu across its siblings keeps it. Points are in
/// the pointer's space, one for every open menu: the window's with UIKit (the submenus are
/// in the same window), the screen's on the Mac (each is a window of its own). Owned by
/// the menu's own ``MenuContentView``. Its `+UIKit` and `+AppKit` halves make and present
/// the submenus' popovers, take the key focus and give the selection haptic.
@MainActor
final class MenuSession {
    /// The menu and its actions (an `arrowMenu` gives new closures on each update).
    var actionMenu: ActionMenu
    let style: PopoverStyle
    private(set) var images: [String: PlatformImage]
    /// Closes the popover that shows the menu itself (a ``PopoverView`` or
    /// ``PopoverPanel``, or an `arrowMenu`).
    var closeMenu: () -> Void = {}
    /// Told of the item chosen, after its action ran.
    var onChoose: ((MenuItemPath) -> Void)?
    /// Called when the menu goes with nothing chosen (Escape, a tap outside, the app).
    var onCancel: (() -> Void)?
    /// Whether an item was chosen since the menu was shown.
    private var hasChosen = false
    /// Told of the item chosen before its action runs (a converted menu moves a
    /// single-selection checkmark there).
    var willChoose: ((MenuItemPath) -> Void)?
    /// Asked for the menu afresh each time the menu comes on screen (a converted menu
    /// validates its commands then); `nil` keeps the menu as it is.
    var refresh: (() -> (ActionMenu, [String: PlatformImage]))?
    private(set) var navigation: MenuNavigation
    /// What the pointer means for the submenus (the core's), and its wake-up.
    private var intent: SubmenuPointerIntent
    private var intentWakeUp: Task<Void, Never>?
    private(set) weak var rootView: MenuContentView?
    /// The open submenus, outermost first: their views and popovers.
    private(set) var submenus: [(view: MenuContentView, popover: PlatformPopover)] = []
    /// Popovers this session is dismissing: their `onDismiss` is no news.
    private var dismissing: Set<ObjectIdentifier> = []
    /// Whether it chose an item or closed: it takes no more events.
    private(set) var isClosing = false
    #if canImport(UIKit)
    /// The selection haptic, made for the menu's view when there is one (iOS 17.5).
    var feedback = UISelectionFeedbackGenerator()
    #endif

    init(_ actionMenu: ActionMenu, style: PopoverStyle, images: [String: PlatformImage]) {
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
        attachFeedback(to: view)
        return view
    }

    // MARK: Events from the views

    func keyPressed(_ key: MenuKey, at time: TimeInterval) {
        apply(.key(key, at: time), scrolling: true)
    }

    func pointerMoved(to point: CGPoint) {
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

    func pressBegan(at point: CGPoint) {
        prepareFeedback()
        apply(.pressBegan(on: itemPath(at: point)), scrolling: false)
    }

    func pressMoved(to point: CGPoint) {
        apply(.pointerMoved(over: itemPath(at: point)), scrolling: false)
    }

    func pressEnded(at point: CGPoint?) {
        apply(.pressEnded(on: point.flatMap(itemPath(at:))), scrolling: false)
    }

    /// VoiceOver activated the item at `path`: as a tap on it; `false` when nothing happened.
    func activate(_ path: MenuItemPath) -> Bool {
        apply(.pressBegan(on: path), scrolling: false, ticks: false)
        return apply(.pressEnded(on: path), scrolling: false, ticks: false) != nil
    }

    /// The innermost menu's item under `point`.
    private func itemPath(at point: CGPoint) -> MenuItemPath? {
        for view in menuViews.reversed() where view.contains(pointer: point) {
            return view.itemPath(atPointer: point)
        }
        return nil
    }

    /// The menu's view, then its open submenus' views.
    private var menuViews: [MenuContentView] { [rootView].compactMap { $0 } + submenus.map(\.view) }

    @discardableResult
    private func apply(_ event: MenuEvent, scrolling: Bool, ticks: Bool = true) -> MenuOutcome? {
        guard !isClosing else { return nil }
        let before = navigation.highlighted
        let outcome = navigation.handle(event)
        // The selection tick is the core's to give (UISelectionFeedbackGenerator.h: not on
        // the first selection, which the press itself makes).
        if ticks, MenuSelectionFeedback.ticks(after: event, from: before, to: navigation.highlighted, tracking: navigation.isTracking) {
            selectionTicked()
        }
        switch outcome {
        case let .choose(path)?: choose(path, by: Self.trigger(of: event))
        case .openSubmenu?, .closeSubmenu?: syncSubmenus()
        case .close?: close()
        case nil: break
        }
        showHighlights(scrolling: scrolling)
        return outcome
    }

    // MARK: Outcomes

    /// Starts every dismissal, then runs the item's action (`MenuOutcome.choose`: the
    /// item runs once the dismissal has begun).
    private static func trigger(of event: MenuEvent) -> MenuChoice.Trigger {
        switch event {
        case .key(.return, _): .returnKey
        case .key(.space, _): .space
        default: .press
        }
    }

    private func choose(_ path: MenuItemPath, by trigger: MenuChoice.Trigger) {
        hasChosen = true
        // The core says whether the choice keeps the menu open (UIMenu's keepsMenuPresented,
        // a multiple selection, a toggle's Space).
        let choice = actionMenu.choice(of: path, by: trigger)
        guard let choice, choice.keepsMenuPresented else {
            close()
            returnKeyFocus()
            willChoose?(path)
            actionMenu.perform(path)
            if let choice { actionMenu.apply(choice) }
            onChoose?(path)
            return
        }
        willChoose?(path)
        actionMenu.perform(path)
        if let (fresh, freshImages) = refresh?() {
            // A bridged menu is read again from the app's elements (states, and whatever a
            // handler or validation changed).
            let sameRows = fresh.menu.statesCleared == actionMenu.menu.statesCleared
            actionMenu = fresh
            images = freshImages
            if !sameRows {
                rebuild()
                onChoose?(path)
                return
            }
        } else {
            actionMenu.apply(choice)
        }
        // The same rows with their checkmarks changed, VoiceOver told the chosen row's state.
        showStates()
        onChoose?(path)
        if let item = actionMenu.menu[path] { announce(MenuAccessibility.stateAnnouncement(of: item)) }
    }

    /// The menu's rows changed under a menu kept open: every view shows the new menu, the
    /// submenus close, the keyboard and pointer start again on it.
    private func rebuild() {
        closeSubmenus(from: 0)
        rootView?.replace(actionMenu.menu, images: images)
        navigation = MenuNavigation(actionMenu.menu, layoutDirection: rootView?.menuLayoutDirection ?? .leftToRight)
        intent = SubmenuPointerIntent(actionMenu.menu)
    }

    /// `fresh` in place of the menu, which it equals but for its checkmarks (SwiftUI's
    /// content built again after a toggle): the rows stay, their checkmarks change.
    func updateStates(of fresh: ActionMenu) {
        actionMenu = fresh
        showStates()
    }

    private func showStates() {
        for view in menuViews { view.updateStates(menu(at: view.level), images: images) }
    }

    /// The (sub)menu shown at `level`, with the root menu's appearance.
    func menu(at level: MenuItemPath) -> PopoverMenu {
        guard level.depth > 0, var submenu = actionMenu.menu[level]?.children else { return actionMenu.menu }
        submenu.appearance = actionMenu.menu.appearance
        return submenu
    }

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
            guard popover.phase != .hidden else { continue }
            // Only a popover still up will call back; one already gone must leave no id
            // behind for a later popover at the same address.
            dismissing.insert(ObjectIdentifier(popover))
            popover.dismiss(animated: true)
        }
        submenus.removeSubrange(index...)
    }

    /// Shows the submenu of the item at `path` in a popover pointing at its row.
    private func openSubmenu(_ path: MenuItemPath) -> Bool {
        guard actionMenu.menu[path]?.children != nil, let last = path.steps.last,
              let parent = path.depth == 1 ? rootView : submenus.last?.view,
              let row = parent.rowAnchor(of: last) else { return false }
        let view = MenuContentView(menu: menu(at: path), level: path, style: style, images: images)
        view.session = self
        guard let popover = submenuPopover(showing: view, openedFrom: last, in: parent) else { return false }
        popover.onDismiss = { [weak self] popover, _ in self?.submenuDismissed(popover) }
        // Where it is, in the pointer's space, for the pointer on its way there.
        popover.onPlacementChange = { [weak self, weak popover] placement in
            guard let self, let popover, let frame = Self.pointerFrame(of: placement, in: popover) else { return }
            _ = self.intent.handle(.submenuShown(path, frame: frame))
        }
        submenus.append((view, popover))
        present(popover, showing: view, from: row, directions: MenuSubmenuSide.directions(for: parent.menuLayoutDirection))
        return true
    }

    /// A submenu's popover went by itself (a tap or a click outside, Escape, VoiceOver):
    /// the navigation leaves it, and the ones inside it close.
    private func submenuDismissed(_ popover: PlatformPopover) {
        if dismissing.remove(ObjectIdentifier(popover)) != nil || isClosing { return }
        guard let index = submenus.firstIndex(where: { $0.popover === popover }) else { return }
        while navigation.openSubmenus.count > index {
            _ = navigation.handle(.key(.escape, at: ProcessInfo.processInfo.systemUptime))
        }
        syncSubmenus()
        showHighlights(scrolling: false)
    }

    // MARK: Views

    /// The row to highlight in the menu at `level`: the highlighted item when it is there,
    /// else the item whose submenu is open.
    func highlightedRow(at level: MenuItemPath, in view: MenuContentView) -> Int? {
        let candidates = [navigation.highlighted] + navigation.openSubmenus.map { Optional($0) }
        for case let path? in candidates where path.depth == level.depth + 1 && Array(path.steps.dropLast()) == level.steps {
            return path.steps.last.flatMap { view.menuLayout?.row(of: $0) }
        }
        return nil
    }

    private func showHighlights(scrolling: Bool) {
        for view in menuViews {
            view.showHighlight(highlightedRow(at: view.level, in: view), scrolling: scrolling)
        }
    }

    /// A menu's size changed (Dynamic Type, Bold Text, a fresh menu): its popover is
    /// placed again.
    func contentChanged(_ view: MenuContentView) {
        view.enclosingPopover?.setNeedsPlacement()
    }

    /// The menu itself came on screen (navigation in its layout direction, key focus) or
    /// went (its submenus go too).
    func shownChanged(_ view: MenuContentView, isShown: Bool) {
        guard view === rootView else { return }
        guard isShown else {
            isClosing = true
            closeSubmenus(from: 0)
            if !hasChosen { onCancel?() }
            hasChosen = true
            return
        }
        hasChosen = false
        // Placed again now the popover knows its anchor (a menu as wide as it).
        contentChanged(view)
        // Each presentation starts afresh, in the menu's layout direction, with the menu
        // as it is now.
        isClosing = false
        if let (fresh, freshImages) = refresh?() {
            actionMenu = fresh
            images = freshImages
            view.replace(fresh.menu, images: freshImages)
        }
        navigation = MenuNavigation(actionMenu.menu, layoutDirection: view.menuLayoutDirection)
        intent = SubmenuPointerIntent(actionMenu.menu)
        takeKeyFocus(view)
    }
}
#endif
