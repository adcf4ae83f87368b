#if canImport(UIKit)
@_spi(Plumbing) import PopoverCore
import UIKit

extension DrawingEnvironment {
    /// The environment a view with `traits` draws in: the running system's major version,
    /// light or dark from the traits, and the Reduce Transparency and Increase Contrast
    /// settings (`UIAccessibility`, or the traits' high contrast). The one place where
    /// PopoverKit reads them; the core decides what they change (`SkinDrawing`).
    ///
    /// A build without the iOS 26 SDK (before Swift 6.2, Xcode 26) cannot make glass, so
    /// there the version reads as at most 25 and glass styles draw the blur material.
    @MainActor
    init(_ traits: UITraitCollection) {
        let running = ProcessInfo.processInfo.operatingSystemVersion.majorVersion
        #if compiler(>=6.2)
        let drawable = running
        #else
        let drawable = min(running, DrawingEnvironment.firstGlassVersion - 1)
        #endif
        self.init(
            osMajorVersion: drawable,
            appearance: Appearance(traits),
            reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
            increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled || traits.accessibilityContrast == .high
        )
    }
}
#endif
