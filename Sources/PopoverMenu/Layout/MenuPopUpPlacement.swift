import Foundation
import PopoverCore

/// Where a pop-up button's menu goes, as `NSPopUpButton` puts it: over the button, without
/// an arrow, moved so that the chosen item's title sits on the button's title; kept inside
/// the container, shortened and scrolled when it does not fit, the chosen item still over
/// the button.
///
/// ```swift
/// let sizes = PopoverMenu(sections: [MenuSection(items: ["Small", "Medium", "Large"].map { MenuItem(title: $0) }, selection: .single)])
/// let layout = MenuLayout(sizes, metrics: .pointer, measure: measure)
/// let button = CGRect(x: 100, y: 300, width: 120, height: 22)
/// let placed = MenuPopUpPlacement(layout, aligning: MenuItemIndex(section: 0, item: 1), with: button, in: CGRect(x: 0, y: 0, width: 800, height: 600))
/// placed?.isAligned  // true: "Medium" is drawn on the button's title
/// ```
public struct MenuPopUpPlacement: Sendable, Equatable {
    /// The menu's visible frame in the container (its content, no arrow).
    public var frame: CGRect
    /// How far the content is scrolled: the rows above the frame's top.
    public var scrollOffset: CGFloat
    /// Where the item's title line goes in the container.
    public var titleFrame: CGRect
    /// Whether the item's title sits on the button's title, within half a point each way;
    /// false when the container pushed it aside (a button at the screen's edge).
    public var isAligned: Bool

    /// The placement of `layout` (a vertical menu) over a button whose title's line is
    /// `buttonTitle`, in `container`, lining up the title of the item at `index` (the
    /// checked item): its leading edge on the button title's leading edge (the trailing
    /// edge of both right to left is the leading one) and its middle on the button title's
    /// middle. `nil` for a horizontal menu or an item that is not in it.
    ///
    /// A button's title line, for an app that does not know it: the button's frame inset
    /// by the menu's ``MenuMetrics/horizontalInset`` at the leading edge.
    ///
    /// ```swift
    /// let screen = CGRect(x: 0, y: 0, width: 800, height: 600)
    /// let buttonTitle = CGRect(x: 112, y: 300, width: 108, height: 17)
    /// MenuPopUpPlacement(menuLayout, aligning: MenuItemIndex(section: 0, item: 1), with: buttonTitle, in: screen)?.isAligned  // true
    /// ```
    public init?(_ layout: MenuLayout, aligning index: MenuItemIndex, with buttonTitle: CGRect, in container: CGRect) {
        guard layout.axis == .vertical, let row = layout.row(of: index), let title = layout.rows[row].title?.first.frame,
              container.width.isFinite, container.height.isFinite, buttonTitle.minX.isFinite, buttonTitle.midY.isFinite else { return nil }
        let width = layout.size.width, content = layout.contentHeight
        let rtl = layout.layoutDirection == .rightToLeft
        // Unclamped: the whole content, its title on the button's.
        let wantedX = rtl ? buttonTitle.maxX - title.maxX : buttonTitle.minX - title.minX
        let wantedTop = buttonTitle.midY - title.midY
        let x = width >= container.width ? container.minX : min(max(wantedX, container.minX), container.maxX - width)
        // The item's own row is kept inside the container; the rows above and below are cut
        // at its edges and scroll.
        let rowFrame = layout.rows[row].frame
        let top = min(max(wantedTop, container.minY - rowFrame.minY), container.maxY - rowFrame.maxY)
        let shownTop = max(top, container.minY), shownBottom = min(top + content, container.maxY)
        frame = CGRect(x: x, y: shownTop, width: width, height: max(shownBottom - shownTop, 0))
        scrollOffset = shownTop - top
        titleFrame = title.offsetBy(dx: x, dy: top)
        let leadingGap = rtl ? titleFrame.maxX - buttonTitle.maxX : titleFrame.minX - buttonTitle.minX
        isAligned = abs(leadingGap) <= 0.5 && abs(titleFrame.midY - buttonTitle.midY) <= 0.5
    }
}
