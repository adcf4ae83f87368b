import Foundation
import PopoverCore

/// A fill resolved for one appearance and placed on the canvas (points).
enum Paint: Equatable {
    case solid(RGBAColor)
    case linear(start: CGPoint, end: CGPoint, stops: [Stop])

    struct Stop: Equatable {
        var location: CGFloat
        var color: RGBAColor
    }

    /// The style's fill for an appearance, its gradient spanning `rect`.
    init(_ fill: Fill, appearance: Appearance, in rect: CGRect) {
        switch fill {
        case let .solid(color):
            self = .solid(color.resolved(for: appearance))
        case let .linearGradient(gradient):
            self = .linear(
                start: gradient.start.point(in: rect),
                end: gradient.end.point(in: rect),
                stops: gradient.stops.map { Stop(location: $0.location, color: $0.color.resolved(for: appearance)) }
            )
        }
    }
}
