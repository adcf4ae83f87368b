import Foundation

/// A fill that shows what lies behind the popover, resolved for one environment: iOS 26's
/// glass, or the blur material that stands for it on earlier systems. The renderer blurs
/// its backdrop by ``blurRadius`` inside the outline and lays ``frosting`` over it;
/// UIKit and SwiftUI use the system's own effect of that ``kind``; where nothing can be
/// seen through (SVG, a PDF, a render without a backdrop) ``opaqueColor`` stands for it.
///
/// ```swift
/// let paint = SeeThroughPaint(GlassMaterial(), environment: DrawingEnvironment(osMajorVersion: 26))
/// paint.kind  // .glass(.regular, interactive: false)
/// ```
package struct SeeThroughPaint: Sendable, Hashable {
    /// Which system effect carries it out.
    public enum Kind: Sendable, Hashable {
        /// `UIGlassEffect` / `glassEffect(_:in:)`: iOS 26 and later.
        case glass(GlassMaterial.Variant, interactive: Bool)
        /// `UIBlurEffect(style: .systemMaterial)` / `.regularMaterial`: before iOS 26.
        case blurMaterial

        /// Whether the effect reacts to touches (interactive glass): the view that carries
        /// it must then take them.
        ///
        /// ```swift
        /// SeeThroughPaint.Kind.glass(.clear, interactive: true).isInteractive  // true
        /// ```
        public var isInteractive: Bool {
            if case .glass(_, interactive: true) = self { return true }
            return false
        }
    }

    /// The effect.
    public var kind: Kind
    /// How far the backdrop is blurred, in points.
    public var blurRadius: CGFloat
    /// The translucent colour over the blurred backdrop (the tint included).
    public var frosting: RGBAColor
    /// What stands for it where nothing can be seen through.
    public var opaqueColor: RGBAColor
    /// The light line along the edge that glass shows, in points; 0 for a material.
    public var rimWidth: CGFloat
    /// The rim's colour: white, stronger in light mode than in dark.
    public var rimColor: RGBAColor
    /// The material's tint in this appearance, for the system effects that take one
    /// (`UIGlassEffect.tintColor`, `Glass.tint(_:)`); already inside ``frosting``.
    public var tint: RGBAColor?

    /// The paint of `material` in `environment` (which must allow transparency; see
    /// `FillPaint/init(_:environment:layout:)` for Reduce Transparency).
    ///
    /// ```swift
    /// SeeThroughPaint(GlassMaterial(), environment: DrawingEnvironment(osMajorVersion: 18)).kind  // .blurMaterial
    /// ```
    public init(_ material: GlassMaterial, environment: DrawingEnvironment) {
        let appearance = environment.appearance
        opaqueColor = material.opaqueColor(for: appearance)
        // Over nothing: the same colour, its components brought into 0...1 as the frosting's are.
        tint = material.tint.map { $0.resolved(for: appearance).over(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)) }
        rimColor = RGBAColor(red: 1, green: 1, blue: 1, alpha: appearance == .light ? 0.75 : 0.3)
        if environment.hasGlass {
            kind = .glass(material.variant, interactive: material.isInteractive)
            blurRadius = material.variant == .regular ? 12 : 3
            frosting = material.frosting(for: appearance)
            rimWidth = 1
        } else {
            // Before glass, the system's material: thicker and more opaque.
            kind = .blurMaterial
            blurRadius = 20
            var thick = material
            thick.variant = .regular
            let frost = thick.frosting(for: appearance)
            frosting = RGBAColor(red: frost.red, green: frost.green, blue: frost.blue, alpha: min(1, frost.alpha + 0.25))
            rimWidth = 0
        }
    }

    /// The rim drawn along the inside of the whole outline, arrow included (the renderer's
    /// glass edge, and on the device the skin's own line over the system's glass, whose
    /// rim follows a rectangle's corners and not the arrow); `nil` for a material.
    ///
    /// ```swift
    /// SeeThroughPaint(GlassMaterial(), environment: DrawingEnvironment(osMajorVersion: 26)).rim?.width  // 1
    /// ```
    public var rim: StrokePaint? {
        rimWidth > 0 ? StrokePaint(width: rimWidth, color: rimColor) : nil
    }

    /// The rim as every painter strokes it: along the outline, clipped to its inside, so
    /// twice the rim's width, half of which shows (the renderer and UIKit's layers alike).
    ///
    /// ```swift
    /// SeeThroughPaint(GlassMaterial(), environment: DrawingEnvironment(osMajorVersion: 26)).insideStroke?.width  // 2
    /// ```
    package var insideStroke: StrokePaint? {
        rim.map { StrokePaint(width: 2 * $0.width, color: $0.color) }
    }
}
