import Foundation

/// Liquid Glass, iOS 26's material, as a style's fill: the backdrop seen blurred through
/// the popover, optionally tinted. What is drawn depends on where: see
/// ``DrawingEnvironment`` (glass from iOS 26, a blur material below, an opaque colour
/// under Reduce Transparency).
///
/// JSON: `{"glass": {"variant": "regular", "tint": "#007AFF33", "interactive": false}}`,
/// every key optional.
///
/// ```swift
/// let fill = Fill.glass(GlassMaterial(variant: .clear, tint: DynamicColor(RGBAColor(red: 0, green: 0.48, blue: 1, alpha: 0.2))))
/// ```
public struct GlassMaterial: Sendable, Hashable {
    /// UIKit's two glass styles.
    ///
    /// ```swift
    /// GlassMaterial.Variant.allCases.map(\.rawValue)  // ["regular", "clear"]
    /// ```
    public enum Variant: String, Sendable, Hashable, Codable, CaseIterable, ChoiceDecodable {
        /// Frosted: the backdrop blurred and lightened (or darkened) for legibility.
        case regular
        /// Clear: the backdrop barely blurred, for content over media.
        case clear
    }

    /// Regular or clear glass.
    public var variant: Variant
    /// A colour laid over the glass (its alpha says how strongly), light and dark.
    public var tint: DynamicColor?
    /// Whether the glass reacts to touches (UIKit's `isInteractive`).
    public var isInteractive: Bool

    /// Makes a glass fill; the defaults are iOS 26's regular, untinted, still glass.
    ///
    /// ```swift
    /// GlassMaterial(variant: .regular, tint: nil, isInteractive: true)
    /// ```
    public init(variant: Variant = .regular, tint: DynamicColor? = nil, isInteractive: Bool = false) {
        self.variant = variant
        self.tint = tint
        self.isInteractive = isInteractive
    }

    /// The translucent colour the glass lays over the blurred backdrop in `appearance`:
    /// the system's frosting for the variant, with the tint over it.
    ///
    /// ```swift
    /// GlassMaterial().frosting(for: .light).alpha  // 0.55
    /// ```
    public func frosting(for appearance: Appearance) -> RGBAColor {
        let base: RGBAColor = switch (variant, appearance) {
        case (.regular, .light): RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.55)
        // 0.65, not the light frosting's 0.55: white text keeps WCAG's 4.5:1 over the
        // brightest backdrop (5.3:1 over white; 3.8:1 at 0.55), `contrastChecks()` measures it.
        case (.regular, .dark): Self.darkGroupedBackground.withAlpha(0.65)
        case (.clear, .light): RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.15)
        case (.clear, .dark): RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2)
        }
        guard let tint = tint?.resolved(for: appearance) else { return base }
        return tint.over(base)
    }

    /// The system's grouped background in dark mode, (0.11, 0.11, 0.12): the dark glass's
    /// frosting (at 65 %) and its opaque stand-in.
    static let darkGroupedBackground = RGBAColor(red: 0.11, green: 0.11, blue: 0.12)

    /// The opaque colour that stands for the glass where it cannot be seen through
    /// (Reduce Transparency, SVG): the system's grouped background with the tint over it.
    ///
    /// ```swift
    /// GlassMaterial().opaqueColor(for: .dark).alpha  // 1
    /// ```
    public func opaqueColor(for appearance: Appearance) -> RGBAColor {
        let base = appearance == .light ? RGBAColor(red: 0.95, green: 0.95, blue: 0.97) : Self.darkGroupedBackground
        guard let tint = tint?.resolved(for: appearance) else { return base }
        return tint.over(base)
    }
}

extension GlassMaterial: Codable {
    private enum Keys: String, CodingKey { case variant, tint, interactive }

    /// Decodes `{"variant": "regular"|"clear", "tint": colour, "interactive": bool}`, each
    /// key optional; an unknown variant is refused by name.
    ///
    /// ```swift
    /// try JSONDecoder().decode(GlassMaterial.self, from: Data(#"{"variant": "clear"}"#.utf8)).variant  // .clear
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            variant: try c.decodeIfPresent(Variant.self, forKey: .variant) ?? .regular,
            tint: try c.decodeIfPresent(DynamicColor.self, forKey: .tint),
            isInteractive: try c.decodeIfPresent(Bool.self, forKey: .interactive) ?? false
        )
    }

    /// Encodes every key.
    ///
    /// ```swift
    /// try JSONEncoder().encode(GlassMaterial())
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(variant, forKey: .variant)
        try c.encodeIfPresent(tint, forKey: .tint)
        try c.encode(isInteractive, forKey: .interactive)
    }
}

extension RGBAColor {
    /// This colour laid over `base` (source-over), both unpremultiplied. A component out
    /// of 0...1 counts as its nearest end and NaN as 0, so a tint built in code with
    /// hostile numbers still gives a colour that can be drawn.
    func over(_ base: RGBAColor) -> RGBAColor {
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
        let (topAlpha, baseAlpha) = (unit(alpha), unit(base.alpha))
        let alpha = topAlpha + baseAlpha * (1 - topAlpha)
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double { (unit(top) * topAlpha + unit(bottom) * baseAlpha * (1 - topAlpha)) / alpha }
        return RGBAColor(red: mix(red, base.red), green: mix(green, base.green), blue: mix(blue, base.blue), alpha: alpha)
    }
}
