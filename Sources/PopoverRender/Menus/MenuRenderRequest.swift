import Foundation
import PopoverCore
import PopoverMenu

/// A menu to draw: its rows in a style, alone (the popover with its shadow, pointing
/// `direction`) or in a scene (the container, the menu placed beside the anchor as
/// ``/PopoverCore/Placement`` places it, shrunk and scrolling when the room is short).
///
/// ```swift
/// var request = MenuRenderRequest(menu: PopoverMenu(items: [MenuItem(title: "Copy"), MenuItem(title: "Paste")]), style: .system)
/// request.highlightedRow = 1
/// let png = try MenuRenderer.data(request, format: .png)
/// ```
public struct MenuRenderRequest: Sendable {
    /// What the menu holds.
    public var menu: PopoverMenu
    /// How the popover looks.
    public var style: PopoverStyle
    /// Touch (44 pt rows) or pointer (compact) metrics, and the widths the menu keeps to.
    public var metrics: MenuMetrics
    /// Vertical (a list) or horizontal (the edit menu's row of buttons).
    public var axis: MenuAxis
    /// A horizontal menu's page.
    public var page: Int
    /// The row drawn highlighted (an index into ``/PopoverMenu/MenuLayout/rows``); `nil` for none.
    /// A menu that scrolls is drawn scrolled to show it.
    public var highlightedRow: Int?
    /// Pixels per point for PNG: 1, 2 or 3.
    public var scale: Int
    /// Light or dark.
    public var appearance: Appearance
    /// The reading direction: right to left mirrors the menu.
    public var layoutDirection: PopoverLayoutDirection
    /// Alone, the way the arrow points (`unknown` for none); in a scene, placement decides.
    public var direction: ArrowDirection
    /// The container's size and the anchor, or `nil` to draw the menu alone (at most
    /// ``tallestAlone`` tall, scrolling past that).
    public var scene: (container: CGSize, anchor: CGRect)?
    /// In a scene, whether the anchor is a pop-up button (`NSPopUpButton`): the menu is
    /// laid over it without an arrow, its checked item's title on the button's
    /// (``/PopoverMenu/MenuPopUpPlacement``), rather than placed beside it.
    public var popUp = false
    /// The items' images by name (``/PopoverMenu/MenuImage/name``): symbols are drawn as
    /// templates in the text's colour, the app's images as they are. The renderer has no
    /// SF Symbols: an image without a picture here keeps its column but is not drawn.
    public var images: [String: RenderedImage]

    /// The tallest a menu drawn alone is, in points: the tallest screen it could be shown
    /// on (a 13-inch iPad in portrait, 1,366 pt). A taller menu scrolls, as it would there,
    /// to its highlighted row.
    ///
    /// ```swift
    /// MenuRenderRequest.tallestAlone  // 1366
    /// ```
    public static let tallestAlone: CGFloat = 1_366

    /// A request to draw `menu` in `style`, alone, arrow up, with touch metrics.
    ///
    /// ```swift
    /// MenuRenderRequest(menu: PopoverMenu(items: [MenuItem(title: "Copy")]), style: .system).scale  // 2
    /// ```
    public init(
        menu: PopoverMenu, style: PopoverStyle, metrics: MenuMetrics = .touch, axis: MenuAxis = .vertical, page: Int = 0,
        highlightedRow: Int? = nil, scale: Int = RenderScale.standard, appearance: Appearance = .light, layoutDirection: PopoverLayoutDirection = .leftToRight,
        direction: ArrowDirection = .up, scene: (container: CGSize, anchor: CGRect)? = nil, images: [String: RenderedImage] = [:]
    ) {
        self.menu = menu
        self.style = style
        self.metrics = metrics
        self.axis = axis
        self.page = page
        self.highlightedRow = highlightedRow
        self.scale = scale
        self.appearance = appearance
        self.layoutDirection = layoutDirection
        self.direction = direction
        self.scene = scene
        self.images = images
    }
}

/// Renders a menu to pixels, PNG, PDF or SVG: the popover drawn as ``PopoverRenderer``
/// draws it, the rows laid out by ``/PopoverMenu/MenuLayout`` with the renderer's font,
/// coloured by ``/PopoverMenu/MenuPalette``.
///
/// ```swift
/// let menu = try PopoverMenu(json: Data(contentsOf: menuURL))
/// let image = try MenuRenderer.image(MenuRenderRequest(menu: menu, style: .system))
/// ```
public enum MenuRenderer {
    /// The menu as pixels.
    ///
    /// ```swift
    /// try MenuRenderer.image(MenuRenderRequest(menu: PopoverMenu(items: [MenuItem(title: "Copy")]), style: .system)).width > 0  // true
    /// ```
    public static func image(_ request: MenuRenderRequest) throws -> RenderedImage {
        try MenuSheet(request).image()
    }

    /// The menu's layout as the renderer draws it (its font's widths, placed and shrunk in
    /// the scene), with the popover's body: what `popoverkit menu --json` prints.
    ///
    /// ```swift
    /// try MenuRenderer.layout(MenuRenderRequest(menu: PopoverMenu(items: [MenuItem(title: "Copy")]), style: .system)).layout.rows.count  // 1
    /// ```
    package static func layout(_ request: MenuRenderRequest) throws -> MenuDrawing {
        let sheet = try MenuSheet(request)
        return MenuDrawing(
            layout: sheet.layout, body: sheet.body, content: sheet.content, direction: sheet.direction, scrollOffset: sheet.scrollOffset,
            appearance: request.menu.appearance, contrastIssues: request.menu.contrastIssues(style: request.style, metrics: request.metrics),
            popUp: sheet.popUp
        )
    }

    /// The menu encoded in a format. Bad input throws ``/PopoverCore/PopoverInputError``
    /// naming the field: the menu (by JSON path), the style, the scale, the highlighted row,
    /// the scene's container and anchor, or a canvas over the budget.
    ///
    /// ```swift
    /// let pdf = try MenuRenderer.data(MenuRenderRequest(menu: PopoverMenu(items: [MenuItem(title: "Copy")]), style: .system), format: .pdf)
    /// ```
    public static func data(_ request: MenuRenderRequest, format: OutputFormat) throws -> Data {
        let sheet = try MenuSheet(request)
        try sheet.checkCanvas(format, field: request.scene == nil ? "menu" : "container", value: NumberText.format(sheet.canvasSize))
        return try sheet.data(format)
    }
}

/// A menu as the renderer draws it: its layout, the popover's body and content area (in
/// the container with a scene, in the popover alone), the arrow's direction, and how far
/// the rows are scrolled to show the highlighted one.
///
/// ```swift
/// let drawing = try MenuRenderer.layout(MenuRenderRequest(menu: menu, style: .system))
/// drawing.layout.isScrollable  // false for a short menu
/// ```
package struct MenuDrawing: Sendable, Encodable {
    /// The rows, in the content area's coordinates (before scrolling).
    package var layout: MenuLayout
    /// The popover's body.
    package var body: CGRect
    /// The content area the rows show in.
    package var content: CGRect
    /// Where the arrow points.
    package var direction: ArrowDirection
    /// How far the rows are scrolled up.
    package var scrollOffset: CGFloat
    /// The menu's appearance, as its JSON has it.
    package var appearance: MenuAppearance
    /// Text that reads below 4.5:1 on its row, in light and dark.
    package var contrastIssues: [MenuContrastIssue]
    /// A pop-up button's menu: the item lined up and where its title went.
    package var popUp: MenuPopUpPlacement?

    private enum Keys: String, CodingKey { case body, content, direction, scrollOffset, appearance, contrastIssues, popUp }
    private enum PopUpKeys: String, CodingKey { case item, titleFrame, aligned }
    private enum IssueKeys: String, CodingKey { case appearance, text, item, title, foreground, background, ratio, description }

    /// The layout's keys (``/PopoverMenu/MenuLayout/encode(to:)``), with `body`, `content`,
    /// `direction` and `scrollOffset`.
    ///
    /// ```swift
    /// let drawing = try MenuRenderer.layout(MenuRenderRequest(menu: menu, style: .system))
    /// let json = try JSONEncoder().encode(drawing)
    /// ```
    package func encode(to encoder: any Encoder) throws {
        try layout.encode(to: encoder)
        var c = encoder.container(keyedBy: Keys.self)
        func rect(_ r: CGRect) -> [String: CGFloat] { ["x": r.minX, "y": r.minY, "width": r.width, "height": r.height] }
        try c.encode(rect(body), forKey: .body)
        try c.encode(rect(content), forKey: .content)
        try c.encode(direction, forKey: .direction)
        try c.encode(scrollOffset, forKey: .scrollOffset)
        try c.encode(appearance, forKey: .appearance)
        if let popUp {
            var p = c.nestedContainer(keyedBy: PopUpKeys.self, forKey: .popUp)
            try p.encode([popUp.item.section, popUp.item.item], forKey: .item)
            try p.encode(rect(popUp.titleFrame), forKey: .titleFrame)
            try p.encode(popUp.isAligned, forKey: .aligned)
        }
        var issues = c.nestedUnkeyedContainer(forKey: .contrastIssues)
        for issue in contrastIssues {
            var i = issues.nestedContainer(keyedBy: IssueKeys.self)
            try i.encode(issue.appearance, forKey: .appearance)
            try i.encode(issue.text.rawValue, forKey: .text)
            try i.encode(issue.item.steps.map { [$0.section, $0.item] }, forKey: .item)
            try i.encode(issue.title, forKey: .title)
            try i.encode(issue.foreground, forKey: .foreground)
            try i.encode(issue.background, forKey: .background)
            try i.encode((issue.ratio * 100).rounded() / 100, forKey: .ratio)
            try i.encode(issue.description, forKey: .description)
        }
    }
}

/// The renderer's font (``TextMeasure``) as a menu's measure.
struct RendererMenuMeasure: MenuTextMeasuring {
    func width(of text: Substring, font: MenuFont) -> CGFloat {
        TextMeasure.width(String(text), size: font.size, bold: font.isBold)
    }
}
