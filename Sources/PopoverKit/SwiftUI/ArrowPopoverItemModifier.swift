#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import SwiftUI
import UIKit

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
    /// dismisses and presents again instead. With the default
    /// `dismissesOnOutsideTap: true` a tap on another button only dismisses (the popover
    /// takes every touch outside it, so the button's action never runs): for a row of
    /// buttons that swap one popover in place, pass `dismissesOnOutsideTap: false`, or set
    /// the item from code. Another item set while a dismissal fades out brings the
    /// popover back with it. Each presentation from hidden starts the content afresh
    /// too: close it and open it again and its `@State` is new, as with SwiftUI's
    /// `popover` and `sheet`. The same item with new values updates the content as any
    /// state would. Otherwise as
    /// `arrowPopover(isPresented:style:attachmentAnchor:permittedArrowDirections:alignment:gap:dismissesOnOutsideTap:onDismiss:content:)`.
    ///
    /// ```swift
    /// HStack {
    ///     Button("Beach") { selectedPhoto = Photo(name: "Beach") }
    ///     Button("Hills") { selectedPhoto = Photo(name: "Hills") }
    /// }
    /// .arrowPopover(item: $selectedPhoto, style: .tooltip, dismissesOnOutsideTap: false) { photo in
    ///     Text(photo.name).padding(8)
    /// }
    /// ```
    @MainActor
    public func arrowPopover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        permittedArrowDirections: [ArrowDirection] = ArrowDirection.arrowed,
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        dismissesOnOutsideTap: Bool = true,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ArrowPopoverItemModifier(item: item, settings: ArrowPopoverSettings(
            style: style, directions: .ordered(permittedArrowDirections), alignment: alignment, gap: gap,
            attachment: attachmentAnchor, dismissesOnOutsideTap: dismissesOnOutsideTap
        ), onDismiss: onDismiss, popoverContent: content))
    }

    /// Shows a popover for `item`, as
    /// `arrowPopover(item:style:attachmentAnchor:permittedArrowDirections:alignment:gap:dismissesOnOutsideTap:onDismiss:content:)`,
    /// with its arrow at one of `arrowEdges` of this view, as SwiftUI's `arrowEdge` means
    /// it (``/PopoverCore/ArrowEdges``: `.bottom` puts the popover below).
    ///
    /// ```swift
    /// Button("Photo") { selectedPhoto = Photo(name: "Beach") }
    ///     .arrowPopover(item: $selectedPhoto, arrowEdges: .horizontal, alignment: .end) { photo in
    ///         Text(photo.name).padding(8)
    ///     }
    /// ```
    @MainActor
    public func arrowPopover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdges: Edge.Set,
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        dismissesOnOutsideTap: Bool = true,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ArrowPopoverItemModifier(item: item, settings: ArrowPopoverSettings(
            style: style, directions: .edges(arrowEdges), alignment: alignment, gap: gap,
            attachment: attachmentAnchor, dismissesOnOutsideTap: dismissesOnOutsideTap
        ), onDismiss: onDismiss, popoverContent: content))
    }
}

/// An `arrowPopover` driven by an optional item: present while it is not `nil`, cleared
/// to `nil` when the popover goes, the content of the last item kept while it fades out.
@MainActor
private struct ArrowPopoverItemModifier<Item: Identifiable, PopoverContent: View>: ViewModifier {
    @Binding var item: Item?
    let settings: ArrowPopoverSettings
    let onDismiss: (() -> Void)?
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
