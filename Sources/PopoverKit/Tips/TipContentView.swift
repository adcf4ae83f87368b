#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

/// A tip's image, title, message and buttons in UIKit, where the core's
/// ``/PopoverTips/TipTextLayout`` puts them: in the width the view really gets, each button
/// at least 44 × 44 pt, mirrored in right-to-left languages, the fonts of its
/// ``/PopoverTips/TipTextStyle`` scaled for Dynamic Type and heavier under Bold Text, in
/// the style's colour or the popover style's readable text colour. The image is the one
/// given, or the content's SF Symbol. VoiceOver reads the title and message as one
/// element, then the actions as buttons.
///
/// ```swift
/// let view = TipContentView(content: TipContent(message: "Tap here to share"), style: .tooltip)
/// view.onAction = { action in print(action.id) }
/// view.frame.size = view.intrinsicContentSize
/// ```
@MainActor
public final class TipContentView: UIView {
    /// What the tip says; a change lays it out again and reports the new size.
    public var content: TipContent { didSet { contentChanged() } }
    /// The popover style whose text colour and content insets the tip uses.
    public let style: PopoverStyle
    /// How the text looks; a change lays it out again and reports the new size.
    public var textStyle: TipTextStyle { didSet { contentChanged() } }
    /// The image at the text's leading edge; `nil`: the content's SF Symbol, if any.
    public var image: UIImage? { didSet { contentChanged() } }
    /// The message with runs of its own (bold words, a colour, a link's look), drawn in
    /// place of the content's message; its UIKit attributes (`\.uiKit`) are kept over the
    /// tip's message font and colour, and each line is broken where its runs' widths say.
    public var attributedMessage: AttributedString? { didSet { contentChanged() } }
    /// Called with the action whose button was tapped.
    public var onAction: ((TipAction) -> Void)?
    /// Called when the tip's size changes (Dynamic Type, Bold Text, new content): a
    /// popover holding it places itself again.
    public var onSizeChange: ((CGSize) -> Void)?

    private var lineLabels: [UILabel] = []
    /// Views not placed yet: their first frame is set without animation (inside
    /// ``PopoverView/updateTip(_:textStyle:image:animated:)``'s, they would grow from a corner).
    private var unplaced: Set<ObjectIdentifier> = []
    private var buttons: [TipActionButton] = []
    private let imageView = UIImageView()
    /// The title and message as one element for VoiceOver.
    private lazy var textElement = UIAccessibilityElement(accessibilityContainer: self)

    /// A view for `content` in `style`, its text styled by `textStyle`, with `image` (or
    /// the content's SF Symbol) before the text, and the message's runs from
    /// `attributedMessage` when given.
    ///
    /// ```swift
    /// let tip = TipContentView(content: TipContent(title: "Share", message: "Send this photo"), style: .system,
    ///                          textStyle: TipTextStyle(alignment: .center), image: UIImage(named: "Share"))
    /// tip.onAction = { _ in }
    /// ```
    public init(
        content: TipContent, style: PopoverStyle, textStyle: TipTextStyle = TipTextStyle(), image: UIImage? = nil,
        attributedMessage: AttributedString? = nil
    ) {
        self.content = content
        self.style = style
        self.textStyle = textStyle
        self.image = image
        self.attributedMessage = attributedMessage
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        imageView.isAccessibilityElement = false
        addSubview(imageView)
        isAccessibilityElement = false
        rebuildButtons()
    }

    /// Not supported: make tips in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The tip's size with all the room it wants (its style's maximum width).
    override public var intrinsicContentSize: CGSize { layout(within: .infinity).size }

    /// The tip's size in `size.width` points: narrower room wraps the text narrower; no
    /// width (0, as `sizeToFit()` asks) is all the room it wants.
    override public func sizeThatFits(_ size: CGSize) -> CGSize { layout(within: size.width > 0 ? size.width : .infinity).size }

    /// Places the image, a label for each line and a button for each action, as the core
    /// lays them out in the view's width.
    override public func layoutSubviews() {
        super.layoutSubviews()
        let layout = layout(within: bounds.width), boldText = isBoldText
        let color = textColor, styled = styledMessage
        while lineLabels.count < layout.lines.count {
            let label = UILabel()
            label.isAccessibilityElement = false
            addSubview(label)
            lineLabels.append(label)
            unplaced.insert(ObjectIdentifier(label))
        }
        for (index, label) in lineLabels.enumerated() {
            guard index < layout.lines.count else { label.isHidden = true; continue }
            let line = layout.lines[index], font = line.font.uiFont(boldText: boldText)
            label.isHidden = false
            label.font = font
            label.textColor = color
            if line.role == .message, let styled {
                label.attributedText = styled.runs.attributedSubstring(from: NSRange(line.range, in: styled.text))
            } else {
                label.text = line.text
            }
            // A run in a larger font of its own makes its line taller than the base font's.
            let height = max(ceil(font.lineHeight), ceil(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).height))
            place(label, CGRect(x: line.baseline.x, y: line.baseline.y - font.ascender, width: ceil(line.width) + 1, height: height))
        }
        for (button, action) in zip(buttons, layout.actions) {
            let font = action.font.uiFont(boldText: boldText)
            place(button, action.hitArea)
            button.runLabel.font = font
            button.runLabel.textColor = color
            place(button.runLabel, CGRect(
                x: action.baseline.x - action.hitArea.minX, y: action.baseline.y - font.ascender - action.hitArea.minY,
                width: ceil(action.width) + 1, height: ceil(font.lineHeight)
            ))
        }
        imageView.image = shownImage
        imageView.tintColor = color
        imageView.frame = layout.imageFrame ?? .zero
        imageView.isHidden = layout.imageFrame == nil
        let text = lineLabels.filter { !$0.isHidden }.map(\.frame).reduce(CGRect.null) { $0.union($1) }
        textElement.accessibilityLabel = [content.title, styled?.text ?? content.message].compactMap { $0 }.joined(separator: ", ")
        textElement.accessibilityFrameInContainerSpace = text.isNull ? .zero : text
        accessibilityElements = [textElement] + buttons
    }

    /// Dynamic Type, Bold Text or the layout direction changed: lay out again and say the new size.
    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory
            || traitCollection.legibilityWeight != previousTraitCollection?.legibilityWeight
            || traitCollection.layoutDirection != previousTraitCollection?.layoutDirection else { return }
        contentChanged()
    }

    /// Content, look or traits changed: new buttons if the actions did, a new layout, the
    /// new size said.
    private func contentChanged() {
        if buttons.map(\.accessibilityLabel) != content.actions.prefix(TipContent.maximumActions).map(\.title) { rebuildButtons() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        onSizeChange?(intrinsicContentSize)
    }

    /// Gives `view` its frame, at once the first time.
    private func place(_ view: UIView, _ frame: CGRect) {
        guard unplaced.remove(ObjectIdentifier(view)) != nil else {
            view.frame = frame
            return
        }
        UIView.performWithoutAnimation { view.frame = frame }
    }

    private func rebuildButtons() {
        for button in buttons {
            unplaced.subtract([ObjectIdentifier(button), ObjectIdentifier(button.runLabel)])
            button.removeFromSuperview()
        }
        buttons = content.actions.prefix(TipContent.maximumActions).enumerated().map { index, action in
            let button = TipActionButton(title: action.title)
            unplaced.insert(ObjectIdentifier(button))
            unplaced.insert(ObjectIdentifier(button.runLabel))
            button.tag = index
            button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
            addSubview(button)
            return button
        }
    }

    @objc private func buttonTapped(_ sender: UIControl) {
        let actions = Array(content.actions.prefix(TipContent.maximumActions))
        guard actions.indices.contains(sender.tag) else { return }
        onAction?(actions[sender.tag])
    }

    /// The image given, else the content's SF Symbol at the message's size.
    private var shownImage: UIImage? {
        if let image { return image }
        guard let name = content.systemImage else { return nil }
        let size = textStyle.messageFont.scaled(by: textStyle.messageFont.textStyle?.scale(in: traitCollection) ?? 1).size
        return UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: size * 1.6, weight: .regular))
    }

    /// The core's layout in `width` points, measured with UIKit's fonts at the current
    /// Dynamic Type size, Bold Text and layout direction; an attributed message measured
    /// run by run.
    private func layout(within width: CGFloat) -> TipTextLayout {
        let traits = traitCollection, boldText = isBoldText, styled = styledMessage
        var shown = content
        if let styled { shown.message = styled.text }
        return TipTextLayout(
            shown, style: textStyle, within: width, padding: TipTextLayout.padding(inside: style.metrics.contentInsets),
            imageSize: shownImage?.size, layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            textScale: { $0.scale(in: traits) },
            measureMessage: styled.map { styled in
                { range, _ in ceil(styled.runs.attributedSubstring(from: NSRange(range, in: styled.text)).size().width) }
            }
        ) { text, font in
            ceil((text as NSString).size(withAttributes: [.font: font.uiFont(boldText: boldText)]).width)
        }
    }

    /// The text's colour: the text style's, else the popover style's readable one.
    private var textColor: UIColor { textStyle.textColor.map { UIColor($0) } ?? style.dynamicTextColor }

    /// The attributed message's text (a native string: the core's ranges are its indices)
    /// and its runs over the tip's message font and colour: its UIKit attributes kept, a
    /// run's own font scaled for Dynamic Type as the message's is, Markdown's bold and
    /// italic (`inlinePresentationIntent`) drawn on the message font; `nil` without one.
    private var styledMessage: (text: String, runs: NSAttributedString)? {
        guard let attributedMessage else { return nil }
        let text = String(attributedMessage.characters)
        let k = textStyle.messageFont.textStyle?.scale(in: traitCollection) ?? 1
        let font = textStyle.messageFont.scaled(by: k).uiFont(boldText: isBoldText)
        let runs = (try? NSAttributedString(attributedMessage, including: \.uiKit)) ?? NSAttributedString(string: text)
        let styled = NSMutableAttributedString(string: text, attributes: [.font: font, .foregroundColor: textColor])
        runs.enumerateAttributes(in: NSRange(location: 0, length: min(runs.length, styled.length))) { attributes, range, _ in
            var attributes = attributes
            if let own = attributes[.font] as? UIFont {
                attributes[.font] = own.withSize(own.pointSize * (textStyle.messageFont.textStyle == nil ? 1 : k))
            } else if let raw = (attributes[.inlinePresentationIntent] as? NSNumber)?.uintValue {
                let intent = InlinePresentationIntent(rawValue: raw)
                var traits: UIFontDescriptor.SymbolicTraits = []
                if intent.contains(.stronglyEmphasized) { traits.insert(.traitBold) }
                if intent.contains(.emphasized) { traits.insert(.traitItalic) }
                if let descriptor = font.fontDescriptor.withSymbolicTraits(traits) { attributes[.font] = UIFont(descriptor: descriptor, size: 0) }
            }
            styled.addAttributes(attributes, range: range)
        }
        return (text, styled)
    }

    /// Whether Bold Text is on (Settings ▸ Accessibility ▸ Display & Text Size).
    private var isBoldText: Bool { traitCollection.legibilityWeight == .bold }
}
#endif
