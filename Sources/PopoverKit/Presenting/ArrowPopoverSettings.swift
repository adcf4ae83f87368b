#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import SwiftUI

/// What an `arrowPopover` modifier asks of its popover, besides the content: the look,
/// the permitted directions (an ordered list, or SwiftUI's arrow edge), alignment, gap,
/// where the arrow aims, outside taps, the dim and the timer. It converts; PopoverCore
/// decides.
struct ArrowPopoverSettings {
    /// The permitted directions as the modifier was given them.
    enum Directions {
        /// Physical directions in order of preference (`permittedArrowDirections:`).
        case ordered([ArrowDirection])
        /// SwiftUI's arrow edge (`arrowEdge:`): that edge of the anchor, `nil` any.
        case edge(Edge?)
    }

    var style: PopoverStyle
    var directions: Directions
    var alignment: PopoverAlignment
    var gap: CGFloat
    var attachment: PopoverAttachmentAnchor
    var outsideTap: OutsideTap
    var dim: PopoverDim = .none
    var dismissAfter: TimeInterval? = nil
    /// Told how each presentation ended, on the turn after (a tour's driver maps it with
    /// ``/PopoverTips/TourEvent/init(ending:step:)``); the public modifiers leave it `nil`.
    var onEnding: ((PopoverEnding) -> Void)? = nil
    /// Told of each placement of this popover alone (a tip counts its display on the
    /// first), before any `onArrowPopoverPlacement` of the environment; the public
    /// modifiers leave it `nil`.
    var onPlacement: ((Placement) -> Void)? = nil
    /// `arrowHelp`'s tooltip: it takes no touches or clicks, its showing does not hide
    /// hover tooltips as another popover's does, and it owns no key commands.
    var isHoverTooltip = false
    /// Whether the arrow shows, over the environment's `arrowPopoverShowsArrow`.
    var showsArrow: Bool? = nil

    /// The directions for the core, in the environment's layout direction.
    func permittedDirections(_ layoutDirection: PopoverLayoutDirection) -> [ArrowDirection] {
        switch directions {
        case let .ordered(list): list
        case let .edge(edge): ArrowEdges(edge).permittedDirections(layoutDirection: layoutDirection)
        }
    }

    /// `options` with this modifier's alignment, gap and attachment point, and whether
    /// the environment wants an arrow.
    func options(from options: PlacementOptions, showsArrow: Bool) -> PlacementOptions {
        var options = options
        options.alignment = alignment
        options.gap = gap
        options.attachmentPoint = attachment.unitPoint.map { AnchorPoint(x: $0.x, y: $0.y) }
        options.showsArrow = showsArrow
        return options
    }
}

extension ArrowEdges {
    /// SwiftUI's arrow edge: that edge alone, or every edge for `nil`.
    init(_ edge: Edge?) {
        switch edge {
        case nil: self = .all
        case .top: self = .top
        case .leading: self = .leading
        case .bottom: self = .bottom
        case .trailing: self = .trailing
        }
    }
}

extension PopoverLayoutDirection {
    /// SwiftUI's layout direction.
    init(_ direction: SwiftUI.LayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
#endif
