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

    /// The style's fill for an appearance, for a layout whose view's origin is at `origin`.
    init(_ fill: Fill, appearance: Appearance, layout: BackgroundLayout, origin: CGPoint) {
        switch fill {
        case let .solid(color):
            self = .solid(color.resolved(for: appearance))
        case let .linearGradient(gradient):
            let (start, end) = gradient.endpoints(in: layout)
            self = .linear(
                start: CGPoint(x: start.x + origin.x, y: start.y + origin.y),
                end: CGPoint(x: end.x + origin.x, y: end.y + origin.y),
                stops: gradient.stops.map { Stop(location: $0.location, color: $0.color.resolved(for: appearance)) }
            )
        }
    }
}
