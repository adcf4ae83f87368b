import Foundation

extension Placement {
    /// Places a popover: picks the arrow direction, the frame, the content frame and
    /// the arrow offset.
    ///
    /// The rules: the first permitted direction (in preference order, the current
    /// one first while it still fits) where the whole popover fits beside the anchor
    /// inside the container less its insets; if none fits, the one that shows the
    /// most content, shrinking the content to fit. The popover is placed along the
    /// arrow's edge by ``PlacementOptions/alignment`` (centred on the anchor by default),
    /// slid back inside, and the arrow offset set so the tip stays where it aims: on the
    /// anchor's near edge (in line with ``PlacementOptions/attachmentPoint`` when one is
    /// given), ``PlacementOptions/gap`` away from it. The body is never shorter along the
    /// arrow's edge than the arrow's base plus two corner radii, so a tiny content
    /// size gets a slightly larger content frame.
    ///
    /// Throws ``PopoverInputError`` for a NaN or infinite coordinate, one beyond
    /// ``PopoverLimits/maximumCoordinate`` (1e9) in magnitude, a negative size, an empty
    /// container, invalid metrics, or an anchor wholly outside the container.
    ///
    /// When content may shrink to stay inside and no permitted direction leaves room for
    /// any of it (at least 1 pt, or all of a smaller size, across and along), nothing
    /// fits: `solve` throws a ``PopoverInputError`` on `anchor` (or on `container` when no
    /// direction is permitted) rather than return a popover with an empty body. Without
    /// shrinking, the popover keeps its size; if no direction leaves room beside the
    /// anchor even for an empty popover, it is kept inside the container over the anchor,
    /// and ``Placement/overlapsAnchor`` and ``Placement/arrowClampedAwayFromAnchor`` say so.
    ///
    /// With ``PlacementOptions/showsArrow`` off the popover is placed as if its arrow had
    /// no size: on the same side by the same rules, its body where the tip would be. The
    /// placement then has no ``Placement/direction`` and tells its ``Placement/side``.
    ///
    /// ```swift
    /// let placement = try Placement.solve(PlacementRequest(
    ///     anchor: CGRect(x: 10, y: 700, width: 44, height: 44),
    ///     container: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///     contentSize: CGSize(width: 200, height: 120)))
    /// placement.direction  // .down: no room below, so the popover sits above
    /// ```
    @inline(__always)
    public static func solve(_ request: PlacementRequest) throws -> Placement {
        let anchor = try validatedAnchor(request)
        guard !request.options.showsArrow else {
            var placement = try PlacementSolver(request: request, anchor: anchor).solve(request)
            placement.side = PopoverSide(arrowPointing: placement.direction)
            return placement
        }
        // No arrow: the same rules with an arrow of no size, so the body stands where the tip would.
        var beside = request
        beside.metrics = request.metrics.withoutArrow
        var placement = try PlacementSolver(request: beside, anchor: anchor).solve(beside)
        placement.side = PopoverSide(arrowPointing: placement.direction)
        placement.direction = .unknown
        placement.requestedArrowOffset = 0
        placement.metrics = request.metrics
        return placement
    }

    private static func validatedAnchor(_ request: PlacementRequest) throws -> CGRect {
        if !isValid(request) { try validate(request) }
        let c = request.container, a = request.anchor
        let x = Interval(lower: max(a.minX, c.minX), upper: min(a.maxX, c.maxX))
        let y = Interval(lower: max(a.minY, c.minY), upper: min(a.maxY, c.maxY))
        guard x.length >= 0, y.length >= 0 else {
            throw PopoverInputError(
                field: "anchor",
                rule: "must lie at least partly inside the container \(NumberText.format(c))",
                value: NumberText.format(a)
            )
        }
        return CGRect(x: x.lower, y: y.lower, width: x.length, height: y.length)
    }

    /// Whether ``validate(_:)`` passes, found with comparisons alone: good input pays
    /// for no field names.
    private static func isValid(_ request: PlacementRequest) -> Bool {
        Validation.isRect(request.container) && Validation.isPositive(request.container.width)
            && Validation.isPositive(request.container.height)
            && Validation.isInsets(request.containerInsets) && Validation.isRect(request.anchor)
            && Validation.isSize(request.contentSize) && request.metrics.isValid && request.options.isValid
    }

    /// Throws naming the first field that breaks its rule.
    private static func validate(_ request: PlacementRequest) throws {
        try Validation.rect(request.container, "container")
        try Validation.positive(request.container.width, "container.width")
        try Validation.positive(request.container.height, "container.height")
        try Validation.insets(request.containerInsets, "insets")
        try Validation.rect(request.anchor, "anchor")
        try Validation.size(request.contentSize, "contentSize")
        try request.metrics.validate()
        try request.options.validate()
    }
}

/// The placement algorithm on validated input. Each direction is solved in a
/// ``CanonicalFrame`` where it becomes `up`.
///
/// The request is passed to each step rather than kept: it is large, and copying it
/// cost a placement more than most of its arithmetic.
struct PlacementSolver {
    let anchor: CGRect
    let inner: CGRect

    init(request: PlacementRequest, anchor: CGRect) {
        self.anchor = anchor
        self.inner = request.containerInsets.inset(request.container)
    }

    /// How one direction would do.
    struct Candidate {
        let direction: ArrowDirection
        let frame: CanonicalFrame
        let anchor: CanonicalRect
        let inner: CanonicalRect
        /// Where the tip would like to be (canonical y) and how far it may go into the anchor.
        let nearLine: CGFloat
        let deepestLine: CGFloat
        let content: (along: CGFloat, across: CGFloat)
        let shrunk: (along: CGFloat, across: CGFloat)
        /// The whole popover fits beside the anchor.
        let fitsFully: Bool
        /// The whole popover fits when it may move over the anchor (only with `mayOverlapAnchor`).
        let fitsOverlapping: Bool
        /// An empty popover fits (beside the anchor, or over it when allowed).
        let fitsMinimal: Bool
        /// Shrunk to fit, the content keeps at least ``minimumShownContent`` of each side.
        let showsContent: Bool
        var shownArea: CGFloat { shrunk.along * shrunk.across }
    }

    /// The least of each side of the content (or all of a smaller side) that a shrunk
    /// popover must show: less is no popover, and `solve` says that nothing fits.
    static let minimumShownContent: CGFloat = 1

    /// Whether `shown` keeps enough of a requested content side.
    static func shows(_ shown: CGFloat, of requested: CGFloat) -> Bool {
        shown >= min(requested, minimumShownContent)
    }

    /// Places the popover for `request`, the request this solver was made with.
    @inline(__always)
    func solve(_ request: PlacementRequest) throws -> Placement {
        let order = DirectionOrder(request.permittedDirections, mirrored: request.layoutDirection == .rightToLeft)
        guard order.count > 0 else { return try placeWithoutArrow(for: request) }
        let chosen = evaluate(choose(from: order, for: request), for: request)
        // Shrinking applies: the popover keeps inside the container by giving up content.
        let shrinks = request.options.keepInsideContainer && request.options.mayShrinkContent
        guard chosen.fitsFully || !shrinks || chosen.showsContent else {
            try checkChromeFits(order, for: request)
            throw PopoverInputError(
                field: "anchor",
                rule: "must leave room for the content beside it in a permitted direction (\(order.names)) "
                    + "inside the container less its insets \(NumberText.format(inner))",
                value: NumberText.format(request.anchor)
            )
        }
        return place(chosen, for: request)
    }

    /// The least container less insets that, as a real screen's, the style's chrome must
    /// fit: an iPhone's 320 pt less 10 pt margins, each way. A popover whose arrow, corners
    /// and content insets need more does not fit on any screen, and the style is blamed;
    /// one that needs less is too big for this container, and the container is.
    static let smallestScreenRoom: CGFloat = 300

    /// Throws naming what leaves no room for the least content, in every permitted direction,
    /// inside a container less its insets that has room for the content alone (wherever the
    /// anchor is): the `container`, when the style's chrome would fit in a real screen's
    /// room (``smallestScreenRoom``); else the style's `arrow` when the popover fits without
    /// it, its `cornerRadius` when it fits without the arrow and its corners, and its
    /// `contentInsets` otherwise.
    private func checkChromeFits(_ order: DirectionOrder, for request: PlacementRequest) throws {
        let insets = request.metrics.contentInsets, m = request.metrics
        let least = (width: min(request.contentSize.width, Self.minimumShownContent), height: min(request.contentSize.height, Self.minimumShownContent))
        guard least.width <= inner.width, least.height <= inner.height else { return }
        var withoutArrow = false, withoutCorners = false, onAScreen = false
        for index in 0..<order.count {
            let direction = order[index], frame = CanonicalFrame(direction: direction), i = frame.map(inner)
            let (chromeAlong, chromeAcross, minimumAlong) = chrome(direction, for: request)
            let content = frame.map(CGSize(width: least.width, height: least.height))
            let along = content.along + chromeAlong, across = content.across + chromeAcross
            if max(along, minimumAlong) <= i.width && across <= i.height { return }
            onAScreen = onAScreen || (max(along, minimumAlong) <= Self.smallestScreenRoom && across <= Self.smallestScreenRoom)
            withoutArrow = withoutArrow || (max(along, 2 * m.cornerRadius) <= i.width && across - m.arrowHeight <= i.height)
            withoutCorners = withoutCorners || (along <= i.width && across - m.arrowHeight <= i.height)
        }
        let room = "in a permitted direction (\(order.names)) inside the container less its insets \(NumberText.format(inner))"
        if onAScreen {
            throw PopoverInputError(
                field: "container", rule: "must leave room for the content with the style's arrow, corners and content insets, \(room)",
                value: NumberText.format(request.container.size)
            )
        }
        if withoutArrow, m.arrowHeight > 0 || m.arrowBase > 0 {
            throw PopoverInputError(
                field: "arrow", rule: "must leave room for the content, with the content insets, \(room)",
                value: "base \(NumberText.format(m.arrowBase)), height \(NumberText.format(m.arrowHeight))"
            )
        }
        if withoutCorners, m.cornerRadius > 0 {
            throw PopoverInputError(
                field: "cornerRadius", rule: "must leave room for the content and the arrow between the corners \(room)",
                value: NumberText.format(m.cornerRadius)
            )
        }
        throw PopoverInputError(
            field: "contentInsets", rule: "must leave room for the content \(room)",
            value: [insets.top, insets.left, insets.bottom, insets.right].map { NumberText.format($0) }.joined(separator: ",")
        )
    }

    /// The rules, in order: the current direction if the whole popover still fits beside
    /// the anchor; the first that fits; with overlap allowed, the current and then the
    /// first that fit over the anchor; else the one showing the most content (ties to
    /// the earlier), preferring one that shows some content, then one where an empty
    /// popover fits at all. Keeps directions and scores rather than candidates, which
    /// are costly to copy; `solve` evaluates the chosen direction again.
    private func choose(from order: DirectionOrder, for request: PlacementRequest) -> ArrowDirection {
        let current = request.currentDirection
        let currentFitsOverlapping: Bool
        if order.contains(current) {
            let candidate = evaluate(current, for: request)
            if candidate.fitsFully { return current }
            currentFitsOverlapping = candidate.fitsOverlapping
        } else {
            currentFitsOverlapping = false
        }
        var firstOverlapping = ArrowDirection.unknown
        var best = (direction: ArrowDirection.unknown, rank: -1, area: CGFloat(0))
        for index in 0..<order.count {
            let direction = order[index]
            let candidate = evaluate(direction, for: request)
            if candidate.fitsFully { return direction }
            if firstOverlapping == .unknown, candidate.fitsOverlapping { firstOverlapping = direction }
            let rank = (candidate.showsContent ? 2 : 0) + (candidate.fitsMinimal ? 1 : 0)
            if rank > best.rank || (rank == best.rank && candidate.shownArea > best.area) {
                best = (direction, rank, candidate.shownArea)
            }
        }
        if currentFitsOverlapping { return current }
        return firstOverlapping != .unknown ? firstOverlapping : best.direction
    }

    /// What the popover adds around its content for an arrow direction: content insets
    /// along the arrow's edge; insets and arrow across it; and the shortest body edge
    /// that holds the arrow's base between two corners.
    private func chrome(_ direction: ArrowDirection, for request: PlacementRequest) -> (along: CGFloat, across: CGFloat, minimumAlong: CGFloat) {
        let m = request.metrics, insets = m.contentInsets
        return (
            along: direction.isVertical ? insets.horizontal : insets.vertical,
            across: (direction.isVertical ? insets.vertical : insets.horizontal) + m.arrowHeight,
            minimumAlong: m.arrowBase + 2 * m.cornerRadius
        )
    }

    private func evaluate(_ direction: ArrowDirection, for request: PlacementRequest) -> Candidate {
        let frame = CanonicalFrame(direction: direction)
        let a = frame.map(anchor), i = frame.map(inner)
        let (chromeAlong, chromeAcross, minimumAlong) = chrome(direction, for: request)
        let content = frame.map(request.contentSize)

        // The tip's line: the anchor's near edge plus the gap (or, overlapping, as deep as its middle).
        let gap = request.options.gap
        let near = max(a.maxY + gap, i.minY)
        let deepest = request.options.mayOverlapAnchor ? max(min(a.midY + gap, near), i.minY) : near
        let roomAlong = i.width, roomBeside = i.maxY - near, roomAcross = i.maxY - deepest
        // Each axis forgives its own rounding, in proportion to its own coordinates: one shared
        // tolerance let a 10⁹ pt wide container forgive a popover 1 pt too tall (issue 45).
        let alongTolerance = 1e-9 * max(1, abs(i.minX), abs(i.maxX))
        let acrossTolerance = 1e-9 * max(1, abs(i.minY), abs(i.maxY), abs(near), abs(deepest))
        let fullAlong = max(content.along + chromeAlong, minimumAlong)
        let fullAcross = content.across + chromeAcross
        let shrunk = (
            along: max(0, min(content.along, roomAlong - chromeAlong)),
            across: max(0, min(content.across, roomAcross - chromeAcross))
        )
        return Candidate(
            direction: direction, frame: frame, anchor: a, inner: i,
            nearLine: near, deepestLine: deepest,
            content: content, shrunk: shrunk,
            fitsFully: fullAlong <= roomAlong + alongTolerance && fullAcross <= roomBeside + acrossTolerance,
            fitsOverlapping: request.options.mayOverlapAnchor
                && fullAlong <= roomAlong + alongTolerance && fullAcross <= roomAcross + acrossTolerance,
            fitsMinimal: max(chromeAlong, minimumAlong) <= roomAlong + alongTolerance
                && chromeAcross <= roomAcross + acrossTolerance,
            showsContent: Self.shows(shrunk.along, of: content.along) && Self.shows(shrunk.across, of: content.across)
        )
    }

    @inline(__always)
    private func place(_ c: Candidate, for request: PlacementRequest) -> Placement {
        let m = request.metrics, options = request.options
        let (chromeAlong, chromeAcross, minimumAlong) = chrome(c.direction, for: request)
        let shrink = options.keepInsideContainer && options.mayShrinkContent && !c.fitsFully
        let content = shrink ? c.shrunk : c.content
        let width = max(content.along + chromeAlong, minimumAlong)
        let height = content.across + chromeAcross

        let along = aim(c, for: request)
        let aligned = alignedMinX(c, width: width, height: height, aim: along, for: request)
        var x = aligned.x
        var y = c.anchor.maxY + options.gap
        if options.keepInsideContainer {
            x = Interval(lower: c.inner.minX, upper: c.inner.maxX - width).clamp(x)
            y = max(c.deepestLine, min(c.nearLine, c.inner.maxY - height))
            if !options.mayOverlapAnchor { y = c.nearLine }
            if !c.fitsMinimal {
                // No room beside the anchor even for an empty popover: rather than leave
                // the container, cover the anchor (and say so in `overlapsAnchor`).
                y = Interval(lower: c.inner.minY, upper: c.inner.maxY - height).clamp(c.nearLine)
            }
        }
        let canonicalFrame = CGRect(x: x, y: y, width: width, height: height)
        let frame = c.frame.unmap(canonicalFrame)
        let requestedOffset = along - canonicalFrame.midX
        // The background's layout, as far as the tip: `Placement` lays the rest out when asked.
        let tip = BackgroundLayout.arrowStand(in: frame, direction: c.direction, arrowOffset: requestedOffset, validMetrics: m).tip
        let canonicalTip = c.frame.map(tip)
        let line = c.anchor.maxY + options.gap
        let onEdgeAcross = options.mayOverlapAnchor
            ? Interval(lower: c.anchor.minY + options.gap, upper: line).contains(canonicalTip.y, tolerance: 0.5)
            : abs(canonicalTip.y - line) <= 0.5
        let onEdgeAlong = options.attachmentPoint == nil
            ? Interval(lower: c.anchor.minX, upper: c.anchor.maxX).contains(canonicalTip.x, tolerance: 0.5)
            : abs(canonicalTip.x - along) <= 0.5
        // Alignment held: the body where the alignment put it, or the arrow where it was asked to be.
        let alignmentHeld: Bool
        if let requested = aligned.arrowAt {
            alignmentHeld = abs((canonicalTip.x - canonicalFrame.minX) - requested) <= 0.5
        } else {
            alignmentHeld = abs(x - aligned.aligned) <= 0.5
        }
        return Placement(
            direction: c.direction,
            frame: frame,
            anchor: anchor,
            contentShrunk: content.along < c.content.along || content.across < c.content.across,
            arrowClampedAwayFromAnchor: !(onEdgeAcross && onEdgeAlong),
            overlapsAnchor: Self.covers(frame, request.anchor),
            alignmentAdjusted: !alignmentHeld,
            requestedArrowOffset: requestedOffset,
            metrics: m
        )
    }

    /// Whether "start" is at the canonical frame's high end: up and down arrows in a
    /// right-to-left layout, where the leading edge is the right one.
    private func startsAtHighEnd(_ direction: ArrowDirection, for request: PlacementRequest) -> Bool {
        direction.isVertical && request.layoutDirection == .rightToLeft
    }

    /// Where along the arrow's edge (canonical x) the tip aims: the attachment point
    /// (x from the leading edge for up and down arrows, y from the top for left and
    /// right ones), or the middle of the anchor's near edge.
    private func aim(_ c: Candidate, for request: PlacementRequest) -> CGFloat {
        guard let point = request.options.attachmentPoint else { return c.anchor.midX }
        return c.frame.map(point.location(in: anchor, layoutDirection: request.layoutDirection)).x
    }

    /// The body's canonical minimum x by the alignment, moved only as far as the arrow
    /// needs to reach its aim, before the container has its say; where the alignment
    /// alone would put it; and, with a fixed arrow position, where on the body (from its
    /// canonical minimum) the arrow was asked to be.
    private func alignedMinX(
        _ c: Candidate, width: CGFloat, height: CGFloat, aim along: CGFloat, for request: PlacementRequest
    ) -> (x: CGFloat, arrowAt: CGFloat?, aligned: CGFloat) {
        let highEnd = startsAtHighEnd(c.direction, for: request)
        switch request.options.alignment {
        case let .fraction(f):
            let fraction = highEnd ? 1 - f : f
            let aligned = c.anchor.midX - width / 2 + (fraction - 0.5) * (c.anchor.width - width)
            // Centred on its aim, the arrow always reaches it (the default: no work).
            if fraction == 0.5 && request.options.attachmentPoint == nil { return (aligned, nil, aligned) }
            // Where the arrow can reach on this body: slide (and say so) only when the aim is beyond it.
            let reach = arrowReach(c, width: width, height: height, for: request)
            let x = Interval(lower: along - reach.upper, upper: along - reach.lower).clamp(aligned)
            return (x, nil, aligned)
        case let .arrow(at: position):
            let fromStart: CGFloat
            switch position {
            case let .fraction(f): fromStart = f * width
            case let .points(p): fromStart = p
            }
            let requested = highEnd ? width - fromStart : fromStart
            // Where the arrow can stand (clear of the corners): the body moves so the tip
            // still reaches the aim from there.
            let x = along - arrowReach(c, width: width, height: height, for: request).clamp(requested)
            return (x, requested, x)
        }
    }

    /// How far from the body's canonical minimum the tip can stand: along the edge's
    /// straight part, and past it by the skew (``BackgroundLayout``'s own clamp).
    private func arrowReach(_ c: Candidate, width: CGFloat, height: CGFloat, for request: PlacementRequest) -> Interval {
        let size = c.frame.unmap(CGRect(x: 0, y: 0, width: width, height: height)).size
        func tip(_ offset: CGFloat) -> CGFloat {
            BackgroundLayout.arrowStand(in: CGRect(origin: .zero, size: size), direction: c.direction, arrowOffset: offset, validMetrics: request.metrics)
                .stand.drawnOffset + width / 2
        }
        return Interval(lower: tip(-width), upper: tip(width))
    }

    /// Whether the frame and the anchor share area (more than a rounding error in each
    /// direction); a zero-size anchor counts when it lies strictly inside the frame.
    static func covers(_ frame: CGRect, _ anchor: CGRect) -> Bool {
        let tolerance = 1e-9 * max(1, abs(frame.minX), abs(frame.maxX), abs(frame.minY), abs(frame.maxY))
        return anchor.minX < frame.maxX - tolerance && anchor.maxX > frame.minX + tolerance
            && anchor.minY < frame.maxY - tolerance && anchor.maxY > frame.minY + tolerance
    }

    /// No permitted direction: no arrow, the popover centred on the anchor and slid inside.
    private func placeWithoutArrow(for request: PlacementRequest) throws -> Placement {
        let m = request.metrics, options = request.options
        var size = request.contentSize
        if options.keepInsideContainer && options.mayShrinkContent {
            size.width = max(0, min(size.width, inner.width - m.contentInsets.horizontal))
            size.height = max(0, min(size.height, inner.height - m.contentInsets.vertical))
            guard Self.shows(size.width, of: request.contentSize.width), Self.shows(size.height, of: request.contentSize.height) else {
                throw PopoverInputError(
                    field: "insets",
                    rule: "must leave room for the content and the style's content insets inside the container \(NumberText.format(request.container))",
                    value: [request.containerInsets.top, request.containerInsets.left, request.containerInsets.bottom, request.containerInsets.right]
                        .map { NumberText.format($0) }.joined(separator: ",")
                )
            }
        }
        let width = size.width + m.contentInsets.horizontal
        let height = size.height + m.contentInsets.vertical
        var origin = CGPoint(x: anchor.midX - width / 2, y: anchor.midY - height / 2)
        if options.keepInsideContainer {
            origin.x = Interval(lower: inner.minX, upper: inner.maxX - width).clamp(origin.x)
            origin.y = Interval(lower: inner.minY, upper: inner.maxY - height).clamp(origin.y)
        }
        let frame = CGRect(origin: origin, size: CGSize(width: width, height: height))
        return Placement(
            direction: .unknown,
            frame: frame,
            anchor: anchor,
            contentShrunk: size != request.contentSize,
            arrowClampedAwayFromAnchor: false,
            overlapsAnchor: Self.covers(frame, request.anchor),
            alignmentAdjusted: false,
            requestedArrowOffset: 0,
            metrics: m
        )
    }
}

/// Up to four distinct arrow directions in preference order, kept inline (no heap):
/// the permitted list with left and right exchanging places for right-to-left (when both are permitted), without `unknown` or repeats.
struct DirectionOrder {
    private var items: (ArrowDirection, ArrowDirection, ArrowDirection, ArrowDirection) = (.unknown, .unknown, .unknown, .unknown)
    private(set) var count = 0

    init(_ directions: borrowing [ArrowDirection], mirrored: Bool) {
        for index in directions.indices {
            let direction = directions[index]
            let d = mirrored && directions.contains(direction.mirrored) ? direction.mirrored : direction
            if d != .unknown, !contains(d) { append(d) }
        }
    }

    subscript(index: Int) -> ArrowDirection {
        switch index {
        case 0: items.0
        case 1: items.1
        case 2: items.2
        default: items.3
        }
    }

    /// The directions' names, for messages: "left, up".
    var names: String { (0..<count).map { self[$0].name }.joined(separator: ", ") }

    func contains(_ direction: ArrowDirection) -> Bool {
        direction != .unknown && (0..<count).contains { self[$0] == direction }
    }

    private mutating func append(_ direction: ArrowDirection) {
        switch count {
        case 0: items.0 = direction
        case 1: items.1 = direction
        case 2: items.2 = direction
        default: items.3 = direction
        }
        count += 1
    }
}

extension SkinMetrics {
    /// These metrics with an arrow of no size, for placing a popover without an arrow:
    /// they skip validation (a zero base and height would fail it), the caller's metrics
    /// having passed.
    fileprivate var withoutArrow: SkinMetrics {
        var metrics = self
        metrics.arrowBase = 0
        metrics.arrowHeight = 0
        metrics.arrowTipRadius = 0
        metrics.arrowTipSkew = 0
        return metrics
    }
}
