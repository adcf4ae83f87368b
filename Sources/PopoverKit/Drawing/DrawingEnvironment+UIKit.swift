#if canImport(UIKit)
import PopoverCore
import UIKit

extension DrawingEnvironment {
    /// The environment a view with `traits` draws in: the running system's major version,
    /// light or dark from the traits, and the Reduce Transparency and Increase Contrast
    /// settings (`UIAccessibility`, or the traits' high contrast). The one place where
    /// PopoverKit reads them; the core decides what they change (`SkinDrawing`).
    ///
    /// A build without the iOS 26 SDK (before Swift 6.2, Xcode 26) cannot make glass, and
    /// an app that keeps the earlier design with `UIDesignRequiresCompatibility` does not
    /// want it; the core decides what it draws then
    /// (`init(running:builtWithGlass:designRequiresCompatibility:appSDKVersion:…)`).
    @MainActor
    init(_ traits: UITraitCollection) {
        #if compiler(>=6.2)
        let builtWithGlass = true
        #else
        let builtWithGlass = false
        #endif
        self.init(
            running: ProcessInfo.processInfo.operatingSystemVersion.majorVersion, builtWithGlass: builtWithGlass,
            designRequiresCompatibility: AppDesign.main.requiresCompatibility, appSDKVersion: AppDesign.main.sdkMajorVersion,
            appearance: Appearance(traits),
            reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
            increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled || traits.accessibilityContrast == .high
        )
    }
}

extension AppDesign {
    /// The running app's, read once.
    static let main = AppDesign(infoDictionary: Bundle.main.infoDictionary ?? [:])
}
#endif
