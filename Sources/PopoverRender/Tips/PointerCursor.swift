import Foundation
import PopoverCore

/// The arrow cursor drawn at a pointer tooltip's pointer, so a picture shows what the
/// tooltip points at: a black arrow with a white edge, its tip on the hot spot, as tall
/// as ``/PopoverCore/PointerAnchor/cursorHeight``.
enum PointerCursor {
    /// The arrow's outline, its tip at the origin, in points (y down): the Mac's arrow's
    /// shape, 12 wide and 19 tall with its tail.
    static let outline: [CGPoint] = [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 16), CGPoint(x: 4, y: 12.5), CGPoint(x: 6.5, y: 18.5),
        CGPoint(x: 9, y: 17.5), CGPoint(x: 6.5, y: 11.5), CGPoint(x: 11.5, y: 11.5),
    ]

    /// Draws the cursor with its tip at `hotSpot`.
    static func draw<Target: Canvas>(at hotSpot: CGPoint, on canvas: inout Target) {
        var path = PopoverPath()
        for (index, point) in outline.enumerated() {
            let moved = CGPoint(x: hotSpot.x + point.x, y: hotSpot.y + point.y)
            if index == 0 { path.move(to: moved) } else { path.line(to: moved) }
        }
        path.close()
        canvas.fill(path, with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)))
        canvas.stroke(path, width: 1, color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1), dash: [])
    }
}
