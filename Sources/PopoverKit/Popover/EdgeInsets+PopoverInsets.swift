#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import SwiftUI

extension EdgeInsets {
    /// The same insets as PopoverCore's type, left and right as leading and trailing.
    init(_ insets: PopoverInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
#endif
