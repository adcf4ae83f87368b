#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import PopoverCore
import PopoverTips

/// A popover a book's tip shows in (`PopoverView` on iOS, ``PopoverPanel`` on the Mac):
/// the two package hooks a ``TipShowingRecord`` follows, which the app cannot set, so an
/// app's own `onDismiss` never takes the ending away from the book.
@MainActor
protocol TipShowingPopover: AnyObject {
    /// Told each placement as the popover moves there.
    var onPlacementChange: ((Placement) -> Void)? { get set }
    /// Told once per presentation when it ends, just before the app's `onDismiss`.
    var onEnded: ((PopoverEnding) -> Void)? { get set }
}

extension TipBook {
    /// The one `show` both platforms' halves call: reserves the tip's place by its rules,
    /// makes the popover with an action handler that records the action, follows it
    /// through the package hooks (its first placement counts the display, its ending is
    /// recorded and the place released) and presents it. `nil` when the tip is not eligible.
    func show<Popover: TipShowingPopover>(
        _ id: String, rules: TipRules, onAction: ((TipAction) -> Void)?,
        make: (_ onAction: @escaping (TipAction) -> Void) -> Popover, present: (Popover) -> Void
    ) -> Popover? {
        guard reserve(id, rules: rules) else { return nil }
        let record = TipShowingRecord(book: self, id: id, rules: rules)
        let popover = make { action in
            record.actionPerformed()
            onAction?(action)
        }
        popover.onPlacementChange = { _ in record.placed() }
        // The popover holds the record (and so the book) until it ends, then lets go.
        popover.onEnded = { [unowned popover] ending in
            record.ended(ending)
            popover.onPlacementChange = nil
            popover.onEnded = nil
        }
        present(popover)
        return popover
    }
}
#endif
