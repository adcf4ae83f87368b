import Foundation
@testable import PopoverCore

extension SeededRandom {
    /// Issue 19's controls, drawn after the base request so that its values stay the same:
    /// an alignment (a named one, a fraction, or an arrow position as a fraction or in
    /// points), a gap (often 0) and an attachment point (often none; edges and corners often).
    mutating func placementControl() -> (alignment: PopoverAlignment, gap: CGFloat, attachment: AnchorPoint?) {
        let alignment: PopoverAlignment
        switch Int.random(in: 0..<6, using: &self) {
        case 0: alignment = .start
        case 1: alignment = .end
        case 2: alignment = .center
        case 3: alignment = .fraction(value(0...1))
        case 4: alignment = .arrow(at: .fraction(chance(0.3) ? [0, 1].randomElement(using: &self)! : value(0...1)))
        default: alignment = .arrow(at: .points(value(0...400)))
        }
        let gap = chance(0.4) ? 0 : value(0...40)
        func unit() -> CGFloat { chance(0.3) ? [0, 0.5, 1].randomElement(using: &self)! : value(0...1) }
        let attachment = chance(0.35) ? nil : AnchorPoint(x: unit(), y: unit())
        return (alignment, gap, attachment)
    }

    /// A valid request (no hostile values) with random placement controls.
    mutating func controlledPlacementRequest() -> PlacementRequest {
        var request = placementRequest(hostileChance: 0)
        let control = placementControl()
        request.options.alignment = control.alignment
        request.options.gap = control.gap
        request.options.attachmentPoint = control.attachment
        return request
    }
}
