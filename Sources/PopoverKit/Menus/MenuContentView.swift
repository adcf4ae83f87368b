#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import PopoverCore
import PopoverMenu
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// One menu of a cascade (the menu itself, or a submenu) inside a popover's content:
/// its rows laid out by ``/PopoverMenu/MenuLayout`` for the room the view has, measured
/// with the system font (UIKit: at the Dynamic Type size and the idiom's metrics; the Mac:
/// ``/PopoverMenu/MenuMetrics/pointer``), in a scroll view whose content (the surface, as
/// tall as all the rows) takes touches or clicks, the pointer and VoiceOver's elements
/// (from ``/PopoverMenu/MenuAccessibility``) and draws nothing; the rows shown are drawn
/// by ``MenuCanvasView``, the size of the viewport, kept over the scrolled part (its
/// memory is the viewport's, whatever the number of rows). Keys, the pointer and presses
/// go to its ``MenuSession`` as ``/PopoverMenu/MenuEvent``s; it shows the highlight the
/// session says. Its `+UIKit` and `+AppKit` halves set up the scroll view and the input,
/// read the traits the layout takes and turn the pointer's points into the view's.
@MainActor
final class MenuContentView: PlatformView {
    /// The menu shown at this level.
    private(set) var popoverMenu: PopoverMenu
    /// The path of the item that opened it: empty for the menu itself.
    let level: MenuItemPath
    weak var session: MenuSession?
    /// The session, kept by the menu's own view (a submenu's view leaves it weak).
    var owner: MenuSession?
    let scrollView = MenuScrollView()
    /// The whole content: touches or clicks, hover and VoiceOver's elements, in the
    /// layout's coordinates.
    let surface = MenuSurface()
    /// The rows in view, over the surface at the scroll offset.
    let canvas: MenuCanvasView
    private(set) var menuLayout: MenuLayout?
    /// VoiceOver's elements, one per row that has one, and the layout they were made for.
    private(set) var rowElements: [MenuRowAccessibilityElement] = []
    private var elementsLayout: MenuLayout?
    /// An empty view over each row a submenu points at: it moves with its row (a scroll, a
    /// new layout after a rotation or a resize), and the submenu's popover follows it.
    private var rowAnchors: [MenuItemIndex: PlatformView] = [:]

    init(menu: PopoverMenu, level: MenuItemPath, style: PopoverStyle, images: [String: PlatformImage]) {
        self.popoverMenu = menu
        self.level = level
        canvas = MenuCanvasView(menu: menu, style: style)
        canvas.images = images
        super.init(frame: .zero)
        surface.addSubview(canvas)
        setUpScrollView()
        addSubview(scrollView)
        setUpInput()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Shows `menu` instead (the same menu as it is now: a converted menu validated as it
    /// comes on screen), its popover placed again for its size.
    func replace(_ menu: PopoverMenu, images: [String: PlatformImage]) {
        self.popoverMenu = menu
        canvas.popoverMenu = menu
        canvas.images = images
        elementsLayout = nil
        invalidateIntrinsicContentSize()
        setNeedsMenuLayout()
        session?.contentChanged(self)
    }

    /// The menu with its checkmarks changed in place (a choice that keeps the menu open):
    /// the same rows redrawn, and each row's VoiceOver element changed where it is, so
    /// VoiceOver's focus stays on the row chosen.
    func updateStates(_ menu: PopoverMenu, images: [String: PlatformImage]) {
        popoverMenu = menu
        canvas.popoverMenu = menu
        canvas.images = images
        let fresh = layout(within: bounds.size)
        menuLayout = fresh
        canvas.menuLayout = fresh
        elementsLayout = fresh
        for element in MenuAccessibility.elements(for: fresh, of: menu) {
            rowElements.first { $0.row == element.row }?.show(element, frame: fresh.rows[element.row].frame)
        }
    }

    /// The width of what the menu belongs to when the popover does not point at it (a
    /// pop-up button it covers); `nil`: the popover's anchor's.
    var anchorWidth: CGFloat?

    // MARK: Layout

    /// The layout in `room`, with the platform's metrics, text scale, Bold Text and layout
    /// direction.
    func layout(within room: CGSize) -> MenuLayout {
        MenuLayout(
            popoverMenu, metrics: menuMetrics, anchorWidth: anchorWidth ?? enclosingPopover?.anchorWidth, within: room, textScale: menuTextScale,
            layoutDirection: menuLayoutDirection,
            measure: SystemMenuTextMeasure(boldText: canvas.boldText)
        )
    }

    /// The size the menu wants in `size` (the popover's content measure); 0 is no limit.
    func menuSize(fitting size: CGSize) -> CGSize {
        let room = CGSize(width: size.width > 0 ? size.width : .infinity, height: size.height > 0 ? size.height : .infinity)
        return layout(within: room).size
    }

    override var intrinsicContentSize: CGSize { layout(within: CGSize(width: CGFloat.infinity, height: .infinity)).size }

    /// Lays the rows out for the view's bounds (UIKit's `layoutSubviews`, AppKit's `layout`).
    func layOutRows() {
        let new = layout(within: bounds.size)
        menuLayout = new
        scrollView.frame = bounds
        surface.frame = CGRect(x: 0, y: 0, width: new.size.width, height: new.contentHeight)
        canvas.menuLayout = new
        setScrolling(new.isScrollable)
        placeCanvas()
        for (index, anchor) in rowAnchors {
            if let row = new.row(of: index) { anchor.frame = new.rows[row].frame }
        }
        if elementsLayout != new || elementsLayout == nil { rebuildAccessibilityElements(new) }
        showHighlight(session?.highlightedRow(at: level, in: self), scrolling: false)
    }

    /// Keeps the canvas over the part of the content in view, drawing from the scroll offset.
    func placeCanvas() {
        let offset = scrollOffset
        canvas.frame = CGRect(x: 0, y: offset, width: surface.bounds.width, height: scrollView.bounds.height)
        canvas.scrollOffset = offset
    }

    /// Shows `row` highlighted, scrolled into view when asked (the offset from the layout).
    func showHighlight(_ row: Int?, scrolling: Bool) {
        canvas.highlightedRow = row
        guard scrolling, let row, let layout = menuLayout, layout.isScrollable else { return }
        let offset = layout.scrollOffset(showing: row, from: scrollOffset)
        if offset != scrollOffset { scroll(to: offset) }
    }

    /// A view over the row of the item at `index`, for a submenu to point at and follow;
    /// `nil` when the row is not laid out.
    func rowAnchor(of index: MenuItemIndex) -> PlatformView? {
        guard let layout = menuLayout, let row = layout.row(of: index) else { return nil }
        let anchor = rowAnchors[index] ?? makeRowAnchor()
        anchor.frame = layout.rows[row].frame
        rowAnchors[index] = anchor
        return anchor
    }

    /// The path of the item under `point` (in the pointer's space: ``MenuSession``'s);
    /// `nil` off every item.
    func itemPath(atPointer point: CGPoint) -> MenuItemPath? {
        guard let layout = menuLayout, let local = localPoint(fromPointer: point), bounds.contains(local),
              let row = layout.row(at: surface.convert(local, from: self)), layout.rows[row].kind == .item else { return nil }
        return level.appending(layout.rows[row].index)
    }

    /// Whether `point` (in the pointer's space) is inside this menu.
    func contains(pointer point: CGPoint) -> Bool { localPoint(fromPointer: point).map(bounds.contains) ?? false }

    /// VoiceOver's element for the item at `index`; `nil` when it is not shown.
    func accessibilityElement(of index: MenuItemIndex) -> MenuRowAccessibilityElement? {
        guard let row = elementsLayout?.row(of: index) else { return nil }
        return rowElements.first { $0.row == row }
    }

    private func rebuildAccessibilityElements(_ layout: MenuLayout) {
        elementsLayout = layout
        rowElements = MenuAccessibility.elements(for: layout, of: popoverMenu).map { element in
            let accessible = MenuRowAccessibilityElement(container: surface, element: element, frame: layout.rows[element.row].frame)
            let row = layout.rows[element.row]
            if row.kind == .item {
                let path = level.appending(row.index)
                accessible.onActivate = { [weak self] in self?.session?.activate(path) ?? false }
            }
            return accessible
        }
        showAccessibilityElements()
    }
}
#endif
