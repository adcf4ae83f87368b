import Foundation

/// One measured pair of a style's colours, as WCAG 2.2 measures them: text against the
/// worst of what lies under it (1.4.3, 4.5:1), or the popover's edge against the window
/// behind it (1.4.11, 3:1), in one appearance, with or without Increase Contrast.
/// ``PopoverStyle/contrastChecks(textColor:)`` makes them; `popoverkit check` prints them.
///
/// ```swift
/// let text = PopoverStyle.tooltip.contrastChecks().first { $0.part == .text }!
/// text.ratio    // 17.0…: white on #1C1C1E
/// text.passes   // true
/// ```
public struct ContrastCheck: Sendable, Hashable {
    /// What is measured.
    public enum Part: String, Sendable, Hashable, CaseIterable, Codable {
        /// The popover's text (the style's text colour, or the one given) on its fill.
        case text
        /// The popover's edge (its border, or its fill where it has none) on the window
        /// behind it: reported, not required, since a popover's edge is not a control's
        /// state nor a graphic needed to understand the content (1.4.11); the shadow and
        /// the dimming also mark it.
        case edge
    }

    /// What is measured.
    public var part: Part
    /// Light or dark.
    public var appearance: Appearance
    /// Whether the style was drawn for Increase Contrast (``PopoverStyle/increasingContrast()``).
    public var increasedContrast: Bool
    /// The foreground as seen (composited, opaque).
    public var foreground: RGBAColor
    /// The background where the ratio is lowest, as seen (opaque).
    public var background: RGBAColor
    /// Where that background is: "fill", "gradient at 30 %", "glass over black".
    public var place: String
    /// The contrast ratio, 1 to 21.
    public var ratio: Double
    /// The least ratio WCAG 2.2 AA asks: 4.5 for text, 3 for the edge.
    public var minimum: Double
    /// Whether a ratio under ``minimum`` fails the check (text), or is only reported (the edge).
    public var isRequired: Bool

    /// Whether the ratio reaches ``minimum``.
    ///
    /// ```swift
    /// PopoverStyle.noir.contrastChecks().allSatisfy { $0.passes }  // true
    /// ```
    public var passes: Bool { ratio >= minimum }

    /// Whether it fails a required check.
    ///
    /// ```swift
    /// PopoverStyle.builtIn.flatMap { $0.contrastChecks() }.contains { $0.fails }  // false
    /// ```
    public var fails: Bool { isRequired && !passes }
}

extension PopoverStyle {
    /// The window behind a popover, which a translucent fill or border shows through and the
    /// edge is measured against: the system background, white in light and black in dark.
    ///
    /// ```swift
    /// PopoverStyle.windowBackground(for: .dark) == .black  // true
    /// ```
    public static func windowBackground(for appearance: Appearance) -> RGBAColor {
        appearance == .light ? .white : .black
    }

    /// The contrast of the style's text on its fill and of its edge on the window, in light
    /// and dark, as drawn and with Increase Contrast (``increasingContrast()``): text in
    /// `textColor` (by default ``textColor(for:)``, the black or white that reads better),
    /// against the worst point of the fill text can sit on: a solid colour (over white and
    /// black where it is translucent), every point of a gradient, glass over the lightest
    /// and the darkest backdrop its blur can show (white and black).
    ///
    /// ```swift
    /// PopoverStyle.glass.contrastChecks().count  // 8: text and edge, light and dark, twice
    /// ```
    public func contrastChecks(textColor: DynamicColor? = nil) -> [ContrastCheck] {
        [false, true].flatMap { increased in
            let style = increased ? increasingContrast() : self
            return Appearance.allCases.flatMap { appearance in
                [style.textCheck(textColor, appearance, increased), style.edgeCheck(appearance, increased)]
            }
        }
    }

    /// What text can sit on in `appearance`, as seen, with where each is: a solid fill (over
    /// white and over black when translucent), a gradient sampled every 1/64 and at each
    /// stop, glass's frosting over a white and a black backdrop.
    ///
    /// ```swift
    /// PopoverStyle.glass.textBackgrounds(for: .light).map(\.place)  // ["glass over white", "glass over black"]
    /// ```
    public func textBackgrounds(for appearance: Appearance) -> [(color: RGBAColor, place: String)] {
        func seen(_ color: RGBAColor, _ place: String) -> [(color: RGBAColor, place: String)] {
            guard color.alpha < 1 else { return [(color, place)] }
            return [(color.composited(over: .white), "\(place) over white"), (color.composited(over: .black), "\(place) over black")]
        }
        switch fill {
        case let .solid(color):
            return seen(color.resolved(for: appearance), "fill")
        case let .linearGradient(gradient):
            let stops = gradient.stops.sorted { $0.location < $1.location }.map { ($0.location, $0.color.resolved(for: appearance)) }
            guard !stops.isEmpty else { return seen(Self.windowBackground(for: appearance), "window") }
            let samples = Set((0...64).map { CGFloat($0) / 64 } + stops.map(\.0).filter { (0...1).contains($0) }).sorted()
            return samples.flatMap { t in seen(Self.color(of: stops, at: t), "gradient at \(Int((t * 100).rounded())) %") }
        case let .glass(material):
            let frosting = material.frosting(for: appearance)
            return [(frosting.composited(over: .white), "glass over white"), (frosting.composited(over: .black), "glass over black")]
        }
    }

    /// The style as Increase Contrast draws it (`SkinDrawing` with
    /// ``DrawingEnvironment/increaseContrast``): a stronger edge. A border at least a point
    /// wide and twice as opaque (at least 45 % in light, 50 % in dark); where the style has
    /// none, or its own would still read under 3:1 on the window, a black (white in dark
    /// mode) edge at that opacity. Fills, glass included, stay as they are: Reduce
    /// Transparency is what makes glass opaque.
    ///
    /// ```swift
    /// PopoverStyle.orange.increasingContrast().border?.width  // .points(1)
    /// ```
    public func increasingContrast() -> PopoverStyle {
        var style = self
        let lightAlpha = 0.45, darkAlpha = 0.5
        let edge = DynamicColor(light: RGBAColor(red: 0, green: 0, blue: 0, alpha: lightAlpha), dark: RGBAColor(red: 1, green: 1, blue: 1, alpha: darkAlpha))
        func stronger(_ color: RGBAColor, _ floor: Double, _ plain: RGBAColor, _ appearance: Appearance) -> RGBAColor {
            let strong = color.withAlpha(min(1, max(floor, color.alpha * 2)))
            let window = Self.windowBackground(for: appearance)
            return strong.composited(over: window).contrastRatio(with: window) < 3 ? plain : strong
        }
        let color = border.map { stroke in
            DynamicColor(light: stronger(stroke.color.light, lightAlpha, edge.light, .light), dark: stronger(stroke.color.dark, darkAlpha, edge.dark, .dark))
        } ?? edge
        let width = max(1, border?.width.points(atScale: 1) ?? 0)
        style.border = Stroke(width: .points(width), color: color)
        return style
    }

    private func textCheck(_ textColor: DynamicColor?, _ appearance: Appearance, _ increased: Bool) -> ContrastCheck {
        let text = textColor?.resolved(for: appearance) ?? self.textColor(for: appearance)
        let worst = textBackgrounds(for: appearance)
            .map { (background: $0.color, place: $0.place, seen: text.composited(over: $0.color)) }
            .min { $0.seen.contrastRatio(with: $0.background) < $1.seen.contrastRatio(with: $1.background) }!
        return ContrastCheck(
            part: .text, appearance: appearance, increasedContrast: increased, foreground: worst.seen, background: worst.background,
            place: worst.place, ratio: worst.seen.contrastRatio(with: worst.background), minimum: 4.5, isRequired: true
        )
    }

    private func edgeCheck(_ appearance: Appearance, _ increased: Bool) -> ContrastCheck {
        let window = Self.windowBackground(for: appearance)
        let fillRatio = fillEdgeRatio(appearance)
        let border = self.border.map { $0.color.resolved(for: appearance).composited(over: window) }
        let borderRatio = border?.contrastRatio(with: window) ?? 0
        let byBorder = borderRatio > fillRatio
        return ContrastCheck(
            part: .edge, appearance: appearance, increasedContrast: increased,
            foreground: byBorder ? border! : fillEdgeColor(appearance), background: window,
            place: byBorder ? "border on the window" : "fill on the window", ratio: max(borderRatio, fillRatio), minimum: 3, isRequired: false
        )
    }

    /// The fill where it meets the window, seen over the window: the colour (of a
    /// gradient's, the sample) nearest the window's.
    private func fillEdgeColor(_ appearance: Appearance) -> RGBAColor {
        let window = Self.windowBackground(for: appearance)
        let colors: [RGBAColor] = switch fill {
        case let .solid(color): [color.resolved(for: appearance)]
        case let .linearGradient(gradient):
            gradient.stops.isEmpty ? [window] : (0...64).map {
                Self.color(of: gradient.stops.sorted { $0.location < $1.location }.map { ($0.location, $0.color.resolved(for: appearance)) },
                           at: CGFloat($0) / 64)
            }
        case let .glass(material): [material.frosting(for: appearance)]
        }
        return colors.map { $0.composited(over: window) }.min { $0.contrastRatio(with: window) < $1.contrastRatio(with: window) }!
    }

    private func fillEdgeRatio(_ appearance: Appearance) -> Double {
        fillEdgeColor(appearance).contrastRatio(with: Self.windowBackground(for: appearance))
    }

    /// A gradient's colour at `t`, its stops sorted: flat before the first and after the
    /// last, mixed channel by channel in between, as the renderer draws it.
    private static func color(of stops: [(CGFloat, RGBAColor)], at t: CGFloat) -> RGBAColor {
        guard let after = stops.firstIndex(where: { $0.0 >= t }) else { return stops[stops.count - 1].1 }
        guard after > 0 else { return stops[0].1 }
        let (l0, c0) = stops[after - 1], (l1, c1) = stops[after]
        let f = l1 > l0 ? Double((t - l0) / (l1 - l0)) : 1
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        return RGBAColor(red: mix(c0.red, c1.red), green: mix(c0.green, c1.green), blue: mix(c0.blue, c1.blue), alpha: mix(c0.alpha, c1.alpha))
    }
}
