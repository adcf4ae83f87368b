import Foundation

/// Where a popover is drawn, as far as its look depends on it: the system's major
/// version, light or dark, and the accessibility settings that change materials and
/// edges. The core resolves a style for it (`FillPaint`, `SkinDrawing`); UIKit,
/// SwiftUI and the renderer only carry the result out.
///
/// ```swift
/// var environment = DrawingEnvironment(osMajorVersion: 18)
/// environment.reduceTransparency = true   // glass becomes an opaque colour
/// ```
public struct DrawingEnvironment: Sendable, Hashable {
    /// The first system with Liquid Glass.
    ///
    /// ```swift
    /// DrawingEnvironment.firstGlassVersion  // 26
    /// ```
    public static let firstGlassVersion = 26

    /// iOS's major version (26 for iOS 26).
    public var osMajorVersion: Int
    /// Light or dark.
    public var appearance: Appearance
    /// Accessibility's Reduce Transparency: no material is seen through.
    public var reduceTransparency: Bool
    /// Accessibility's Increase Contrast: stronger edges.
    public var increaseContrast: Bool

    /// An environment; by default iOS 26 in light mode with no accessibility setting.
    ///
    /// ```swift
    /// DrawingEnvironment(osMajorVersion: 27, appearance: .dark, increaseContrast: true)
    /// ```
    public init(osMajorVersion: Int = DrawingEnvironment.firstGlassVersion, appearance: Appearance = .light,
                reduceTransparency: Bool = false, increaseContrast: Bool = false) {
        self.osMajorVersion = osMajorVersion
        self.appearance = appearance
        self.reduceTransparency = reduceTransparency
        self.increaseContrast = increaseContrast
    }

    /// The last SDK whose apps may keep the design of the systems before glass with the
    /// `UIDesignRequiresCompatibility` Info.plist key: apps built with the iOS 27 SDK
    /// (Xcode 27) are Liquid Glass and cannot opt out.
    ///
    /// ```swift
    /// DrawingEnvironment.lastCompatibilitySDKVersion  // 26
    /// ```
    public static let lastCompatibilitySDKVersion = 26

    /// The environment of an app running on `runningVersion`, built with an SDK that has
    /// glass (`builtWithGlass`: Xcode 26 and later) or not: an app built with an older
    /// SDK cannot make glass even on iOS 26, and draws the material of the systems before.
    /// So does an app that sets `UIDesignRequiresCompatibility` (`designRequiresCompatibility`)
    /// while built with an SDK that honours it (`appSDKVersion`, the major version of the
    /// Info.plist's `DTPlatformVersion`, at most ``lastCompatibilitySDKVersion``; unknown
    /// counts as honouring it).
    ///
    /// ```swift
    /// DrawingEnvironment(running: 26, builtWithGlass: false).hasGlass  // false
    /// DrawingEnvironment(running: 26, builtWithGlass: true, designRequiresCompatibility: true, appSDKVersion: 26).hasGlass  // false
    /// DrawingEnvironment(running: 27, builtWithGlass: true, designRequiresCompatibility: true, appSDKVersion: 27).hasGlass  // true
    /// ```
    public init(running runningVersion: Int, builtWithGlass: Bool, designRequiresCompatibility: Bool = false,
                appSDKVersion: Int? = nil, appearance: Appearance = .light,
                reduceTransparency: Bool = false, increaseContrast: Bool = false) {
        let keepsEarlierDesign = designRequiresCompatibility && (appSDKVersion ?? Self.lastCompatibilitySDKVersion) <= Self.lastCompatibilitySDKVersion
        self.init(
            osMajorVersion: builtWithGlass && !keepsEarlierDesign ? runningVersion : min(runningVersion, Self.firstGlassVersion - 1),
            appearance: appearance, reduceTransparency: reduceTransparency, increaseContrast: increaseContrast
        )
    }

    /// Whether the system draws Liquid Glass.
    ///
    /// ```swift
    /// DrawingEnvironment(osMajorVersion: 18).hasGlass  // false
    /// ```
    public var hasGlass: Bool { osMajorVersion >= Self.firstGlassVersion }
}
