#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import PopoverTips

extension PointerKind {
    /// The pointer where the app runs now: the Mac's arrow on macOS, in Mac Catalyst and
    /// for an iPad app on a Mac (`isiOSAppOnMac`), else iPadOS's round pointer.
    static var current: PointerKind {
        #if os(macOS) || targetEnvironment(macCatalyst)
        PointerKind(onMac: true)
        #else
        PointerKind(onMac: ProcessInfo.processInfo.isiOSAppOnMac)
        #endif
    }
}
#endif
