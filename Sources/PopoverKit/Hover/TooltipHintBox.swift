#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ObjectiveC
import PopoverTips

/// A view's ``/PopoverTips/TooltipHint``, kept with the view (an associated object), so the
/// app's own hint survives a tooltip set, changed and taken away.
@MainActor
final class TooltipHintBox {
    nonisolated(unsafe) static var key: UInt8 = 0
    var hint = TooltipHint()

    /// The box kept with `view`, made on first use.
    static func of(_ view: AnyObject) -> TooltipHintBox {
        if let box = objc_getAssociatedObject(view, &key) as? TooltipHintBox { return box }
        let box = TooltipHintBox()
        objc_setAssociatedObject(view, &key, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return box
    }
}
#endif
