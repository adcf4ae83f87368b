import Foundation
import PopoverCore

/// Where a pop-up button's menu goes, as `NSPopUpButton` puts it: over the button, without
/// an arrow, moved so that the chosen item's title sits on the button's title; kept inside
/// the container, shortened and scrolled when it does not fit, the chosen item still over
/// the button.
///
/// ```swift
/// let screen = CGRect(x: 0, y: 0, width: 800, height: 600)
/// let placed = MenuPopUpPlacement(menuLayout, over: CGRect(x: 100, y: 300, width: 140, height: 22), in: screen)
/// placed?.isAligned  // true: the checked "Name" is drawn on the button's title
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
    /// The item lined up with the button's title.
    public var item: MenuItemIndex

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
        item = index
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

    /// The placement of `layout` over a pop-up button whose frame is `button`, lining up
    /// its first checked enabled item of the top menu (else its first enabled item) with the
    /// button's title, taken to start the menu's horizontal inset in from the button's
    /// leading edge, on its middle line; `nil` when no enabled item has a title, or for a
    /// horizontal menu.
    ///
    /// ```swift
    /// let screen = CGRect(x: 0, y: 0, width: 800, height: 600)
    /// MenuPopUpPlacement(menuLayout, over: CGRect(x: 100, y: 300, width: 140, height: 22), in: screen)?.item == MenuItemIndex(section: 0, item: 0)  // true: the checked "Name"
    /// ```
    public init?(_ layout: MenuLayout, over button: CGRect, in container: CGRect) {
        let items = layout.rows.filter { $0.kind == .item && $0.isEnabled && $0.title != nil }
        guard let row = items.first(where: { $0.state == .on }) ?? items.first else { return nil }
        let inset = layout.metrics.horizontalInset
        let title = layout.layoutDirection == .rightToLeft
            ? CGRect(x: button.minX, y: button.minY, width: max(button.width - inset, 0), height: button.height)
            : CGRect(x: button.minX + inset, y: button.minY, width: max(button.width - inset, 0), height: button.height)
        self.init(layout, aligning: row.index, with: title, in: container)
    }
}
