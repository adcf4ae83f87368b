import Foundation
import PopoverCore

/// An onboarding tour as a value: steps shown one at a time, next, back, skip and finish,
/// and steps whose anchor is missing skipped or waited for. The driver (UIKit, SwiftUI)
/// feeds it ``TourEvent``s and performs the ``TourEffect``s that come back, in order.
///
/// The rules:
/// - at most one step is shown at a time: a `show` always follows the `hide` of the step
///   shown before;
/// - `skip` and `finish` always end the tour, and an ended tour does nothing more;
/// - `next` past the last step ends it as completed; `back` on the first step does
///   nothing, and when missing anchors are skipped, neither does `back` from the first
///   step whose anchor is there (the step shown stays shown);
/// - a step whose anchor is missing is passed over in the direction of travel (`skip`),
///   or waited on with nothing shown until its anchor comes (`wait`); with every anchor
///   missing ahead, `skip` completes the tour;
/// - a step's anchor is there while the count of its anchors on screen is above zero
///   (``anchorsOnScreen``): the same step's anchor can be on screen twice (SwiftUI's old
///   and new view during a navigation transition), and one of them going does not make
///   the step missing;
/// - an event from a step's tip (``handle(_:from:)``) counts only while that step is
///   shown: a stale tip's button (a step fading out) changes nothing;
/// - ``progress`` says where it stands, to save and resume with ``init(steps:missingAnchor:resumingFrom:)``.
///
/// ```swift
/// var tour = try Tour(steps: ["share", "filter", "export"])
/// tour.handle(.start) == [.show(0)]                        // true
/// tour.handle(.anchor(step: 1, available: false)).isEmpty   // true
/// tour.handle(.next) == [.hide(0), .show(2)]                // true: step 1's anchor is missing
/// tour.handle(.next) == [.hide(2), .ended(.completed)]      // true
/// ```
public struct Tour: Sendable, Hashable {
    /// Where a tour stands.
    public enum State: Sendable, Hashable {
        /// Not started.
        case notStarted
        /// Showing this step.
        case showing(Int)
        /// At this step, waiting for its anchor, showing nothing.
        case waiting(Int)
        /// Over.
        case ended(TourEnding)
    }

    /// The steps' identifiers, in order (unique).
    public let steps: [String]
    /// What to do with a step whose anchor is missing.
    public let missingAnchor: MissingAnchor
    /// Where it stands.
    public private(set) var state: State = .notStarted
    /// How many of each step's anchors are on screen, for the steps the driver told of
    /// (``TourEvent/anchorAppeared(step:)``, ``start(onScreen:)``); a step it never told
    /// of is taken to be there. A step is missing while its count is zero.
    ///
    /// ```swift
    /// var tour = try Tour(steps: ["share", "filter"])
    /// _ = tour.handle(.anchorAppeared(step: 1))
    /// _ = tour.handle(.anchorAppeared(step: 1))
    /// tour.anchorsOnScreen[1]  // 2
    /// ```
    public private(set) var anchorsOnScreen: [Int: Int] = [:]
    private var startStep = 0

    /// A tour of `steps` (identifiers, unique, at least one), starting afresh or where
    /// `progress` says. Throws ``/PopoverCore/PopoverInputError`` for no steps or a repeated one.
    ///
    /// ```swift
    /// try Tour(steps: [])  // throws: steps: must name at least one step, got []
    /// ```
    public init(steps: [String], missingAnchor: MissingAnchor = .skip, resumingFrom progress: TourProgress? = nil) throws {
        guard !steps.isEmpty else { throw PopoverInputError(field: "steps", rule: "must name at least one step", value: "[]") }
        var seen: Set<String> = []
        for step in steps where !seen.insert(step).inserted {
            throw PopoverInputError(field: "steps", rule: "must name each step once", value: "\"\(step)\" twice")
        }
        self.steps = steps
        self.missingAnchor = missingAnchor
        if let progress {
            if let ending = progress.ending { state = .ended(ending) }
            startStep = progress.step.flatMap { steps.firstIndex(of: $0) } ?? 0
        }
    }

    /// Where the tour stands, to save: the current step's identifier, or how it ended.
    ///
    /// ```swift
    /// try Tour(steps: ["share"]).progress.step  // nil
    /// ```
    public var progress: TourProgress {
        switch state {
        case .notStarted: TourProgress(step: startStep == 0 ? nil : steps[startStep], ending: nil)
        case let .showing(step), let .waiting(step): TourProgress(step: steps[step], ending: nil)
        case let .ended(ending): TourProgress(step: nil, ending: ending)
        }
    }

    /// Starts (or resumes) the tour with the anchors that are on screen now: every step
    /// not in `onScreen` counts as missing, then ``TourEvent/start``. What both drivers
    /// do when the app starts a tour.
    ///
    /// ```swift
    /// var tour = try Tour(steps: ["share", "filter"])
    /// tour.start(onScreen: [1]) == [.show(1)]   // true: the share button is not there
    /// ```
    public mutating func start(onScreen: Set<Int>) -> [TourEffect] {
        guard state == .notStarted else { return [] }
        for step in steps.indices where !onScreen.contains(step) { anchorsOnScreen[step] = 0 }
        return handle(.start)
    }

    /// Takes an event from a step's tip (its buttons, its popover's own ending) and returns
    /// what the driver must do, or nothing when `step` is not the step shown: the tip of a
    /// step the tour has left (fading out, tapped twice) moves it no further.
    ///
    /// ```swift
    /// var tour = try Tour(steps: ["share", "filter", "export"])
    /// _ = tour.handle(.start)
    /// tour.handle(.next, from: 0) == [.hide(0), .show(1)]   // true
    /// tour.handle(.next, from: 0).isEmpty                   // true: step 0 is no longer shown
    /// ```
    public mutating func handle(_ event: TourEvent, from step: Int) -> [TourEffect] {
        guard state == .showing(step) else { return [] }
        return handle(event)
    }

    /// Takes an event and returns what the driver must do, in order.
    ///
    /// ```swift
    /// var tour = try Tour(steps: ["share", "filter"])
    /// tour.handle(.skip) == [.ended(.skipped)]   // true
    /// ```
    public mutating func handle(_ event: TourEvent) -> [TourEffect] {
        if case .ended = state { return [] }
        switch event {
        case .start:
            guard state == .notStarted else { return [] }
            return move(to: startStep, going: 1)
        case .next:
            guard let current else { return [] }
            return move(to: current + 1, going: 1)
        case .back:
            guard let current, let target = stepBack(from: current) else { return [] }
            return move(to: target, going: -1)
        case .skip: return end(.skipped)
        case .finish: return end(.completed)
        case let .anchor(step, available):
            return count(step) { available ? max($0 ?? 1, 1) : 0 }
        case let .anchorAppeared(step):
            return count(step) { ($0 ?? 0) + 1 }
        case let .anchorDisappeared(step):
            return count(step) { max(($0 ?? 0) - 1, 0) }
        }
    }

    /// Sets the count of `step`'s anchors on screen from the one before (`nil`: never
    /// told), then shows the step waited on whose anchor came, or takes away the step
    /// shown whose last anchor went.
    private mutating func count(_ step: Int, _ newCount: (Int?) -> Int) -> [TourEffect] {
        guard steps.indices.contains(step) else { return [] }
        anchorsOnScreen[step] = newCount(anchorsOnScreen[step])
        let available = !isMissing(step)
        switch state {
        case .waiting(step) where available: return settle(step, going: 1)
        case .showing(step) where !available: return takeAway() + settle(step, going: 1)
        default: return []
        }
    }

    /// Whether no anchor of `step` is on screen (a step never told of is there).
    private func isMissing(_ step: Int) -> Bool {
        anchorsOnScreen[step] == 0
    }

    /// The step being shown or waited on.
    private var current: Int? {
        switch state {
        case let .showing(step), let .waiting(step): step
        case .notStarted, .ended: nil
        }
    }

    /// Where `back` goes from `current`: the step before it, or when missing anchors are
    /// skipped, the nearest step before it whose anchor is there; `nil` when there is
    /// none, so `back` never takes away a step with nothing to show instead.
    private func stepBack(from current: Int) -> Int? {
        switch missingAnchor {
        case .wait: current > 0 ? current - 1 : nil
        case .skip: (0..<current).last { !isMissing($0) }
        }
    }

    /// Goes to `target`, travelling `going` (1 or -1), taking away the step shown.
    private mutating func move(to target: Int, going: Int) -> [TourEffect] {
        let effects = takeAway()
        guard steps.indices.contains(target) else { return effects + end(.completed) }
        return effects + settle(target, going: going)
    }

    /// Takes away the step shown, if any: the tour stays at it, showing nothing.
    private mutating func takeAway() -> [TourEffect] {
        guard case let .showing(step) = state else { return [] }
        state = .waiting(step)
        return [.hide(step)]
    }

    /// Shows `step`, or passes over or waits on it if its anchor is missing. Nothing is
    /// shown when this is called. Going back, `step` comes from ``stepBack(from:)``, so
    /// when skipping its anchor is there and the passing over only ever goes forward.
    private mutating func settle(_ step: Int, going: Int) -> [TourEffect] {
        var target = step
        while isMissing(target) {
            if missingAnchor == .wait {
                state = .waiting(target)
                return []
            }
            target += going
            guard steps.indices.contains(target) else { return end(.completed) }
        }
        state = .showing(target)
        return [.show(target)]
    }

    private mutating func end(_ ending: TourEnding) -> [TourEffect] {
        let effects = takeAway()
        state = .ended(ending)
        return effects + [.ended(ending)]
    }
}

/// Where a tour stood, to save between launches and resume (``Tour/progress``).
///
/// ```swift
/// let saved = try JSONEncoder().encode(TourProgress(step: "filter", ending: nil))
/// ```
public struct TourProgress: Sendable, Hashable, Codable {
    /// The step it was at; `nil` before it started or once it ended.
    public var step: String?
    /// How it ended; `nil` while it runs.
    public var ending: TourEnding?

    /// Progress at `step`, or ended by `ending`.
    ///
    /// ```swift
    /// TourProgress(step: nil, ending: .completed).ending  // .completed
    /// ```
    public init(step: String?, ending: TourEnding?) {
        self.step = step
        self.ending = ending
    }
}
