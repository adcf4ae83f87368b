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
    /// Called with the action whose button was tapped.
    public var onAction: ((TipAction) -> Void)?
    /// Called when the tip's size changes (Dynamic Type, Bold Text, new content): a
    /// popover holding it places itself again.
    public var onSizeChange: ((CGSize) -> Void)?

    private var lineLabels: [UILabel] = []
    private var buttons: [TipActionButton] = []
    private let imageView = UIImageView()
    /// The title and message as one element for VoiceOver.
    private lazy var textElement = UIAccessibilityElement(accessibilityContainer: self)

    /// A view for `content` in `style`, its text styled by `textStyle`, with `image` (or
    /// the content's SF Symbol) before the text.
    ///
    /// ```swift
    /// let tip = TipContentView(content: TipContent(title: "Share", message: "Send this photo"), style: .system,
    ///                          textStyle: TipTextStyle(alignment: .center), image: UIImage(named: "Share"))
    /// tip.onAction = { _ in }
    /// ```
    public init(content: TipContent, style: PopoverStyle, textStyle: TipTextStyle = TipTextStyle(), image: UIImage? = nil) {
        self.content = content
        self.style = style
        self.textStyle = textStyle
        self.image = image
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

    /// The tip's size in `size.width` points: narrower room wraps the text narrower.
    override public func sizeThatFits(_ size: CGSize) -> CGSize { layout(within: size.width).size }

    /// Places the image, a label for each line and a button for each action, as the core
    /// lays them out in the view's width.
    override public func layoutSubviews() {
        super.layoutSubviews()
        let layout = layout(within: bounds.width), boldText = isBoldText
        let color = textStyle.textColor.map { UIColor($0) } ?? style.dynamicTextColor
        while lineLabels.count < layout.lines.count {
            let label = UILabel()
            label.isAccessibilityElement = false
            addSubview(label)
            lineLabels.append(label)
        }
        for (index, label) in lineLabels.enumerated() {
            guard index < layout.lines.count else { label.isHidden = true; continue }
            let line = layout.lines[index], font = line.font.uiFont(boldText: boldText)
            label.isHidden = false
            label.text = line.text
            label.font = font
            label.textColor = color
            label.frame = CGRect(x: line.baseline.x, y: line.baseline.y - font.ascender, width: ceil(line.width) + 1, height: ceil(font.lineHeight))
        }
        for (button, action) in zip(buttons, layout.actions) {
            let font = action.font.uiFont(boldText: boldText)
            button.frame = action.hitArea
            button.runLabel.font = font
            button.runLabel.textColor = color
            button.runLabel.frame = CGRect(
                x: action.baseline.x - action.hitArea.minX, y: action.baseline.y - font.ascender - action.hitArea.minY,
                width: ceil(action.width) + 1, height: ceil(font.lineHeight)
            )
        }
        imageView.image = shownImage
        imageView.tintColor = color
        imageView.frame = layout.imageFrame ?? .zero
        imageView.isHidden = layout.imageFrame == nil
        let text = lineLabels.filter { !$0.isHidden }.map(\.frame).reduce(CGRect.null) { $0.union($1) }
        textElement.accessibilityLabel = [content.title, content.message].compactMap { $0 }.joined(separator: ", ")
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

    private func rebuildButtons() {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = content.actions.prefix(TipContent.maximumActions).enumerated().map { index, action in
            let button = TipActionButton(title: action.title)
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
    /// Dynamic Type size, Bold Text and layout direction.
    private func layout(within width: CGFloat) -> TipTextLayout {
        let traits = traitCollection, boldText = isBoldText
        return TipTextLayout(
            content, style: textStyle, within: width, padding: TipTextLayout.padding(inside: style.metrics.contentInsets),
            imageSize: shownImage?.size, layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            textScale: { $0.scale(in: traits) }
        ) { text, font in
            ceil((text as NSString).size(withAttributes: [.font: font.uiFont(boldText: boldText)]).width)
        }
    }

    /// Whether Bold Text is on (Settings ▸ Accessibility ▸ Display & Text Size).
    private var isBoldText: Bool { traitCollection.legibilityWeight == .bold }
}
#endif
