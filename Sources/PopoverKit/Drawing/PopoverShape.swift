#if canImport(SwiftUI)
import PopoverCore
import SwiftUI

/// The popover's outline, body and arrow, as a SwiftUI `Shape`: fill it, stroke it, clip
/// to it. The rectangle it fills is the whole popover, arrow included.
///
/// ```swift
/// Text("Saved")
///     .padding(EdgeInsets(top: 20, leading: 12, bottom: 8, trailing: 12))
///     .background(PopoverShape(direction: .up, metrics: PopoverStyle.orange.metrics).fill(.orange))
/// ```
public struct PopoverShape: Shape {
    /// Where the arrow points (`unknown` for none).
    public var direction: ArrowDirection
    /// UIKit's arrow offset: from the centre to the arrow, negative to the left or up.
    public var arrowOffset: CGFloat
    /// Arrow, corners and insets.
    public var metrics: SkinMetrics

    /// Makes the shape.
    ///
    /// ```swift
    /// PopoverShape(direction: .down, arrowOffset: -20, metrics: PopoverStyle.system.metrics)
    /// ```
    public init(direction: ArrowDirection, arrowOffset: CGFloat = 0, metrics: SkinMetrics) {
        self.direction = direction
        self.arrowOffset = arrowOffset
        self.metrics = metrics
    }

    /// The arrow offset animates.
    public var animatableData: CGFloat {
        get { arrowOffset }
        set { arrowOffset = newValue }
    }

    /// The core's outline for this rectangle.
    public func path(in rect: CGRect) -> Path {
        let layout = BackgroundLayout(size: rect.size, direction: direction, arrowOffset: arrowOffset, metrics: metrics)
        return Path(PopoverOutline.path(for: layout).offsetBy(dx: rect.minX, dy: rect.minY).cgPath)
    }
}
#endif
