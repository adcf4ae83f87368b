#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import SwiftUI

/// The popover's content as one run of the modifier's body made it: the same object
/// while SwiftUI only moves the anchor (the presenter is re-run inside
/// `backgroundPreferenceValue` with the values it captured), a new one when the body runs
/// again, which may bring new content.
@MainActor
final class ArrowPopoverContent {
    /// The content now; `nil` keeps what is shown (an item that went `nil` fades out
    /// with its own content).
    let make: () -> AnyView?

    init(_ make: @escaping () -> AnyView?) { self.make = make }
}
#endif
