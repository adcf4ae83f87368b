#if canImport(UIKit)
import UIKit

/// The view that shows a bar button item without a `customView`, on iOS 15 and 16, where
/// UIKit has no public way to tell (`frame(in:)` is iOS 17, and `value(forKey: "view")`
/// is private API). Two ways, both public API, the first exact, the second a heuristic:
///
/// 1. the view the item was last touched through (`UITouch.view`, handed in by an item
///    whose menu is attached, ``BarItemMenuTarget``), or last found by the second way,
///    while it is shown in the window: the anchor tracker asks on every frame, and a walk
///    of the window's views each time would cost a frame's time;
/// 2. the bars of the window: the `UIToolbar` whose `items`, or the `UINavigationBar`
///    whose `topItem`'s `leftBarButtonItems` or `rightBarButtonItems`, hold the item; in
///    it, the outermost `UIControl`s shown (UIKit's own item buttons are controls), with
///    the other items' custom views, outside the title view and the search bar, in the
///    items' order: a toolbar's from its leading edge, a navigation bar's left items from
///    its left edge (after the back button, when it shows) and right items from its right
///    edge (UINavigationItem.h), the sides swapped right to left, where UIKit mirrors the
///    bar. An item is taken for a space when it has no title, image,
///    custom view, action, primary action or menu (`UIBarButtonItem` does not say which
///    system item it is). The view is given only when the number of views on that side
///    is the number of items (one more for a back button): a bar with an overflow menu
///    or item groups (iOS 16), or controls of UIKit's that this does not know, gives
///    `nil`, and the popover fails to place as before.
@MainActor
enum BarItemViewFinder {
    /// The views items were last touched through or found in, neither kept alive by this.
    private static let known = NSMapTable<UIBarButtonItem, UIView>.weakToWeakObjects()

    /// `item` was touched through `view`.
    static func remember(_ view: UIView, for item: UIBarButtonItem) {
        known.setObject(view, forKey: item)
    }

    /// The view showing `item` in `window`, `nil` when neither way finds it.
    static func view(of item: UIBarButtonItem, in window: UIWindow) -> UIView? {
        if let view = known.object(forKey: item), view.window === window, isShown(view) { return view }
        for bar in bars(in: window) {
            let found = (bar as? UIToolbar).flatMap { view(of: item, in: $0) } ?? (bar as? UINavigationBar).flatMap { view(of: item, in: $0) }
            if let found {
                remember(found, for: item)
                return found
            }
        }
        return nil
    }

    private static func view(of item: UIBarButtonItem, in toolbar: UIToolbar) -> UIView? {
        let items = (toolbar.items ?? []).filter { !isSpace($0) }
        guard let index = items.firstIndex(of: item) else { return nil }
        let views = itemViews(in: toolbar, customViews: items.compactMap(\.customView), excluding: [])
        let leading = toolbar.effectiveUserInterfaceLayoutDirection == .leftToRight
        let ordered = views.sorted { leading ? $0.frame.midX < $1.frame.midX : $0.frame.midX > $1.frame.midX }
        return ordered.count == items.count ? ordered[index].view : nil
    }

    private static func view(of item: UIBarButtonItem, in bar: UINavigationBar) -> UIView? {
        guard let top = bar.topItem else { return nil }
        let left = (top.leftBarButtonItems ?? []).filter { !isSpace($0) }
        let right = (top.rightBarButtonItems ?? []).filter { !isSpace($0) }
        let isLeft = left.contains(item)
        let items = isLeft ? left : right
        guard let index = items.firstIndex(of: item) else { return nil }
        let excluded = [top.titleView, top.searchController?.searchBar].compactMap { $0 }
        let all = itemViews(in: bar, customViews: (left + right).compactMap(\.customView), excluding: excluded)
        // The side's views, from its outer edge inward (the order of the side's items);
        // right to left, the left items sit on the right.
        let middle = bar.bounds.midX
        let onLeft = isLeft == (bar.effectiveUserInterfaceLayoutDirection == .leftToRight)
        var ordered = all.filter { onLeft ? $0.frame.midX < middle : $0.frame.midX >= middle }
            .sorted { onLeft ? $0.frame.midX < $1.frame.midX : $0.frame.midX > $1.frame.midX }
        let backButtonShows = isLeft && bar.backItem != nil && !top.hidesBackButton && (left.isEmpty || top.leftItemsSupplementBackButton)
        if backButtonShows, ordered.count == items.count + 1 { ordered.removeFirst() }
        return ordered.count == items.count ? ordered[index].view : nil
    }

    /// The bar's item views with their frames in the bar: the outermost controls shown,
    /// outside the custom views and `excluded`, and the custom views shown.
    private static func itemViews(in bar: UIView, customViews: [UIView], excluding excluded: [UIView]) -> [(view: UIView, frame: CGRect)] {
        var found = customViews.filter { $0.isDescendant(of: bar) && isShown($0) }
        var queue = bar.subviews[...]
        while let view = queue.popFirst() {
            guard isShown(view), !customViews.contains(view), !excluded.contains(view) else { continue }
            if view is UIControl { found.append(view) } else { queue.append(contentsOf: view.subviews) }
        }
        return found.map { ($0, $0.convert($0.bounds, to: bar)) }
    }

    /// Every navigation bar and toolbar in the window, shown, outermost first.
    private static func bars(in window: UIWindow) -> [UIView] {
        var bars: [UIView] = []
        var queue = window.subviews[...]
        while let view = queue.popFirst() {
            guard isShown(view) else { continue }
            if view is UINavigationBar || view is UIToolbar { bars.append(view) } else { queue.append(contentsOf: view.subviews) }
        }
        return bars
    }

    /// A flexible or fixed space, as far as the public properties tell.
    private static func isSpace(_ item: UIBarButtonItem) -> Bool {
        item.customView == nil && item.title == nil && item.image == nil && item.action == nil && item.primaryAction == nil
            && item.menu == nil
    }

    private static func isShown(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && !view.bounds.isEmpty
    }
}
#endif
