import Foundation

/// A font of a menu's text: a point size and a weight, drawn in the platform's system font
/// (UIKit's and AppKit's `systemFont(ofSize:weight:)`, the renderer's DejaVu Sans, bold
/// from semibold up).
///
/// ```swift
/// MenuFont(size: 17).lineHeight            // 22
/// MenuFont(size: 13, weight: .semibold).isBold  // true
/// ```
public struct MenuFont: Sendable, Hashable {
    /// How heavy the strokes are.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        /// Regular: titles, subtitles, shortcuts.
        case regular
        /// Medium: a little heavier than regular.
        case medium
        /// Semibold: section headers.
        case semibold
        /// Bold.
        case bold
    }

    /// The size in points.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight

    /// A font.
    ///
    /// ```swift
    /// MenuFont(size: 13).weight  // .regular
    /// ```
    public init(size: CGFloat, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// Whether a renderer with only a regular and a bold face draws it bold.
    ///
    /// ```swift
    /// MenuFont(size: 13).isBold  // false
    /// ```
    public var isBold: Bool { weight == .semibold || weight == .bold }

    /// Baseline to baseline, in points: 1.3 times the size, rounded.
    ///
    /// ```swift
    /// MenuFont(size: 13).lineHeight  // 17
    /// ```
    public var lineHeight: CGFloat { (size * 1.3).rounded() }

    /// From a line's top to its baseline, in points: the line height less the descent
    /// (0.3 times the size, rounded).
    ///
    /// ```swift
    /// MenuFont(size: 17).ascent  // 17
    /// ```
    public var ascent: CGFloat { lineHeight - (size * 0.3).rounded() }

    /// This font `scale` times larger (Dynamic Type), the scale brought into 0.5...4.
    ///
    /// ```swift
    /// MenuFont(size: 17).scaled(by: 2).size  // 34
    /// ```
    public func scaled(by scale: CGFloat) -> MenuFont {
        MenuFont(size: size * MenuMetrics.clampedScale(scale), weight: weight)
    }
}

/// How wide a run of text is in a font: UIKit and AppKit measure with their system fonts,
/// the renderer with Cairo's. ``MenuLayout`` asks it for every title, subtitle, header and
/// shortcut, and breaks lines by what it answers.
///
/// ```swift
/// struct FixedPitch: MenuTextMeasuring {
///     func width(of text: Substring, font: MenuFont) -> CGFloat { CGFloat(text.count) * font.size / 2 }
/// }
/// MenuLayout(PopoverMenu(items: [MenuItem(title: "Copy")]), measure: FixedPitch()).rows.count  // 1
/// ```
public protocol MenuTextMeasuring {
    /// The advance of `text` in `font`, in points.
    func width(of text: Substring, font: MenuFont) -> CGFloat
}
