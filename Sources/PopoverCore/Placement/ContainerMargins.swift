import Foundation

extension PopoverInsets {
    /// The margin a popover keeps from its container's edges (beyond the safe area), 10 pt
    /// as UIKit's popovers keep: the default of ``popoverMargins(safeArea:margin:keyboardFrame:in:)``
    /// and of ``PlacementRequest``'s container insets.
    @usableFromInline package static let popoverMargin: CGFloat = 10

    /// The insets a standalone popover keeps inside its container: the safe area plus a
    /// margin on every side (UIKit's popovers keep 10 pt), with the keyboard's overlap
    /// of the container's bottom taking the place of the bottom safe area when larger.
    ///
    /// ```swift
    /// let insets = PopoverInsets.popoverMargins(
    ///     safeArea: PopoverInsets(top: 59, left: 0, bottom: 34, right: 0),
    ///     keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
    ///     in: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// insets.bottom  // 346: the keyboard's 336 plus 10
    /// ```
    public static func popoverMargins(
        safeArea: PopoverInsets, margin: CGFloat = PopoverInsets.popoverMargin, keyboardFrame: CGRect? = nil, in container: CGRect
    ) -> PopoverInsets {
        var keyboard: CGFloat = 0
        if let frame = keyboardFrame, !frame.isNull, !frame.isEmpty,
           frame.maxX > container.minX, frame.minX < container.maxX, frame.minY < container.maxY {
            keyboard = container.maxY - max(frame.minY, container.minY)
        }
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        let m = clean(margin)
        return PopoverInsets(
            top: clean(safeArea.top) + m, left: clean(safeArea.left) + m,
            bottom: max(clean(safeArea.bottom), clean(keyboard)) + m, right: clean(safeArea.right) + m
        )
    }
}
