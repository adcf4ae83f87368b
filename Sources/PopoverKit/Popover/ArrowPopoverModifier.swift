#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import SwiftUI

extension View {
    /// Shows `content` in a ``PopoverView`` pointing at this view while `isPresented` is
    /// true — on iPhone too — placed by PopoverCore and drawn in `style`, as SwiftUI's
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)` reads. A tap outside,
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
    /// clash with SwiftUI's `popover`. A transaction that disables animations shows and
    /// hides it without animating; `arrowPopoverShowsArrow(_:)`,
    /// `arrowPopoverAnimation(present:dismiss:)`, `arrowPopoverDismissLabel(_:)` and
    /// `onArrowPopoverPlacement(perform:)` on this view set the rest.
    ///
    /// A shown popover is placed again when `style`, `attachmentAnchor`, the directions,
    /// `alignment`, `gap` or the environment's layout direction change. Each presentation
    /// starts the content afresh, as SwiftUI's `popover` and `sheet` do: close it and open
    /// it again and its `@State` is new (a quick false → true while it fades out turns it
    /// round instead, and keeps it).
    ///
    /// ```swift
    /// Button("Info") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo, arrowEdge: .bottom, onDismiss: { print("closed") }) {
    ///         Text("Saved to Photos").padding()
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
    ///   - arrowEdge: The edge of this view where the arrow sits, as SwiftUI's `arrowEdge`
    ///     means it: `.bottom` puts the popover below, its arrow pointing up; `.leading`
    ///     before it in reading order. `nil` (the default): any edge with room, tried in
    ///     the order bottom, top, trailing, leading (``/PopoverCore/ArrowEdges``).
    ///   - alignment: Where the body sits along the arrow's edge
    ///     (``/PopoverCore/PopoverAlignment``): centred on the anchor by default.
    ///   - gap: Points between the arrow's tip and the anchor.
    ///   - outsideTap: What a tap outside does (``/PopoverCore/OutsideTap``): dismiss
    ///     (the default), dismiss and reach what was tapped, reach it and stay, or nothing.
    ///   - dim: A dim behind the popover (``/PopoverCore/PopoverDim``), none by default.
    ///   - dismissAfter: Seconds before it goes by itself (``PopoverView/dismissAfter``).
    @MainActor
    public func arrowPopover<Content: View>(
        isPresented: Binding<Bool>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        outsideTap: OutsideTap = .dismiss,
        dim: PopoverDim = .none,
        dismissAfter: TimeInterval? = nil,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        arrowPopover(isPresented: isPresented, settings: ArrowPopoverSettings(
            style: style, directions: .edge(arrowEdge), alignment: alignment, gap: gap, attachment: attachmentAnchor,
            outsideTap: outsideTap, dim: dim, dismissAfter: dismissAfter
        ), onDismiss: onDismiss.map { action in { _ in action() } }, content: content)
    }

    /// Shows `content` in a popover as
    /// `arrowPopover(isPresented:style:attachmentAnchor:arrowEdge:alignment:gap:outsideTap:dim:dismissAfter:onDismiss:content:)`,
    /// telling `onDismiss` how it ended: who dismissed it (a tap outside, the Escape key,
    /// VoiceOver, the timer, the app), or that its anchor went or it could not be placed.
    ///
    /// ```swift
    /// Button("Draft") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo, onDismiss: { ending in
    ///         if ending == .dismissed(.outsideTap) { print("keep the draft") }
    ///     }) {
    ///         Text("Unsent message").padding()
    ///     }
    /// ```
    @MainActor
    public func arrowPopover<Content: View>(
        isPresented: Binding<Bool>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        outsideTap: OutsideTap = .dismiss,
        dim: PopoverDim = .none,
        dismissAfter: TimeInterval? = nil,
        onDismiss: @escaping (PopoverEnding) -> Void,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        arrowPopover(isPresented: isPresented, settings: ArrowPopoverSettings(
            style: style, directions: .edge(arrowEdge), alignment: alignment, gap: gap, attachment: attachmentAnchor,
            outsideTap: outsideTap, dim: dim, dismissAfter: dismissAfter
        ), onDismiss: onDismiss, content: content)
    }

    /// Shows `content` in a popover as
    /// `arrowPopover(isPresented:style:attachmentAnchor:arrowEdge:alignment:gap:outsideTap:dim:dismissAfter:onDismiss:content:)`,
    /// with UIKit's physical arrow directions in your own order of preference (`.up`
    /// points up: the popover below); empty: no arrow, on top of this view.
    ///
    /// ```swift
    /// Button("Filter") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo, permittedArrowDirections: [.left, .up]) {
    ///         Text("Newest first").padding(8)
    ///     }
    /// ```
    @MainActor
    public func arrowPopover<Content: View>(
        isPresented: Binding<Bool>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        permittedArrowDirections: [ArrowDirection],
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        outsideTap: OutsideTap = .dismiss,
        dim: PopoverDim = .none,
        dismissAfter: TimeInterval? = nil,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        arrowPopover(isPresented: isPresented, settings: ArrowPopoverSettings(
            style: style, directions: .ordered(permittedArrowDirections), alignment: alignment, gap: gap,
            attachment: attachmentAnchor, outsideTap: outsideTap, dim: dim, dismissAfter: dismissAfter
        ), onDismiss: onDismiss.map { action in { _ in action() } }, content: content)
    }

    /// Shows `content` in a popover with UIKit's arrow directions, as
    /// `arrowPopover(isPresented:style:attachmentAnchor:permittedArrowDirections:alignment:gap:outsideTap:dim:dismissAfter:onDismiss:content:)`,
    /// telling `onDismiss` how it ended.
    ///
    /// ```swift
    /// Button("Filter") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo, permittedArrowDirections: [.up], onDismiss: { ending in print(ending) }) {
    ///         Text("Newest first").padding(8)
    ///     }
    /// ```
    @MainActor
    public func arrowPopover<Content: View>(
        isPresented: Binding<Bool>,
        style: PopoverStyle = .system,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        permittedArrowDirections: [ArrowDirection],
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        outsideTap: OutsideTap = .dismiss,
        dim: PopoverDim = .none,
        dismissAfter: TimeInterval? = nil,
        onDismiss: @escaping (PopoverEnding) -> Void,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        arrowPopover(isPresented: isPresented, settings: ArrowPopoverSettings(
            style: style, directions: .ordered(permittedArrowDirections), alignment: alignment, gap: gap,
            attachment: attachmentAnchor, outsideTap: outsideTap, dim: dim, dismissAfter: dismissAfter
        ), onDismiss: onDismiss, content: content)
    }

    /// The modifiers' common body, for this module's drivers too (a tour's steps).
    @MainActor
    func arrowPopover<Content: View>(
        isPresented: Binding<Bool>, settings: ArrowPopoverSettings, onDismiss: ((PopoverEnding) -> Void)?,
        content: @escaping () -> Content
    ) -> some View {
        arrowPopoverAnchor(settings.attachment, presenter: ArrowPopoverPresenter(
            isPresented: isPresented.wrappedValue, flag: PresentationFlag(isPresented), settings: settings,
            onDismiss: onDismiss, content: ArrowPopoverContent { AnyView(content()) }
        ))
    }
}
#endif
