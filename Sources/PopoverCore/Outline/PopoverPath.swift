import Foundation

/// A vector path: a list of ``PathElement``s that renderers (Cairo, CoreGraphics,
/// `CAShapeLayer`, SVG, SwiftUI `Shape`) replay one by one.
///
/// ```swift
/// var path = PopoverPath()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.line(to: CGPoint(x: 40, y: 0))
/// path.line(to: CGPoint(x: 20, y: 30))
/// path.close()
/// path.bounds                                  // (0, 0, 40, 30)
/// path.contains(CGPoint(x: 20, y: 10))         // true
/// path.svgPathData                             // "M0 0L40 0L20 30Z"
/// ```
public struct PopoverPath: Sendable, Equatable {
    /// The commands, in order.
    public private(set) var elements: [PathElement]

    /// Makes a path from commands.
    ///
    /// ```swift
    /// PopoverPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 1, y: 1))])
    /// ```
    public init(elements: [PathElement] = []) {
        self.elements = elements
    }

    /// An empty path with room for `capacity` elements, so building it allocates once.
    ///
    /// ```swift
    /// var path = PopoverPath(reservingCapacity: 24)
    /// ```
    public init(reservingCapacity capacity: Int) {
        elements = []
        elements.reserveCapacity(capacity)
    }

    /// Starts a new contour.
    ///
    /// ```swift
    /// var path = PopoverPath()
    /// path.move(to: CGPoint(x: 5, y: 5))
    /// ```
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// Adds a straight line.
    ///
    /// ```swift
    /// var path = PopoverPath()
    /// path.move(to: CGPoint(x: 5, y: 5))
    /// path.line(to: CGPoint(x: 10, y: 5))
    /// ```
    public mutating func line(to point: CGPoint) { elements.append(.line(to: point)) }

    /// Adds a quadratic Bézier curve.
    ///
    /// ```swift
    /// var path = PopoverPath()
    /// path.quadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: -10))
    /// ```
    public mutating func quadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve.
    ///
    /// ```swift
    /// var path = PopoverPath()
    /// path.curve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 10), control2: CGPoint(x: 20, y: 10))
    /// ```
    public mutating func curve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Adds a circular arc (see ``PathElement/arc(center:radius:startAngle:endAngle:clockwise:)``).
    ///
    /// ```swift
    /// var path = PopoverPath()
    /// path.arc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
    /// ```
    public mutating func arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }

    /// Adds another path's contours after this one's (filled even-odd, a contour inside
    /// another cuts a hole).
    ///
    /// ```swift
    /// var path = PopoverOutline.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 100), radius: 0)
    /// path.append(PopoverOutline.roundedRect(CGRect(x: 40, y: 40, width: 20, height: 20), radius: 4))
    /// path.contains(CGPoint(x: 50, y: 50))  // false
    /// ```
    public mutating func append(_ path: PopoverPath) { elements += path.elements }

    /// Removes every element but keeps the storage, so a path rebuilt every frame does
    /// not allocate.
    ///
    /// ```swift
    /// var path = PopoverPath()
    /// path.removeAll()
    /// ```
    public mutating func removeAll() { elements.removeAll(keepingCapacity: true) }

    /// Closes the current contour.
    ///
    /// ```swift
    /// var path = PopoverPath()
    /// path.close()
    /// ```
    public mutating func close() { elements.append(.close) }

    /// The path moved by an offset.
    ///
    /// ```swift
    /// path.offsetBy(dx: placement.frame.minX, dy: placement.frame.minY).bounds  // (362, 84, 320, 213)
    /// ```
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> PopoverPath {
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        return PopoverPath(elements: elements.map { element in
            switch element {
            case let .move(p): .move(to: move(p))
            case let .line(p): .line(to: move(p))
            case let .quadCurve(p, c): .quadCurve(to: move(p), control: move(c))
            case let .curve(p, c1, c2): .curve(to: move(p), control1: move(c1), control2: move(c2))
            case let .arc(c, r, a0, a1, cw): .arc(center: move(c), radius: r, startAngle: a0, endAngle: a1, clockwise: cw)
            case .close: .close
            }
        })
    }

    /// How many contours (`move` commands) the path has.
    ///
    /// ```swift
    /// path.contourCount  // 1: body and arrow are one contour
    /// ```
    public var contourCount: Int {
        elements.reduce(0) { count, element in
            if case .move = element { count + 1 } else { count }
        }
    }
}
