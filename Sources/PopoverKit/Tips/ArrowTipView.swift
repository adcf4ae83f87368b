#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import PopoverTips
import SwiftUI
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// A tip's image, title, message and buttons in SwiftUI, with the core's rules
/// (``/PopoverTips/TipTextLayout``): the fonts of its ``/PopoverTips/TipTextStyle`` (UIKit's
/// system fonts, scaled for Dynamic Type as UIKit scales them, heavier under Bold Text),
/// the message 4 pt below the title, the actions 8 pt below on one row, each button at
/// least 44 × 44 pt, the image (the one given, or the content's SF Symbol) at the leading
/// edge no larger than 36 pt, the text 10 pt after it, aligned as the style says, at most
/// its maximum width wide, padded to the tip's margins, in the style's colour or the
/// popover style's readable text colour. SwiftUI wraps it in the width it gets and mirrors
/// it right to left. VoiceOver reads the title and message as one element, then the
/// actions as buttons.
///
/// ```swift
/// Text("Share").popover(isPresented: $showInfo) {   // in SwiftUI's own popover, say
///     ArrowTipView(tip: TipContent(message: "Tap here to share"), style: .system) { action in print(action.id) }
/// }
/// ```
@MainActor
public struct ArrowTipView: View {
    /// What the tip says.
    public let tip: TipContent
    /// The popover style whose text colour and content insets it uses.
    public let style: PopoverStyle
    /// How the text looks.
    public let textStyle: TipTextStyle
    /// The image at the text's leading edge; `nil`: the content's SF Symbol, if any.
    public let image: Image?
    /// The message with runs of its own, drawn in place of the content's message over
    /// the tip's message font and colour.
    public let attributedMessage: AttributedString?
    /// Called with the action whose button was tapped.
    public let onAction: (TipAction) -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.legibilityWeight) private var legibilityWeight

    /// A tip's content view.
    ///
    /// ```swift
    /// VStack {
    ///     Text("Photos")
    ///     ArrowTipView(tip: TipContent(title: "Share", message: "Send this photo"), style: .system,
    ///                  textStyle: TipTextStyle(alignment: .center)) { _ in }
    /// }
    /// ```
    public init(
        tip: TipContent, style: PopoverStyle, textStyle: TipTextStyle = TipTextStyle(), image: Image? = nil,
        attributedMessage: AttributedString? = nil, onAction: @escaping (TipAction) -> Void
    ) {
        self.tip = tip
        self.style = style
        self.textStyle = textStyle
        self.image = image
        self.attributedMessage = attributedMessage
        self.onAction = onAction
    }

    /// The image, then the title and message, then the actions.
    public var body: some View {
        let padding = TipTextLayout.padding(inside: style.metrics.contentInsets)
        let k = scale(of: textStyle.messageFont), alignment = horizontalAlignment
        HStack(alignment: .top, spacing: 10 * k) {
            imageView(side: TipTextLayout.maximumImageSide * k)
            VStack(alignment: alignment, spacing: 8 * k) {
                VStack(alignment: alignment, spacing: 4 * k) {
                    if let title = tip.title, !title.isEmpty {
                        Text(title).font(font(textStyle.titleFont))
                    }
                    if let attributedMessage {
                        Text(attributedMessage).font(font(textStyle.messageFont))
                    } else if let message = tip.message, !message.isEmpty {
                        Text(message).font(font(textStyle.messageFont))
                    }
                }
                .multilineTextAlignment(textAlignment)
                .fixedSize(horizontal: false, vertical: true)
                .accessibilityElement(children: .combine)
                let actions = Array(tip.actions.prefix(TipContent.maximumActions))
                if !actions.isEmpty {
                    HStack(spacing: 8 * k) {
                        ForEach(Array(actions.enumerated()), id: \.offset) { index, action in
                            Button { onAction(action) } label: {
                                // The first title starts at the text's edge; its hit area reaches past it.
                                Text(action.title).font(font(textStyle.actionFont))
                                    .frame(
                                        minWidth: TipTextLayout.minimumHitSide, minHeight: TipTextLayout.minimumHitSide,
                                        alignment: index == 0 && textStyle.alignment == .leading ? .leading : .center
                                    )
                                    .contentShape(Rectangle())
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
            }
            // As wide as the text wants (the core's layout in UIKit's fonts), narrower when
            // the room is: a maximum alone would take all the room offered.
            .frame(maxWidth: naturalTextWidth, alignment: Alignment(horizontal: alignment, vertical: .top))
        }
        .foregroundColor(textColor)
        .padding(EdgeInsets(top: padding.top, leading: padding.left, bottom: padding.bottom, trailing: padding.right))
    }

    /// The image given, or the content's SF Symbol at 1.6 times the message's size, at
    /// most `side` points a side.
    @ViewBuilder private func imageView(side: CGFloat) -> some View {
        if let image {
            image.resizable().scaledToFit().frame(maxWidth: side, maxHeight: side, alignment: .top)
        } else if let name = tip.systemImage {
            let size = textStyle.messageFont.scaled(by: scale(of: textStyle.messageFont)).size * 1.6
            Image(systemName: name).font(.system(size: size)).frame(maxWidth: side, maxHeight: side, alignment: .top)
        }
    }

    /// The text column's width with all the room it wants: the core's layout of the title,
    /// message and actions in the system's fonts (the attributed message measured as
    /// plain text in the message font).
    private var naturalTextWidth: CGFloat {
        var shown = tip
        if let attributedMessage { shown.message = String(attributedMessage.characters) }
        let boldText = legibilityWeight == .bold
        let layout = TipTextLayout(shown, style: textStyle, textScale: { scale(of: $0) }) { text, font in
            #if canImport(UIKit)
            ceil((text as NSString).size(withAttributes: [.font: font.uiFont(boldText: boldText)]).width)
            #else
            ceil((text as NSString).size(withAttributes: [.font: font.nsFont(boldText: boldText)]).width)
            #endif
        }
        return layout.size.width
    }

    #if canImport(UIKit)
    /// The text's colour: the style's own, or black or white as reads best on the fill.
    private var textColor: Color {
        Color(uiColor: textStyle.textColor.map { UIColor($0) } ?? style.dynamicTextColor)
    }

    /// UIKit's system font for `tipFont` at this Dynamic Type size and Bold Text setting.
    private func font(_ tipFont: TipFont) -> Font {
        Font(tipFont.scaled(by: scale(of: tipFont)).uiFont(boldText: legibilityWeight == .bold) as CTFont)
    }

    /// How much Dynamic Type scales `font` here (1 for a fixed font).
    private func scale(of font: TipFont) -> CGFloat {
        let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize))
        return font.textStyle?.scale(in: traits) ?? 1
    }

    /// How much `textStyle` scales here.
    private func scale(of textStyle: TipFont.TextStyle) -> CGFloat {
        textStyle.scale(in: UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize)))
    }
    #else
    /// The text's colour: the style's own, or black or white as reads best on the fill.
    private var textColor: Color {
        Color(nsColor: textStyle.textColor.map { NSColor($0) } ?? style.dynamicTextColor)
    }

    /// AppKit's system font for `tipFont`, at the Mac's size for its text style.
    private func font(_ tipFont: TipFont) -> Font {
        Font(tipFont.scaled(by: scale(of: tipFont)).nsFont(boldText: legibilityWeight == .bold) as CTFont)
    }

    /// The Mac's size for `font`'s text style over iOS's (13 over 17 for the body); 1 for
    /// a fixed font.
    private func scale(of font: TipFont) -> CGFloat {
        font.textStyle.map(scale(of:)) ?? 1
    }

    private func scale(of textStyle: TipFont.TextStyle) -> CGFloat {
        textStyle.macScale
    }
    #endif

    private var horizontalAlignment: HorizontalAlignment {
        switch textStyle.alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    private var textAlignment: TextAlignment {
        switch textStyle.alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension View {
    /// Shows a tip pointing at this view while `isPresented` is true: ``ArrowTipView`` in
    /// an `arrowPopover` of `style`, its text styled by `textStyle`, with `image` (or the
    /// content's SF Symbol) and `attributedMessage`'s runs, and the popover's choices: SwiftUI's `arrowEdge`
    /// (`nil` any), what a tap outside does (`.passThrough` lets a tap on a spotlit target
    /// through), a dim, and a time on screen. An action's button calls `onAction` and sets
    /// `isPresented` back to false. Pass new content to change a shown tip: it is laid out
    /// and placed again.
    ///
    /// ```swift
    /// Button("Share") { showInfo = false }
    ///     .arrowTip(isPresented: $showInfo, TipContent(message: "Tap here to share"), arrowEdge: .bottom, dismissAfter: 6)
    /// ```
    @MainActor
    public func arrowTip(
        isPresented: Binding<Bool>, _ tip: TipContent, style: PopoverStyle = .system, textStyle: TipTextStyle = TipTextStyle(),
        image: Image? = nil, attributedMessage: AttributedString? = nil, arrowEdge: Edge? = nil, alignment: PopoverAlignment = .center,
        gap: CGFloat = 0, outsideTap: OutsideTap = .dismiss, dim: PopoverDim = .none, dismissAfter: TimeInterval? = nil,
        onAction: ((TipAction) -> Void)? = nil, onDismiss: (() -> Void)? = nil
    ) -> some View {
        arrowPopover(
            isPresented: isPresented, style: style, arrowEdge: arrowEdge, alignment: alignment, gap: gap, outsideTap: outsideTap, dim: dim,
            dismissAfter: dismissAfter, onDismiss: onDismiss
        ) {
            ArrowTipView(tip: tip, style: style, textStyle: textStyle, image: image, attributedMessage: attributedMessage) { action in
                onAction?(action)
                isPresented.wrappedValue = false
            }
        }
    }

    /// Shows the tip `tip(item)` pointing at this view while `item` is not `nil`, as
    /// ``arrowTip(isPresented:_:style:textStyle:image:attributedMessage:arrowEdge:alignment:gap:outsideTap:dim:dismissAfter:onAction:onDismiss:)``;
    /// an action's button sets `item` back to `nil`.
    ///
    /// ```swift
    /// Button("Favourite") { selectedPhoto = nil }
    ///     .arrowTip(item: $selectedPhoto) { photo in TipContent(message: "Saved \(photo.id)") }
    /// ```
    @MainActor
    public func arrowTip<Item: Identifiable>(
        item: Binding<Item?>, style: PopoverStyle = .system, textStyle: TipTextStyle = TipTextStyle(), arrowEdge: Edge? = nil,
        alignment: PopoverAlignment = .center, gap: CGFloat = 0, outsideTap: OutsideTap = .dismiss, dim: PopoverDim = .none,
        dismissAfter: TimeInterval? = nil, onAction: ((TipAction) -> Void)? = nil, onDismiss: (() -> Void)? = nil, tip: @escaping (Item) -> TipContent
    ) -> some View {
        arrowPopover(
            item: item, style: style, arrowEdge: arrowEdge, alignment: alignment, gap: gap, outsideTap: outsideTap, dim: dim,
            dismissAfter: dismissAfter, onDismiss: onDismiss
        ) { value in
            ArrowTipView(tip: tip(value), style: style, textStyle: textStyle) { action in
                onAction?(action)
                item.wrappedValue = nil
            }
        }
    }
}
#endif
