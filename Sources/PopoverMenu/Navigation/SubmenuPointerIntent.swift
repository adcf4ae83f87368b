import Foundation
import PopoverCore

/// What the pointer over a menu means for its submenus, decided on the app's clock, as
/// `NSMenu` decides it (the web calls it the "safe triangle"):
///
/// - Resting on an item that opens a submenu for ``Timing/openDelay`` opens it.
/// - While a submenu is open, a move over its parent's other rows on the way to it (inside
///   the triangle from where the pointer was to the submenu's near edge) keeps it open:
///   the row under the pointer is not handed on until the pointer leaves the triangle,
///   or rests there for ``Timing/switchDelay``.
///
/// It sits between the pointer and ``MenuNavigation``: the app feeds it every move with
/// the point and the item under it, and a tick when ``deadline`` comes, and gives the
/// navigation what it answers (``Action/hover(_:)`` as `MenuEvent.pointerMoved(over:)`,
/// ``Action/openSubmenu(_:)`` as `MenuEvent.pointerRested(on:)`). Points are in one space
/// for every open menu (the window's, say), times in seconds on any steady clock.
///
/// ```swift
/// // The example menu's item More, which opens a submenu.
/// let more = MenuItemPath([MenuItemIndex(section: 1, item: 0)])
/// var intent = SubmenuPointerIntent(menu)
/// intent.handle(.moved(to: CGPoint(x: 40, y: 10), over: more, at: 0))  // [.hover(more)]
/// intent.handle(.tick(at: 0.25))                                      // [.openSubmenu(more)]
/// ```
public struct SubmenuPointerIntent: Sendable, Equatable {
    /// How long the pointer rests before a submenu opens, and before an open one gives way
    /// to a sibling row the pointer stopped on.
    ///
    /// ```swift
    /// SubmenuPointerIntent.Timing().openDelay  // 0.2
    /// ```
    public struct Timing: Sendable, Equatable {
        /// Seconds on an item before its submenu opens.
        public var openDelay: TimeInterval
        /// Seconds at rest over a sibling row, inside the triangle, before the open submenu
        /// closes for it; never shorter than ``openDelay``.
        public var switchDelay: TimeInterval

        /// The longest delay taken, in seconds: a pointer at rest that long means it.
        public static let longestDelay: TimeInterval = 10

        /// Timing in seconds, each within 0...``longestDelay`` (not a number: the default);
        /// a switch delay shorter than the open delay is taken as it.
        ///
        /// ```swift
        /// SubmenuPointerIntent.Timing(openDelay: 0.1, switchDelay: 0.4)
        /// ```
        public init(openDelay: TimeInterval = 0.2, switchDelay: TimeInterval = 0.3) {
            func bounded(_ delay: TimeInterval, _ standard: TimeInterval) -> TimeInterval {
                delay.isNaN ? standard : min(max(delay, 0), Self.longestDelay)
            }
            let open = bounded(openDelay, 0.2)
            self.openDelay = open
            self.switchDelay = max(bounded(switchDelay, 0.3), open)
        }
    }

    /// What the pointer did, or that time passed.
    ///
    /// ```swift
    /// SubmenuPointerIntent.Event.moved(to: CGPoint(x: 12, y: 30), over: nil, at: 1.5)
    /// ```
    public enum Event: Sendable, Equatable {
        /// The pointer moved to a point, over an item of an open menu (`nil`: over none).
        case moved(to: CGPoint, over: MenuItemPath?, at: TimeInterval)
        /// The submenu of the item at the path is shown in a frame (the pointer's space),
        /// or moved there.
        case submenuShown(MenuItemPath, frame: CGRect)
        /// The submenu of the item at the path closed (and those inside it).
        case submenuClosed(MenuItemPath)
        /// The pointer left a menu for no other: nothing waits (the open submenus stay, as
        /// `NSMenu`'s do when the pointer wanders off).
        case exited
        /// Time passed: the app's timer for ``SubmenuPointerIntent/deadline`` fired.
        case tick(at: TimeInterval)
    }

    /// What the app hands the navigation.
    ///
    /// ```swift
    /// var navigation = MenuNavigation(menu)
    /// var intent = SubmenuPointerIntent(menu)
    /// for action in intent.handle(.moved(to: .zero, over: nil, at: 0)) {
    ///     if case let .hover(path) = action { _ = navigation.handle(.pointerMoved(over: path)) }
    /// }
    /// ```
    public enum Action: Sendable, Equatable {
        /// The pointer is over this item now (`nil`: none): `MenuEvent.pointerMoved(over:)`.
        case hover(MenuItemPath?)
        /// The pointer rested on this item: open its submenu, `MenuEvent.pointerRested(on:)`.
        case openSubmenu(MenuItemPath)
    }

    /// The menu whose items' submenus are decided.
    public let menu: PopoverMenu
    /// The delays.
    public let timing: Timing
    /// When the app should send ``Event/tick(at:)`` next; `nil` when nothing waits.
    public var deadline: TimeInterval? {
        [held.map { $0.since + timing.switchDelay }, resting.map { $0.since + timing.openDelay }].compactMap { $0 }.min()
    }

    /// A submenu shown, and where.
    private struct Shown: Sendable, Equatable {
        var path: MenuItemPath
        var frame: CGRect
    }

    /// An item (or none) the pointer stays on, since a time.
    private struct Wait<Item: Sendable & Equatable>: Sendable, Equatable {
        var item: Item
        var since: TimeInterval
    }

    /// The submenus shown, outermost first.
    private var shown: [Shown] = []
    /// Where the pointer was last.
    private var last: CGPoint?
    /// A row the pointer is over but not handed on, on its way to the open submenu: its
    /// rest counts from the pointer's last move.
    private var held: Wait<MenuItemPath?>?
    /// An item with a submenu the pointer is on, since it came onto it.
    private var resting: Wait<MenuItemPath>?

    /// An intent for `menu` with nothing shown and the pointer nowhere.
    ///
    /// ```swift
    /// SubmenuPointerIntent(menu, timing: .init(openDelay: 0.1)).deadline  // nil
    /// ```
    public init(_ menu: PopoverMenu, timing: Timing = Timing()) {
        self.menu = menu
        self.timing = timing
    }

    /// Handles `event` and says what the navigation is to hear, in order.
    ///
    /// ```swift
    /// var intent = SubmenuPointerIntent(menu)
    /// intent.handle(.submenuShown(MenuItemPath([MenuItemIndex(section: 1, item: 0)]), frame: CGRect(x: 200, y: 0, width: 160, height: 120)))  // []
    /// ```
    public mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case let .moved(point, item, time):
            return moved(to: point, over: item, at: time)
        case let .submenuShown(path, frame):
            // A frame that is not real has no near edge to travel to: the submenu counts as
            // not shown, so the rows are handed on at once.
            guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
                _ = handle(.submenuClosed(path))
                return []
            }
            if let index = shown.firstIndex(where: { $0.path == path }) {
                shown[index].frame = frame
            } else {
                shown.removeAll { $0.path.depth >= path.depth }
                shown.append(Shown(path: path, frame: frame))
            }
            if resting?.item == path { resting = nil }
            return []
        case let .submenuClosed(path):
            guard let index = shown.firstIndex(where: { $0.path == path }) else { return [] }
            shown.removeSubrange(index...)
            held = nil
            return []
        case .exited:
            held = nil
            resting = nil
            return []
        case let .tick(time):
            return tick(at: time)
        }
    }

    private mutating func moved(to point: CGPoint, over item: MenuItemPath?, at time: TimeInterval) -> [Action] {
        guard point.x.isFinite, point.y.isFinite, time.isFinite else { return [] }
        let from = last
        last = point
        if let open = shown.last, Self.leavesTowardOthers(item, open: open.path), let from,
           Self.triangle(from: from, toward: open.frame, contains: point) {
            // On the way to the open submenu: hold the row until the pointer rests there.
            held = Wait(item: item, since: time)
            return []
        }
        held = nil
        return hand(item, at: time)
    }

    /// Hands `item` on, and starts its submenu's wait if it has one not shown.
    private mutating func hand(_ item: MenuItemPath?, at time: TimeInterval) -> [Action] {
        if let item, opensSubmenu(item), !shown.contains(where: { $0.path == item }) {
            if resting?.item != item { resting = Wait(item: item, since: time) }
        } else {
            resting = nil
        }
        return [.hover(item)]
    }

    private mutating func tick(at time: TimeInterval) -> [Action] {
        guard time.isFinite else { return [] }
        var actions: [Action] = []
        if let wait = held, time >= wait.since + timing.switchDelay {
            held = nil
            actions += hand(wait.item, at: wait.since)
        }
        if held == nil, let wait = resting, time >= wait.since + timing.openDelay {
            resting = nil
            actions.append(.openSubmenu(wait.item))
        }
        return actions
    }

    private func opensSubmenu(_ path: MenuItemPath) -> Bool {
        guard let item = menu[path] else { return false }
        return item.hasSubmenu && !item.isDisabled
    }

    /// Whether the pointer over `item` would close the submenu `open`: it is over the
    /// submenu's parent menu (or an outer one, or no item), not on `open`'s own row and
    /// not inside the submenu.
    private static func leavesTowardOthers(_ item: MenuItemPath?, open: MenuItemPath) -> Bool {
        guard let item else { return true }
        if item == open { return false }
        let insideSubmenu = item.depth > open.depth && Array(item.steps.prefix(open.depth)) == open.steps
        return !insideSubmenu
    }

    /// Whether `point` lies in the triangle from `apex` to the edge of `frame` that faces
    /// it (its sides included), or in the frame itself; an apex inside the frame has no
    /// triangle.
    package static func triangle(from apex: CGPoint, toward frame: CGRect, contains point: CGPoint) -> Bool {
        if frame.contains(point) { return true }
        let corners: (CGPoint, CGPoint)
        if apex.x <= frame.minX {
            corners = (CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.minX, y: frame.maxY))
        } else if apex.x >= frame.maxX {
            corners = (CGPoint(x: frame.maxX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.maxY))
        } else if apex.y <= frame.minY {
            corners = (CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY))
        } else if apex.y >= frame.maxY {
            corners = (CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY))
        } else {
            return false
        }
        func cross(_ o: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        let d1 = cross(apex, corners.0, point), d2 = cross(corners.0, corners.1, point), d3 = cross(corners.1, apex, point)
        // Overflowed (a frame near 1e308 wide): no triangle to trust.
        guard !d1.isNaN, !d2.isNaN, !d3.isNaN else { return false }
        let hasNegative = d1 < 0 || d2 < 0 || d3 < 0, hasPositive = d1 > 0 || d2 > 0 || d3 > 0
        return !(hasNegative && hasPositive)
    }
}
