#if canImport(UIKit)
import PopoverMenu
@preconcurrency import UIKit

extension MenuAccessibility.Trait {
    /// UIKit's trait of the same name. The iOS 16.5 SDK declares UIKit's traits as
    /// mutable globals, which Swift 6 reads only through a pre-concurrency import (as
    /// `VoiceOver` does UIKit's notification names).
    @MainActor
    var uiKit: UIAccessibilityTraits {
        switch self {
        case .header: .header
        case .button: .button
        case .selected: .selected
        case .notEnabled: .notEnabled
        }
    }
}

extension Set where Element == MenuAccessibility.Trait {
    /// The traits together, as UIKit takes them.
    @MainActor
    var uiKit: UIAccessibilityTraits {
        reduce(into: UIAccessibilityTraits()) { $0.formUnion($1.uiKit) }
    }
}

/// One row of a menu for VoiceOver, from ``/PopoverMenu/MenuAccessibility``: activating an
/// item chooses it (or opens its submenu) as a tap would.
@MainActor
final class MenuRowAccessibilityElement: UIAccessibilityElement {
    /// Chooses the row's item; `false` when it cannot be chosen.
    var onActivate: (() -> Bool)?
    /// The row in the menu's layout.
    let row: Int

    init(container: UIView, element: MenuAccessibility.Element, frame: CGRect) {
        row = element.row
        super.init(accessibilityContainer: container)
        isAccessibilityElement = true
        accessibilityLabel = element.label
        accessibilityValue = element.value
        accessibilityHint = element.hint
        accessibilityTraits = element.traits.uiKit
        accessibilityFrameInContainerSpace = frame
    }

    /// UIKit declares this outside the main actor in older SDKs (iOS 16.5's), though it
    /// calls it on the main thread.
    override func accessibilityActivate() -> Bool {
        callAsMainActor { onActivate?() ?? false }
    }
}
#endif
