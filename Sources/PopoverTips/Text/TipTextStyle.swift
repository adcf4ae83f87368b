import Foundation
import PopoverCore

/// How a tip's text looks: the font of its title, message and actions, its colour, how
/// its lines align, and how wide it may grow. The defaults are the tip's own: title
/// subheadline semibold, message footnote, actions footnote semibold, the popover
/// style's readable text colour, leading, 260 pt.
///
/// ```swift
/// var look = TipTextStyle()
/// look.messageFont = .textStyle(.body)
/// look.textColor = DynamicColor(light: .black, dark: .white)
/// look.alignment = .center
/// look.maximumWidth = 200
/// ```
public struct TipTextStyle: Sendable, Hashable {
    /// The title's font.
    public var titleFont: TipFont
    /// The message's font.
    public var messageFont: TipFont
    /// The actions' font.
    public var actionFont: TipFont
    /// The text's colour; `nil`: the popover style's readable text colour.
    public var textColor: DynamicColor?
    /// Where lines sit in the text's column, leading and trailing as the reading direction
    /// says.
    public var alignment: TipTextAlignment
    /// The widest the text may grow, in points (40...2,000); a narrower room makes it
    /// narrower still.
    public var maximumWidth: CGFloat

    /// The widths ``maximumWidth`` may take, in points: 40...2,000. Validation refuses a
    /// width outside, layout clamps it, the command line's `--width` checks it.
    package static let maximumWidthRange: ClosedRange<CGFloat> = 40...2_000

    /// A look; by default the tip's own.
    ///
    /// ```swift
    /// TipTextStyle(alignment: .center).titleFont.size  // 15
    /// ```
    public init(
        titleFont: TipFont = .textStyle(.subheadline, weight: .semibold), messageFont: TipFont = .textStyle(.footnote),
        actionFont: TipFont = .textStyle(.footnote, weight: .semibold), textColor: DynamicColor? = nil,
        alignment: TipTextAlignment = .leading, maximumWidth: CGFloat = TipTextLayout.readableWidth
    ) {
        self.titleFont = titleFont
        self.messageFont = messageFont
        self.actionFont = actionFont
        self.textColor = textColor
        self.alignment = alignment
        self.maximumWidth = maximumWidth
    }

    /// The font of a kind of text.
    ///
    /// ```swift
    /// TipTextStyle().font(for: .message).size  // 13
    /// ```
    public func font(for role: TipTextLayout.Role) -> TipFont {
        switch role {
        case .title: titleFont
        case .message: messageFont
        case .action: actionFont
        }
    }

    /// Throws ``/PopoverCore/PopoverInputError`` naming the field: a font size outside
    /// 1...200, a maximum width outside 40...2,000 or not finite.
    ///
    /// ```swift
    /// try TipTextStyle(maximumWidth: 10).validate()  // throws: textStyle.maximumWidth: must be between 40 and 2000, got 10
    /// ```
    public func validate() throws {
        try titleFont.validate("textStyle.titleFont")
        try messageFont.validate("textStyle.messageFont")
        try actionFont.validate("textStyle.actionFont")
        let range = Self.maximumWidthRange
        guard maximumWidth.isFinite, range.contains(maximumWidth) else {
            throw PopoverInputError(
                field: "textStyle.maximumWidth", rule: "must be between \(NumberText.format(range.lowerBound)) and \(NumberText.format(range.upperBound))",
                value: NumberText.exact(maximumWidth))
        }
    }
}

/// Where a tip's lines sit in its text column; leading and trailing follow the reading
/// direction (leading is the right edge in Arabic or Hebrew).
///
/// ```swift
/// TipTextStyle(alignment: .trailing).alignment  // .trailing
/// ```
public enum TipTextAlignment: String, Sendable, Hashable, CaseIterable {
    /// At the leading edge.
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing

    /// The offset of a run `width` wide in a column `columnWidth` wide, from its leading
    /// edge.
    ///
    /// ```swift
    /// TipTextAlignment.center.offset(of: 40, in: 100)  // 30
    /// ```
    public func offset(of width: CGFloat, in columnWidth: CGFloat) -> CGFloat {
        switch self {
        case .leading: 0
        case .center: max(0, columnWidth - width) / 2
        case .trailing: max(0, columnWidth - width)
        }
    }
}
