#if canImport(SwiftUI) && canImport(UIKit)
import PopoverTips
import SwiftUI

extension View {
    /// Scrolls `proxy`'s scroll view to each step of `tour` as it comes up (shown, or
    /// waited for), the least that brings it into view (`anchor` `nil`, as
    /// ``/PopoverCore/AnchorReveal`` does in UIKit) or to `anchor`: a step below the fold
    /// is scrolled in before its tip points at it. Give each step's view its step's id
    /// with `.id(_:)` too; in a lazy stack, whose views off screen do not exist yet, make
    /// the tour wait for missing anchors (`missingAnchor: .wait`), so it scrolls to the
    /// step rather than skipping it.
    ///
    /// ```swift
    /// ScrollViewReader { proxy in
    ///     ScrollView {
    ///         Button("Share") {}.arrowTourStep("share", of: tour, tip: TipContent(message: "Share from here")).id("share")
    ///     }
    ///     .arrowTourScrolls(tour, with: proxy)
    /// }
    /// ```
    public func arrowTourScrolls(_ tour: ArrowTour, with proxy: ScrollViewProxy, anchor: UnitPoint? = nil) -> some View {
        modifier(ArrowTourScrolling(tour: tour, proxy: proxy, anchor: anchor))
    }
}

/// Scrolls to the step a tour shows or waits on, each time that changes.
@MainActor
private struct ArrowTourScrolling: ViewModifier {
    @ObservedObject var tour: ArrowTour
    let proxy: ScrollViewProxy
    let anchor: UnitPoint?

    func body(content: Content) -> some View {
        content.onChange(of: tour.tour.state) { state in
            let step: Int
            switch state {
            case let .showing(index), let .waiting(index): step = index
            case .notStarted, .ended: return
            }
            withAnimation { proxy.scrollTo(tour.tour.steps[step], anchor: anchor) }
        }
    }
}
#endif
