import Foundation
import PopoverCore
import PopoverTips

/// A tip to draw: its content in a style, its text styled, with an image, either alone (the popover with its shadow,
/// pointing `direction`) or in a scene (the container, the tip placed beside the anchor
/// as ``/PopoverCore/Placement`` places it, over a backdrop, with an optional spotlight).
///
/// ```swift
/// var request = TipRenderRequest(content: TipContent(message: "Tap here to share"), style: .tooltip)
/// request.scene = TipRenderRequest.Scene(container: CGSize(width: 390, height: 300),
///                                        anchor: CGRect(x: 330, y: 40, width: 44, height: 44), spotlight: Spotlight())
/// let png = try TipRenderer.data(request, format: .png)
/// ```
public struct TipRenderRequest: Sendable {
    /// The container and the anchor the tip points at, the dim, the picture behind.
    public struct Scene: Sendable {
        /// The container's size in points (its origin at 0, 0).
        public var container: CGSize
        /// The anchor in the container.
        public var anchor: CGRect
        /// A pointer tooltip's pointer: the tip is placed at it as the app places it
        /// (``/PopoverCore/PointerAnchor``, whose rectangle is then ``anchor``), and the
        /// arrow cursor is drawn there; `nil`: the tip points at ``anchor``.
        public var pointer: CGPoint?
        /// The dim with the anchor cut out; `nil` for none.
        public var spotlight: Spotlight?
        /// Drawn behind everything, stretched over the container; `nil`: transparent.
        public var backdrop: RenderedImage?

        /// A scene.
        ///
        /// ```swift
        /// TipRenderRequest.Scene(container: CGSize(width: 390, height: 300), anchor: CGRect(x: 20, y: 40, width: 44, height: 44)).spotlight  // nil
        /// ```
        public init(container: CGSize, anchor: CGRect, spotlight: Spotlight? = nil, backdrop: RenderedImage? = nil) {
            self.container = container
            self.anchor = anchor
            self.spotlight = spotlight
            self.backdrop = backdrop
        }

        /// A pointer tooltip's scene: the tip below the cursor at `pointer` (above it
        /// when there is no room), arrowless, its leading end at the pointer.
        ///
        /// ```swift
        /// TipRenderRequest.Scene(container: CGSize(width: 400, height: 200), pointer: CGPoint(x: 120, y: 60)).anchor.height  // 20
        /// ```
        public init(container: CGSize, pointer: CGPoint, backdrop: RenderedImage? = nil) {
            self.init(container: container, anchor: PointerAnchor(pointer).rect, backdrop: backdrop)
            self.pointer = pointer
        }
    }

    /// What the tip says.
    public var content: TipContent
    /// How it looks.
    public var style: PopoverStyle
    /// Pixels per point for PNG: 1, 2 or 3.
    public var scale: Int
    /// Light or dark.
    public var appearance: Appearance
    /// How the text looks: fonts (drawn regular or bold), colour, alignment, width.
    public var textStyle: TipTextStyle
    /// Drawn at the text's leading edge (``/PopoverTips/TipTextLayout`` sizes it); `nil`
    /// for none. The renderer has no SF Symbols: a tip's
    /// ``/PopoverTips/TipContent/systemImage`` is not drawn, give the symbol as an image.
    public var image: RenderedImage?
    /// The reading direction: right to left mirrors the tip's layout.
    public var layoutDirection: PopoverLayoutDirection
    /// Alone, the way the arrow points (`unknown` for none); in a scene, placement decides.
    public var direction: ArrowDirection
    /// The scene, or `nil` to draw the tip alone.
    public var scene: Scene?

    /// A request to draw `content` in `style`, alone, arrow up.
    ///
    /// ```swift
    /// TipRenderRequest(content: TipContent(message: "Tap here to share"), style: .tooltip).scale  // 2
    /// ```
    public init(
        content: TipContent, style: PopoverStyle, scale: Int = RenderScale.standard, appearance: Appearance = .light,
        textStyle: TipTextStyle = TipTextStyle(), image: RenderedImage? = nil, layoutDirection: PopoverLayoutDirection = .leftToRight,
        direction: ArrowDirection = .up, scene: Scene? = nil
    ) {
        self.content = content
        self.style = style
        self.scale = scale
        self.appearance = appearance
        self.textStyle = textStyle
        self.image = image
        self.layoutDirection = layoutDirection
        self.direction = direction
        self.scene = scene
    }
}
