#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverTips
import SwiftUI

extension View {
    /// Scrolls `proxy`'s scroll view to each step of `tour` as it comes up (shown, or
    /// waited for), the least that brings it into view (`anchor` `nil`, as
    /// ``/PopoverCore/AnchorReveal`` does in UIKit) or to `anchor`: a step below the fold
    /// is scrolled in before its tip points at it (the tip waits for SwiftUI's default
    /// animation's 0.35 s, the scroll's length).
    /// Give each step's view its step's id with `.id(_:)` too; in a lazy stack, whose
    /// views off screen do not exist yet, make the tour wait for missing anchors
    /// (`missingAnchor: .wait`), so it scrolls to the step rather than skipping it.
    ///
    /// ```swift
    /// ScrollViewReader { proxy in
    ///     ScrollView {
    ///         Button("Share") {}.arrowTourStep("share", of: tour, tip: TipContent(message: "Share from here")).id("share")
    ///     }
    ///     .arrowTourScrolls(tour, with: proxy)
    /// }
    /// ```
    @MainActor
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
        content
            .onAppear { tour.scrollsSteps = true }
            .onDisappear { tour.scrollsSteps = false }
            .onChange(of: tour.tour.state) { state in
                let step: Int
                switch state {
                case let .showing(index), let .waiting(index): step = index
                case .notStarted, .ended: return
                }
                let id = tour.tour.steps[step]
                withAnimation { proxy.scrollTo(id, anchor: anchor) }
                // The tip shows once the scroll has ended: SwiftUI's default animation's
                // length (``/PopoverTips/TourTiming``). Its end cannot be heard of on every
                // SDK the package supports (`withAnimation(_:completionCriteria:_:completion:)`
                // is iOS 17's and macOS 14's SDK's).
                DispatchQueue.main.asyncAfter(deadline: .now() + TourTiming.defaultScrollAnimation) { [weak tour] in
                    if tour?.revealing == id { tour?.revealing = nil }
                }
            }
    }
}
#endif
