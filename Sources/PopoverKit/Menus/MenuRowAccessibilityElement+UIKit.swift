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

/// The row element's UIKit half: the core's label, value, hint and traits as UIKit's.
extension MenuRowAccessibilityElement {
    func show(_ element: MenuAccessibility.Element, frame: CGRect) {
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
        onActivate.map(callAsMainActor) ?? false
    }
}
#endif
