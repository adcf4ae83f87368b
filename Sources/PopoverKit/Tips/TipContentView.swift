#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

/// A tip's title, message and buttons in UIKit, where the core's
/// ``/PopoverTips/TipTextLayout`` puts them: UIKit's system font measures the lines, scaled
/// for Dynamic Type (`UIFontMetrics` of the footnote style), in the style's readable text
/// colour. VoiceOver reads the title and message as one element, then the actions as
/// buttons.
///
/// ```swift
/// let view = TipContentView(content: TipContent(message: "Tap here to share"), style: .tooltip)
/// view.onAction = { action in print(action.id) }
/// view.frame.size = view.intrinsicContentSize
/// ```
@MainActor
public final class TipContentView: UIView {
    /// What the tip says.
    public let content: TipContent
    /// The style whose text colour and content insets the tip uses.
    public let style: PopoverStyle
    /// Called with the action whose button was tapped.
    public var onAction: ((TipAction) -> Void)?
    /// Called when Dynamic Type changes the tip's size (a popover holding it resizes).
    public var onSizeChange: ((CGSize) -> Void)?

    private var lineLabels: [UILabel] = []
    private var buttons: [UIButton] = []
    /// The title and message as one element for VoiceOver.
    private lazy var textElement: UIAccessibilityElement = {
        let element = UIAccessibilityElement(accessibilityContainer: self)
        element.accessibilityLabel = [content.title, content.message].compactMap { $0 }.joined(separator: ", ")
        return element
    }()

    /// A view for `content` in `style`.
    ///
    /// ```swift
    /// let tip = TipContentView(content: TipContent(title: "Share", message: "Send this photo"), style: .system)
    /// tip.onAction = { _ in }
    /// ```
    public init(content: TipContent, style: PopoverStyle) {
        self.content = content
        self.style = style
        super.init(frame: .zero)
        for (index, action) in content.actions.prefix(TipContent.maximumActions).enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.tag = index
            button.addTarget(self, action: #selector(buttonTapped(_:)), for: .primaryActionTriggered)
            addSubview(button)
            buttons.append(button)
        }
        isAccessibilityElement = false
    }

    /// Not supported: make tips in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The text's size, padding included, for the current Dynamic Type size.
    override public var intrinsicContentSize: CGSize { layout().size }

    /// The same size whatever is proposed: the tip keeps its readable width.
    override public func sizeThatFits(_ size: CGSize) -> CGSize { layout().size }

    /// Places a label for each line and a button for each action, as the core lays them out.
    override public func layoutSubviews() {
        super.layoutSubviews()
        let layout = layout(), scale = textScale, boldText = isBoldText
        let textLines = layout.lines.filter { $0.font != .action }
        while lineLabels.count < textLines.count {
            let label = UILabel()
            label.isAccessibilityElement = false
            addSubview(label)
            lineLabels.append(label)
        }
        for (index, label) in lineLabels.enumerated() {
            guard index < textLines.count else { label.isHidden = true; continue }
            let line = textLines[index], font = Self.font(line.font, scale: scale, boldText: boldText)
            label.isHidden = false
            label.text = line.text
            label.font = font
            label.textColor = style.dynamicTextColor
            label.frame = CGRect(x: line.baseline.x, y: line.baseline.y - font.ascender, width: ceil(line.width) + 1, height: ceil(font.lineHeight))
        }
        let actionLines = layout.lines.filter { $0.font == .action }
        for (button, line) in zip(buttons, actionLines) {
            let font = Self.font(.action, scale: scale, boldText: boldText)
            button.titleLabel?.font = font
            button.setTitleColor(style.dynamicTextColor, for: .normal)
            // The button's hit area is at least 44 pt tall, centred on its line.
            let height = max(44, ceil(font.lineHeight))
            button.frame = CGRect(x: line.baseline.x, y: line.baseline.y - font.ascender - (height - font.lineHeight) / 2, width: ceil(line.width) + 1, height: height)
        }
        let text = lineLabels.filter { !$0.isHidden }.map(\.frame).reduce(CGRect.null) { $0.union($1) }
        textElement.accessibilityFrameInContainerSpace = text.isNull ? .zero : text
        accessibilityElements = [textElement] + buttons
    }

    /// Dynamic Type or Bold Text changed: lay out again and say the new size.
    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory
            || traitCollection.legibilityWeight != previousTraitCollection?.legibilityWeight else { return }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        onSizeChange?(layout().size)
    }

    @objc private func buttonTapped(_ sender: UIButton) {
        let actions = Array(content.actions.prefix(TipContent.maximumActions))
        guard actions.indices.contains(sender.tag) else { return }
        onAction?(actions[sender.tag])
    }

    /// The core's layout for the current Dynamic Type size, measured with UIKit's fonts.
    private func layout() -> TipTextLayout {
        let scale = textScale, boldText = isBoldText
        return TipTextLayout(
            content, padding: TipTextLayout.padding(inside: style.metrics.contentInsets), textScale: scale
        ) { text, font in
            ceil((text as NSString).size(withAttributes: [.font: Self.font(font, scale: scale, boldText: boldText)]).width)
        }
    }

    /// Whether Bold Text is on (Settings ▸ Accessibility ▸ Display & Text Size).
    private var isBoldText: Bool { traitCollection.legibilityWeight == .bold }

    /// How much Dynamic Type scales the tip's text now (1 at the default size).
    private var textScale: CGFloat {
        UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 13, compatibleWith: traitCollection) / 13
    }

    /// The system font of a tip's text style at `scale` times its size, a step heavier
    /// under Bold Text (as UIKit's text styles are).
    private static func font(_ font: TipTextLayout.Font, scale: CGFloat, boldText: Bool) -> UIFont {
        let weight: UIFont.Weight = switch (font.isBold, boldText) {
        case (true, true): .bold
        case (true, false), (false, true): .semibold
        case (false, false): .regular
        }
        return .systemFont(ofSize: font.size * scale, weight: weight)
    }
}
#endif
