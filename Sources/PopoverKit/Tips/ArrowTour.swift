#if canImport(SwiftUI) && canImport(UIKit)
import Combine
@_spi(Plumbing) import PopoverCore
import SwiftUI

/// Drives a ``/PopoverCore/Tour`` in SwiftUI. Mark each step's anchor view with
/// ``SwiftUI/View/arrowTourStep(_:of:tip:style:)``; the step the core shows gets its tip
/// with the core's ``/PopoverCore/TourButtons``, and the anchors' appearing and
/// disappearing tell the tour which steps can show (a step whose view is not on screen
/// is skipped or waited for, as `missingAnchor` says). Closing a tip without its buttons
/// (Escape, VoiceOver's escape gesture) skips the tour, as in UIKit's ``TourPresenter``.
///
/// ```swift
/// // @StateObject private var tour = try! ArrowTour(steps: ["share", "filter"])
/// VStack {
///     Button("Share") {}.arrowTourStep("share", of: tour, tip: TipContent(message: "Share from here"))
///     Button("Filter") {}.arrowTourStep("filter", of: tour, tip: TipContent(message: "Filter your photos"))
/// }
/// .onAppear { tour.start() }
/// ```
@MainActor
public final class ArrowTour: ObservableObject {
    /// Where the tour stands.
    @Published public private(set) var tour: Tour
    /// The buttons each step's tip gets, and their titles.
    public var buttons = TourButtons()
    /// Called with the progress after every change, to save (``/PopoverCore/TourProgress`` is `Codable`).
    public var onProgress: ((TourProgress) -> Void)?
    /// Called once when the tour ends.
    public var onEnd: ((TourEnding) -> Void)?

    /// The steps whose anchor views are on screen now.
    private var onScreen: Set<String> = []

    /// A tour of `steps` (their identifiers, as the anchors' modifiers name them); throws as
    /// ``/PopoverCore/Tour/init(steps:missingAnchor:resumingFrom:)`` does.
    ///
    /// ```swift
    /// let tour = try ArrowTour(steps: ["share", "filter"], missingAnchor: .wait)
    /// tour.start()   // waits for the share button's view to appear
    /// ```
    public init(steps: [String], missingAnchor: MissingAnchor = .skip, resumingFrom progress: TourProgress? = nil) throws {
        tour = try Tour(steps: steps, missingAnchor: missingAnchor, resumingFrom: progress)
    }

    /// The step whose tip shows now, or `nil`.
    ///
    /// ```swift
    /// let tour = try ArrowTour(steps: ["share"])
    /// tour.shownStep  // nil: not started
    /// ```
    public var shownStep: String? {
        guard case let .showing(index) = tour.state else { return nil }
        return tour.steps[index]
    }

    /// Starts (or resumes) the tour: the steps whose anchors are not on screen count as missing.
    ///
    /// ```swift
    /// let tour = try ArrowTour(steps: ["share"])
    /// tour.start()
    /// ```
    public func start() {
        for (index, id) in tour.steps.enumerated() where !onScreen.contains(id) { _ = tour.handle(.anchor(step: index, available: false)) }
        send(.start)
    }

    /// Sends the tour an event of the app's own: `.back` from a toolbar button, say.
    ///
    /// ```swift
    /// let tour = try ArrowTour(steps: ["share", "filter"])
    /// tour.send(.skip)
    /// ```
    public func send(_ event: TourEvent) {
        for effect in tour.handle(event) {
            if case let .ended(ending) = effect { onEnd?(ending) }
        }
        onProgress?(tour.progress)
    }

    /// A step's anchor view appeared or disappeared.
    func anchor(_ id: String, onScreen: Bool) {
        if onScreen { self.onScreen.insert(id) } else { self.onScreen.remove(id) }
        guard let index = tour.steps.firstIndex(of: id), tour.state != .notStarted else { return }
        send(.anchor(step: index, available: onScreen))
    }

    /// The tip of step `id`, with the tour's buttons.
    func tip(_ content: TipContent, for id: String) -> TipContent {
        var tip = content
        tip.actions = buttons.actions(step: tour.steps.firstIndex(of: id) ?? 0, of: tour.steps.count)
        return tip
    }

    /// One of step `id`'s buttons was tapped.
    func perform(_ action: TipAction, at id: String) {
        guard shownStep == id, let index = tour.steps.firstIndex(of: id),
              let event = buttons.event(for: action, step: index, of: tour.steps.count) else { return }
        send(event)
    }

    /// Step `id`'s tip closed without its buttons while it was the one shown: with its
    /// anchor on screen the user closed it, which skips the tour (as UIKit's `.dismissed`
    /// does); with its anchor gone, the step's anchor is missing.
    func closedByUser(_ id: String) {
        guard shownStep == id, let index = tour.steps.firstIndex(of: id) else { return }
        send(onScreen.contains(id) ? .skip : .anchor(step: index, available: false))
    }
}

/// Shows a tour step's tip at the view it modifies, while the tour shows that step.
private struct ArrowTourStep: ViewModifier {
    let id: String
    @ObservedObject var tour: ArrowTour
    let tip: TipContent
    let style: PopoverStyle

    func body(content: Content) -> some View {
        let isShown = Binding(get: { tour.shownStep == id }, set: { shown in if !shown { tour.closedByUser(id) } })
        content
            .arrowPopover(isPresented: isShown, style: style, dismissesOnOutsideTap: false) {
                ArrowTipView(tip: tour.tip(tip, for: id), style: style) { action in tour.perform(action, at: id) }
            }
            .onAppear { tour.anchor(id, onScreen: true) }
            .onDisappear { tour.anchor(id, onScreen: false) }
    }
}

extension View {
    /// Makes this view the anchor of tour step `id`: while `tour` shows that step, its
    /// tip (`tip`, with the tour's buttons) points at this view in an `arrowPopover` of
    /// `style`, which a tap outside does not close.
    ///
    /// ```swift
    /// Button("Share") {}
    ///     .arrowTourStep("share", of: tour, tip: TipContent(title: "Share", message: "Send this photo to a friend"))
    /// ```
    @MainActor
    public func arrowTourStep(_ id: String, of tour: ArrowTour, tip: TipContent, style: PopoverStyle = .tooltip) -> some View {
        modifier(ArrowTourStep(id: id, tour: tour, tip: tip, style: style))
    }
}
#endif
