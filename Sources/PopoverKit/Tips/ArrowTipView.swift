#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import PopoverTips
import SwiftUI
import UIKit

/// A tip's title, message and buttons in SwiftUI, with the core's spacing
/// (``/PopoverTips/TipTextLayout``): title `subheadline` semibold, message `footnote`, 4 pt
/// between them, the actions 8 pt below on one line 16 pt apart, padded to the tip's
/// margins, at most the readable width wide, in the style's readable text colour. Dynamic
/// Type scales the text; VoiceOver reads the title and message as one element, then the
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
    /// The style whose text colour and content insets it uses.
    public let style: PopoverStyle
    /// Called with the action whose button was tapped.
    public let onAction: (TipAction) -> Void

    /// A tip's content view.
    ///
    /// ```swift
    /// VStack {
    ///     Text("Photos")
    ///     ArrowTipView(tip: TipContent(title: "Share", message: "Send this photo"), style: .system) { _ in }
    /// }
    /// ```
    public init(tip: TipContent, style: PopoverStyle, onAction: @escaping (TipAction) -> Void) {
        self.tip = tip
        self.style = style
        self.onAction = onAction
    }

    /// The title and message, then the actions.
    public var body: some View {
        let padding = TipTextLayout.padding(inside: style.metrics.contentInsets)
        VStack(alignment: .leading, spacing: 8) {
            VStack(alignment: .leading, spacing: 4) {
                if let title = tip.title, !title.isEmpty {
                    Text(title).font(.subheadline.weight(.semibold))
                }
                if let message = tip.message, !message.isEmpty {
                    Text(message).font(.footnote)
                }
            }
            .fixedSize(horizontal: false, vertical: true)
            .accessibilityElement(children: .combine)
            let actions = Array(tip.actions.prefix(TipContent.maximumActions))
            if !actions.isEmpty {
                HStack(spacing: 16) {
                    ForEach(actions, id: \.id) { action in
                        Button(action.title) { onAction(action) }
                            .font(.footnote.weight(.semibold))
                    }
                }
            }
        }
        .foregroundColor(Color(uiColor: style.dynamicTextColor))
        .frame(maxWidth: TipTextLayout.readableWidth, alignment: .leading)
        .padding(EdgeInsets(top: padding.top, leading: padding.left, bottom: padding.bottom, trailing: padding.right))
    }
}

extension View {
    /// Shows a tip pointing at this view while `isPresented` is true: ``ArrowTipView`` in
    /// an `arrowPopover` of `style`, with the popover's choices: SwiftUI's `arrowEdge`
    /// (`nil` any), what a tap outside does (`.passThrough` lets a tap on a spotlit target
    /// through), a dim, and a time on screen. An action's button calls `onAction` and sets
    /// `isPresented` back to false.
    ///
    /// ```swift
    /// Button("Share") { showInfo = false }
    ///     .arrowTip(isPresented: $showInfo, TipContent(message: "Tap here to share"), arrowEdge: .bottom, dismissAfter: 6)
    /// ```
    @MainActor
    public func arrowTip(
        isPresented: Binding<Bool>, _ tip: TipContent, style: PopoverStyle = .system, arrowEdge: Edge? = nil,
        outsideTap: OutsideTap = .dismiss, dim: PopoverDim = .none, dismissAfter: TimeInterval? = nil,
        onAction: ((TipAction) -> Void)? = nil, onDismiss: (() -> Void)? = nil
    ) -> some View {
        arrowPopover(
            isPresented: isPresented, style: style, arrowEdge: arrowEdge, outsideTap: outsideTap, dim: dim,
            dismissAfter: dismissAfter, onDismiss: onDismiss
        ) {
            ArrowTipView(tip: tip, style: style) { action in
                onAction?(action)
                isPresented.wrappedValue = false
            }
        }
    }

    /// Shows the tip `tip(item)` pointing at this view while `item` is not `nil`, as
    /// ``arrowTip(isPresented:_:style:arrowEdge:outsideTap:dim:dismissAfter:onAction:onDismiss:)``;
    /// an action's button sets `item` back to `nil`.
    ///
    /// ```swift
    /// Button("Favourite") { selectedPhoto = nil }
    ///     .arrowTip(item: $selectedPhoto) { photo in TipContent(message: "Saved \(photo.id)") }
    /// ```
    @MainActor
    public func arrowTip<Item: Identifiable>(
        item: Binding<Item?>, style: PopoverStyle = .system, arrowEdge: Edge? = nil,
        outsideTap: OutsideTap = .dismiss, dim: PopoverDim = .none, dismissAfter: TimeInterval? = nil,
        onAction: ((TipAction) -> Void)? = nil, onDismiss: (() -> Void)? = nil, tip: @escaping (Item) -> TipContent
    ) -> some View {
        arrowPopover(
            item: item, style: style, arrowEdge: arrowEdge, outsideTap: outsideTap, dim: dim,
            dismissAfter: dismissAfter, onDismiss: onDismiss
        ) { value in
            ArrowTipView(tip: tip(value), style: style) { action in
                onAction?(action)
                item.wrappedValue = nil
            }
        }
    }
}
#endif
