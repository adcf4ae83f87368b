#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import SwiftUI

/// What an `arrowPopover` modifier asks of its popover, besides the content: the look,
/// the permitted directions (an ordered list, or SwiftUI's arrow edges), alignment,
/// gap, where the arrow aims, and outside taps. It converts; PopoverCore decides.
struct ArrowPopoverSettings {
    /// The permitted directions as the modifier was given them.
    enum Directions {
        /// Physical directions in order of preference (`permittedArrowDirections:`).
        case ordered([ArrowDirection])
        /// SwiftUI's arrow edges (`arrowEdges:`), read by ``ArrowEdges``.
        case edges(Edge.Set)
    }

    var style: PopoverStyle
    var directions: Directions
    var alignment: PopoverAlignment
    var gap: CGFloat
    var attachment: PopoverAttachmentAnchor
    var dismissesOnOutsideTap: Bool
    /// Told how each presentation ended, on the turn after (a tour's driver maps it with
    /// ``/PopoverTips/TourEvent/init(ending:step:)``); the public modifiers leave it `nil`.
    var onEnding: ((PopoverEnding) -> Void)? = nil

    /// The directions for the core, in the environment's layout direction.
    func permittedDirections(_ layoutDirection: PopoverLayoutDirection) -> [ArrowDirection] {
        switch directions {
        case let .ordered(list): list
        case let .edges(edges): ArrowEdges(edges).permittedDirections(layoutDirection: layoutDirection)
        }
    }

    /// `options` with this modifier's alignment, gap and attachment point.
    func options(from options: PlacementOptions) -> PlacementOptions {
        var options = options
        options.alignment = alignment
        options.gap = gap
        options.attachmentPoint = attachment.unitPoint.map { AnchorPoint(x: $0.x, y: $0.y) }
        return options
    }
}

extension ArrowEdges {
    /// SwiftUI's edges, member by member.
    init(_ edges: Edge.Set) {
        self.init()
        if edges.contains(.top) { insert(.top) }
        if edges.contains(.leading) { insert(.leading) }
        if edges.contains(.bottom) { insert(.bottom) }
        if edges.contains(.trailing) { insert(.trailing) }
    }
}

extension PopoverLayoutDirection {
    /// SwiftUI's layout direction.
    init(_ direction: SwiftUI.LayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
#endif
