import Foundation
import PopoverCore
import PopoverTips
@testable import PopoverRender
import Testing

/// Issue 20, item 7: tips rendered without a device: alone, and in their scene with the
/// spotlight, checked pixel by pixel against the core's placement and dim.
@Suite struct TipRenderTests {
    static let message = TipContent(title: "Share", message: "Send this photo to a friend, or save it to Files.", actions: [TipAction(id: "ok", title: "Got it")])

    /// Alone: the canvas is the view the core sizes for the text, with its shadow margins;
    /// text shows inside the content area in the style's text colour (white on tooltip).
    @Test func aTipAloneIsItsViewAndShadow() throws {
        let request = TipRenderRequest(content: TipContent(message: "Tap here to share"), style: .tooltip, scale: 2)
        let image = try TipRenderer.image(request)
        let padding = TipTextLayout.padding(inside: PopoverStyle.tooltip.metrics.contentInsets)
        let skin = SkinRenderRequest(style: .tooltip, size: CGSize(width: 100, height: 50), direction: .up, scale: 2)
        #expect(image.width % 2 == 0 && image.height % 2 == 0)
        #expect(CGFloat(image.height) / 2 > 13 + padding.vertical + PopoverStyle.tooltip.metrics.arrowHeight)
        // Near-white pixels (the text) exist on the dark tooltip, and only inside the body.
        let m = skin.shadowMargins
        var white = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if p.a == 255, p.r > 200, p.g > 200, p.b > 200 {
                white += 1
                if CGFloat(y) / 2 < m.top + PopoverStyle.tooltip.metrics.arrowHeight { Issue.record("text in the arrow row at y \(y)") }
            }
        } }
        #expect(white > 100)
    }

    /// In its scene: the canvas is the container; the hole around the anchor is clear (the
    /// dim fills nonzero in Cairo: the hole's contour runs the other way), the dim is 40 %
    /// black elsewhere, and the tip's body is where the core places it.
    @Test func aTipInItsSceneIsPlacedAndSpotlit() throws {
        let anchor = CGRect(x: 330, y: 40, width: 44, height: 44), container = CGSize(width: 390, height: 300)
        var request = TipRenderRequest(content: Self.message, style: .system, scale: 1)
        request.scene = TipRenderRequest.Scene(container: container, anchor: anchor, spotlight: Spotlight())
        let image = try TipRenderer.image(request)
        #expect(image.width == 390 && image.height == 300)
        #expect(image.pixel(x: 352, y: 62).a == 0)                          // the anchor's middle: clear
        #expect(image.pixel(x: 20, y: 280) == (0, 0, 0, 102))              // dimmed: 0.4 × 255
        let measured = try #require(Self.placement(request))
        #expect(measured.direction == .up)
        let body = measured.body
        let inside = image.pixel(x: Int(body.midX), y: Int(body.maxY) - 3)
        #expect(inside.a == 255 && inside.r > 240)                          // white system body
        #expect(image.pixel(x: Int(body.minX) - 30, y: Int(body.midY)).a == 102)
    }

    /// The placement the scene's tip gets: the core's, for the text laid out with the
    /// renderer's font.
    static func placement(_ request: TipRenderRequest) -> Placement? {
        guard let scene = request.scene else { return nil }
        let metrics = request.style.metrics
        let text = TipTextLayout(request.content, padding: TipTextLayout.padding(inside: metrics.contentInsets), measure: TextMeasure.tipFont)
        return try? Placement.solve(PlacementRequest(
            anchor: scene.anchor, container: CGRect(origin: .zero, size: scene.container), contentSize: text.size, metrics: metrics
        ))
    }

    @Test(arguments: [
        (TipRenderRequest(content: TipContent(message: ""), style: .system), "message: a tip needs a title or a message, got \"\""),
        (TipRenderRequest(content: TipContent(message: "Hi"), style: .system, scale: 4), "scale: must be 1, 2 or 3, got 4"),
        (TipRenderRequest(content: TipContent(message: "Hi"), style: .system,
                          scene: TipRenderRequest.Scene(container: CGSize(width: CGFloat.nan, height: 10), anchor: .zero)),
         "container: must be between 1 and 10000 points each way, got nan,10"),
        (TipRenderRequest(content: TipContent(message: "Hi"), style: .system,
                          scene: TipRenderRequest.Scene(container: CGSize(width: 300, height: 300), anchor: .zero, spotlight: Spotlight(padding: -2))),
         "spotlight.padding: must be >= 0, got -2"),
    ])
    func badRequestsAreRefusedByName(request: TipRenderRequest, message: String) throws {
        let error = try #require(throws: PopoverInputError.self) { try TipRenderer.data(request, format: .png) }
        #expect(error.description == message)
    }

    /// The same request draws the same bytes, in every format.
    @Test func formatsAreDeterministic() throws {
        var request = TipRenderRequest(content: Self.message, style: .classic, scale: 2)
        request.scene = TipRenderRequest.Scene(container: CGSize(width: 390, height: 300), anchor: CGRect(x: 20, y: 200, width: 44, height: 44), spotlight: Spotlight())
        for format in [OutputFormat.png, .pdf, .svg] {
            let a = try TipRenderer.data(request, format: format), b = try TipRenderer.data(request, format: format)
            #expect(a == b && !a.isEmpty, "\(format)")
        }
        let svg = String(decoding: try TipRenderer.data(request, format: .svg), as: UTF8.self)
        #expect(svg.contains(">Send this photo to a friend, or save it<") || svg.contains(">Send this photo to a friend, or save it to<"))
        #expect(svg.contains(">Got it<"))
    }
}
