#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

/// Shows a ``/PopoverTips/Tour`` in UIKit: each step a tip (``PopoverView/tip(_:style:dismissAfter:onAction:)``)
/// at its anchor view, with the core's ``/PopoverTips/TourButtons`` (Next, or Done on the
/// last step, and Skip). The core's
/// tour decides what shows; this feeds it the buttons, the anchors (missing when a step's
/// view is gone or not on screen) and the popovers' own endings (closed by the user:
/// skipped; anchor gone: missing), and reports progress to save. A step whose anchor is
/// scrolled out of its scroll view is scrolled into view first
/// (``/PopoverCore/AnchorReveal``); a table or collection view's cell that is not loaded
/// has no view to scroll to: scroll to its row yourself, then call ``anchorsChanged()``. A tip's buttons and
/// ending speak for their step (``/PopoverTips/Tour/handle(_:from:)``): a tip fading out
/// after the tour moved on, tapped again, moves it no further.
///
/// ```swift
/// let presenter = try TourPresenter(steps: [
///     TourPresenter.Step(id: "share", content: TipContent(message: "Share from here")) { [weak self] in self?.button },
///     TourPresenter.Step(id: "edit", content: TipContent(message: "Edit your photo")) { [weak self] in self?.view },
/// ])
/// presenter.onProgress = { progress in print(progress) }
/// presenter.start(in: view)
/// ```
@MainActor
public final class TourPresenter {
    /// One step: its identifier, what its tip says, and where its anchor is now.
    public struct Step {
        /// The step's identifier (unique in the tour).
        public var id: String
        /// What its tip says (the tour adds its buttons).
        public var content: TipContent
        /// The anchor view, or `nil` when it is not there now.
        public var anchor: () -> UIView?

        /// A step.
        ///
        /// ```swift
        /// let step = TourPresenter.Step(id: "share", content: TipContent(message: "Share from here")) { nil }
        /// print(step.id)
        /// ```
        public init(id: String, content: TipContent, anchor: @escaping () -> UIView?) {
            self.id = id
            self.content = content
            self.anchor = anchor
        }
    }

    /// The steps, in order.
    public let steps: [Step]
    /// Where the tour stands; made with `book:`, each change of its progress is recorded
    /// in the book as it happens.
    public private(set) var tour: Tour {
        didSet {
            if let kept, tour.progress != oldValue.progress { kept.book.recordTourProgress(kept.id, tour.progress) }
        }
    }
    /// The tips' style.
    public var style: PopoverStyle = .system
    /// The buttons each step's tip gets, and their titles.
    public var buttons = TourButtons()
    /// Called with the progress after every change, to save (``/PopoverTips/TourProgress`` is `Codable`);
    /// a presenter made with `book:` has saved it already, and still calls this.
    public var onProgress: ((TourProgress) -> Void)?
    /// Called once when the tour ends.
    public var onEnd: ((TourEnding) -> Void)?

    private weak var container: UIView?
    /// Hears the container leave and rejoin a window: a push or a tab switch pauses the
    /// step shown, and it shows again when the screen comes back.
    private lazy var screenObserver: AnchorWindowObserver = {
        let observer = AnchorWindowObserver()
        observer.onChange = { [weak self] inWindow in
            if inWindow { self?.resumePausedStep() }
        }
        return observer
    }()
    private var shown: (step: Int, popover: PopoverView)?
    /// The book that keeps the tour's progress, and the tour's identifier in it.
    private var kept: (book: TipBook, id: String)?

    /// A presenter for `steps`; throws as ``/PopoverTips/Tour/init(steps:missingAnchor:resumingFrom:)`` does.
    ///
    /// ```swift
    /// let presenter = try TourPresenter(steps: [
    ///     TourPresenter.Step(id: "share", content: TipContent(message: "Share from here")) { nil },
    /// ], missingAnchor: .wait)
    /// presenter.start(in: view)   // waits: the step's anchor is not there
    /// ```
    public init(steps: [Step], missingAnchor: MissingAnchor = .skip, resumingFrom progress: TourProgress? = nil) throws {
        self.steps = steps
        tour = try Tour(steps: steps.map(\.id), missingAnchor: missingAnchor, resumingFrom: progress)
    }

    /// A presenter for the tour `id` kept by `book`: it resumes where the book says the tour
    /// stood (``TipBook/tourProgress(of:)``) and records each change of its progress there
    /// (before ``onEnd`` and ``onProgress`` hear of it), so it resumes after a relaunch with
    /// no code of the app's own; a tour that ended, completed or skipped, stays ended until
    /// ``TipBook/resetTour(_:)`` or ``TipBook/resetAll()``. Throws as
    /// ``init(steps:missingAnchor:resumingFrom:)`` does.
    ///
    /// ```swift
    /// let presenter = try TourPresenter(id: "onboarding", steps: [
    ///     TourPresenter.Step(id: "share", content: TipContent(message: "Share from here")) { nil },
    /// ], missingAnchor: .wait, book: TipBook())
    /// presenter.start(in: view)
    /// ```
    public convenience init(id: String, steps: [Step], missingAnchor: MissingAnchor = .skip, book: TipBook) throws {
        try self.init(steps: steps, missingAnchor: missingAnchor, resumingFrom: book.tourProgress(of: id))
        kept = (book, id)
    }

    /// Starts (or resumes) the tour in `container`.
    ///
    /// ```swift
    /// let presenter = try TourPresenter(steps: [TourPresenter.Step(id: "share", content: TipContent(message: "Share from here")) { nil }])
    /// presenter.start(in: view)
    /// ```
    public func start(in container: UIView) {
        self.container = container
        screenObserver.removeFromSuperview()
        screenObserver.install(in: container)
        apply(tour.start(onScreen: Set(steps.indices.filter(isAvailable))))
    }

    /// Tells the tour its anchors may have come or gone (after a scroll, a navigation).
    ///
    /// ```swift
    /// let presenter = try TourPresenter(steps: [TourPresenter.Step(id: "share", content: TipContent(message: "Share from here")) { nil }])
    /// presenter.anchorsChanged()
    /// ```
    public func anchorsChanged() {
        for index in steps.indices { send(.anchor(step: index, available: isAvailable(index))) }
    }

    /// Skips the rest of the tour, as its Skip button does.
    ///
    /// ```swift
    /// let presenter = try TourPresenter(steps: [TourPresenter.Step(id: "share", content: TipContent(message: "Share from here")) { nil }])
    /// presenter.skip()
    /// ```
    public func skip() { send(.skip) }

    private func isAvailable(_ index: Int) -> Bool {
        guard let container, let anchor = steps[index].anchor() else { return false }
        return anchor.window != nil && anchor.window === container.window && !anchor.isHidden
    }

    private func send(_ event: TourEvent) {
        apply(tour.handle(event))
    }

    /// An event from step `step`'s tip: nothing, not even a progress report, unless that
    /// step is shown.
    private func send(_ event: TourEvent, from step: Int) {
        let effects = tour.handle(event, from: step)
        if !effects.isEmpty { apply(effects) }
    }

    /// Does what the tour asks and reports its progress.
    private func apply(_ effects: [TourEffect]) {
        for effect in effects {
            switch effect {
            case let .show(step): show(step)
            case let .hide(step): hide(step)
            case let .ended(ending): onEnd?(ending)
            }
        }
        onProgress?(tour.progress)
    }

    private func show(_ index: Int) {
        guard let container, let anchor = steps[index].anchor() else { return send(.anchor(step: index, available: false)) }
        // The screen is away (pushed over, another tab): the step waits for it to come back.
        guard container.window != nil else { return }
        guard isAvailable(index) else { return send(.anchor(step: index, available: false)) }
        var content = steps[index].content
        content.actions = buttons.actions(step: index, of: steps.count)
        let popover = PopoverView.tip(content, style: style) { [weak self] action in
            guard let self, let event = self.buttons.event(for: action, step: index, of: self.steps.count) else { return }
            self.send(event, from: index)
        }
        popover.outsideTap = .passThrough
        popover.onDismiss = { [weak self] ended, ending in
            guard let self else { return }
            if self.shown?.popover === ended { self.shown = nil }
            let screenLeft = self.container?.window == nil
            if let event = TourEvent(ending: ending, step: index, screenLeft: screenLeft) { self.send(event, from: index) }
        }
        shown = (index, popover)
        reveal(anchor) { [weak self, weak anchor] in
            guard let self, self.shown?.popover === popover else { return }
            // Still this step's turn: point at its anchor, or say it went while scrolling.
            guard let anchor, let container = self.container, self.isAvailable(index) else {
                self.shown = nil
                return self.send(.anchor(step: index, available: false), from: index)
            }
            popover.present(from: anchor, in: container)
        }
    }

    /// The screen came back: the step shown when it left (or due while it was away)
    /// shows again.
    private func resumePausedStep() {
        guard shown == nil, case let .showing(index) = tour.state else { return }
        show(index)
    }

    /// Scrolls the nearest scroll view around `anchor` so the anchor is in view
    /// (``/PopoverCore/AnchorReveal``: the least scroll, 16 pt around it), then calls
    /// `then`: at once when it is in view already, else when the scroll ends
    /// (``/PopoverTips/TourTiming``: 0.3 s, none under Reduce Motion).
    private func reveal(_ anchor: UIView, then: @escaping () -> Void) {
        var ancestor = anchor.superview
        while let view = ancestor, !(view is UIScrollView) { ancestor = view.superview }
        guard let scrollView = ancestor as? UIScrollView, let offset = AnchorReveal.contentOffset(
            revealing: anchor.convert(anchor.bounds, to: scrollView), bounds: scrollView.bounds,
            contentSize: scrollView.contentSize, insets: PopoverInsets(scrollView.adjustedContentInset)
        ) else { return then() }
        let duration = TourTiming.revealScrollDuration(reduceMotion: UIAccessibility.isReduceMotionEnabled)
        guard duration > 0 else {
            scrollView.contentOffset = offset
            return then()
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            scrollView.contentOffset = offset
        }, completion: { _ in then() })
    }

    private func hide(_ index: Int) {
        guard let shown, shown.step == index else { return }
        self.shown = nil
        shown.popover.dismiss(animated: true)
    }
}
#endif
