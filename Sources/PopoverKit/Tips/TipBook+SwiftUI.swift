#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import PopoverTips
import SwiftUI

extension View {
    /// Shows the tip `id` pointing at this view whenever `book` says its `rules` allow it
    /// while the view is on screen (TipKit's `popoverTip`), as
    /// ``TipBook/show(_:_:rules:style:textStyle:image:dismissAfter:from:in:onAction:)``
    /// does in UIKit: the display counts once the tip is placed on screen, its ending is
    /// recorded, and a tip waiting on an event or a parameter shows when the book records
    /// it. At most one showing each time the view appears: a tip that ended stays away
    /// until the view appears again, whatever its rules.
    ///
    /// ```swift
    /// // @StateObject private var book = TipBook()
    /// Button("Share") {}
    ///     .arrowTip("share", TipContent(message: "Tap here to share"), rules: TipRules(maximumDisplayCount: 3), book: book)
    /// ```
    @MainActor
    public func arrowTip(
        _ id: String, _ tip: TipContent, rules: TipRules, book: TipBook, style: PopoverStyle = .system,
        textStyle: TipTextStyle = TipTextStyle(), image: Image? = nil, arrowEdge: Edge? = nil, alignment: PopoverAlignment = .center,
        gap: CGFloat = 0, outsideTap: OutsideTap = .dismiss, dim: PopoverDim = .none, dismissAfter: TimeInterval? = nil,
        onAction: ((TipAction) -> Void)? = nil
    ) -> some View {
        modifier(BookTipModifier(
            id: id, tip: tip, rules: rules, book: book, style: style, textStyle: textStyle, image: image, arrowEdge: arrowEdge,
            alignment: alignment, gap: gap, outsideTap: outsideTap, dim: dim, dismissAfter: dismissAfter, onAction: onAction
        ))
    }
}

/// A tip shown by a ``TipBook``'s rules in SwiftUI: asks the book when the view appears
/// and when the ledger changes, records the display on the tip's own first placement and
/// the ending through ``/PopoverTips/TipShowing`` (kept in a reference, so an action's
/// ending survives the view going away in the same turn).
@MainActor
private struct BookTipModifier: ViewModifier {
    let id: String
    let tip: TipContent
    let rules: TipRules
    @ObservedObject var book: TipBook
    let style: PopoverStyle
    let textStyle: TipTextStyle
    let image: Image?
    let arrowEdge: Edge?
    let alignment: PopoverAlignment
    let gap: CGFloat
    let outsideTap: OutsideTap
    let dim: PopoverDim
    let dismissAfter: TimeInterval?
    let onAction: ((TipAction) -> Void)?

    @State private var isPresented = false
    @State private var showing = ShowingBox()
    /// Whether this appearance has had its showing.
    @State private var shown = false
    @State private var onScreen = false

    func body(content: Content) -> some View {
        let showing = showing, book = book, id = id, rules = rules
        var settings = ArrowPopoverSettings(
            style: style, directions: .edge(arrowEdge), alignment: alignment, gap: gap, attachment: .rect(.bounds),
            outsideTap: outsideTap, dim: dim, dismissAfter: dismissAfter
        )
        settings.onPlacement = { _ in
            if !showing.value.hasAppeared, showing.value.appeared() { book.recordDisplay(of: id) }
        }
        return content
            .arrowPopover(isPresented: $isPresented, settings: settings, onDismiss: { ending in
                if let tipEnding = showing.value.ended(ending) { book.record(id, tipEnding, rules: rules) }
                book.release(id)
            }) {
                ArrowTipView(tip: tip, style: style, textStyle: textStyle, image: image) { action in
                    showing.value.actionPerformed()
                    onAction?(action)
                    isPresented = false
                }
            }
            .onAppear {
                onScreen = true
                shown = false
                showIfAllowed()
            }
            .onDisappear {
                onScreen = false
                isPresented = false
                book.release(id)
            }
            .onReceive(book.objectWillChange) { _ in
                // The ledger changed and is saved (an event, a parameter): ask again.
                showIfAllowed()
            }
    }

    private func showIfAllowed() {
        guard onScreen, !shown, !isPresented, book.reserve(id, rules: rules) else { return }
        shown = true
        showing.value = TipShowing()
        isPresented = true
    }
}

/// A ``/PopoverTips/TipShowing`` the modifier's closures share.
@MainActor
private final class ShowingBox {
    var value = TipShowing()
}
#endif
