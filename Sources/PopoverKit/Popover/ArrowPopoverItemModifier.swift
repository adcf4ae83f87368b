#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import SwiftUI

extension View {
    /// Shows a popover pointing at this view while `item` is not `nil`, with
    /// `content(item)` inside, as SwiftUI's `popover(item:)` and `sheet(item:)`. A tap
    /// outside (or Escape, or VoiceOver's escape gesture) sets `item` to `nil` and calls
    /// `onDismiss`; setting it to `nil` yourself dismisses the popover, which fades out
    /// with the last item's content.
    ///
    /// An item with another `id` while the popover is up replaces the content in place:
    /// the popover stays, is measured and placed again for the new content, and the
    /// content starts afresh (its `@State` is the new item's, as if shown anew);
    /// `onDismiss` does not run for the item replaced. SwiftUI's own `popover(item:)`
    /// dismisses and presents again instead. With the default `outsideTap: .dismiss` a tap
    /// on another button only dismisses (the popover takes the tap, so the button's action
    /// never runs): for a row of buttons that swap one popover in place, pass
    /// `outsideTap: .passThrough`, or set the item from code. Another item set while a dismissal fades out brings the
    /// popover back with it. Each presentation from hidden starts the content afresh
    /// too: close it and open it again and its `@State` is new, as with SwiftUI's
    /// `popover` and `sheet`. The same item with new values updates the content as any
    /// state would. Otherwise as
    /// `arrowPopover(isPresented:style:attachmentAnchor:arrowEdge:alignment:gap:outsideTap:dim:dismissAfter:onDismiss:content:)`.
    ///
    /// ```swift
    /// HStack {
    ///     Button("Beach") { selectedPhoto = Photo(name: "Beach") }
    ///     Button("Hills") { selectedPhoto = Photo(name: "Hills") }
    /// }
    /// .arrowPopover(item: $selectedPhoto, style: .tooltip, outsideTap: .passThrough) { photo in
    ///     Text(photo.name).padding(8)
    /// }
    /// ```
    @MainActor
    public func arrowPopover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        outsideTap: OutsideTap = .dismiss,
        dim: PopoverDim = .none,
        dismissAfter: TimeInterval? = nil,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ArrowPopoverItemModifier(item: item, settings: ArrowPopoverSettings(
            style: style, directions: .edge(arrowEdge), alignment: alignment, gap: gap, attachment: attachmentAnchor,
            outsideTap: outsideTap, dim: dim, dismissAfter: dismissAfter
        ), onDismiss: onDismiss.map { action in { _ in action() } }, popoverContent: content))
    }

    /// Shows a popover while `item` is not `nil`, as
    /// `arrowPopover(item:style:attachmentAnchor:arrowEdge:alignment:gap:outsideTap:dim:dismissAfter:onDismiss:content:)`,
    /// telling `onDismiss` how it ended.
    ///
    /// ```swift
    /// Button("Beach") { selectedPhoto = Photo(name: "Beach") }
    ///     .arrowPopover(item: $selectedPhoto, onDismiss: { ending in print(ending) }) { photo in
    ///         Text(photo.name).padding(8)
    ///     }
    /// ```
    @MainActor
    public func arrowPopover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        outsideTap: OutsideTap = .dismiss,
        dim: PopoverDim = .none,
        dismissAfter: TimeInterval? = nil,
        onDismiss: @escaping (PopoverEnding) -> Void,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ArrowPopoverItemModifier(item: item, settings: ArrowPopoverSettings(
            style: style, directions: .edge(arrowEdge), alignment: alignment, gap: gap, attachment: attachmentAnchor,
            outsideTap: outsideTap, dim: dim, dismissAfter: dismissAfter
        ), onDismiss: onDismiss, popoverContent: content))
    }

    /// Shows a popover while `item` is not `nil`, with UIKit's physical arrow directions
    /// in your own order of preference; otherwise as
    /// `arrowPopover(item:style:attachmentAnchor:arrowEdge:alignment:gap:outsideTap:dim:dismissAfter:onDismiss:content:)`.
    ///
    /// ```swift
    /// Button("Beach") { selectedPhoto = Photo(name: "Beach") }
    ///     .arrowPopover(item: $selectedPhoto, permittedArrowDirections: [.down]) { photo in
    ///         Text(photo.name).padding(8)
    ///     }
    /// ```
    @MainActor
    public func arrowPopover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        permittedArrowDirections: [ArrowDirection],
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        outsideTap: OutsideTap = .dismiss,
        dim: PopoverDim = .none,
        dismissAfter: TimeInterval? = nil,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ArrowPopoverItemModifier(item: item, settings: ArrowPopoverSettings(
            style: style, directions: .ordered(permittedArrowDirections), alignment: alignment, gap: gap, attachment: attachmentAnchor,
            outsideTap: outsideTap, dim: dim, dismissAfter: dismissAfter
        ), onDismiss: onDismiss.map { action in { _ in action() } }, popoverContent: content))
    }

    /// Shows a popover while `item` is not `nil`, with UIKit's arrow directions, telling
    /// `onDismiss` how it ended.
    ///
    /// ```swift
    /// Button("Beach") { selectedPhoto = Photo(name: "Beach") }
    ///     .arrowPopover(item: $selectedPhoto, permittedArrowDirections: [.down], onDismiss: { ending in print(ending) }) { photo in
    ///         Text(photo.name).padding(8)
    ///     }
    /// ```
    @MainActor
    public func arrowPopover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        permittedArrowDirections: [ArrowDirection],
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        outsideTap: OutsideTap = .dismiss,
        dim: PopoverDim = .none,
        dismissAfter: TimeInterval? = nil,
        onDismiss: @escaping (PopoverEnding) -> Void,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ArrowPopoverItemModifier(item: item, settings: ArrowPopoverSettings(
            style: style, directions: .ordered(permittedArrowDirections), alignment: alignment, gap: gap, attachment: attachmentAnchor,
            outsideTap: outsideTap, dim: dim, dismissAfter: dismissAfter
        ), onDismiss: onDismiss, popoverContent: content))
    }
}

/// An `arrowPopover` driven by an optional item: present while it is not `nil`, cleared
/// to `nil` when the popover goes, the content of the last item kept while it fades out.
@MainActor
private struct ArrowPopoverItemModifier<Item: Identifiable, PopoverContent: View>: ViewModifier {
    @Binding var item: Item?
    let settings: ArrowPopoverSettings
    let onDismiss: ((PopoverEnding) -> Void)?
    let popoverContent: (Item) -> PopoverContent

    func body(content: Content) -> some View {
        let current = item
        let popoverContent = popoverContent
        return content.arrowPopoverAnchor(settings.attachment, presenter: ArrowPopoverPresenter(
            isPresented: current != nil, flag: PresentationFlag($item), settings: settings, onDismiss: onDismiss,
            // Nil keeps the last item's content while the popover fades out; a new id
            // starts the content afresh.
            content: ArrowPopoverContent { current.map { AnyView(popoverContent($0).id($0.id)) } }
        ))
    }
}
#endif
