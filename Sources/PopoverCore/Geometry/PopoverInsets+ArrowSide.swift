import Foundation

extension PopoverInsets {
    /// The inset on the side where an arrow pointing `direction` sits: `top` for up,
    /// `bottom` for down, `left` for left, `right` for right; 0 for `unknown`.
    ///
    /// ```swift
    /// PopoverInsets(top: 13, left: 12, bottom: 11, right: 10).side(of: .down)  // 11
    /// ```
    public func side(of direction: ArrowDirection) -> CGFloat {
        switch direction {
        case .up: top
        case .down: bottom
        case .left: left
        case .right: right
        case .unknown: 0
        }
    }
}
