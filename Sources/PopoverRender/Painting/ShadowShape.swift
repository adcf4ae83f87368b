import Foundation
import PopoverCore

/// What casts a shadow: an outline, and for a popover the rounded rectangle of its body,
/// so that raster backends can blur the body once at its smallest and stretch it.
struct ShadowShape {
    /// The whole outline, body and arrow.
    var outline: PopoverPath
    /// The body's rounded rectangle (canvas points), when the outline is a popover's.
    var body: (rect: CGRect, radius: CGFloat)?
    /// The arrow's bounding box (canvas points), when there is one.
    var arrow: CGRect?
    /// Whether what is drawn next covers the body with opaque paint: the shadow under the
    /// body's inside is painted over, and a raster canvas may leave it out.
    var bodyIsPaintedOver = false
}
