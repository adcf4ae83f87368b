#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import SwiftUI
import UIKit

extension View {
    /// Shows `content` in a ``PopoverView`` pointing at this view while `isPresented` is
    /// true — on iPhone too — placed by PopoverCore and drawn in `style`. A tap outside,
    /// VoiceOver's escape gesture or the Escape key sets `isPresented` back to false and
    /// calls `onDismiss` (also when this view goes away while it is up, and when the
    /// placement fails, for instance for an alignment fraction outside 0...1). The content keeps
    /// this view's environment (environment objects included), is measured against the
    /// room the popover really gives it (`ContentFitting`: wrapped text
    /// keeps its last lines), is sized again when it or Dynamic Type changes (iOS 16 and
    /// later, through the hosting controller's `sizingOptions`; on iOS 15 it is measured
    /// when shown and when the modifier updates), and is hosted as a child of the view
    /// controller showing this view, so sheets and alerts work from inside (for a view in
    /// a navigation, tab or split controller's bar, such as a title view, it is nobody's
    /// child: those controllers show their children);
    /// `EnvironmentValues.dismissArrowPopover` closes it from inside (the
    /// environment's `dismiss` is this view's own). Inside a sheet the popover shows in the sheet. When this view goes (a
    /// navigation pop, an `if`, a reused row) the popover goes with it. Named so it does not
    /// clash with SwiftUI's `popover`.
    ///
    /// A shown popover is placed again when `style`, `attachmentAnchor`, the directions,
    /// `alignment`, `gap` or the environment's layout direction change. Each presentation
    /// starts the content afresh, as SwiftUI's `popover` and `sheet` do: close it and open
    /// it again and its `@State` is new (a quick false → true while it fades out turns it
    /// round instead, and keeps it).
    ///
    /// ```swift
    /// Button("Info") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo, style: .tooltip, onDismiss: { print("closed") }) {
    ///         Text("Saved to Photos")
    ///             .foregroundStyle(Color(uiColor: PopoverStyle.tooltip.dynamicTextColor))
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - attachmentAnchor: What the arrow points at: `.rect(.bounds)` (the default) this
    ///     whole view, `.rect(.rect(r))` the rectangle `r` in this view's own coordinates,
    ///     as in SwiftUI's `popover`. `.point(p)` differs from SwiftUI's: SwiftUI puts the
    ///     tip at the unit point `p`; here the tip stays on the edge of this view it points
    ///     at, at the place in line with `p` (``/PopoverCore/AnchorPoint``), so the body
    ///     never covers the view. To aim at an exact point, give a rectangle of zero size
    ///     there: `.rect(.rect(CGRect(x: 30, y: 10, width: 0, height: 0)))`.
    ///   - permittedArrowDirections: Physical arrow directions, most preferred first
    ///     (`.up` puts the popover below); empty: no arrow.
    ///   - alignment: Where the body sits along the arrow's edge
    ///     (``/PopoverCore/PopoverAlignment``): centred on the anchor by default.
    ///   - gap: Points between the arrow's tip and the anchor.
    ///   - dismissesOnOutsideTap: `false` lets touches outside reach the views below while
    ///     the popover stays up (a tooltip beside a form, say).
    @MainActor
    public func arrowPopover<Content: View>(
        isPresented: Binding<Bool>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        permittedArrowDirections: [ArrowDirection] = ArrowDirection.arrowed,
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        dismissesOnOutsideTap: Bool = true,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        arrowPopover(isPresented: isPresented, settings: ArrowPopoverSettings(
            style: style, directions: .ordered(permittedArrowDirections), alignment: alignment, gap: gap,
            attachment: attachmentAnchor, dismissesOnOutsideTap: dismissesOnOutsideTap
        ), onDismiss: onDismiss, content: content)
    }

    /// Shows `content` in a popover pointing at this view while `isPresented` is true,
    /// with its arrow at one of `arrowEdges` of the anchor, as SwiftUI's `arrowEdge`
    /// means it: `.bottom` puts the popover below this view, its arrow pointing up;
    /// `.leading` before it in reading order. Of several edges the first with room wins,
    /// in the order bottom, top, trailing, leading (``/PopoverCore/ArrowEdges``); an empty
    /// set shows no arrow. Otherwise as
    /// `arrowPopover(isPresented:style:attachmentAnchor:permittedArrowDirections:alignment:gap:dismissesOnOutsideTap:onDismiss:content:)`.
    ///
    /// ```swift
    /// Button("Filter") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo, attachmentAnchor: .point(.bottomLeading),
    ///                   arrowEdges: [.bottom, .top], alignment: .start, gap: 4) {
    ///         Text("Newest first").padding(8)
    ///     }
    /// ```
    @MainActor
    public func arrowPopover<Content: View>(
        isPresented: Binding<Bool>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdges: Edge.Set,
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        dismissesOnOutsideTap: Bool = true,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        arrowPopover(isPresented: isPresented, settings: ArrowPopoverSettings(
            style: style, directions: .edges(arrowEdges), alignment: alignment, gap: gap,
            attachment: attachmentAnchor, dismissesOnOutsideTap: dismissesOnOutsideTap
        ), onDismiss: onDismiss, content: content)
    }

    /// The modifiers' common body, for this module's drivers too (a tour's steps).
    @MainActor
    func arrowPopover<Content: View>(
        isPresented: Binding<Bool>, settings: ArrowPopoverSettings, onDismiss: (() -> Void)?,
        content: @escaping () -> Content
    ) -> some View {
        arrowPopoverAnchor(settings.attachment, presenter: ArrowPopoverPresenter(
            isPresented: isPresented.wrappedValue, flag: PresentationFlag(isPresented), settings: settings,
            onDismiss: onDismiss, content: ArrowPopoverContent { AnyView(content()) }
        ))
    }
}
#endif
