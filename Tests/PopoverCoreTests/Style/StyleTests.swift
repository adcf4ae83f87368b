import Foundation
import Testing
@testable import PopoverCore

@Suite struct StyleTests {
    @Test func builtInStylesAreTheSixNamedOnes() {
        #expect(PopoverStyle.builtIn.map(\.name) == ["system", "classic", "orange", "noir", "tooltip", "glass"])
        #expect(PopoverStyle.named("NOIR") == .noir)
        #expect(PopoverStyle.named("aqua") == nil)
    }

    @Test(arguments: PopoverStyle.builtIn)
    func builtInStylesRoundTripThroughJSONAndAreValid(style: PopoverStyle) throws {
        try style.metrics.validate()
        let data = try style.jsonData()
        #expect(try PopoverStyle(json: data) == style)
        #expect(try style.jsonData() == data)     // deterministic bytes
    }

    @Test(arguments: PopoverStyle.builtIn)
    func everyColourHasADistinctDarkVariantSomewhere(style: PopoverStyle) {
        var colours: [DynamicColor] = []
        switch style.fill {
        case let .solid(c): colours.append(c)
        case let .linearGradient(g): colours += g.stops.map(\.color)
        case let .glass(material): colours += [material.tint].compactMap { $0 }
        }
        colours += [style.border?.color, style.innerHighlight?.color, style.shadow?.color].compactMap { $0 }
        #expect(colours.contains { $0.light != $0.dark })
    }

    @Test func jsonReadsAsDocumented() throws {
        let json = """
        {"name": "mint", "cornerRadius": 10,
         "arrow": {"base": 24, "height": 11, "sides": "curved"},
         "contentInsets": {"top": 4, "left": 4, "bottom": 4, "right": 4},
         "fill": {"linearGradient": {"stops": [{"location": 0, "color": "#AAFFCC"},
                                               {"location": 1, "color": {"light": "#00FF88", "dark": "#008844CC"}}]}},
         "border": {"width": "hairline", "color": "#00000033"},
         "shadow": {"color": "#00000040", "blur": 8, "offset": {"x": 0, "y": 3}}}
        """
        let style = try PopoverStyle(json: Data(json.utf8))
        #expect(style.metrics.arrowBase == 24)
        #expect(style.metrics.arrowSides == .curved)
        #expect(style.metrics.arrowTipRadius == 0)
        #expect(style.border?.width == .hairline)
        #expect(style.shadow?.offsetY == 3)
        guard case let .linearGradient(gradient) = style.fill else { Issue.record("not a gradient"); return }
        #expect(gradient.start == PopoverUnitPoint(x: 0.5, y: 0))
        #expect(gradient.stops[1].color.dark.hex == "#008844CC")
    }

    @Test(arguments: [
        (#""arrow": {"base": -3, "height": 10}"#, "arrow.base: must be > 0, got -3"),
        (#""arrow": {"base": 20, "height": 0}"#, "arrow.height: must be > 0, got 0"),
        (#""arrow": {"base": 20, "height": 10, "tipRadius": -1}"#, "arrow.tipRadius: must be >= 0, got -1"),
        (#""arrow": {"base": 20}"#, "arrow.height: is required, got nothing"),
    ])
    func metricErrorsNameTheFieldPath(arrow: String, message: String) {
        let json = """
        {"name": "x", "cornerRadius": 4, \(arrow), "contentInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0},
         "fill": {"solid": "#FFFFFF"}}
        """
        #expect(throws: (any Error).self) { try PopoverStyle(json: Data(json.utf8)) }
        do {
            _ = try PopoverStyle(json: Data(json.utf8))
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test(arguments: [
        (##""fill": {"solid": "#GG0000"}"##, ##"fill.solid: must be #RRGGBB or #RRGGBBAA, got "#GG0000""##),
        (##""fill": {"linearGradient": {"stops": [{"location": 0, "color": "#000000"}]}}"##, "fill.linearGradient.stops: must hold at least 2 stops, got 1"),
        (##""fill": {"linearGradient": {"stops": [{"location": 0.5, "color": "#000000"}, {"location": 0.2, "color": "#000000"}]}}"##,
         "fill.linearGradient.stops[1].location: must be in 0.5...1 (locations never decrease), got 0.2"),
        (##""fill": {"radial": "#000000"}"##, ##"fill: must hold "solid", "linearGradient" or "glass", got keys none"##),
        (##""fill": {"solid": "#000000"}, "shadow": {"color": "#000000", "blur": -2, "offset": {"x": 0, "y": 0}}"##, "shadow.blur: must be >= 0, got -2"),
        (##""fill": {"solid": "#000000"}, "border": {"width": "thick", "color": "#000000"}"##, ##"border.width: must be a number >= 0 or "hairline", got "thick""##),
        (##""fill": {"solid": {"light": "#000000"}}"##, "fill.solid.dark: is required, got nothing"),
        (##""fill": 5"##, "fill: must be an object, got another type"),
    ])
    func paintErrorsNameTheFieldPath(fill: String, message: String) {
        let json = """
        {"name": "x", "cornerRadius": 4, "arrow": {"base": 20, "height": 10},
         "contentInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0}, \(fill)}
        """
        do {
            _ = try PopoverStyle(json: Data(json.utf8))
            Issue.record("accepted \(fill)")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func malformedJSONIsAnErrorNotACrash() {
        do {
            _ = try PopoverStyle(json: Data("{\"name\": ".utf8))
            Issue.record("accepted malformed JSON")
        } catch let error as PopoverInputError {
            #expect(error.rule == "must be valid JSON")
        } catch {
            Issue.record("unexpected error type \(error)")
        }
    }

    @Test func hexColoursRoundTrip() throws {
        #expect(try RGBAColor(hex: "#ff9500").hex == "#FF9500")
        #expect(try RGBAColor(hex: "00000080").hex == "#00000080")
        #expect(RGBAColor(red: 2, green: -1, blue: .nan).hex == "#FF0000")
        #expect(throws: PopoverInputError.self) { try RGBAColor(hex: "#12345") }
    }

    @Test func drawingWidthsComeFromTheStyle() {
        #expect(PopoverStyle.noir.borderWidth(atScale: 2) == 0.5)
        #expect(PopoverStyle.orange.borderWidth(atScale: 3) == 0)
        #expect(PopoverStyle.classic.pixelGrid(atScale: 2) == PixelGrid(scale: 2, borderWidth: 1))
        #expect(PopoverStyle.classic.innerHighlightStrokeWidth(atScale: 2) == 2)   // 1 pt border + 2 × half-point hairline
        #expect(PopoverStyle.noir.innerHighlightStrokeWidth(atScale: 2) == nil)
    }

    @Test func gradientSpansTheBodyNotTheArrow() throws {
        guard case let .linearGradient(gradient) = PopoverStyle.classic.fill else { Issue.record("not a gradient"); return }
        let layout = BackgroundLayout(size: CGSize(width: 200, height: 119), direction: .up, arrowOffset: 0, metrics: PopoverStyle.classic.metrics)
        let (start, end) = gradient.endpoints(in: layout)
        #expect(start == CGPoint(x: 100, y: 19) && end == CGPoint(x: 100, y: 119))   // body starts below the 19 pt arrow
        let (unitStart, unitEnd) = gradient.unitEndpoints(in: layout)
        #expect(unitStart == CGPoint(x: 0.5, y: 19.0 / 119.0) && unitEnd == CGPoint(x: 0.5, y: 1))
        let empty = BackgroundLayout(size: .zero, direction: .unknown, arrowOffset: 0, metrics: SkinMetrics())
        #expect(gradient.unitEndpoints(in: empty).start == CGPoint(x: 0.5, y: 0.5))
    }

    @Test func hairlineIsOneDevicePixel() {
        #expect(StrokeWidth.hairline.points(atScale: 3) * 3 == 1)
        #expect(StrokeWidth.hairline.points(atScale: .nan) == 1)
        #expect(StrokeWidth.points(2).points(atScale: 3) == 2)
    }
}

@Suite struct StrokeClearanceTests {
    @Test func contentClearsTheBorderAndHighlightOnlyWhereItWouldCoverThem() {
        // noir: no content insets, a hairline border (1 pt at 1x, half of it inside).
        #expect(PopoverStyle.noir.metricsClearingStrokes.contentInsets == .uniform(1))
        // system: the same hairline.
        #expect(PopoverStyle.system.metricsClearingStrokes.contentInsets == .uniform(1))
        // orange: no stroke, nothing changes.
        #expect(PopoverStyle.orange.metricsClearingStrokes == PopoverStyle.orange.metrics)
        // classic: 8 pt insets already clear a 1 pt border and its highlight.
        #expect(PopoverStyle.classic.metricsClearingStrokes == PopoverStyle.classic.metrics)
        // A thick 6 pt border needs 3 pt; tooltip's 6 and 10 pt insets stay.
        var thick = PopoverStyle.tooltip
        thick.border = Stroke(width: .points(6), color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0)))
        #expect(thick.metricsClearingStrokes.contentInsets == PopoverInsets(top: 6, left: 10, bottom: 6, right: 10))
        thick.metrics.contentInsets = .zero
        #expect(thick.metricsClearingStrokes.contentInsets == .uniform(3))
        // Arrow and corners are untouched.
        #expect(thick.metricsClearingStrokes.arrowBase == thick.metrics.arrowBase)
    }

    @Test func theLayerShadowIsAThirdOfTheRenderersBlur() {
        // The renderer's blur ends 3 standard deviations out; CALayer takes the deviation.
        #expect(PopoverStyle.system.shadow?.layerShadowRadius == 20.0 / 3)
        #expect(Shadow(color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0)), blur: 0).layerShadowRadius == 0)
    }
}

@Suite struct ReadableTextTests {
    @Test func everyBuiltInStyleGetsTheTextColourThatContrastsMost() {
        func contrast(_ a: RGBAColor, _ b: RGBAColor) -> Double {
            let (x, y) = (a.relativeLuminance, b.relativeLuminance)
            return (max(x, y) + 0.05) / (min(x, y) + 0.05)
        }
        for style in PopoverStyle.builtIn {
            for appearance in [Appearance.light, .dark] {
                let text = style.textColor(for: appearance)
                let other: RGBAColor = text == .white ? .black : .white
                guard case let .solid(fill) = style.fill else { continue }
                let background = fill.resolved(for: appearance)
                #expect(contrast(text, background) >= contrast(other, background), "\(style.name) \(appearance)")
                #expect(contrast(text, background) >= 4.5, "\(style.name) \(appearance): \(contrast(text, background))")
            }
        }
        // The demo's fault: tooltip text was white on a near-white dark-mode fill.
        #expect(PopoverStyle.tooltip.textColor(for: .dark) == .black)
        #expect(PopoverStyle.system.textColor(for: .light) == .black)
        #expect(PopoverStyle.system.textColor(for: .dark) == .white)
    }
}
