import Foundation

extension PopoverStyle {
    /// Every built-in style, in gallery order: system, classic, orange, noir, tooltip, glass.
    ///
    /// ```swift
    /// PopoverStyle.builtIn.map(\.name)  // ["system", "classic", "orange", "noir", "tooltip", "glass"]
    /// ```
    public static let builtIn: [PopoverStyle] = [.system, .classic, .orange, .noir, .tooltip, .glass]

    /// The built-in style with a name, if any.
    ///
    /// ```swift
    /// PopoverStyle.named("noir")?.metrics.cornerRadius  // 10
    /// ```
    public static func named(_ name: String) -> PopoverStyle? {
        builtIn.first { $0.name == name.lowercased() }
    }

    /// Today's iOS look: white (dark grey in dark mode), 13 pt corners, a curved arrow
    /// with a rounded tip, a faint hairline and a wide soft shadow.
    ///
    /// ```swift
    /// let popover = PopoverView(contentSize: CGSize(width: 280, height: 160), style: .system)
    /// ```
    public static let system = PopoverStyle(
        name: "system",
        metrics: SkinMetrics(
            arrowBase: SkinMetrics.systemArrowBase, arrowHeight: SkinMetrics.systemArrowHeight,
            cornerRadius: SkinMetrics.systemCornerRadius, arrowTipRadius: 3, arrowSides: .curved
        ),
        fill: .solid(DynamicColor(light: .rgb(0xFFFFFF), dark: .rgb(0x2C2C2E))),
        border: Stroke(width: .hairline, color: DynamicColor(light: .rgba(0x0000_0014), dark: .rgba(0xFFFF_FF1A))),
        shadow: Shadow(color: DynamicColor(light: .rgba(0x0000_0033), dark: .rgba(0x0000_0073)), blur: 20, offsetY: 6)
    )

    /// The dark, glossy popover of iOS 5: a navy gradient, a dark border, a light inner
    /// highlight, a straight arrow and a frame around the content.
    ///
    /// ```swift
    /// PopoverStyle.classic.fill  // .linearGradient(…)
    /// ```
    public static let classic = PopoverStyle(
        name: "classic",
        metrics: SkinMetrics(
            arrowBase: 37, arrowHeight: 19, contentInsets: .uniform(8),
            cornerRadius: 8, arrowTipRadius: 1, arrowSides: .straight
        ),
        fill: .linearGradient(PopoverLinearGradient(stops: [
            GradientStop(location: 0, color: DynamicColor(light: .rgb(0x5C6E8F), dark: .rgb(0x4A5A78))),
            GradientStop(location: 0.3, color: DynamicColor(light: .rgb(0x26375A), dark: .rgb(0x1F2D4A))),
            GradientStop(location: 1, color: DynamicColor(light: .rgb(0x0C1730), dark: .rgb(0x070E1F))),
        ])),
        border: Stroke(width: .points(1), color: DynamicColor(light: .rgb(0x050A14), dark: .rgb(0x000000))),
        innerHighlight: Stroke(width: .hairline, color: DynamicColor(light: .rgba(0xFFFF_FF59), dark: .rgba(0xFFFF_FF40))),
        shadow: Shadow(color: DynamicColor(light: .rgba(0x0000_0080), dark: .rgba(0x0000_00B3)), blur: 12, offsetY: 4)
    )

    /// A flat orange skin with rounded corners and a straight arrow.
    ///
    /// ```swift
    /// PopoverStyle.orange.metrics.arrowBase  // 30
    /// ```
    public static let orange = PopoverStyle(
        name: "orange",
        metrics: SkinMetrics(arrowBase: 30, arrowHeight: 14, cornerRadius: 12, arrowTipRadius: 2, arrowSides: .straight),
        fill: .solid(DynamicColor(light: .rgb(0xFF9500), dark: .rgb(0xFF9F0A))),
        shadow: Shadow(color: DynamicColor(light: .rgba(0x0000_002E), dark: .rgba(0x0000_0066)), blur: 10, offsetY: 3)
    )

    /// Black with a one-pixel light border and a sharp arrow.
    ///
    /// ```swift
    /// PopoverStyle.noir.border?.width  // .hairline
    /// ```
    public static let noir = PopoverStyle(
        name: "noir",
        metrics: SkinMetrics(arrowBase: 28, arrowHeight: 12, cornerRadius: 10, arrowSides: .straight),
        fill: .solid(DynamicColor(.rgb(0x000000))),
        border: Stroke(width: .hairline, color: DynamicColor(light: .rgba(0xFFFF_FFD9), dark: .rgba(0xFFFF_FFB3))),
        shadow: Shadow(color: DynamicColor(light: .rgba(0x0000_0066), dark: .rgba(0x0000_0099)), blur: 16, offsetY: 6)
    )

    /// Small and high contrast: near-black in light mode, near-white in dark mode, with
    /// room for a line of text.
    ///
    /// ```swift
    /// PopoverStyle.tooltip.metrics.contentInsets  // (6, 10, 6, 10): top, left, bottom, right
    /// ```
    public static let tooltip = PopoverStyle(
        name: "tooltip",
        metrics: SkinMetrics(
            arrowBase: 14, arrowHeight: 7, contentInsets: PopoverInsets(top: 6, left: 10, bottom: 6, right: 10),
            cornerRadius: 6, arrowTipRadius: 1.5, arrowSides: .straight
        ),
        fill: .solid(DynamicColor(light: .rgb(0x1C1C1E), dark: .rgb(0xF2F2F7))),
        shadow: Shadow(color: DynamicColor(light: .rgba(0x0000_0040), dark: .rgba(0x0000_0066)), blur: 6, offsetY: 2)
    )

    /// iOS 26's Liquid Glass popover: regular glass, round 26 pt corners, a curved arrow
    /// that merges into the body, no hairline border, a faint wide shadow. Before iOS 26
    /// it draws as the system's blur material, under Reduce Transparency as an opaque
    /// colour (``DrawingEnvironment``).
    ///
    /// ```swift
    /// PopoverStyle.glass.fill  // .glass(GlassMaterial(variant: .regular))
    /// ```
    public static let glass = PopoverStyle(
        name: "glass",
        metrics: SkinMetrics(arrowBase: 40, arrowHeight: 14, cornerRadius: 26, arrowTipRadius: 4, arrowSides: .curved),
        fill: .glass(GlassMaterial()),
        shadow: Shadow(color: DynamicColor(light: .rgba(0x0000_0024), dark: .rgba(0x0000_0059)), blur: 28, offsetY: 8)
    )
}

private extension RGBAColor {
    /// An opaque colour from 0xRRGGBB.
    static func rgb(_ value: UInt32) -> RGBAColor { RGBAColor(packed: value << 8 | 0xFF) }

    /// A colour from 0xRRGGBBAA.
    static func rgba(_ value: UInt32) -> RGBAColor { RGBAColor(packed: value) }
}
