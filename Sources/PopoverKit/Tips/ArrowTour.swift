#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import Combine
import PopoverCore
import PopoverTips
import SwiftUI

/// Drives a ``/PopoverTips/Tour`` in SwiftUI. Mark each step's anchor view with
/// ``SwiftUI/View/arrowTourStep(_:of:tip:style:)``; the step the core shows gets its tip
/// with the core's ``/PopoverTips/TourButtons``, and the anchors' appearing and
/// disappearing tell the tour which steps can show (a step whose view is not on screen
/// is skipped or waited for, as `missingAnchor` says). A tip's popover ending on its own
/// tells the tour what UIKit's ``TourPresenter`` tells it
/// (``/PopoverTips/TourEvent/init(ending:step:)``): closed by the user (Escape,
/// VoiceOver's escape gesture) skips the tour; its anchor gone or no room marks the
/// step's anchor missing. The shown step's anchor is the target of an
/// ``SwiftUI/View/arrowSpotlight(_:onTapDim:)`` on the screen's root, if there is one.
///
/// A step's anchor can be on screen more than once: during a navigation transition the
/// old screen's view and the new one's overlap, and appear and disappear in either order.
/// The tour counts them (``/PopoverTips/Tour/anchorsOnScreen``), so the step stays while
/// one is left, and its tip shows at one only, the latest to appear. Buttons and endings
/// speak for their step (``/PopoverTips/Tour/handle(_:from:)``): a tip fading out after
/// the tour moved on moves it no further.
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
    /// Called with the progress after every change, to save (``/PopoverTips/TourProgress`` is `Codable`);
    /// a tour made with `book:` has saved it already, and still calls this.
    public var onProgress: ((TourProgress) -> Void)?
    /// Called once when the tour ends.
    public var onEnd: ((TourEnding) -> Void)?

    /// The views of each step on screen now, in the order they appeared: the tip shows
    /// at the last. A view replaced by another of the same step may appear before the old
    /// one disappears.
    @Published private var copies: [String: [UUID]] = [:]
    /// The step `arrowTourScrolls` is scrolling into view: its tip waits until the scroll
    /// ends, so it is not placed at an anchor still off screen.
    @Published var revealing: String?
    /// Whether an `arrowTourScrolls` scrolls this tour's steps in.
    var scrollsSteps = false
    /// Views whose tip found no room (the keyboard, a rotation): counted gone for a
    /// second, then on screen again unless they disappeared meanwhile, so a view that
    /// stays is tried again rather than missing for good.
    private var unplaced: Set<UUID> = []
    /// The progress last reported, so `onProgress` hears only of changes.
    private var reported: TourProgress?
    /// The book that keeps the tour's progress, and the tour's identifier in it.
    private var kept: (book: TipBook, id: String)?

    /// A tour of `steps` (their identifiers, as the anchors' modifiers name them); throws as
    /// ``/PopoverTips/Tour/init(steps:missingAnchor:resumingFrom:)`` does.
    ///
    /// ```swift
    /// let tour = try ArrowTour(steps: ["share", "filter"], missingAnchor: .wait)
    /// tour.start()   // waits for the share button's view to appear
    /// ```
    public init(steps: [String], missingAnchor: MissingAnchor = .skip, resumingFrom progress: TourProgress? = nil) throws {
        tour = try Tour(steps: steps, missingAnchor: missingAnchor, resumingFrom: progress)
    }

    /// The tour `id` kept by `book`: it resumes where the book says the tour stood
    /// (``TipBook/tourProgress(of:)``) and records each change of its progress there
    /// (before ``onEnd`` and ``onProgress`` hear of it), so it resumes after a relaunch with
    /// no code of the app's own; a tour that ended, completed or skipped, stays ended until
    /// ``TipBook/resetTour(_:)`` or ``TipBook/resetAll()``. Make it where it outlives the
    /// screens its steps are on (a tour across screens waits on them with `.wait`). Throws
    /// as ``init(steps:missingAnchor:resumingFrom:)`` does.
    ///
    /// ```swift
    /// let tour = try ArrowTour(id: "onboarding", steps: ["share", "filter"], missingAnchor: .wait, book: TipBook())
    /// tour.start()   // at the step it stood at when the app was last quit
    /// ```
    public convenience init(id: String, steps: [String], missingAnchor: MissingAnchor = .skip, book: TipBook) throws {
        try self.init(steps: steps, missingAnchor: missingAnchor, resumingFrom: book.tourProgress(of: id))
        kept = (book, id)
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

    /// Starts (or resumes) the tour on the main queue's next turn, once the views that
    /// appear with the caller have said so: the steps whose anchors are not on screen
    /// then count as missing.
    ///
    /// ```swift
    /// let tour = try ArrowTour(steps: ["share"])
    /// tour.start()
    /// ```
    public func start() {
        DispatchQueue.main.async { [self] in
            report(tour.start(onScreen: Set(tour.anchorsOnScreen.filter { $0.value > 0 }.keys)))
        }
    }

    /// Sends the tour an event of the app's own: `.back` from a toolbar button, say.
    ///
    /// ```swift
    /// let tour = try ArrowTour(steps: ["share", "filter"])
    /// tour.send(.skip)
    /// ```
    public func send(_ event: TourEvent) {
        report(tour.handle(event))
    }

    /// Tells the app of an ending and of new progress, recorded first in the book that keeps
    /// the tour, as UIKit's ``TourPresenter`` does (the views follow `tour` by themselves).
    private func report(_ effects: [TourEffect]) {
        let changed = tour.progress != reported
        reported = tour.progress
        if changed, let kept { kept.book.recordTourProgress(kept.id, tour.progress) }
        for effect in effects {
            switch effect {
            case let .ended(ending): onEnd?(ending)
            case let .show(step) where scrollsSteps: revealing = tour.steps[step]
            case .show, .hide: break
            }
        }
        if changed { onProgress?(tour.progress) }
    }

    /// View `copy` of step `id`'s anchor appeared or disappeared (each once: a view gone
    /// already, its popover having ended, is not gone twice).
    func anchor(_ id: String, copy: UUID, onScreen appeared: Bool) {
        var views = copies[id, default: []]
        if appeared {
            guard !views.contains(copy) else { return }
            views.append(copy)
        } else {
            unplaced.remove(copy)
            guard let place = views.firstIndex(of: copy) else { return }
            views.remove(at: place)
        }
        copies[id] = views
        guard let index = tour.steps.firstIndex(of: id) else { return }
        send(appeared ? .anchorAppeared(step: index) : .anchorDisappeared(step: index))
    }

    /// Whether view `copy` of step `id` shows the step's tip now: the step is shown and
    /// this is the latest of its views to appear.
    func shows(_ id: String, at copy: UUID) -> Bool {
        shownStep == id && copies[id]?.last == copy && revealing != id
    }

    /// The tip of step `id`, with the tour's buttons.
    func tip(_ content: TipContent, for id: String) -> TipContent {
        guard let index = tour.steps.firstIndex(of: id) else { return content }
        var tip = content
        tip.actions = buttons.actions(step: index, of: tour.steps.count)
        return tip
    }

    /// One of step `id`'s buttons was tapped: nothing unless the step is shown.
    func perform(_ action: TipAction, at id: String) {
        guard let index = tour.steps.firstIndex(of: id), let event = buttons.event(for: action, step: index, of: tour.steps.count) else { return }
        report(tour.handle(event, from: index))
    }

    /// Step `id`'s popover at view `copy` ended on its own (not because the tour moved
    /// on): the user's close is the event UIKit's driver sends; its anchor gone or no
    /// room counts that view gone (its own disappearance then counts for nothing), so the
    /// step is missing only if no other view of it is on screen; after no room, the view
    /// counts again a second later if it has not disappeared.
    func ended(_ ending: PopoverEnding, at id: String, copy: UUID) {
        guard let index = tour.steps.firstIndex(of: id), let event = TourEvent(ending: ending, step: index) else { return }
        if case .anchor = event {
            anchor(id, copy: copy, onScreen: false)
            guard case .placementFailed = ending else { return }
            unplaced.insert(copy)
            DispatchQueue.main.asyncAfter(deadline: .now() + TourTiming.unplacedRetry) { [weak self] in
                guard let self, self.unplaced.remove(copy) != nil else { return }
                self.anchor(id, copy: copy, onScreen: true)
            }
        } else {
            report(tour.handle(event, from: index))
        }
    }
}

/// Shows a tour step's tip at the view it modifies, while the tour shows that step.
private struct ArrowTourStep: ViewModifier {
    let id: String
    @ObservedObject var tour: ArrowTour
    let tip: TipContent
    let style: PopoverStyle
    /// This view among the step's views on screen.
    @State private var copy = UUID()

    func body(content: Content) -> some View {
        // The tour decides what shows; the popover's own endings reach it through `onEnding`.
        let isShown = Binding(get: { tour.shows(id, at: copy) }, set: { _ in })
        let settings = ArrowPopoverSettings(
            style: style, directions: .ordered(ArrowDirection.arrowed), alignment: .center, gap: 0, attachment: .rect(.bounds),
            outsideTap: .passThrough, onEnding: { [weak tour, id, copy = self.copy] ending in tour?.ended(ending, at: id, copy: copy) }
        )
        content
            .arrowPopover(isPresented: isShown, settings: settings, onDismiss: nil) {
                ArrowTipView(tip: tour.tip(tip, for: id), style: style) { action in tour.perform(action, at: id) }
            }
            #if canImport(UIKit)
            .arrowSpotlightTarget(isActive: tour.shows(id, at: copy))
            #endif
            .onAppear { tour.anchor(id, copy: copy, onScreen: true) }
            .onDisappear { tour.anchor(id, copy: copy, onScreen: false) }
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
    public func arrowTourStep(_ id: String, of tour: ArrowTour, tip: TipContent, style: PopoverStyle = .system) -> some View {
        modifier(ArrowTourStep(id: id, tour: tour, tip: tip, style: style))
    }
}
#endif
