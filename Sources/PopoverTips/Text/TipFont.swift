import Foundation
import PopoverCore

/// A font of a tip's text: a point size and a weight, and the Dynamic Type text style it
/// scales with (`nil`: a fixed size). Each platform draws it with its system font
/// (UIKit's `UIFont.systemFont(ofSize:weight:)`, the renderer's DejaVu Sans, bold from
/// semibold up).
///
/// ```swift
/// let body = TipFont.textStyle(.body)            // 17 pt regular, scales as body text
/// let fixed = TipFont(size: 14, weight: .bold)   // 14 pt whatever the Dynamic Type size
/// ```
public struct TipFont: Sendable, Hashable {
    /// How heavy the strokes are.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold: the title's and the actions' weight.
        case semibold
        /// Bold.
        case bold

        /// Whether a renderer with only a regular and a bold face draws it bold.
        ///
        /// ```swift
        /// TipFont.Weight.semibold.isBold  // true
        /// ```
        public var isBold: Bool { self == .semibold || self == .bold }
    }

    /// A Dynamic Type text style, with its size at the default text size (Large).
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title1
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt (semibold in UIKit's own style).
        case headline
        /// 15 pt: the tip's title.
        case subheadline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 13 pt: the tip's message and actions.
        case footnote
        /// 12 pt.
        case caption1
        /// 11 pt.
        case caption2

        /// The size at the default text size, in points (Apple's Human Interface
        /// Guidelines, iOS, "Large").
        ///
        /// ```swift
        /// TipFont.TextStyle.footnote.defaultSize  // 13
        /// ```
        public var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .subheadline: 15
            case .callout: 16
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }

        /// The size on the Mac, in points (Apple's Human Interface Guidelines, macOS
        /// built-in text styles, which do not scale): a tip in a Mac's popover panel takes
        /// these sizes for its text styles.
        ///
        /// ```swift
        /// TipFont.TextStyle.body.macSize  // 13
        /// ```
        public var macSize: CGFloat {
            switch self {
            case .largeTitle: 26
            case .title1: 22
            case .title2: 17
            case .title3: 15
            case .headline, .body: 13
            case .callout: 12
            case .subheadline: 11
            case .footnote, .caption1, .caption2: 10
            }
        }

        /// How much larger the Mac's size is than iOS's default (below 1: the Mac's text
        /// is smaller).
        ///
        /// ```swift
        /// TipFont.TextStyle.callout.macScale  // 0.75
        /// ```
        public var macScale: CGFloat { macSize / defaultSize }
    }

    /// The size in points at the default text size (1...200).
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// The text style whose Dynamic Type scale it follows; `nil` for none.
    public var textStyle: TextStyle?

    /// A font of `size` points and `weight`, scaling as `textStyle` does (`nil`: fixed).
    ///
    /// ```swift
    /// TipFont(size: 14, weight: .semibold, textStyle: .subheadline).size  // 14
    /// ```
    public init(size: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The system font of a Dynamic Type text style, at its size and scaling with it.
    ///
    /// ```swift
    /// TipFont.textStyle(.subheadline, weight: .semibold).size  // 15
    /// ```
    public static func textStyle(_ style: TextStyle, weight: Weight = .regular) -> TipFont {
        TipFont(size: style.defaultSize, weight: weight, textStyle: style)
    }

    /// Baseline to baseline, in points: 1.3 times the size, rounded.
    ///
    /// ```swift
    /// TipFont.textStyle(.footnote).lineHeight  // 17
    /// ```
    public var lineHeight: CGFloat { (size * 1.3).rounded() }

    /// Below the baseline, in points: 0.3 times the size, rounded.
    ///
    /// ```swift
    /// TipFont.textStyle(.footnote).descent  // 4
    /// ```
    public var descent: CGFloat { (size * 0.3).rounded() }

    /// This font at `scale` times its size when it follows a text style (a fixed font
    /// keeps its size); the size is brought into 1...200 first, the scale into 0.5...4
    /// (NaN as 1).
    ///
    /// ```swift
    /// TipFont.textStyle(.footnote).scaled(by: 2).size  // 26
    /// TipFont(size: 14).scaled(by: 2).size             // 14
    /// ```
    public func scaled(by scale: CGFloat) -> TipFont {
        var font = self
        let size = PopoverLimits.clamped(size, to: PopoverLimits.fontSize, fallback: 13)
        let k = PopoverLimits.clamped(scale, to: PopoverLimits.textScale, fallback: 1)
        font.size = textStyle == nil ? size : size * k
        return font
    }

    /// Throws ``/PopoverCore/PopoverInputError`` naming `field` for a size that is not a
    /// finite number in 1...200.
    ///
    /// ```swift
    /// try TipFont(size: 0).validate("textStyle.messageFont")  // throws: textStyle.messageFont.size: must be between 1 and 200, got 0
    /// ```
    public func validate(_ field: String) throws {
        let range = PopoverLimits.fontSize
        guard size.isFinite, range.contains(size) else {
            throw PopoverInputError(
                field: "\(field).size", rule: "must be between \(NumberText.format(range.lowerBound)) and \(NumberText.format(range.upperBound))",
                value: NumberText.exact(size))
        }
    }
}
