import Foundation
import PopoverCore
import Testing

/// Issue 48: a style's contrast, as WCAG 2.2 measures it, at the worst point text can sit on.
@Suite struct ContrastCheckTests {
    static func color(_ hex: String) -> RGBAColor { try! RGBAColor(hex: hex) }

    /// Every built-in style passes AA for its text, as drawn and with Increase Contrast;
    /// with Increase Contrast its edge reaches 3:1 on the window too.
    @Test func everyBuiltInStylePasses() {
        for style in PopoverStyle.builtIn {
            let checks = style.contrastChecks()
            #expect(checks.count == 8, "\(style.name)")
            #expect(!checks.contains { $0.fails }, "\(style.name)")
            #expect(checks.filter { $0.increasedContrast }.allSatisfy { $0.passes }, "\(style.name)")
        }
    }

    /// The numbers, worked by hand: white on the tooltip's #1C1C1E; white on dark glass
    /// (#1C1C1F at 65 %) over a white backdrop, (0.11·0.65 + 0.35) = #6C6C6D … 5.3:1.
    @Test func theWorstPlaceIsMeasured() {
        let tooltip = PopoverStyle.tooltip.contrastChecks()[0]
        #expect(tooltip.part == .text && tooltip.appearance == .light && tooltip.place == "fill")
        #expect(abs(tooltip.ratio - 17.01) < 0.01)
        let glassDark = PopoverStyle.glass.contrastChecks().first { $0.part == .text && $0.appearance == .dark && !$0.increasedContrast }!
        #expect(glassDark.place == "glass over white" && glassDark.foreground == .white)
        #expect(glassDark.ratio > 5.2 && glassDark.ratio < 5.4)
        // Clear glass leaves black text unreadable over a dark backdrop: reported, failing.
        var clear = PopoverStyle.glass
        clear.fill = .glass(GlassMaterial(variant: .clear))
        let clearLight = clear.contrastChecks()[0]
        #expect(clearLight.place == "glass over black" && clearLight.fails)
    }

    /// A gradient is measured at every point, not at its mean: a light band in a dark
    /// gradient is where white text fails.
    @Test func aGradientsLightBandIsFound() {
        var style = PopoverStyle.classic
        style.fill = .linearGradient(PopoverLinearGradient(stops: [
            GradientStop(location: 0, color: DynamicColor(Self.color("#101010"))),
            GradientStop(location: 0.4, color: DynamicColor(Self.color("#E0E0E0"))),
            GradientStop(location: 1, color: DynamicColor(Self.color("#101010"))),
        ]))
        let text = style.contrastChecks(textColor: DynamicColor(.white))[0]
        #expect(text.place == "gradient at 40 %" && text.fails)
        #expect(text.background == Self.color("#E0E0E0"))
    }

    /// A translucent fill is seen over white and over black; text is checked on the worse.
    @Test func aTranslucentFillIsSeenOverBothWindows() {
        var style = PopoverStyle.orange
        style.fill = .solid(DynamicColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
        let text = style.contrastChecks(textColor: DynamicColor(.white))[0]
        #expect(text.place == "fill over white" && text.background.hex == "#808080")
        // Increase Contrast strengthens the edge and leaves the fill: the same text ratio,
        // and an edge (orange has no border) of a 1 pt, 45 % black line.
        let checks = style.contrastChecks(textColor: DynamicColor(.white))
        #expect(checks[4].increasedContrast && checks[4].ratio == text.ratio)
        #expect(checks[5].part == .edge && checks[5].passes)
        #expect(style.increasingContrast().border == Stroke(width: .points(1), color: DynamicColor(
            light: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.45), dark: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))))
        // A border whose doubled opacity still reads under 3:1 gives way to the plain edge:
        // classic's black border on a black window in dark mode.
        #expect(PopoverStyle.classic.increasingContrast().border?.color.dark == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    }

    /// Over random fills, the check's ratio is the least over every place it lists, and
    /// Increase Contrast never lowers a ratio below AA where the drawn style met it.
    @Test func theCheckIsTheMinimumOverEveryPlace() {
        forAllSeeds(2_000) { seed, random in
            func any() -> RGBAColor {
                RGBAColor(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                          blue: .random(in: 0...1, using: &random), alpha: random.chance(0.3) ? .random(in: 0...1, using: &random) : 1)
            }
            var style = PopoverStyle.builtIn.randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0: style.fill = .solid(DynamicColor(light: any(), dark: any()))
            case 1:
                style.fill = .linearGradient(PopoverLinearGradient(stops: (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    GradientStop(location: .random(in: 0...1, using: &random), color: DynamicColor(light: any(), dark: any()))
                }))
            default:
                style.fill = .glass(GlassMaterial(variant: random.chance(0.5) ? .regular : .clear, tint: random.chance(0.5) ? DynamicColor(any()) : nil))
            }
            let text = random.chance(0.5) ? DynamicColor(light: any(), dark: any()) : nil
            for check in style.contrastChecks(textColor: text) where check.part == .text {
                guard (1...21.0001).contains(check.ratio) else { return "seed \(seed): ratio \(check.ratio)" }
                let drawn = check.increasedContrast ? style.increasingContrast() : style
                let color = text?.resolved(for: check.appearance) ?? drawn.textColor(for: check.appearance)
                for place in drawn.textBackgrounds(for: check.appearance) {
                    let ratio = color.composited(over: place.color).contrastRatio(with: place.color)
                    if ratio < check.ratio - 1e-9 { return "seed \(seed): \(place.place) is \(ratio), under the check's \(check.ratio)" }
                }
            }
            return nil
        }
    }

    /// Hostile colours and stops (NaN, ±inf, 1e308, stops out of order or all at one place)
    /// give finite ratios in 1...21, never a crash.
    @Test func hostileFillsGiveFiniteRatios() {
        let values: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, 0.5]
        let locations: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, 0.5, 0.5]
        for (n, value) in values.enumerated() {
            let color = RGBAColor(red: value, green: values[(n + 1) % values.count], blue: value, alpha: values[(n + 2) % values.count])
            var style = PopoverStyle.classic
            style.fill = .linearGradient(PopoverLinearGradient(stops: locations.map { GradientStop(location: $0, color: DynamicColor(color)) }))
            for fill in [style.fill, .solid(DynamicColor(color)), .glass(GlassMaterial(tint: DynamicColor(color)))] {
                style.fill = fill
                for check in style.contrastChecks(textColor: DynamicColor(color)) {
                    #expect(check.ratio.isFinite && (1...21.0001).contains(check.ratio), "\(value): \(check)")
                }
            }
        }
    }
}
