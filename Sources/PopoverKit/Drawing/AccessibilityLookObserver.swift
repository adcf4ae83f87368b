#if canImport(UIKit)
import UIKit

/// Calls back when Reduce Transparency or Increase Contrast is switched, the two settings
/// that change what a skin draws (``/PopoverCore/DrawingEnvironment``); light/dark and
/// scale arrive as trait changes instead. Selector observers: NotificationCenter lets go
/// of them by itself when this object goes.
@MainActor
final class AccessibilityLookObserver: NSObject {
    private let changed: @MainActor () -> Void

    /// Starts observing; `changed` runs on the main thread after each switch.
    init(_ changed: @escaping @MainActor () -> Void) {
        self.changed = changed
        super.init()
        for name in [UIAccessibility.reduceTransparencyStatusDidChangeNotification,
                     UIAccessibility.darkerSystemColorsStatusDidChangeNotification] {
            NotificationCenter.default.addObserver(self, selector: #selector(settingChanged), name: name, object: nil)
        }
    }

    @objc private func settingChanged() { changed() }
}
#endif
