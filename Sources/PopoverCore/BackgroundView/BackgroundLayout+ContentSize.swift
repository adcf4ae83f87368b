import Foundation

extension BackgroundLayout {
    /// The background view's size that gives `contentSize` of content: the content, the
    /// metrics' content insets around it and the arrow's height on its side (none for
    /// `unknown`), the arrow's edge at least the arrow's base and two corners long. The
    /// solver sizes a placed popover the same way.
    ///
    /// ```swift
    /// BackgroundLayout.viewSize(containing: CGSize(width: 200, height: 60), direction: .up,
    ///                           metrics: SkinMetrics(arrowBase: 20, arrowHeight: 10, contentInsets: .uniform(8)))  // (216, 86)
    /// ```
    public static func viewSize(containing contentSize: CGSize, direction: ArrowDirection, metrics: SkinMetrics) -> CGSize {
        let m = metrics.sanitized, i = m.contentInsets
        let limit = PopoverLimits.maximumExtent
        let width = Validation.clean(contentSize.width, limit: limit) + i.horizontal
        let height = Validation.clean(contentSize.height, limit: limit) + i.vertical
        let shortest = m.arrowBase + 2 * m.cornerRadius
        switch direction {
        case .up, .down: return CGSize(width: max(width, shortest), height: height + m.arrowHeight)
        case .left, .right: return CGSize(width: width + m.arrowHeight, height: max(height, shortest))
        case .unknown: return CGSize(width: width, height: height)
        }
    }
}
